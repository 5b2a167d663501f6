/// UIKit's type and constant names before Swift 4.2 (and a few from Swift 4), and today's: the
/// SDK nested them in the types they belong to (`UIControlEvents` → `UIControl.Event`). Tutorials
/// and older apps still spell them the old way. From the Swift 4.2 migration of the iOS 12 SDK.
enum RenamedUIKitNames {
    static let types: [String: String] = [
        // Application and scenes
        "UIApplicationLaunchOptionsKey": "UIApplication.LaunchOptionsKey",
        "UIApplicationOpenURLOptionsKey": "UIApplication.OpenURLOptionsKey",
        "UIApplicationState": "UIApplication.State",
        "UIWindowLevel": "UIWindow.Level",
        // Controls
        "UIControlEvents": "UIControl.Event",
        "UIControlState": "UIControl.State",
        "UIControlContentHorizontalAlignment": "UIControl.ContentHorizontalAlignment",
        "UIControlContentVerticalAlignment": "UIControl.ContentVerticalAlignment",
        "UIButtonType": "UIButton.ButtonType",
        "UITextBorderStyle": "UITextField.BorderStyle",
        "UITextFieldViewMode": "UITextField.ViewMode",
        "UIActivityIndicatorViewStyle": "UIActivityIndicatorView.Style",
        "UIProgressViewStyle": "UIProgressView.Style",
        "UISegmentedControlSegment": "UISegmentedControl.Segment",
        "UIDatePickerMode": "UIDatePicker.Mode",
        // Views and animation
        "UIViewContentMode": "UIView.ContentMode",
        "UIViewAutoresizing": "UIView.AutoresizingMask",
        "UIViewAnimationOptions": "UIView.AnimationOptions",
        "UIViewAnimationCurve": "UIView.AnimationCurve",
        "UIViewKeyframeAnimationOptions": "UIView.KeyframeAnimationOptions",
        "UIViewTintAdjustmentMode": "UIView.TintAdjustmentMode",
        "UILayoutConstraintAxis": "NSLayoutConstraint.Axis",
        "UIStackViewDistribution": "UIStackView.Distribution",
        "UIStackViewAlignment": "UIStackView.Alignment",
        "UIImageRenderingMode": "UIImage.RenderingMode",
        "UIImageOrientation": "UIImage.Orientation",
        "UIBlurEffectStyle": "UIBlurEffect.Style",
        "UIFontWeight": "UIFont.Weight",
        "UIFontTextStyle": "UIFont.TextStyle",
        "UIFontDescriptorSymbolicTraits": "UIFontDescriptor.SymbolicTraits",
        // Auto Layout
        "NSLayoutAttribute": "NSLayoutConstraint.Attribute",
        "NSLayoutRelation": "NSLayoutConstraint.Relation",
        "NSLayoutFormatOptions": "NSLayoutConstraint.FormatOptions",
        // Gestures and events
        "UIGestureRecognizerState": "UIGestureRecognizer.State",
        "UISwipeGestureRecognizerDirection": "UISwipeGestureRecognizer.Direction",
        "UIEventType": "UIEvent.EventType",
        "UIEventSubtype": "UIEvent.EventSubtype",
        "UITouchPhase": "UITouch.Phase",
        // Tables and collections
        "UITableViewCellStyle": "UITableViewCell.CellStyle",
        "UITableViewCellAccessoryType": "UITableViewCell.AccessoryType",
        "UITableViewCellSelectionStyle": "UITableViewCell.SelectionStyle",
        "UITableViewCellEditingStyle": "UITableViewCell.EditingStyle",
        "UITableViewCellSeparatorStyle": "UITableViewCell.SeparatorStyle",
        "UITableViewRowAnimation": "UITableView.RowAnimation",
        "UITableViewScrollPosition": "UITableView.ScrollPosition",
        "UITableViewStyle": "UITableView.Style",
        "UICollectionViewScrollDirection": "UICollectionView.ScrollDirection",
        "UICollectionViewScrollPosition": "UICollectionView.ScrollPosition",
        "UICollectionElementCategory": "UICollectionView.ElementCategory",
        "UIScrollViewDecelerationRate": "UIScrollView.DecelerationRate",
        "UIScrollViewIndicatorStyle": "UIScrollView.IndicatorStyle",
        "UIScrollViewKeyboardDismissMode": "UIScrollView.KeyboardDismissMode",
        "UIScrollViewContentInsetAdjustmentBehavior": "UIScrollView.ContentInsetAdjustmentBehavior",
        // Bars and controllers
        "UIBarButtonSystemItem": "UIBarButtonItem.SystemItem",
        "UIBarButtonItemStyle": "UIBarButtonItem.Style",
        "UITabBarSystemItem": "UITabBarItem.SystemItem",
        "UIAlertControllerStyle": "UIAlertController.Style",
        "UIAlertActionStyle": "UIAlertAction.Style",
        "UINavigationControllerOperation": "UINavigationController.Operation",
        "UIPageViewControllerTransitionStyle": "UIPageViewController.TransitionStyle",
        "UIPageViewControllerNavigationOrientation": "UIPageViewController.NavigationOrientation",
        "UISplitViewControllerDisplayMode": "UISplitViewController.DisplayMode",
        // Text
        "NSAttributedStringKey": "NSAttributedString.Key",
        // Notifications' names moved into their types' Notification.Name members
        "UIKeyboardFrameEndUserInfoKey": "UIResponder.keyboardFrameEndUserInfoKey",
        "UIKeyboardFrameBeginUserInfoKey": "UIResponder.keyboardFrameBeginUserInfoKey",
        "UIKeyboardAnimationDurationUserInfoKey": "UIResponder.keyboardAnimationDurationUserInfoKey",
        "UIKeyboardAnimationCurveUserInfoKey": "UIResponder.keyboardAnimationCurveUserInfoKey",
    ]

    /// Constants that became members (`UIFontWeightBold` → `UIFont.Weight.bold`,
    /// `UILayoutFittingCompressedSize` → `UIView.layoutFittingCompressedSize`).
    static let constants: [String: String] = [
        "UIFontWeightUltraLight": "UIFont.Weight.ultraLight", "UIFontWeightThin": "UIFont.Weight.thin",
        "UIFontWeightLight": "UIFont.Weight.light", "UIFontWeightRegular": "UIFont.Weight.regular",
        "UIFontWeightMedium": "UIFont.Weight.medium", "UIFontWeightSemibold": "UIFont.Weight.semibold",
        "UIFontWeightBold": "UIFont.Weight.bold", "UIFontWeightHeavy": "UIFont.Weight.heavy",
        "UIFontWeightBlack": "UIFont.Weight.black",
        "UILayoutFittingCompressedSize": "UIView.layoutFittingCompressedSize",
        "UILayoutFittingExpandedSize": "UIView.layoutFittingExpandedSize",
        "UIViewNoIntrinsicMetric": "UIView.noIntrinsicMetric",
        "UITableViewAutomaticDimension": "UITableView.automaticDimension",
        "UICollectionViewFlowLayoutAutomaticSize": "UICollectionViewFlowLayout.automaticSize",
        "UICollectionElementKindSectionHeader": "UICollectionView.elementKindSectionHeader",
        "UICollectionElementKindSectionFooter": "UICollectionView.elementKindSectionFooter",
        "UIEdgeInsetsZero": "UIEdgeInsets.zero",
        "UIApplicationDidBecomeActiveNotification": "UIApplication.didBecomeActiveNotification",
        "UIApplicationWillResignActiveNotification": "UIApplication.willResignActiveNotification",
        "UIApplicationDidEnterBackgroundNotification": "UIApplication.didEnterBackgroundNotification",
        "UIApplicationWillEnterForegroundNotification": "UIApplication.willEnterForegroundNotification",
        "UIKeyboardWillShowNotification": "UIResponder.keyboardWillShowNotification",
        "UIKeyboardWillHideNotification": "UIResponder.keyboardWillHideNotification",
        "UIKeyboardDidShowNotification": "UIResponder.keyboardDidShowNotification",
        "UIKeyboardDidHideNotification": "UIResponder.keyboardDidHideNotification",
        "UITextFieldTextDidChangeNotification": "UITextField.textDidChangeNotification",
        "UIContentSizeCategoryDidChangeNotification": "UIContentSizeCategory.didChangeNotification",
        "UIDeviceOrientationDidChangeNotification": "UIDevice.orientationDidChangeNotification",
    ]

    /// Notification names once spelled as `Notification.Name` members with the type's prefix
    /// (`.UIKeyboardWillShow` → `UIResponder.keyboardWillShowNotification`).
    static let notificationMembers: [String: String] = [
        "UIKeyboardWillShow": "UIResponder.keyboardWillShowNotification",
        "UIKeyboardWillHide": "UIResponder.keyboardWillHideNotification",
        "UIKeyboardDidShow": "UIResponder.keyboardDidShowNotification",
        "UIKeyboardDidHide": "UIResponder.keyboardDidHideNotification",
        "UIKeyboardWillChangeFrame": "UIResponder.keyboardWillChangeFrameNotification",
        "UIApplicationDidBecomeActive": "UIApplication.didBecomeActiveNotification",
        "UIApplicationWillResignActive": "UIApplication.willResignActiveNotification",
        "UIApplicationDidEnterBackground": "UIApplication.didEnterBackgroundNotification",
        "UIApplicationWillEnterForeground": "UIApplication.willEnterForegroundNotification",
        "UITextFieldTextDidChange": "UITextField.textDidChangeNotification",
        "UIContentSizeCategoryDidChange": "UIContentSizeCategory.didChangeNotification",
        "UIDeviceOrientationDidChange": "UIDevice.orientationDidChangeNotification",
    ]

    /// Frameworks whose types UIModel provides (Core Animation's layers, Core Graphics' colours
    /// and paths): their imports become `import UIModel`.
    static let modulesInUIModel: Set<String> = ["UIKit", "QuartzCore", "CoreGraphics", "CoreAnimation"]

    /// Methods Swift 4.2 renamed (the containment and subview methods, and the labels that said
    /// "ViewController"): the old name (with its labels when it had any) and the new name and
    /// labels (nil: the same labels).
    static let methods: [String: (name: String, labels: [String]?)] = [
        "addChildViewController": ("addChild", nil),
        "removeFromParentViewController": ("removeFromParent", nil),
        "didMove(toParentViewController:)": ("didMove", ["toParent"]),
        "willMove(toParentViewController:)": ("willMove", ["toParent"]),
        "bringSubview(toFront:)": ("bringSubviewToFront", ["_"]),
        "sendSubview(toBack:)": ("sendSubviewToBack", ["_"]),
    ]

    /// Properties Swift 4.2 renamed with the containment methods.
    static let properties: [String: String] = [
        "childViewControllers": "children",
        "isMovingFromParentViewController": "isMovingFromParent",
        "isMovingToParentViewController": "isMovingToParent",
    ]

    /// The labels of NSValue's initializers that box a geometry struct (UIKit's and QuartzCore's).
    static let boxedValueLabels: Set<String> = ["cgPoint", "cgSize", "cgRect", "cgVector", "cgAffineTransform", "caTransform3D",
                                                "uiEdgeInsets", "directionalEdgeInsets"]

    /// Global functions that became initializers, methods or properties: the rewrite of a call
    /// from its arguments' source text, or nil when the call has another shape.
    static func function(_ name: String, _ arguments: [String]) -> String? {
        switch (name, arguments.count) {
        case ("UIEdgeInsetsMake", 4):
            "UIEdgeInsets(top: \(arguments[0]), left: \(arguments[1]), bottom: \(arguments[2]), right: \(arguments[3]))"
        case ("UIEdgeInsetsInsetRect", 2): "\(arguments[0]).inset(by: \(arguments[1]))"
        case ("UIImagePNGRepresentation", 1): "\(arguments[0]).pngData()"
        case ("UIImageJPEGRepresentation", 2): "\(arguments[0]).jpegData(compressionQuality: \(arguments[1]))"
        case ("UIAccessibilityIsVoiceOverRunning", 0): "UIAccessibility.isVoiceOverRunning"
        case ("UIAccessibilityIsReduceMotionEnabled", 0): "UIAccessibility.isReduceMotionEnabled"
        case ("UIAccessibilityPostNotification", 2): "UIAccessibility.post(notification: \(arguments[0]), argument: \(arguments[1]))"
        // Foundation on Linux gives attributed strings no empty initializer.
        case ("NSAttributedString", 0): "NSAttributedString(string: \"\")"
        case ("NSMutableAttributedString", 0): "NSMutableAttributedString(string: \"\")"
        default: nil
        }
    }
}
