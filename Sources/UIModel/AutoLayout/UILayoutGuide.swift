import Foundation

/// A rectangle that takes part in Auto Layout without being a view (UIKit's `UILayoutGuide`):
/// spacing, grouping, and the system's guides.
@preconcurrency @MainActor open class UILayoutGuide: NSObject {
    nonisolated deinit {}
    public internal(set) weak var owningView: UIView?
    open var identifier: String = ""

    /// The guides a view makes itself, whose frames follow its insets rather than constraints.
    nonisolated enum Kind { case custom, safeArea, layoutMargins, readableContent, scrollContent, scrollFrame, keyboard }
    let kind: Kind
    /// The frame the engine solved (custom guides).
    var solvedFrame: CGRect = .zero

    public override init() { kind = .custom }

    init(kind: Kind, identifier: String) {
        self.kind = kind
        self.identifier = identifier
    }

    /// The frame in the owning view's bounds coordinates: solved by the layout engine for a
    /// guide of the app's, the view's bounds less its insets for the system's guides.
    public var layoutFrame: CGRect {
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
            let h = UIApplication.shared.softwareKeyboard.guideHeight(in: view)
            return CGRect(x: view.bounds.minX, y: view.bounds.maxY - h, width: view.bounds.width, height: h)
        }
    }

    public var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .leading) }
    public var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .trailing) }
    public var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .left) }
    public var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .right) }
    public var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .centerX) }
    public var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .top) }
    public var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .bottom) }
    public var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .centerY) }
    public var widthAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .width) }
    public var heightAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .height) }

    nonisolated open override var description: String {
        isOnMainActor ? MainActor.assumeIsolated { "<UILayoutGuide '\(identifier)' \(layoutFrame)>" } : super.description
    }
}
