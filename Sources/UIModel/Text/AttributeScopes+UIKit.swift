import Foundation

// UIKit's attributes for Swift's `AttributedString` (`text.font = .boldSystemFont(ofSize: 17)`,
// `AttributeContainer().foregroundColor(.red)`), and the conversions to and from
// `NSAttributedString` that Foundation on Linux lacks: the UIKit attributes and `link` carry over.
extension AttributeScopes {
    nonisolated public struct UIKitAttributes: AttributeScope {
        public let font: FontAttribute
        public let foregroundColor: ForegroundColorAttribute
        public let backgroundColor: BackgroundColorAttribute
        public let kern: KernAttribute
        public let tracking: TrackingAttribute
        public let paragraphStyle: ParagraphStyleAttribute
        public let underlineStyle: UnderlineStyleAttribute
        public let underlineColor: UnderlineColorAttribute
        public let strikethroughStyle: StrikethroughStyleAttribute
        public let strikethroughColor: StrikethroughColorAttribute
        public let baselineOffset: BaselineOffsetAttribute
        public let shadow: ShadowAttribute
        public let attachment: AttachmentAttribute
        public let foundation: AttributeScopes.FoundationAttributes

        nonisolated public enum FontAttribute: AttributedStringKey {
            public typealias Value = UIFont
            public static let name = NSAttributedString.Key.font.rawValue
        }
        nonisolated public enum ForegroundColorAttribute: AttributedStringKey {
            public typealias Value = UIColor
            public static let name = NSAttributedString.Key.foregroundColor.rawValue
        }
        nonisolated public enum BackgroundColorAttribute: AttributedStringKey {
            public typealias Value = UIColor
            public static let name = NSAttributedString.Key.backgroundColor.rawValue
        }
        nonisolated public enum KernAttribute: AttributedStringKey {
            public typealias Value = CGFloat
            public static let name = NSAttributedString.Key.kern.rawValue
        }
        nonisolated public enum TrackingAttribute: AttributedStringKey {
            public typealias Value = CGFloat
            public static let name = NSAttributedString.Key.tracking.rawValue
        }
        nonisolated public enum ParagraphStyleAttribute: AttributedStringKey {
            public typealias Value = NSParagraphStyle
            public static let name = NSAttributedString.Key.paragraphStyle.rawValue
        }
        nonisolated public enum UnderlineStyleAttribute: AttributedStringKey {
            public typealias Value = NSUnderlineStyle
            public static let name = NSAttributedString.Key.underlineStyle.rawValue
        }
        nonisolated public enum UnderlineColorAttribute: AttributedStringKey {
            public typealias Value = UIColor
            public static let name = NSAttributedString.Key.underlineColor.rawValue
        }
        nonisolated public enum StrikethroughStyleAttribute: AttributedStringKey {
            public typealias Value = NSUnderlineStyle
            public static let name = NSAttributedString.Key.strikethroughStyle.rawValue
        }
        nonisolated public enum StrikethroughColorAttribute: AttributedStringKey {
            public typealias Value = UIColor
            public static let name = NSAttributedString.Key.strikethroughColor.rawValue
        }
        nonisolated public enum BaselineOffsetAttribute: AttributedStringKey {
            public typealias Value = CGFloat
            public static let name = NSAttributedString.Key.baselineOffset.rawValue
        }
        nonisolated public enum ShadowAttribute: AttributedStringKey {
            public typealias Value = NSShadow
            public static let name = NSAttributedString.Key.shadow.rawValue
        }
        nonisolated public enum AttachmentAttribute: AttributedStringKey {
            public typealias Value = NSTextAttachment
            public static let name = NSAttributedString.Key.attachment.rawValue
        }
    }

    nonisolated public var uiKit: UIKitAttributes.Type { UIKitAttributes.self }
}

nonisolated extension AttributeDynamicLookup {
    public subscript<T: AttributedStringKey>(dynamicMember keyPath: KeyPath<AttributeScopes.UIKitAttributes, T>) -> T {
        self[T.self]
    }
}

/// How one attribute moves between `AttributedString` runs and `NSAttributedString` attributes.
nonisolated private struct AttributeBridge: Sendable {
    var key: NSAttributedString.Key
    var read: @Sendable (AttributeContainer) -> Any?
    var write: @Sendable (inout AttributeContainer, Any) -> Void

    init<K: AttributedStringKey>(_ type: K.Type) where K.Value: Sendable {
        key = NSAttributedString.Key(K.name)
        read = { $0[K.self] }
        write = { container, value in if let v = value as? K.Value { container[K.self] = v } }
    }

    typealias UIKit = AttributeScopes.UIKitAttributes
    static let all: [AttributeBridge] = [
        AttributeBridge(UIKit.FontAttribute.self), AttributeBridge(UIKit.ForegroundColorAttribute.self),
        AttributeBridge(UIKit.BackgroundColorAttribute.self), AttributeBridge(UIKit.KernAttribute.self),
        AttributeBridge(UIKit.TrackingAttribute.self), AttributeBridge(UIKit.ParagraphStyleAttribute.self),
        AttributeBridge(UIKit.UnderlineStyleAttribute.self), AttributeBridge(UIKit.UnderlineColorAttribute.self),
        AttributeBridge(UIKit.StrikethroughStyleAttribute.self), AttributeBridge(UIKit.StrikethroughColorAttribute.self),
        AttributeBridge(UIKit.BaselineOffsetAttribute.self), AttributeBridge(UIKit.ShadowAttribute.self),
        AttributeBridge(UIKit.AttachmentAttribute.self), AttributeBridge(AttributeScopes.FoundationAttributes.LinkAttribute.self),
    ]
}

nonisolated extension NSAttributedString {
    /// The string with its UIKit attributes and links.
    public convenience init(_ attrStr: AttributedString) {
        let result = NSMutableAttributedString(string: "")
        for run in attrStr.runs {
            var attributes: [NSAttributedString.Key: Any] = [:]
            for bridge in AttributeBridge.all { if let v = bridge.read(run.attributes) { attributes[bridge.key] = v } }
            result.append(NSAttributedString(string: String(attrStr.characters[run.range]), attributes: attributes))
        }
        self.init(attributedString: result)
    }

    /// The string with the attributes of `scope` (UIKit's: `\.uiKit`).
    public convenience init<S: AttributeScope>(_ attrStr: AttributedString, including scope: KeyPath<AttributeScopes, S.Type>) throws {
        self.init(attrStr)
    }
}

nonisolated extension AttributedString {
    /// The string with its UIKit attributes and links (other attributes are left out).
    public init(_ nsStr: NSAttributedString) {
        var result = AttributedString()
        nsStr.enumerateAttributes(in: NSRange(location: 0, length: nsStr.length), options: []) { attributes, range, _ in
            var container = AttributeContainer()
            for bridge in AttributeBridge.all { if let v = attributes[bridge.key] { bridge.write(&container, v) } }
            result.append(AttributedString(nsStr.attributedSubstring(from: range).string, attributes: container))
        }
        self = result
    }

    public init<S: AttributeScope>(_ nsStr: NSAttributedString, including scope: KeyPath<AttributeScopes, S.Type>) throws {
        self.init(nsStr)
    }
}
