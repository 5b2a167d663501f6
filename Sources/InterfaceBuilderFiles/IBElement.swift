import Foundation

/// One element of an Interface Builder file as written: its name, attributes, child elements,
/// text and the line it starts on. Views, controllers, values (`rect`, `color`,
/// `fontDescription`) and connections are all elements; the readers in this folder give them
/// meaning.
public struct IBElement: Sendable {
    public var name: String
    public var attributes: [String: String]
    public var children: [IBElement]
    /// The characters directly inside the element (a `string` value's text), else empty.
    public var text: String
    /// The line of the file the element starts on (1-based).
    public var line: Int

    public init(name: String, attributes: [String: String], children: [IBElement], text: String, line: Int) {
        self.name = name
        self.attributes = attributes
        self.children = children
        self.text = text
        self.line = line
    }

    public subscript(attribute: String) -> String? { attributes[attribute] }

    /// The object's identifier in its file (`"abc-12-xyz"`), which connections name.
    public var id: String? { attributes["id"] }

    /// The child that holds the value of `key` (`<rect key="frame" …>` for "frame").
    public func child(forKey key: String) -> IBElement? { children.first { $0.attributes["key"] == key } }

    /// The children named `name`, in the file's order.
    public func children(named name: String) -> [IBElement] { children.filter { $0.name == name } }

    /// The children of the first child named `container` (`subviews`, `constraints`, `connections`).
    public func contents(of container: String) -> [IBElement] { children.first { $0.name == container }?.children ?? [] }

    /// A Boolean attribute as Interface Builder writes it ("YES" / "NO"); nil when absent.
    public func flag(_ attribute: String) -> Bool? {
        attributes[attribute].map { $0 == "YES" }
    }

    /// A number attribute; nil when absent or not a number.
    public func number(_ attribute: String) -> CGFloat? {
        attributes[attribute].flatMap { Double($0) }.flatMap { $0.isFinite ? CGFloat($0) : nil }
    }

    /// Every element of the subtree, this one first, depth first in the file's order.
    public func forEachElement(_ body: (IBElement) throws -> Void) rethrows {
        try body(self)
        for child in children { try child.forEachElement(body) }
    }
}
