import Foundation

/// Manages a view: loads it lazily (loadView, then viewDidLoad), receives the appearance
/// callbacks in UIKit's order and hooks the layout of its view.
open class UIViewController: UIResponder {
    private var loadedView: UIView?
    open var title: String?
    public var nibName: String? { nil }

    /// Where the controller is in its appearance cycle; keeps the callbacks balanced.
    enum AppearanceState { case disappeared, appearing, appeared, disappearing }
    var appearanceState: AppearanceState = .disappeared

    public override init() { super.init() }

    open var view: UIView! {
        get {
            loadViewIfNeeded()
            return loadedView
        }
        set {
            loadedView?.owningViewController = nil
            loadedView = newValue
            newValue?.owningViewController = self
        }
    }

    public var viewIfLoaded: UIView? { loadedView }
    public var isViewLoaded: Bool { loadedView != nil }

    public func loadViewIfNeeded() {
        guard loadedView == nil else { return }
        loadView()
        if loadedView == nil { view = UIView(frame: UIScreen.main.bounds) }
        viewDidLoad()
    }

    /// Creates the view; the default is a plain view the size of the screen.
    open func loadView() {
        let v = UIView(frame: UIScreen.main.bounds)
        v.backgroundColor = nil
        view = v
    }

    open func viewDidLoad() {}
    open func viewWillAppear(_ animated: Bool) {}
    open func viewDidAppear(_ animated: Bool) {}
    open func viewWillDisappear(_ animated: Bool) {}
    open func viewDidDisappear(_ animated: Bool) {}
    open func viewWillLayoutSubviews() {}
    open func viewDidLayoutSubviews() {}

    private var pendingAppearanceAnimated = false

    /// Starts an appearance (true) or disappearance (false) transition: sends viewWillAppear or
    /// viewWillDisappear unless that phase is already under way.
    open func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
        pendingAppearanceAnimated = animated
        switch (isAppearing, appearanceState) {
        case (true, .disappeared), (true, .disappearing):
            appearanceState = .appearing
            viewWillAppear(animated)
        case (false, .appeared), (false, .appearing):
            appearanceState = .disappearing
            viewWillDisappear(animated)
        default: break
        }
    }

    /// Completes the transition begun last: sends viewDidAppear or viewDidDisappear.
    open func endAppearanceTransition() {
        switch appearanceState {
        case .appearing:
            appearanceState = .appeared
            viewDidAppear(pendingAppearanceAnimated)
        case .disappearing:
            appearanceState = .disappeared
            viewDidDisappear(pendingAppearanceAnimated)
        default: break
        }
    }

    open override var next: UIResponder? { loadedView?.superview }
}
