import Foundation
import Testing
import UIModel
import UIModelTesting

// What UIKit libraries override and call from their own module: a star-rating control that
// VoiceOver adjusts and whose pan may not begin, a list cell lining its separator up with its
// label, and the older Core Graphics and image-literal spellings.

/// A rating control in the style of the rating libraries apps use.
final class RatingView: UIView {
    var rating = 3.0
    var takesPans = true
    private(set) var asked: [String] = []

    override func accessibilityIncrement() {
        super.accessibilityIncrement()
        rating = min(rating + 1, 5)
    }

    override func accessibilityDecrement() {
        super.accessibilityDecrement()
        rating = max(rating - 1, 0)
    }

    override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        asked.append(String(describing: type(of: gestureRecognizer)))
        return takesPans || !(gestureRecognizer is UIPanGestureRecognizer)
    }

    var isRightToLeft: Bool { UIView.userInterfaceLayoutDirection(for: semanticContentAttribute) == .rightToLeft }
}

/// A custom recognizer as apps write one: it overrides UIKit's designated initializer.
final class DoubleTouchRecognizer: UIGestureRecognizer {
    var required = 2
    override init(target: Any?, action: Selector?) {
        super.init(target: target, action: action)
    }
}

/// A layout library's constraint: a subclass with a stored property and no initializer of its own.
final class LibraryConstraint: NSLayoutConstraint {
    var label: String?
}

/// A stored property added from an extension, the Objective-C runtime's way.
private var badgeKey: UInt8 = 0
extension UIView {
    var badgeText: String? {
        get { objc_getAssociatedObject(self, &badgeKey) as? String }
        set { objc_setAssociatedObject(self, &badgeKey, newValue, .OBJC_ASSOCIATION_COPY_NONATOMIC) }
    }
}

@Suite(.serialized, .freshRuntime) struct LibraryStyleOverrideTests {
    var app: UIModelRuntime { .current }

    @Test func voiceOverAdjustsARatingSliderAndStepper() {
        let rating = RatingView()
        rating.accessibilityIncrement()
        rating.accessibilityIncrement()
        rating.accessibilityIncrement()
        rating.accessibilityDecrement()
        #expect(rating.rating == 4)
        #expect(!rating.accessibilityActivate(), "no action of its own: VoiceOver taps it")

        let slider = UISlider(frame: CGRect(x: 0, y: 0, width: 200, height: 30))
        slider.minimumValue = 0
        slider.maximumValue = 50
        slider.value = 10
        var changes = 0
        slider.addAction(UIAction { _ in changes += 1 }, for: .valueChanged)
        slider.accessibilityIncrement()
        #expect(slider.value == 15 && changes == 1, "a tenth of the range")
        slider.value = 50
        slider.accessibilityIncrement()
        #expect(slider.value == 50 && changes == 1, "at the end nothing changes and nothing is sent")

        let stepper = UIStepper()
        stepper.stepValue = 2
        stepper.accessibilityIncrement()
        stepper.accessibilityDecrement()
        stepper.accessibilityDecrement()
        #expect(stepper.value == 0)
    }

    @Test func aViewRefusingItsPanLetsItFailWhileATapStillWorks() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.makeKeyAndVisible()
        let rating = RatingView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        window.addSubview(rating)
        var pans = 0, taps = 0
        rating.addGestureRecognizer(UIPanGestureRecognizer { _ in pans += 1 })
        rating.addGestureRecognizer(UITapGestureRecognizer { _ in taps += 1 })
        rating.takesPans = false
        app.handleTouch(.began, at: CGPoint(x: 20, y: 50), timestamp: 0)
        for step in 1...10 { app.handleTouch(.moved, at: CGPoint(x: 20 + CGFloat(step) * 10, y: 50), timestamp: 0.01 * Double(step)) }
        app.handleTouch(.ended, at: CGPoint(x: 120, y: 50), timestamp: 0.11)
        #expect(pans == 0 && rating.asked.contains("UIPanGestureRecognizer"))
        app.handleTouch(.began, at: CGPoint(x: 50, y: 50), timestamp: 1)
        app.handleTouch(.ended, at: CGPoint(x: 50, y: 50), timestamp: 1.05)
        #expect(taps == 1)
        rating.takesPans = true
        app.handleTouch(.began, at: CGPoint(x: 20, y: 50), timestamp: 2)
        for step in 1...10 { app.handleTouch(.moved, at: CGPoint(x: 20 + CGFloat(step) * 10, y: 50), timestamp: 2 + 0.01 * Double(step)) }
        app.handleTouch(.ended, at: CGPoint(x: 120, y: 50), timestamp: 2.11)
        #expect(pans > 0)
    }

    @Test func theLanguagesDirectionForASemanticAttribute() {
        let rating = RatingView()
        #expect(!rating.isRightToLeft && UIApplication.shared.userInterfaceLayoutDirection == .leftToRight)
        rating.semanticContentAttribute = .forceRightToLeft
        #expect(rating.isRightToLeft)
    }

    @Test func aListCellsSeparatorFollowsItsGuide() throws {
        let cell = UICollectionViewListCell(frame: CGRect(x: 0, y: 0, width: 390, height: 44))
        let label = UILabel()
        label.translatesAutoresizingMaskIntoConstraints = false
        cell.contentView.addSubview(label)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: cell.contentView.leadingAnchor, constant: 60),
            label.centerYAnchor.constraint(equalTo: cell.contentView.centerYAnchor),
        ])
        cell.layoutIfNeeded()
        let separator = try #require(cell.subviews.first { $0.frame.height < 1 && $0.frame.maxY == 44 })
        #expect(separator.frame.minX == 16, "unconstrained: the content's leading margin")
        let guide = cell.separatorLayoutGuide
        cell.layoutIfNeeded()
        #expect(guide.layoutFrame.minX == 16 && guide.layoutFrame.maxX == 390, "\(guide.layoutFrame)")
        cell.separatorLayoutGuide.leadingAnchor.constraint(equalTo: label.leadingAnchor).isActive = true
        cell.layoutIfNeeded()
        #expect(separator.frame.minX == 60 && separator.frame.maxX == 390)
    }

    @Test func aLibrarysConstraintSubclassPinsToTheMargins() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        root.layoutMargins = UIEdgeInsets(top: 10, left: 20, bottom: 30, right: 40)
        let child = UIView()
        child.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(child)
        let leading = LibraryConstraint(item: child, attribute: .leading, relatedBy: .equal, toItem: root,
                                        attribute: .leadingMargin, multiplier: 1, constant: 0)
        leading.label = "leading"
        NSLayoutConstraint.activate([
            leading,
            NSLayoutConstraint(item: child, attribute: .trailing, relatedBy: .equal, toItem: root, attribute: .trailingMargin, multiplier: 1, constant: 0),
            NSLayoutConstraint(item: child, attribute: .topMargin, relatedBy: .equal, toItem: root, attribute: .topMargin, multiplier: 1, constant: 0),
            NSLayoutConstraint(item: child, attribute: .centerYWithinMargins, relatedBy: .equal, toItem: root, attribute: .centerYWithinMargins, multiplier: 1, constant: 0),
        ])
        root.layoutIfNeeded()
        // The child's own margins (8 by default) put its top 8 above the root's top margin; its
        // centre within its margins is the root's centre within its margins.
        #expect(child.frame == CGRect(x: 20, y: 2, width: 240, height: 176))
        #expect(leading.firstAttribute == .leading && leading.secondAttribute == .leadingMargin && leading.label == "leading")
        #expect(root.constraints.contains(leading))
        #expect(LibraryConstraint().firstAttribute == .notAnAttribute)
    }

    @Test func storedPropertiesFromExtensionsAndTheLegacyLayoutGuides() {
        let view = UIView(), other = UIView()
        #expect(view.badgeText == nil)
        view.badgeText = "3"
        other.badgeText = "new"
        #expect(view.badgeText == "3" && other.badgeText == "new")
        view.badgeText = nil
        #expect(view.badgeText == nil && other.badgeText == "new")

        let controller = UIViewController()
        let navigation = UINavigationController(rootViewController: controller)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        let top = controller.topLayoutGuide, bottom = controller.bottomLayoutGuide
        let label = UILabel()
        label.translatesAutoresizingMaskIntoConstraints = false
        controller.view.addSubview(label)
        label.topAnchor.constraint(equalTo: top.bottomAnchor).isActive = true
        label.bottomAnchor.constraint(equalTo: bottom.topAnchor).isActive = true
        window.layoutIfNeeded()
        #expect(top.length == controller.view.safeAreaInsets.top && top.length >= 44)
        #expect(label.frame.minY == controller.view.safeAreaInsets.top)
        #expect(label.frame.maxY == controller.view.bounds.height - controller.view.safeAreaInsets.bottom)
    }

    @Test func aCustomRecognizerOverridesTheTargetActionInitializer() {
        let recognizer = DoubleTouchRecognizer(target: nil, action: nil)
        #expect(recognizer.required == 2 && recognizer.state == .possible)
    }

    @Test func aSearchBarsCancelButtonAndBackgroundImage() {
        let bar = UISearchBar(frame: CGRect(x: 0, y: 0, width: 390, height: 56))
        bar.setShowsCancelButton(true, animated: true)
        #expect(bar.showsCancelButton)
        bar.backgroundImage = UIImage()
        #expect(bar.backgroundImage?.size == .zero)
        bar.setShowsCancelButton(false, animated: false)
        #expect(!bar.showsCancelButton)
    }

    @Test func olderSpellingsOfGeometryAndImageLiterals() {
        #expect(CGSize(width: 2, height: 3).equalTo(CGSize(width: 2, height: 3)))
        #expect(!CGPoint(x: 1, y: 1).equalTo(.zero))
        #expect(CGRect(x: 10, y: 10, width: -10, height: -10).equalTo(CGRect(x: 0, y: 0, width: 10, height: 10)))
        #expect(CGRect.null.equalTo(.null) && !CGRect.null.equalTo(.zero))
        let missing = UIImage(imageLiteralResourceName: "NoSuchImage")
        #expect(missing.size == .zero)
        let layer = CALayer()
        layer.drawsAsynchronously = true
        #expect(layer.drawsAsynchronously)
        #expect(CGFont("NoSuchFace-Bold") == nil)
        #expect(CGFont(UIFont.boldSystemFont(ofSize: 17).fontName)?.postScriptName == UIFont.boldSystemFont(ofSize: 17).fontName)
    }
}
