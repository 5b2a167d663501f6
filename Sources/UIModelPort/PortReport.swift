/// One rewrite the porter made (or, with `--check`, would make).
public struct PortChange: Equatable, Sendable {
    public var line: Int
    public var description: String
}

/// Something the porter found and left as it was, with why.
public struct PortFinding: Equatable, Sendable {
    public var line: Int
    public var column: Int
    public var message: String
}

/// The porter's result for one file.
public struct PortResult: Sendable {
    /// The rewritten source (the input itself when nothing changed or the file does not parse).
    public var source: String
    public var changes: [PortChange]
    /// What could not be rewritten.
    public var findings: [PortFinding]
    /// The parser's first error ("line:column: message") when the file does not parse; then
    /// nothing is changed.
    public var parseError: PortFinding?
    /// The selectors the file keeps as values, and the class whose method each names.
    var selectorValues: [(selector: String, owner: String?, line: Int)] = []
    /// Whether the file builds selectors from strings (`NSSelectorFromString`).
    var buildsSelectorsFromStrings = false

    public var didChange: Bool { !changes.isEmpty }
}
