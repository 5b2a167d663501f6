import Foundation

/// A reusable section header or footer: registered with a table by identifier and dequeued
/// from its pool, as cells are. It shows its `contentConfiguration` (a
/// `UIListContentConfiguration` from `defaultContentConfiguration()`: the table's header look)
/// or, the older way, `textLabel`, styled as the table's section titles; views added to
/// `contentView` are the app's own. Its height, when the table asks for one, is its content's.
@preconcurrency @MainActor open class UITableViewHeaderFooterView: UIView {
    nonisolated deinit {}
    open internal(set) var reuseIdentifier: String?
    open private(set) var contentView = UIView(frame: .zero)
    /// Drawn behind the content, filling the view.
    open var backgroundView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            if let backgroundView { insertSubview(backgroundView, at: 0) }
            setNeedsLayout()
        }
    }
    /// What the view shows (replaces `textLabel`'s text).
    open var contentConfiguration: UIContentConfiguration? {
        didSet {
            configured.apply(contentConfiguration, in: contentView)
            setNeedsLayout()
        }
    }
    private let configured = ConfiguredContent()
    private var label: UILabel?
    /// The style of the table that handed it out (its look follows it).
    var tableStyle: UITableView.Style?

    /// The section's title, the older way (made on first use).
    open var textLabel: UILabel? {
        if let label { return label }
        let l = UILabel(frame: .zero)
        l.numberOfLines = 0
        contentView.addSubview(l)
        label = l
        setNeedsLayout()
        return l
    }

    /// Required (UIKit's is not): the table makes a registered class's views from it, as it
    /// makes cells. `uimodel-port` writes `required` on an app's override.
    public required init(reuseIdentifier: String?) {
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: .zero)
        addSubview(contentView)
    }

    public required init?(coder: NSCoder) {
        reuseIdentifier = coder.decodeObject(forKey: "reuseIdentifier") as? String
        super.init(coder: coder)
    }

    override func setUpBeforeDecoding() {
        super.setUpBeforeDecoding()
        addSubview(contentView)
    }

    public override convenience init(frame: CGRect) {
        self.init(reuseIdentifier: nil)
        self.frame = frame
    }


    /// Called before the view is handed out again from the pool.
    open func prepareForReuse() {}

    /// The look of the table's section titles: a grouped table's small footnote capitals, or a
    /// plain table's bold title.
    open func defaultContentConfiguration() -> UIListContentConfiguration {
        (tableStyle ?? (superview as? UITableView)?.style ?? .plain) == .plain ? .plainHeader() : .groupedHeader()
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        // A plain table's header is opaque, as its title headers are: rows scroll under it.
        if backgroundView == nil, !hasOwnBackground, (tableStyle ?? (superview as? UITableView)?.style) == .plain {
            setDefaultBackground(.secondarySystemBackground)
        }
        contentView.frame = bounds
        backgroundView?.frame = bounds
        configured.view?.frame = contentView.bounds
        if let label {
            let look = defaultContentConfiguration()
            label.font = look.textProperties.font
            if label.textColor == nil || label.textColor == .label || label.textColor == .secondaryLabel { label.textColor = look.textProperties.color }
            let m = look.directionalLayoutMargins
            label.frame = contentView.bounds.inset(by: UIEdgeInsets(top: m.top, left: m.leading, bottom: m.bottom, right: m.trailing))
        }
    }

    /// The height the content takes at `width`: the configuration's, the label's with the
    /// title margins, or the app's constrained subviews'.
    func fittingHeight(width: CGFloat) -> CGFloat {
        if let view = configured.view, !contentView.hasConstraintsInSubtree {
            return view.sizeThatFits(CGSize(width: width, height: 0)).height
        }
        if let label, let text = label.text, !text.isEmpty {
            let look = defaultContentConfiguration()
            let m = look.directionalLayoutMargins
            label.font = look.textProperties.font
            let h = label.sizeThatFits(CGSize(width: max(width - m.leading - m.trailing, 0), height: 0)).height
            return h + m.top + m.bottom
        }
        if contentView.hasConstraintsInSubtree {
            return systemLayoutSizeFitting(CGSize(width: width, height: 0), withHorizontalFittingPriority: .required,
                                           verticalFittingPriority: .fittingSizeLevel).height
        }
        return frame.height
    }
}

extension UITableView {
    /// Registers the class a header or footer identifier makes (nil: forgets it).
    public func register(_ aClass: AnyClass?, forHeaderFooterViewReuseIdentifier identifier: String) {
        headerFooterNibs[identifier] = nil
        guard let aClass else { headerFooterClasses[identifier] = nil; return }
        guard let type = aClass as? UITableViewHeaderFooterView.Type else {
            UIKitWarning.log("register(_:forHeaderFooterViewReuseIdentifier:): \(aClass) is not a UITableViewHeaderFooterView class; ignored")
            return
        }
        headerFooterClasses[identifier] = type
    }

    /// Registers a nib whose top-level object is the header or footer view (nil: forgets it).
    public func register(_ nib: UINib?, forHeaderFooterViewReuseIdentifier identifier: String) {
        headerFooterClasses[identifier] = nil
        headerFooterNibs[identifier] = nib
    }

    /// A header or footer from the pool (after its `prepareForReuse`), a new one of the
    /// registered class or nib, or nil when nothing is registered for the identifier.
    public func dequeueReusableHeaderFooterView(withIdentifier identifier: String) -> UITableViewHeaderFooterView? {
        if var views = headerFooterPool[identifier], let view = views.popLast() {
            headerFooterPool[identifier] = views
            view.prepareForReuse()
            return view
        }
        var made = headerFooterClasses[identifier].map { $0.init(reuseIdentifier: identifier) }
        if made == nil, let nib = headerFooterNibs[identifier] {
            made = nib.instantiate(withOwner: nil).first as? UITableViewHeaderFooterView
            if made == nil {
                UIKitWarning.log("invalid nib registered for identifier (\(identifier)) - nib must contain exactly one top level object which must be a UITableViewHeaderFooterView instance")
            }
            if made?.reuseIdentifier == nil { made?.reuseIdentifier = identifier }
        }
        made?.tableStyle = style
        return made
    }

    /// The header shown for `section`, if it is a reusable header view.
    public func headerView(forSection section: Int) -> UITableViewHeaderFooterView? {
        headerViews[section] as? UITableViewHeaderFooterView
    }

    public func footerView(forSection section: Int) -> UITableViewHeaderFooterView? {
        footerViews[section] as? UITableViewHeaderFooterView
    }

    /// A header or footer that left the screen goes back to its pool.
    func recycleSectionView(_ view: UIView) {
        view.removeFromSuperview()
        guard let reusable = view as? UITableViewHeaderFooterView, let id = reusable.reuseIdentifier else { return }
        headerFooterPool[id, default: []].append(reusable)
    }
}
