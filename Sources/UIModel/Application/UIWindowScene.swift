import Foundation

/// A scene that shows windows on the screen: the simulator's one phone screen.
@preconcurrency @MainActor open class UIWindowScene: UIScene, UITraitEnvironment {
    nonisolated deinit {}
    open var screen: UIScreen { UIScreen.main }
    /// The scene's coordinate space: its screen's, which the scene fills on a phone.
    open var coordinateSpace: any UICoordinateSpace { screen.coordinateSpace }
    open var traitCollection: UITraitCollection { screen.traitCollection }
    public func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    /// The app's windows in this scene, back to front.
    open var windows: [UIWindow] { UIApplication.shared.windows.filter { $0.windowScene === self } }
    /// The scene's status bar, as the controllers want it (the simulator's one screen has one).
    open var statusBarManager: UIStatusBarManager? { UIModelRuntime.current.windowSystem.statusBar }

    /// The scene's key window (iOS 15).
    open var keyWindow: UIWindow? { windows.first(where: \.isKeyWindow) }

    /// How the interface is drawn: the device's orientation while it is a valid interface
    /// orientation, else portrait or landscape by the screen's shape.
    open var interfaceOrientation: UIInterfaceOrientation { screen.interfaceOrientation }
}

