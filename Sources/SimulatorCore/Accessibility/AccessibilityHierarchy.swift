import Foundation
import UIModel
import SimulatorRendering

/// What VoiceOver reads on a screen, in the order a swipe moves through it: each element's
/// label, value, hint, traits and frame, and the sentence VoiceOver says.
///
/// The order is VoiceOver's: elements sorted top to bottom, then leading to trailing (right to
/// left where the elements' layout is right to left); elements whose tops are less than 8 pt apart (13 pt on an
/// iPad) count as one row. A view's `accessibilityElements` keep their own order, and a view with
/// `shouldGroupAccessibilityChildren` reads its elements together. Hidden views, views with
/// alpha 0 or no size, and subtrees with `accessibilityElementsHidden` are not read; among
/// siblings, a view with `accessibilityViewIsModal` hides the others. (The row thresholds are
/// the ones measured on devices by cashapp's AccessibilitySnapshot.)
public struct AccessibilityHierarchy: Sendable {
    public struct Element: Equatable, Sendable {
        /// The view's type, or "UIAccessibilityElement".
        public let type: String
        public let label: String?
        public let value: String?
        public let hint: String?
        public let traits: UIAccessibilityTraits
        public let identifier: String?
        /// In screen coordinates (points).
        public let frame: CGRect
        /// What VoiceOver says on reaching the element ("Selected: Photos. Button.").
        public let description: String
        /// What it says after a pause: the hint, and how to use an adjustable element or a switch.
        public let spokenHint: String?
    }

    public let elements: [Element]

    /// Vertical distance under which two elements' tops count as one row (points).
    static let phoneRowTolerance: CGFloat = 8
    static let padRowTolerance: CGFloat = 13

    init(elements: [Element]) { self.elements = elements }

    /// The elements of `root`'s subtree (a window, or any view).
    public init(root: UIView) {
        let sorter = Sorter(rowTolerance: root.traitCollection.userInterfaceIdiom == .pad ? Self.padRowTolerance : Self.phoneRowTolerance)
        elements = sorter.flatten(Self.nodes(of: root)).compactMap(Self.element(of:))
    }

    // MARK: Collecting

    /// An element, or elements read together (in their own order when `ordered`), and whether
    /// its layout runs right to left.
    private indirect enum Node {
        case element(AnyObject, frame: CGRect, rightToLeft: Bool)
        case group([Node], ordered: Bool, rightToLeft: Bool)

        var rightToLeft: Bool {
            switch self {
            case .element(_, _, let rtl), .group(_, _, let rtl): rtl
            }
        }
    }

    private static func nodes(of object: Any) -> [Node] {
        if let element = object as? UIAccessibilityElement {
            let rtl = (element.accessibilityContainer as? UIView)?.effectiveUserInterfaceLayoutDirection == .rightToLeft
            return element.isAccessibilityElement ? [.element(element, frame: element.accessibilityFrame, rightToLeft: rtl)] : []
        }
        guard let view = object as? UIView else { return [] }
        guard !view.accessibilityElementsHidden, !view.isHidden, view.alpha > 0,
              view.bounds.width > 0, view.bounds.height > 0 else { return [] }
        let rtl = view.effectiveUserInterfaceLayoutDirection == .rightToLeft
        if view.isAccessibilityElement { return [.element(view, frame: view.accessibilityFrame, rightToLeft: rtl)] }
        if let listed = view.accessibilityElements {
            return [.group(listed.flatMap(nodes(of:)), ordered: true, rightToLeft: rtl)]
        }
        let read = view.subviews.last(where: \.accessibilityViewIsModal).map { [$0] } ?? view.subviews
        let children = read.flatMap(nodes(of:))
        return view.shouldGroupAccessibilityChildren ? [.group(children, ordered: false, rightToLeft: rtl)] : children
    }

    /// Sorts nodes into VoiceOver's order.
    private struct Sorter {
        let rowTolerance: CGFloat

        /// The elements in reading order: `nodes` sorted by position unless already `ordered`.
        func flatten(_ nodes: [Node], ordered: Bool = false) -> [AnyObject] {
            (ordered ? nodes : sorted(nodes)).flatMap { node -> [AnyObject] in
                switch node {
                case .element(let object, _, _): [object]
                case .group(let children, let ordered, _): flatten(children, ordered: ordered)
                }
            }
        }

        /// Top to bottom, rows leading to trailing; ties keep the hierarchy's order.
        private func sorted(_ nodes: [Node]) -> [Node] {
            let keyed = nodes.enumerated().map { (index: $0.offset, frame: frame(of: $0.element), node: $0.element) }
            return keyed.sorted { a, b in
                if abs(a.frame.minY - b.frame.minY) >= rowTolerance { return a.frame.minY < b.frame.minY }
                let rightToLeft = a.node.rightToLeft && b.node.rightToLeft
                let (x1, x2) = rightToLeft ? (-a.frame.maxX, -b.frame.maxX) : (a.frame.minX, b.frame.minX)
                return x1 != x2 ? x1 < x2 : a.index < b.index
            }.map(\.node)
        }

        /// An element's frame; a group's covers its members.
        private func frame(of node: Node) -> CGRect {
            switch node {
            case .element(_, let frame, _): frame
            case .group(let children, _, _): children.reduce(CGRect.null) { $0.union(frame(of: $1)) }
            }
        }
    }

    // MARK: Describing

    private static func element(of object: AnyObject) -> Element? {
        let type: String, label: String?, value: String?, hint: String?, traits: UIAccessibilityTraits
        let identifier: String?, frame: CGRect
        if let view = object as? UIView {
            type = String(describing: Swift.type(of: view))
            (label, value, hint, traits) = (view.accessibilityLabel, view.accessibilityValue, view.accessibilityHint, view.accessibilityTraits)
            (identifier, frame) = (view.accessibilityIdentifier, view.accessibilityFrame)
        } else if let element = object as? UIAccessibilityElement {
            type = "UIAccessibilityElement"
            (label, value, hint, traits) = (element.accessibilityLabel, element.accessibilityValue, element.accessibilityHint,
                                            element.accessibilityTraits)
            (identifier, frame) = (element.accessibilityIdentifier, element.accessibilityFrame)
        } else {
            return nil
        }
        // Nothing to say: VoiceOver does not stop there.
        let said = [label, value, hint].contains { !($0 ?? "").isEmpty }
        guard said || !traits.subtracting(.staticText).isEmpty else { return nil }
        // iOS marks text fields with a trait it does not publish.
        let spoken = Speech(label: label, value: value, hint: hint, traits: traits, isTextField: object is UITextField)
        return Element(type: type, label: label, value: value, hint: hint, traits: traits, identifier: identifier,
                       frame: frame, description: spoken.description, spokenHint: spoken.hint)
    }
}

/// The sentence VoiceOver says for an element, in English: "label: value", "Selected" first
/// when selected, then the traits it announces ("Button.", "Heading.", "Dimmed."), then after
/// a pause the hint.
struct Speech {
    let description: String
    let hint: String?

    /// The traits VoiceOver names, in the order it says them.
    static let traitNames: [(UIAccessibilityTraits, String)] = [
        (.notEnabled, "Dimmed"), (.button, "Button"), (.header, "Heading"), (.link, "Link"),
        (.adjustable, "Adjustable"), (.image, "Image"), (.searchField, "Search Field"), (.tabBar, "Tab Bar"),
    ]
    static let adjustableHint = "Swipe up or down with one finger to adjust the value."
    static let toggleHint = "Double tap to toggle setting."
    static let textFieldHint = "Double tap to edit."

    init(label: String?, value: String?, hint: String?, traits: UIAccessibilityTraits, isTextField: Bool = false) {
        let label = label ?? "", value = value ?? "", isToggle = traits.contains(.toggleButton)
        var text = label
        // A switch's value ("1" / "0") is said as its state, after the traits.
        if !value.isEmpty, !isToggle { text = text.isEmpty ? value : "\(text): \(value)" }
        if traits.contains(.selected) { text = text.isEmpty ? "Selected" : "Selected: \(text)" }
        var words = Self.traitNames.filter { traits.contains($0.0) && !(isToggle && $0.0 == .button) }.map(\.1)
        if isTextField { words.append("Text Field") }
        if isToggle {
            words.append("Switch Button")
            switch value {
            case "1": words.append("On")
            case "0": words.append("Off")
            case "2": words.append("Mixed")
            default: if !value.isEmpty { words.append(value) }
            }
        }
        var spokenHint = (hint ?? "").isEmpty ? nil : hint
        // An element with nothing but a hint is described by its hint.
        if text.isEmpty, let h = spokenHint {
            text = h
            spokenHint = nil
        }
        if !words.isEmpty {
            let sentence = words.joined(separator: ". ") + "."
            text = text.isEmpty ? sentence : text + (text.hasSuffix(".") ? " " : ". ") + sentence
        }
        // How to use the element, after the app's hint (not while it is dimmed).
        let usage = traits.contains(.notEnabled) ? [] : [
            (isTextField, Self.textFieldHint), (isToggle, Self.toggleHint), (!isToggle && traits.contains(.adjustable), Self.adjustableHint),
        ].filter(\.0).map(\.1)
        let hints = (spokenHint.map { [$0] } ?? []) + usage
        description = text
        self.hint = hints.isEmpty ? nil : hints.joined(separator: " ")
    }
}

extension UIAccessibilityTraits {
    /// The traits' Swift names ("button", "staticText"), in raw-value order.
    public var names: [String] {
        let all: [(UIAccessibilityTraits, String)] = [
            (.button, "button"), (.link, "link"), (.image, "image"), (.selected, "selected"), (.playsSound, "playsSound"),
            (.keyboardKey, "keyboardKey"), (.staticText, "staticText"), (.summaryElement, "summaryElement"),
            (.notEnabled, "notEnabled"), (.updatesFrequently, "updatesFrequently"), (.searchField, "searchField"),
            (.startsMediaSession, "startsMediaSession"), (.adjustable, "adjustable"),
            (.allowsDirectInteraction, "allowsDirectInteraction"), (.causesPageTurn, "causesPageTurn"), (.tabBar, "tabBar"),
            (.header, "header"), (.toggleButton, "toggleButton"),
        ]
        return all.filter { contains($0.0) }.map(\.1)
    }
}

extension AccessibilityHierarchy {
    /// The elements as a dump lists them.
    public var json: JSONValue {
        .array(elements.map { e in
            var o: [String: JSONValue] = [
                "type": .string(e.type),
                "description": .string(e.description),
                "traits": .array(e.traits.names.map(JSONValue.string)),
                "frame": SessionInspector.dump(rect: e.frame),
            ]
            if let l = e.label { o["label"] = .string(l) }
            if let v = e.value { o["value"] = .string(v) }
            if let h = e.hint { o["hint"] = .string(h) }
            if let i = e.identifier { o["accessibilityIdentifier"] = .string(i) }
            return .object(o)
        })
    }
}
