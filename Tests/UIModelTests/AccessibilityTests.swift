import Foundation
import Testing
@testable import UIModel
import UIModelTesting

/// UIKit's accessibility defaults and what an app sets over them.
@Suite(.freshRuntime) struct AccessibilityTests {
    @Test func aPlainViewIsNotAnElementAndHasNoLabelOrTraits() {
        let v = UIView(frame: .zero)
        #expect(!v.isAccessibilityElement)
        #expect(v.accessibilityLabel == nil && v.accessibilityValue == nil && v.accessibilityHint == nil)
        #expect(v.accessibilityTraits == .none)
        #expect(v.accessibilityElements == nil && !v.accessibilityElementsHidden && !v.accessibilityViewIsModal)
    }

    @Test func aLabelIsAStaticTextElementReadAsItsText() {
        let l = UILabel(frame: .zero)
        l.text = "Hello"
        #expect(l.isAccessibilityElement)
        #expect(l.accessibilityLabel == "Hello")
        #expect(l.accessibilityTraits == .staticText)
        l.text = "Changed"
        #expect(l.accessibilityLabel == "Changed")
        l.isEnabled = false
        #expect(l.accessibilityTraits == [.staticText, .notEnabled])
        l.accessibilityLabel = "Greeting"
        #expect(l.accessibilityLabel == "Greeting")
        l.accessibilityLabel = nil
        #expect(l.accessibilityLabel == "Changed")
    }

    @Test func aButtonIsAButtonReadAsItsTitleDimmedWhenDisabledAndSelectedWhenSelected() {
        let b = UIButton(type: .system)
        b.setTitle("Play", for: .normal)
        #expect(b.isAccessibilityElement)
        #expect(b.accessibilityLabel == "Play")
        #expect(b.accessibilityTraits == .button)
        b.isEnabled = false
        #expect(b.accessibilityTraits == [.button, .notEnabled])
        b.isEnabled = true
        b.setTitle("Pause", for: .selected)
        b.isSelected = true
        #expect(b.accessibilityTraits == [.button, .selected])
        #expect(b.accessibilityLabel == "Pause")
        // The app's traits replace the implicit ones.
        b.accessibilityTraits = [.button, .header]
        b.isSelected = false
        #expect(b.accessibilityTraits == [.button, .header])
    }

    @Test func anImageViewIsAnImageButNotAnElementUntilTheAppMakesItOne() {
        let iv = UIImageView(frame: .zero)
        #expect(!iv.isAccessibilityElement)
        #expect(iv.accessibilityTraits == .image)
        iv.isAccessibilityElement = true
        iv.accessibilityLabel = "Sunset over the bay"
        #expect(iv.isAccessibilityElement && iv.accessibilityLabel == "Sunset over the bay")
    }

    @Test func aTextFieldsValueIsItsTextOrElseItsPlaceholder() {
        let f = UITextField(frame: .zero)
        f.placeholder = "Name"
        #expect(f.isAccessibilityElement)
        #expect(f.accessibilityValue == "Name")
        f.text = "Ada"
        #expect(f.accessibilityValue == "Ada")
    }

    @Test func aTableCellIsOneElementReadAsItsLabelsUnlessItHoldsAControl() {
        let cell = UITableViewCell(style: .subtitle, reuseIdentifier: nil)
        let title = UILabel(frame: .zero), detail = UILabel(frame: .zero), hidden = UILabel(frame: .zero)
        title.text = "Kyoto"; detail.text = "Japan"; hidden.text = "secret"; hidden.isHidden = true
        [title, detail, hidden].forEach(cell.contentView.addSubview)
        #expect(cell.isAccessibilityElement)
        #expect(cell.accessibilityLabel == "Kyoto, Japan")
        cell.contentView.addSubview(UIButton(type: .system))
        #expect(!cell.isAccessibilityElement)
    }

    @Test func anElementsFrameFollowsItsContainerInScreenCoordinates() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 600))
        let container = UIView(frame: CGRect(x: 20, y: 100, width: 200, height: 200))
        window.addSubview(container)
        let e = UIAccessibilityElement(accessibilityContainer: container)
        #expect(e.isAccessibilityElement)
        #expect(e.accessibilityFrameInContainerSpace.isNull)
        e.accessibilityFrameInContainerSpace = CGRect(x: 10, y: 10, width: 50, height: 20)
        #expect(e.accessibilityFrame == CGRect(x: 30, y: 110, width: 50, height: 20))
        container.frame.origin.y = 200
        #expect(e.accessibilityFrame == CGRect(x: 30, y: 210, width: 50, height: 20))
        // A frame set in screen coordinates replaces the container-space one.
        e.accessibilityFrame = CGRect(x: 1, y: 2, width: 3, height: 4)
        #expect(e.accessibilityFrameInContainerSpace.isNull && e.accessibilityFrame == CGRect(x: 1, y: 2, width: 3, height: 4))
        #expect(container.accessibilityFrame == CGRect(x: 20, y: 200, width: 200, height: 200))
        #expect(UIAccessibility.convertToScreenCoordinates(CGRect(x: 0, y: 0, width: 1, height: 1), in: container)
                == CGRect(x: 20, y: 200, width: 1, height: 1))
    }

    @Test func aUserSubclassCanOverrideTheMembersAsInUIKit() {
        final class Stars: UIView {
            var count = 3
            override var isAccessibilityElement: Bool { get { true } set {} }
            override var accessibilityLabel: String? { get { "Rating" } set {} }
            override var accessibilityValue: String? { get { "\(count) of 5 stars" } set {} }
            override var accessibilityTraits: UIAccessibilityTraits { get { .adjustable } set {} }
        }
        let s = Stars(frame: .zero)
        s.count = 4
        #expect(s.isAccessibilityElement && s.accessibilityLabel == "Rating" && s.accessibilityValue == "4 of 5 stars")
        #expect(s.accessibilityTraits == .adjustable)
    }

    @Test func theNavigationBarsTitleIsAHeadingAndItsBackButtonIsCalledAfterThePreviousScreen() {
        let bar = UINavigationBar(frame: .zero)
        bar.update(top: UINavigationItem(title: "Details"), back: UINavigationItem(title: "Places"))
        #expect(bar.titleLabel.accessibilityTraits.contains(.header))
        #expect(bar.titleLabel.accessibilityLabel == "Details")
        #expect(bar.backButton.accessibilityLabel == "Places")
        #expect(bar.backButton.accessibilityTraits == .button)
    }
}
