import Foundation

/// What every bar draws behind its items: the bar colour, with a hairline separator along the
/// edge that meets the content (the bottom of a navigation bar, the top of a toolbar or tab bar).
final class BarBackgroundView: UIView {
    nonisolated deinit {}
    nonisolated enum Edge { case top, bottom }
    /// The separator's thickness (UIKit's bar hairline).
    static let separatorHeight: CGFloat = 0.5

    private let separator = UIView(frame: .zero)
    private let separatorEdge: Edge

    init(separatorEdge: Edge) {
        self.separatorEdge = separatorEdge
        super.init(frame: .zero)
        isUserInteractionEnabled = false
        backgroundColor = UINavigationBar.defaultBackground
        separator.backgroundColor = .separator
        addSubview(separator)
    }

    required init?(coder: NSCoder) { nil }

    override func layoutSubviews() {
        super.layoutSubviews()
        let b = bounds, h = Self.separatorHeight
        separator.frame = CGRect(x: b.minX, y: separatorEdge == .top ? b.minY : b.maxY - h, width: b.width, height: h)
    }
}
