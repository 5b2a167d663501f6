/// The element names of storyboards and xibs that UIModel makes objects of, and those it reads
/// as parts of them, so that the porter's report and the simulator agree on what is supported.
public enum IBElementNames {
    /// Elements that make objects (views, controllers, bar items, gesture recognizers, layouts).
    public static let objects: Set<String> = [
        "view", "containerView", "label", "button", "imageView", "textField", "textView", "switch", "slider", "stepper",
        "segmentedControl", "activityIndicatorView", "progressView", "pageControl", "datePicker", "pickerView", "stackView",
        "scrollView", "tableView", "tableViewCell", "tableViewHeaderFooterView", "collectionView", "collectionViewCell",
        "collectionReusableView", "collectionViewFlowLayout", "navigationBar", "navigationItem", "barButtonItem", "tabBar",
        "tabBarItem", "toolbar", "searchBar", "visualEffectView", "tapGestureRecognizer", "panGestureRecognizer",
        "swipeGestureRecognizer", "pinchGestureRecognizer", "rotationGestureRecognizer", "pongPressGestureRecognizer",
        "screenEdgePanGestureRecognizer", "viewController", "navigationController", "tabBarController", "tableViewController",
        "collectionViewController", "splitViewController", "pageViewController",
        // MapKit's map view (made when the app links the MapKit product).
        "mapView",
        // The content views of cells and effect views, decoded onto their owners' own.
        "tableViewCellContentView", "collectionViewCellContentView",
    ]

    /// Elements that are not objects but are understood: placeholders, the exit of unwind
    /// segues, values, connections and the file's structure.
    public static let parts: Set<String> = [
        "document", "device", "dependencies", "plugIn", "capability", "scenes", "scene", "objects", "placeholder", "exit",
        "resources", "image", "namedColor", "systemColor", "color", "nil", "rect", "size", "point", "inset", "edgeInsets",
        "directionalEdgeInsets", "autoresizingMask", "fontDescription", "font", "string", "subviews", "constraints", "constraint",
        "connections", "outlet", "outletCollection", "action", "segue", "viewLayoutGuide", "layoutGuides", "viewControllerLayoutGuide",
        "userDefinedRuntimeAttributes", "userDefinedRuntimeAttribute", "real", "integer", "boolean", "accessibility",
        "accessibilityTraits", "bool", "state", "imageReference", "buttonConfiguration", "backgroundConfiguration",
        "preferredSymbolConfiguration", "textInputTraits", "attributedString", "fragment", "attributes", "paragraphStyle",
        "segments", "segment", "date", "locale", "prototypes", "sections", "tableViewSection", "cells", "items", "toolbarItems",
        "blurEffect", "leftBarButtonItems", "rightBarButtonItems", "simulatedMetricsContainer", "simulatedStatusBarMetrics",
        "simulatedNavigationBarMetrics", "simulatedTabBarMetrics", "simulatedScreenMetrics", "freeformSimulatedSizeMetrics",
        "designable", "variation", "mask", "customFonts", "array", "modifier", "dictionary",
    ]
}
