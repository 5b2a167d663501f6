import Foundation

extension NSLayoutConstraint {
    /// What the Visual Format Language's options ask for: the direction of horizontal
    /// connections, and an attribute every view of the format is aligned on.
    nonisolated public struct FormatOptions: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let alignAllLeft = FormatOptions(rawValue: 1 << 1)
        public static let alignAllRight = FormatOptions(rawValue: 1 << 2)
        public static let alignAllTop = FormatOptions(rawValue: 1 << 3)
        public static let alignAllBottom = FormatOptions(rawValue: 1 << 4)
        public static let alignAllLeading = FormatOptions(rawValue: 1 << 5)
        public static let alignAllTrailing = FormatOptions(rawValue: 1 << 6)
        public static let alignAllCenterX = FormatOptions(rawValue: 1 << 9)
        public static let alignAllCenterY = FormatOptions(rawValue: 1 << 10)
        public static let alignAllLastBaseline = FormatOptions(rawValue: 1 << 11)
        public static let alignAllFirstBaseline = FormatOptions(rawValue: 1 << 12)
        public static let directionLeadingToTrailing = FormatOptions(rawValue: 0 << 16)
        public static let directionLeftToRight = FormatOptions(rawValue: 1 << 16)
        public static let directionRightToLeft = FormatOptions(rawValue: 2 << 16)
        public static let directionMask = FormatOptions(rawValue: 0x3 << 16)
    }

    /// The constraints a Visual Format Language string describes (`"H:|-[name]-8-[button(>=80)]-|"`),
    /// not yet active, as UIKit returns them. A format UIKit cannot parse raises an exception there;
    /// here its message ("Unable to parse constraint format: …", with the format and a caret
    /// under the place) is logged as a UIKit warning and no constraint is returned.
    public class func constraints(withVisualFormat format: String, options opts: FormatOptions = [],
                                metrics: [String: Any]?, views: [String: Any]) -> [NSLayoutConstraint] {
        do {
            var parser = VisualFormat(format: format, options: opts, metrics: metrics ?? [:], views: views)
            return try parser.constraints()
        } catch let error as VisualFormat.ParseError {
            UIKitWarning.log(error.message(for: format))
            return []
        } catch {
            return []
        }
    }
}

/// A parser of the Visual Format Language (Apple's grammar: an orientation, the superview's
/// edges `|`, views in brackets with size predicates, connections with spacing predicates).
struct VisualFormat {
    /// The standard space between sibling views (UIKit's 8 points).
    static let standardSiblingSpacing: CGFloat = systemSpacing
    /// The standard space between a view and its superview's edge (UIKit's 20 points).
    static let standardSuperviewSpacing: CGFloat = 20

    struct ParseError: Error {
        var reason: String
        var offset: Int

        /// UIKit's exception text: the reason, the format, and a caret under the offending place.
        func message(for format: String) -> String {
            "Unable to parse constraint format: \n\(reason) \n\(format) \n" + String(repeating: " ", count: offset) + "^"
        }
    }

    /// One predicate: `>=50@750`, `==button`.
    struct Predicate {
        var relation: NSLayoutConstraint.Relation = .equal
        var constant: CGFloat = 0
        var view: UIView?
        var priority: UILayoutPriority = .required
    }

    enum Spacing {
        case flush
        case standard
        case predicates([Predicate])
    }

    let format: [Character]
    let options: NSLayoutConstraint.FormatOptions
    let metrics: [String: Any]
    let views: [String: Any]
    var position = 0

    init(format: String, options: NSLayoutConstraint.FormatOptions, metrics: [String: Any], views: [String: Any]) {
        self.format = Array(format)
        self.options = options
        self.metrics = metrics
        self.views = views
    }

    mutating func constraints() throws -> [NSLayoutConstraint] {
        var vertical = false
        if format.starts(with: Array("V:")) { vertical = true; position = 2 }
        else if format.starts(with: Array("H:")) { position = 2 }
        var result: [NSLayoutConstraint] = []
        let leadingEdge, trailingEdge, size: NSLayoutConstraint.Attribute
        if vertical {
            (leadingEdge, trailingEdge, size) = (.top, .bottom, .height)
        } else {
            switch options.intersection(.directionMask) {
            case .directionLeftToRight: (leadingEdge, trailingEdge, size) = (.left, .right, .width)
            case .directionRightToLeft: (leadingEdge, trailingEdge, size) = (.right, .left, .width)
            default: (leadingEdge, trailingEdge, size) = (.leading, .trailing, .width)
            }
        }
        var startsAtSuperview = false
        var pendingSpacing: Spacing?
        var previous: UIView?
        var placed: [UIView] = []
        if peek == "|" {
            position += 1
            startsAtSuperview = true
            pendingSpacing = try connection()
        }
        while position < format.count, peek == "[" {
            let view = try viewWithPredicates(size: size, into: &result)
            if let previous {
                result += try spacingConstraints(pendingSpacing ?? .flush, from: previous, trailingEdge, to: view, leadingEdge,
                                                 standard: Self.standardSiblingSpacing)
            } else if startsAtSuperview {
                guard let superview = view.superview else {
                    throw ParseError(reason: "Unable to interpret '|' character, because the related view doesn't have a superview", offset: 0)
                }
                result += try spacingConstraints(pendingSpacing ?? .flush, from: superview, leadingEdge, to: view, leadingEdge,
                                                 standard: Self.standardSuperviewSpacing)
            }
            placed.append(view)
            previous = view
            pendingSpacing = nil
            if position < format.count, peek != "|" { pendingSpacing = try connection() }
            if position < format.count, peek == "|" {
                let bar = position
                position += 1
                guard let superview = view.superview else {
                    throw ParseError(reason: "Unable to interpret '|' character, because the related view doesn't have a superview", offset: bar)
                }
                result += try spacingConstraints(pendingSpacing ?? .flush, from: view, trailingEdge, to: superview, trailingEdge,
                                                 standard: Self.standardSuperviewSpacing)
                pendingSpacing = nil
                break
            }
        }
        guard position == format.count else {
            throw ParseError(reason: placed.isEmpty ? "Expected a view" : "Expected a view or '|' here", offset: position)
        }
        guard !placed.isEmpty else { throw ParseError(reason: "Expected a view", offset: position) }
        result += try alignment(of: placed, vertical: vertical)
        return result
    }

    private var peek: Character? { position < format.count ? format[position] : nil }

    /// `[name(predicates)]`: the view, and its size predicates' constraints added to `result`.
    private mutating func viewWithPredicates(size: NSLayoutConstraint.Attribute, into result: inout [NSLayoutConstraint]) throws -> UIView {
        position += 1  // "["
        let nameStart = position
        let name = identifier()
        guard !name.isEmpty else { throw ParseError(reason: "Expected a view name", offset: nameStart) }
        guard let view = views[name] as? UIView else {
            throw ParseError(reason: "\(name) is not a key in the views dictionary.", offset: position)
        }
        if peek == "(" {
            for p in try predicateList() {
                let c = NSLayoutConstraint(item: view, attribute: size, relatedBy: p.relation, toItem: p.view,
                                           attribute: p.view == nil ? .notAnAttribute : size, multiplier: 1, constant: p.constant)
                c.priority = p.priority
                result.append(c)
            }
        }
        guard peek == "]" else { throw ParseError(reason: "Expected ']'", offset: position) }
        position += 1
        return view
    }

    /// What joins two items: nothing (flush), `-` (standard), `-N-`, `-(predicates)-`, or a
    /// single `-` before `|`.
    private mutating func connection() throws -> Spacing {
        guard peek == "-" else { return .flush }
        position += 1
        if peek == "[" || peek == "|" { return .standard }
        let predicates: [Predicate]
        if peek == "(" {
            predicates = try predicateList()
        } else {
            predicates = [try predicate(allowView: false)]
        }
        guard peek == "-" else { throw ParseError(reason: "Expected '-' after the spacing", offset: position) }
        position += 1
        return .predicates(predicates)
    }

    /// `(predicate, predicate, …)`.
    private mutating func predicateList() throws -> [Predicate] {
        position += 1  // "("
        var list: [Predicate] = []
        repeat {
            if peek == "," { position += 1 }
            list.append(try predicate(allowView: true))
        } while peek == ","
        guard peek == ")" else { throw ParseError(reason: "Expected ')'", offset: position) }
        position += 1
        return list
    }

    /// `(==|<=|>=)? (number | metric | view) (@ (number | metric))?`.
    private mutating func predicate(allowView: Bool) throws -> Predicate {
        var p = Predicate()
        if position + 1 < format.count {
            switch String(format[position...position + 1]) {
            case "==": p.relation = .equal; position += 2
            case "<=": p.relation = .lessThanOrEqual; position += 2
            case ">=": p.relation = .greaterThanOrEqual; position += 2
            default: break
            }
        }
        let objectStart = position
        if let number = self.number() {
            p.constant = number
        } else {
            let name = identifier()
            guard !name.isEmpty else { throw ParseError(reason: "Expected a number, a metric or a view name", offset: objectStart) }
            if let metric = Self.value(metrics[name]) {
                p.constant = metric
            } else if allowView, let view = views[name] as? UIView {
                p.view = view
            } else {
                throw ParseError(reason: "\(name) is not a key in the metrics dictionary.", offset: position)
            }
        }
        if peek == "@" {
            position += 1
            let priorityStart = position
            if let number = self.number() {
                p.priority = UILayoutPriority(Float(number))
            } else {
                let name = identifier()
                guard let metric = Self.value(metrics[name]) else {
                    throw ParseError(reason: "Expected a priority: a number or a key in the metrics dictionary", offset: priorityStart)
                }
                p.priority = UILayoutPriority(Float(metric))
            }
            guard p.priority.rawValue > 0, p.priority.rawValue <= 1000 else {
                throw ParseError(reason: "Priorities must be greater than 0 and at most 1000", offset: priorityStart)
            }
        }
        return p
    }

    private mutating func identifier() -> String {
        var name = ""
        while let c = peek, c.isLetter || c.isNumber || c == "_", !(name.isEmpty && c.isNumber) {
            name.append(c)
            position += 1
        }
        return name
    }

    private mutating func number() -> CGFloat? {
        var text = ""
        var at = position
        if at < format.count, format[at] == "-" { text.append("-"); at += 1 }
        while at < format.count, format[at].isNumber || format[at] == "." { text.append(format[at]); at += 1 }
        guard let value = Double(text), value.isFinite else { return nil }
        position = at
        return CGFloat(value)
    }

    private static func value(_ metric: Any?) -> CGFloat? {
        switch metric {
        case let v as CGFloat: v
        case let v as Double: CGFloat(v)
        case let v as Float: CGFloat(v)
        case let v as Int: CGFloat(v)
        case let v as NSNumber: CGFloat(v.doubleValue)
        default: nil
        }
    }

    /// The constraints of a connection: `second.edge == first.edge + spacing`, one per predicate.
    private func spacingConstraints(_ spacing: Spacing, from first: UIView, _ firstEdge: NSLayoutConstraint.Attribute,
                                    to second: UIView, _ secondEdge: NSLayoutConstraint.Attribute,
                                    standard: CGFloat) throws -> [NSLayoutConstraint] {
        let predicates: [Predicate]
        switch spacing {
        case .flush: predicates = [Predicate()]
        case .standard: predicates = [Predicate(constant: standard)]
        case .predicates(let list): predicates = list
        }
        return predicates.map { p in
            let c = NSLayoutConstraint(item: second, attribute: secondEdge, relatedBy: p.relation, toItem: first,
                                       attribute: firstEdge, multiplier: 1, constant: p.constant)
            c.priority = p.priority
            return c
        }
    }

    /// The alignment options: every view after the first aligned on the first's attribute.
    private func alignment(of placed: [UIView], vertical: Bool) throws -> [NSLayoutConstraint] {
        let table: [(NSLayoutConstraint.FormatOptions, NSLayoutConstraint.Attribute, Bool)] = [
            (.alignAllLeft, .left, true), (.alignAllRight, .right, true), (.alignAllLeading, .leading, true),
            (.alignAllTrailing, .trailing, true), (.alignAllCenterX, .centerX, true),
            (.alignAllTop, .top, false), (.alignAllBottom, .bottom, false), (.alignAllCenterY, .centerY, false),
            (.alignAllLastBaseline, .lastBaseline, false), (.alignAllFirstBaseline, .firstBaseline, false),
        ]
        var result: [NSLayoutConstraint] = []
        for (option, attribute, isHorizontalAttribute) in table where options.contains(option) {
            guard isHorizontalAttribute == vertical else {
                let axis = vertical ? "vertical" : "horizontal"
                throw ParseError(reason: "Options mask required views to be aligned on a \(axis) edge, which is not allowed for layout that is also \(axis).", offset: 0)
            }
            for view in placed.dropFirst() {
                result.append(NSLayoutConstraint(item: view, attribute: attribute, relatedBy: .equal, toItem: placed[0],
                                                 attribute: attribute, multiplier: 1, constant: 0))
            }
        }
        return result
    }
}
