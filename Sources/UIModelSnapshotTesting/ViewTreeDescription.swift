import Foundation
import SimulatorKit
import UIModel

/// A text picture of a view tree that is the same on every run: one line per view, indented by
/// depth, with its type, frame in its superview, identifier, text, and hidden / alpha when set.
enum ViewTreeDescription {
    static func describe(_ view: UIView) -> String {
        var lines: [String] = []
        visit(view, depth: 0, into: &lines)
        return lines.joined(separator: "\n") + "\n"
    }

    private static func visit(_ view: UIView, depth: Int, into lines: inout [String]) {
        let f = view.frame
        var parts = ["\(type(of: view))", "frame = (\(n(f.minX)) \(n(f.minY)); \(n(f.width)) \(n(f.height)))"]
        if let id = view.accessibilityIdentifier { parts.append("identifier = \(quoted(id))") }
        if let label = view as? UILabel, let text = label.text { parts.append("text = \(quoted(text))") }
        if let button = view as? UIButton, let title = button.currentTitle { parts.append("title = \(quoted(title))") }
        if let field = view as? UITextField { parts.append("text = \(quoted(field.text ?? ""))") }
        if view.isHidden { parts.append("hidden") }
        if view.alpha != 1 { parts.append("alpha = \(n(view.alpha))") }
        lines.append(String(repeating: "   | ", count: depth) + "<" + parts.joined(separator: "; ") + ">")
        for sub in view.subviews { visit(sub, depth: depth + 1, into: &lines) }
    }

    private static func n(_ v: CGFloat) -> String { JSONValue.format(Double(v)) }
    private static func quoted(_ s: String) -> String { "\"" + s.replacingOccurrences(of: "\n", with: "\\n") + "\"" }
}
