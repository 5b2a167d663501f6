import Foundation

/// A bar of bar button items, at the bottom of a navigation controller (its top controller's
/// `toolbarItems`) or anywhere an app puts one. Items sit from 16 pt margins, 8 pt apart;
/// flexible spaces share out the room left over, fixed spaces keep their width.
@preconcurrency @MainActor open class UIToolbar: UIView {
    nonisolated deinit {}
    /// UIKit's compact toolbar: 44 pt tall above the safe area's bottom.
    public static let barHeight: CGFloat = 44

    open var items: [UIBarButtonItem]? { didSet { itemsChanged() } }
    /// Whether content runs under the bar (true, UIKit's default).
    open var isTranslucent = true { didSet { superview?.setNeedsLayout() } }
    open override var backgroundColor: UIColor? {
        get { background.backgroundColor }
        set { background.backgroundColor = newValue }
    }

    private let background = BarBackgroundView(separatorEdge: .top)
    private lazy var itemViews = BarItemViews(bar: self)
    private var views: [UIView] = []

    public override init(frame: CGRect) {
        super.init(frame: frame)
        super.backgroundColor = nil
        addSubview(background)
    }

    open func setItems(_ items: [UIBarButtonItem]?, animated: Bool) { self.items = items }

    private func itemsChanged() {
        views = itemViews.views(for: items ?? []) { [weak self] in self?.itemsChanged() }
        setNeedsLayout()
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: size.width, height: Self.barHeight) }
    open override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: Self.barHeight) }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let b = bounds
        background.frame = b
        let items = self.items ?? []
        let widths = zip(items, views).map { BarItemViews.width(of: $0, view: $1) }
        let gaps = CGFloat(max(items.count - 1, 0)) * UINavigationBar.itemSpacing
        let room = max(b.width - 2 * UINavigationBar.itemMargin - widths.reduce(0, +) - gaps, 0)
        let flexible = items.filter { $0.isFlexibleSpace }.count
        var x = UINavigationBar.itemMargin
        for ((item, view), width) in zip(zip(items, views), widths) {
            let w = item.isFlexibleSpace ? room / CGFloat(flexible) : width
            BarItemViews.place(view, x: x, width: w, top: 0, height: Self.barHeight)
            x += w + UINavigationBar.itemSpacing
        }
    }
}
