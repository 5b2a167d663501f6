import Foundation

/// One element of an Interface Builder file as written: its name, attributes, child elements,
/// text and the line it starts on. Views, controllers, values (`rect`, `color`,
/// `fontDescription`) and connections are all elements; the readers in this folder give them
/// meaning.
nonisolated struct IBElement: Sendable {
    var name: String
    var attributes: [String: String]
    var children: [IBElement]
    /// The characters directly inside the element (a `string` value's text), else empty.
    var text: String
    /// The line of the file the element starts on (1-based).
    var line: Int

    subscript(attribute: String) -> String? { attributes[attribute] }

    /// The object's identifier in its file (`"abc-12-xyz"`), which connections name.
    var id: String? { attributes["id"] }

    /// The child that holds the value of `key` (`<rect key="frame" …>` for "frame").
    func child(forKey key: String) -> IBElement? { children.first { $0.attributes["key"] == key } }

    /// The children named `name`, in the file's order.
    func children(named name: String) -> [IBElement] { children.filter { $0.name == name } }

    /// The children of the first child named `container` (`subviews`, `constraints`, `connections`).
    func contents(of container: String) -> [IBElement] { children.first { $0.name == container }?.children ?? [] }

    /// A Boolean attribute as Interface Builder writes it ("YES" / "NO"); nil when absent.
    func flag(_ attribute: String) -> Bool? {
        attributes[attribute].map { $0 == "YES" }
    }

    /// A number attribute; nil when absent or not a number.
    func number(_ attribute: String) -> CGFloat? {
        attributes[attribute].flatMap { Double($0) }.flatMap { $0.isFinite ? CGFloat($0) : nil }
    }

    /// Every element of the subtree, this one first, depth first in the file's order.
    func forEachElement(_ body: (IBElement) throws -> Void) rethrows {
        try body(self)
        for child in children { try child.forEachElement(body) }
    }
}
