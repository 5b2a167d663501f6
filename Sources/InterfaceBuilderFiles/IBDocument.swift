import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// A storyboard or xib read from its XML: the element tree and an index of its objects by
/// identifier. Foundation's `XMLParser` (libxml2) reads the file; a malformed file, or one that
/// is not an iOS Interface Builder document, is an error naming the file and the line.
public struct IBDocument: Sendable {
    public enum Kind: Sendable { case storyboard, xib }

    /// What went wrong reading a file, and where.
    public struct ReadError: Error, CustomStringConvertible, Equatable {
        public init(file: String, line: Int, message: String) {
            self.file = file
            self.line = line
            self.message = message
        }

        public var file: String
        public var line: Int
        public var message: String
        public var description: String { "\(file):\(line): \(message)" }
    }

    /// The file's name as the errors and warnings give it (`Main.storyboard`).
    public let fileName: String
    public let kind: Kind
    /// The `document` element.
    public let root: IBElement
    /// The objects by identifier (views, controllers, placeholders, gesture recognizers, ...).
    private let objectsByID: [String: IBElement]

    /// The document type a storyboard and a xib for iOS declare.
    public static let storyboardType = "com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB"
    public static let xibType = "com.apple.InterfaceBuilder3.CocoaTouch.XIB"

    /// The root element of the XML in `data`, for Xcode's other XML files (Core Data models).
    public static func element(data: Data, fileName: String) throws(ReadError) -> IBElement {
        let reader = Reader()
        let parser = XMLParser(data: data)
        parser.delegate = reader
        parser.shouldProcessNamespaces = false
        parser.shouldResolveExternalEntities = false
        let parsed = parser.parse()
        guard parsed, reader.stack.isEmpty, let root = reader.root else {
            let line = reader.errorLine ?? parser.lineNumber
            let detail = parser.parserError.map { Self.describe($0) } ?? "the XML ends before its elements close"
            throw ReadError(file: fileName, line: max(line, 1), message: "not well-formed XML: \(detail)")
        }
        return root
    }

    public init(data: Data, fileName: String) throws(ReadError) {
        let root = try Self.element(data: data, fileName: fileName)
        guard root.name == "document" else {
            throw ReadError(file: fileName, line: root.line, message: "not an Interface Builder file: its root element is <\(root.name)>, not <document>")
        }
        switch root["type"] {
        case Self.storyboardType?: kind = .storyboard
        case Self.xibType?: kind = .xib
        default:
            let type = root["type"].map { "'\($0)'" } ?? "no type"
            throw ReadError(file: fileName, line: root.line, message: "not an iOS storyboard or xib: the document has \(type) (a macOS or watchOS file?)")
        }
        var index: [String: IBElement] = [:]
        root.forEachElement { element in
            if let id = element.id, Self.isObject(element) { index[id] = element }
        }
        self.fileName = fileName
        self.root = root
        objectsByID = index
    }

    /// The object with `id`, if the file has one.
    public func object(withID id: String) -> IBElement? { objectsByID[id] }

    /// A storyboard's scenes, in the file's order.
    public var scenes: [IBElement] { root.contents(of: "scenes") }

    /// The identifier of a storyboard's initial view controller.
    public var initialViewControllerID: String? { root["initialViewController"] }

    /// A xib's top-level objects, placeholders (File's Owner, First Responder) included.
    public var topLevelObjects: [IBElement] { root.contents(of: "objects") }

    /// Elements that are values or containers rather than objects, though they carry an `id`:
    /// constraints and connections are objects in Interface Builder's sense but are made by
    /// their owners, and layout guides belong to their view.
    private static let nonObjects: Set<String> = [
        "constraint", "outlet", "outletCollection", "action", "segue", "viewLayoutGuide", "layoutGuide", "variation",
        "scene", "mask", "point", "size", "rect",
    ]

    public static func isObject(_ element: IBElement) -> Bool { !nonObjects.contains(element.name) }

    private static func describe(_ error: Error) -> String {
        let ns = error as NSError
        if let reason = ns.userInfo[NSLocalizedDescriptionKey] as? String, !reason.isEmpty { return reason }
        return "XMLParser error \(ns.code)"
    }

    /// Builds the element tree as the parser reports it.
    private final class Reader: NSObject, XMLParserDelegate {
        var stack: [IBElement] = []
        var root: IBElement?
        var errorLine: Int?

        func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
                    qualifiedName qName: String?, attributes attributeDict: [String: String] = [:]) {
            stack.append(IBElement(name: elementName, attributes: attributeDict, children: [], text: "", line: parser.lineNumber))
        }

        func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName qName: String?) {
            guard let element = stack.popLast() else { return }
            guard !stack.isEmpty else { return root = element }
            // Only leaves carry text (a `string` value); a parent's is its indentation.
            stack[stack.count - 1].text = ""
            stack[stack.count - 1].children.append(element)
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) {
            guard let last = stack.indices.last, stack[last].children.isEmpty else { return }
            stack[last].text += string
        }

        func parser(_ parser: XMLParser, parseErrorOccurred parseError: Error) {
            if errorLine == nil { errorLine = parser.lineNumber }
        }
    }
}
