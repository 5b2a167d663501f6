import Foundation

/// A rectangle that takes part in Auto Layout without being a view (UIKit's `UILayoutGuide`):
/// spacing, grouping, and the system's guides.
@preconcurrency @MainActor open class UILayoutGuide: NSObject {
    nonisolated deinit {}
    /// The view the guide belongs to; setting it adds the guide to that view (or takes it from
    /// its view, for nil), as `addLayoutGuide(_:)` does.
    open weak var owningView: UIView? {
        get { ownerView }
        set {
            guard newValue !== ownerView else { return }
            if let ownerView { ownerView.removeLayoutGuide(self) }
            newValue?.addLayoutGuide(self)
        }
    }
    /// The view that holds the guide (set by `addLayoutGuide(_:)` and `removeLayoutGuide(_:)`).
    weak var ownerView: UIView?
    open var identifier: String = ""

    /// The guides a view makes itself, whose frames follow its insets rather than constraints.
    nonisolated enum Kind { case custom, safeArea, layoutMargins, readableContent, scrollContent, scrollFrame, keyboard, contentFrame }
    let kind: Kind
    /// The frame the engine solved (custom guides).
    var solvedFrame: CGRect = .zero
    /// Where a part of its view's content is, in the view's bounds (a list content view's text,
    /// secondary text and image guides).
    var contentFrame: (() -> CGRect)?

    public override init() { kind = .custom }

    init(kind: Kind, identifier: String) {
        self.kind = kind
        self.identifier = identifier
    }

    /// The frame in the owning view's bounds coordinates: solved by the layout engine for a
    /// guide of the app's, the view's bounds less its insets for the system's guides.
    open var layoutFrame: CGRect {
        guard let view = owningView else { return kind == .custom ? solvedFrame : .zero }
        switch kind {
        case .custom: return solvedFrame
        case .safeArea: return view.bounds.inset(by: view.safeAreaInsets)
        case .layoutMargins: return view.bounds.inset(by: view.layoutMargins)
        case .readableContent:
            let m = view.bounds.inset(by: view.layoutMargins)
            let width = min(m.width, UIView.readableContentWidth(for: view.traitCollection))
            return CGRect(x: m.midX - width / 2, y: m.minY, width: width, height: m.height)
        case .scrollContent: return CGRect(origin: .zero, size: (view as? UIScrollView)?.contentSize ?? .zero)
        case .scrollFrame: return view.bounds
        case .keyboard:
            let h = UIModelRuntime.current.input.softwareKeyboard.guideHeight(in: view)
            return CGRect(x: view.bounds.minX, y: view.bounds.maxY - h, width: view.bounds.width, height: h)
        case .contentFrame: return contentFrame?() ?? .zero
        }
    }

    open var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .leading) }
    open var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .trailing) }
    open var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .left) }
    open var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .right) }
    open var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .centerX) }
    open var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .top) }
    open var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .bottom) }
    open var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .centerY) }
    open var widthAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .width) }
    open var heightAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .height) }

    nonisolated open override var description: String {
        isOnMainActor ? MainActor.assumeIsolated { "<UILayoutGuide '\(identifier)' \(layoutFrame)>" } : super.description
    }
}
