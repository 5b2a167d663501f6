/// The outlets and runtime-attribute key paths of UIKit's own classes that the simulator sets
/// itself, so that the porter writes none of them into an app's `UIModelInterfaceBuilder` and
/// the two agree on which names are UIKit's.
public enum IBUIKitNames {
    /// A controller's `view`, a table's `dataSource`, … (UIModel's `IBConnections` sets them).
    public static let outlets: Set<String> = [
        "view", "dataSource", "delegate", "tableHeaderView", "tableFooterView", "backgroundView", "selectedBackgroundView",
        "leftView", "rightView", "gestureRecognizers",
    ]

    /// The layer's and view's key paths (UIModel's `IBRuntimeAttributes` sets them).
    public static let keyPaths: Set<String> = [
        "layer.cornerRadius", "layer.borderWidth", "layer.masksToBounds", "layer.shadowOpacity", "layer.shadowRadius",
        "layer.shadowOffset", "layer.borderColor", "layer.shadowColor", "clipsToBounds", "accessibilityIdentifier",
    ]
}
