import Foundation

/// The lifted preview of a context menu: a frozen image of the view inside its visible path on
/// the preview's background colour, with a soft shadow; or the preview controller's view. A tap
/// on it commits the preview.
final class MenuPreviewView: UIView {
    nonisolated deinit {}
    let controller: UIViewController?
    var onTap: (() -> Void)?
    private let clip = UIView(frame: .zero)
    private let content: UIView
    private let visiblePath: UIBezierPath?
    /// The size the preview wants before the screen limits it.
    private let preferredSize: CGSize

    /// The corner radius of a preview with no visible path (iOS rounds lifted views).
    static let defaultCornerRadius: CGFloat = 12

    init(preview: UITargetedPreview, controller: UIViewController?) {
        self.controller = controller
        if let controller {
            content = controller.view
            visiblePath = nil
            preferredSize = controller.preferredContentSize
            clip.backgroundColor = .systemBackground
        } else {
            let path = preview.parameters.visiblePath
            let visible = path?.bounds ?? preview.view.bounds
            content = preview.view.resizableSnapshotView(from: visible, afterScreenUpdates: false, withCapInsets: .zero)
                ?? UIView(frame: CGRect(origin: .zero, size: visible.size))
            visiblePath = path.map { p in
                let moved = UIBezierPath()
                moved.append(p)
                moved.apply(CGAffineTransform(translationX: -visible.minX, y: -visible.minY))
                return moved
            }
            preferredSize = visible.size
            clip.backgroundColor = preview.parameters.backgroundColor
        }
        super.init(frame: CGRect(origin: .zero, size: preferredSize))
        clip.clipsToBounds = true
        clip.addSubview(content)
        addSubview(clip)
        layer.shadowColor = UIColor.black.cgColor
        layer.shadowOpacity = 0.15
        layer.shadowRadius = 20
        layer.shadowOffset = CGSize(width: 0, height: 6)
        accessibilityIdentifier = "menuPreview"
        addGestureRecognizer(UITapGestureRecognizer { [weak self] r in if r.state == .ended { self?.onTap?() } })
    }

    required init?(coder: NSCoder) { nil }

    /// Where the preview sits before the screen's room is shared with the menu: a frozen view
    /// where the view was; a controller's view at its preferred size (or as wide as the screen
    /// and half as high, when it has none), centred on the view.
    func naturalFrame(around source: CGRect, in avail: CGRect) -> CGRect {
        guard controller != nil else { return source }
        let w = preferredSize.width > 0 ? min(preferredSize.width, avail.width) : avail.width
        let h = preferredSize.height > 0 ? min(preferredSize.height, avail.height) : avail.height / 2
        return CGRect(x: source.midX - w / 2, y: source.midY - h / 2, width: w, height: h)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        clip.frame = bounds
        if controller != nil {
            content.frame = clip.bounds
        } else {
            // A frozen view keeps its size and is scaled into the preview's frame.
            let sx = preferredSize.width > 0 ? bounds.width / preferredSize.width : 1
            let sy = preferredSize.height > 0 ? bounds.height / preferredSize.height : 1
            content.transform = .identity
            content.frame = CGRect(origin: .zero, size: preferredSize)
            content.transform = CGAffineTransform(scaleX: sx, y: sy)
            content.center = CGPoint(x: bounds.midX, y: bounds.midY)
        }
        let path: UIBezierPath
        if let visiblePath, controller == nil {
            let scaled = UIBezierPath()
            scaled.append(visiblePath)
            scaled.apply(CGAffineTransform(scaleX: bounds.width / max(preferredSize.width, 1), y: bounds.height / max(preferredSize.height, 1)))
            path = scaled
            let mask = CAShapeLayer()
            mask.path = scaled.cgPath
            clip.layer.mask = mask
            clip.layer.cornerRadius = 0
        } else {
            path = UIBezierPath(roundedRect: bounds, cornerRadius: Self.defaultCornerRadius)
            clip.layer.cornerRadius = Self.defaultCornerRadius
        }
        layer.shadowPath = path.cgPath
    }
}
