import Foundation
import InterfaceBuilderFiles

/// The class each Interface Builder element makes: UIKit's for the element (`label` makes a
/// `UILabel`), or the element's `customClass`, found by its module-qualified name with the Swift
/// runtime's `_typeByName` (Linux has no Objective-C class table; a class nested in another type
/// or private to its file cannot be found this way). A custom class that cannot be found, or is
/// not a kind of the element's class, gives UIKit's "Unknown class" message and the element's
/// own class, as iOS does.
nonisolated enum IBClasses {
    /// The class and, when the custom class could not be used, the message UIKit logs.
    struct Resolution {
        var type: AnyClass
        var warning: String?
    }

    /// UIKit's class for an element name, or a framework's beside UIKit when the app links it;
    /// nil for elements that are not objects UIModel makes.
    static func uikitClass(forElement name: String) -> AnyClass? {
        elementClasses[name] ?? frameworkElementClasses[name].flatMap { _typeByName($0) as? AnyClass }
    }

    /// Elements whose classes are in frameworks beside UIKit, by module-qualified name (found
    /// when the app links the framework's product: `<mapView>` with `import MapKit`).
    static let frameworkElementClasses: [String: String] = ["mapView": "MapKit.MKMapView"]

    /// The class for `element`. `appModules` are the modules `customModuleProvider="target"`
    /// may mean: the app's module is named after its target here, which need not be the Xcode
    /// target's name the file records.
    static func resolve(_ element: IBElement, in document: IBDocument, appModules: [String]) -> Resolution? {
        guard let base = uikitClass(forElement: element.name) else { return nil }
        guard let custom = element["customClass"] else { return Resolution(type: base) }
        var modules: [String] = []
        if let module = element["customModule"] { modules.append(module) }
        if element["customModuleProvider"] == "target" || element["customModule"] == nil { modules += appModules }
        // UIKit's own classes by name (`customClass="UIControl"`), and any class in UIModel.
        modules.append("UIModel")
        for module in modules {
            guard let found = _typeByName("\(module).\(custom)") as? AnyClass else { continue }
            guard inherits(found, from: base) else {
                let where_ = "\(document.fileName):\(element.line)"
                return Resolution(type: base, warning: "\(where_): class \(custom) is not a kind of \(base) (its element is <\(element.name)>); using \(base)")
            }
            return Resolution(type: found)
        }
        return Resolution(type: base, warning: "\(document.fileName):\(element.line): Unknown class \(custom) in Interface Builder file.")
    }

    /// The elements of storyboards and xibs that make objects, with UIKit's classes. A container
    /// view is a plain view (its controller comes from an embed segue); a cell's content view is
    /// its cell's own.
    static let elementClasses: [String: AnyClass] = [
        "view": UIView.self, "containerView": UIView.self, "label": UILabel.self, "button": UIButton.self,
        "imageView": UIImageView.self, "textField": UITextField.self, "textView": UITextView.self,
        "switch": UISwitch.self, "slider": UISlider.self, "stepper": UIStepper.self,
        "segmentedControl": UISegmentedControl.self, "activityIndicatorView": UIActivityIndicatorView.self,
        "progressView": UIProgressView.self, "pageControl": UIPageControl.self, "datePicker": UIDatePicker.self,
        "pickerView": UIPickerView.self, "stackView": UIStackView.self, "scrollView": UIScrollView.self,
        "tableView": UITableView.self, "tableViewCell": UITableViewCell.self,
        "tableViewHeaderFooterView": UITableViewHeaderFooterView.self,
        "collectionView": UICollectionView.self, "collectionViewCell": UICollectionViewCell.self,
        "collectionReusableView": UICollectionReusableView.self,
        "collectionViewFlowLayout": UICollectionViewFlowLayout.self,
        "navigationBar": UINavigationBar.self, "navigationItem": UINavigationItem.self,
        "barButtonItem": UIBarButtonItem.self, "tabBar": UITabBar.self, "tabBarItem": UITabBarItem.self,
        "toolbar": UIToolbar.self, "searchBar": UISearchBar.self, "visualEffectView": UIVisualEffectView.self,
        "tapGestureRecognizer": UITapGestureRecognizer.self, "panGestureRecognizer": UIPanGestureRecognizer.self,
        "swipeGestureRecognizer": UISwipeGestureRecognizer.self, "pinchGestureRecognizer": UIPinchGestureRecognizer.self,
        "rotationGestureRecognizer": UIRotationGestureRecognizer.self,
        // Interface Builder's own (historic) spelling of the long-press recognizer's element.
        "pongPressGestureRecognizer": UILongPressGestureRecognizer.self,
        "screenEdgePanGestureRecognizer": UIScreenEdgePanGestureRecognizer.self,
        "viewController": UIViewController.self, "navigationController": UINavigationController.self,
        "tabBarController": UITabBarController.self, "tableViewController": UITableViewController.self,
        "collectionViewController": UICollectionViewController.self, "splitViewController": UISplitViewController.self,
        "pageViewController": UIPageViewController.self,
    ]
}
