import Foundation

/// A scene that shows windows on the screen: the simulator's one phone screen.
@preconcurrency @MainActor open class UIWindowScene: UIScene, UITraitEnvironment {
    nonisolated deinit {}
    public var screen: UIScreen { UIScreen.main }
    public var traitCollection: UITraitCollection { screen.traitCollection }
    public func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    /// The app's windows in this scene, back to front.
    public var windows: [UIWindow] { UIApplication.shared.windows.filter { $0.windowScene === self } }
    /// The scene's status bar, as the controllers want it (the simulator's one screen has one).
    public var statusBarManager: UIStatusBarManager? { UIApplication.shared.statusBar }

    /// The scene's key window (iOS 15).
    public var keyWindow: UIWindow? { windows.first(where: \.isKeyWindow) }

    /// How the interface is drawn: the device's orientation while it is a valid interface
    /// orientation, else portrait or landscape by the screen's shape.
    public var interfaceOrientation: UIInterfaceOrientation { screen.interfaceOrientation }
}

