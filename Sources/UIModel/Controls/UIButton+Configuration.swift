import Foundation

extension UIButton {
    /// iOS 15's button configuration: a style (plain, gray, tinted, filled) that sets the
    /// background, the foreground colour, the corner radius and the padding, adapted to the
    /// button's state (highlighted, disabled).
    nonisolated public struct Configuration: Equatable, Sendable {
        nonisolated public enum CornerStyle: Int, Sendable { case dynamic, fixed, small, medium, large, capsule }
        nonisolated public enum Size: Int, Sendable { case mini, small, medium, large }

        nonisolated enum Style: Equatable { case plain, gray, tinted, filled }
        let style: Style

        public var title: String?
        /// The title's colour (nil: the style's, from the tint colour).
        public var baseForegroundColor: UIColor?
        /// The background's colour (nil: the style's, from the tint colour).
        public var baseBackgroundColor: UIColor?
        public var cornerStyle: CornerStyle = .dynamic
        public var background = Background()
        public var buttonSize: Size = .medium {
            didSet { contentInsets = Self.insets(for: buttonSize) }
        }
        public var contentInsets: NSDirectionalEdgeInsets

        /// What a configuration's background has that this simulator draws.
        nonisolated public struct Background: Equatable, Sendable {
            /// Used with `cornerStyle = .fixed`.
            public var cornerRadius: CGFloat = 0
            /// Replaces the style's background colour when set.
            public var backgroundColor: UIColor?
            public var strokeColor: UIColor?
            public var strokeWidth: CGFloat = 0
            public init() {}
        }

        init(style: Style) {
            self.style = style
            contentInsets = Self.insets(for: .medium)
        }

        public static func plain() -> Configuration { Configuration(style: .plain) }
        public static func gray() -> Configuration { Configuration(style: .gray) }
        public static func tinted() -> Configuration { Configuration(style: .tinted) }
        public static func filled() -> Configuration { Configuration(style: .filled) }

        /// UIKit's padding by button size (a medium filled button with a 17 pt title is about
        /// 34 pt tall).
        static func insets(for size: Size) -> NSDirectionalEdgeInsets {
            switch size {
            case .mini: return NSDirectionalEdgeInsets(top: 3, leading: 8, bottom: 3, trailing: 8)
            case .small: return NSDirectionalEdgeInsets(top: 5, leading: 10, bottom: 5, trailing: 10)
            case .medium: return NSDirectionalEdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12)
            case .large: return NSDirectionalEdgeInsets(top: 14, leading: 20, bottom: 14, trailing: 20)
            }
        }

        /// The title font by button size (footnote, subheadline, body).
        var titleFont: UIFont {
            switch buttonSize {
            case .mini: return .systemFont(ofSize: 13)
            case .small: return .systemFont(ofSize: 15)
            case .medium, .large: return .systemFont(ofSize: 17)
            }
        }

        /// The corner radius for a button of `height`. Apple documents no numbers; these follow
        /// iOS 15's look (a medium button's dynamic corners are 6 pt).
        func cornerRadius(height: CGFloat) -> CGFloat {
            switch cornerStyle {
            case .fixed: return background.cornerRadius
            case .small: return 4
            case .medium: return 8
            case .large: return 12
            case .capsule: return height / 2
            case .dynamic:
                switch buttonSize {
                case .mini, .small: return 4
                case .medium: return 6
                case .large: return 8
                }
            }
        }

        /// The background colour for the state; the tint colour stands in for a nil base.
        func backgroundColor(tint: UIColor, enabled: Bool, highlighted: Bool) -> UIColor? {
            if let c = background.backgroundColor { return c }
            let base = baseBackgroundColor ?? tint
            switch style {
            case .plain: return nil
            case .gray: return .secondarySystemFill
            case .tinted: return enabled ? base.withAlphaComponent(highlighted ? 0.25 : 0.15) : .tertiarySystemFill
            case .filled: return enabled ? (highlighted ? base.withAlphaComponent(0.8) : base) : .tertiarySystemFill
            }
        }

        /// The title colour for the state.
        func foregroundColor(tint: UIColor, enabled: Bool, highlighted: Bool) -> UIColor {
            if !enabled { return .tertiaryLabel }
            let base = baseForegroundColor ?? (style == .filled ? .white : tint)
            return highlighted && style != .filled ? base.withAlphaComponent(0.5) : base
        }
    }
}
