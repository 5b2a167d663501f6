import Foundation
import Testing
@testable import UIModel
import UIModelTesting

/// A pad screen of `size` (landscape 1194 × 834 is regular / regular; 375 wide is compact).
private func padScreen(_ size: CGSize) {
    UIScreen.main.simulatorSetIdiom(.pad, style: .light)
    UIModelRuntime.current.transitionScreen(to: size, scale: 2, duration: 0)
}
private let regular = CGSize(width: 1194, height: 834)
private let compact = CGSize(width: 375, height: 834)

final class DetailController: UIViewController {
    let item: String
    init(_ item: String) { self.item = item; super.init(nibName: nil, bundle: nil); title = item }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

@Suite(.serialized, .freshRuntime) struct ShowAndSplitTests: AnimationTesting {
    func makeSplit(delegate: UISplitViewControllerDelegate? = nil) -> (UISplitViewController, UINavigationController, UIViewController) {
        let list = UIViewController()
        list.title = "List"
        let nav = UINavigationController(rootViewController: list)
        let split = UISplitViewController()
        split.delegate = delegate
        split.preferredDisplayMode = .oneBesideSecondary
        split.viewControllers = [nav, DetailController("none")]
        padScreen(regular)
        show(split)
        app.transitionScreen(to: regular, scale: 2, duration: 0)
        app.layoutWindows()
        return (split, nav, list)
    }

    @Test func showPushesOnANavigationStackAndPresentsWithoutOne() {
        UIScreen.main.simulatorSetIdiom(.phone, style: .light)
        let (nav, root, _) = navigationOnScreen()
        let next = UIViewController()
        root.show(next, sender: nil)
        run(seconds: 1)
        #expect(nav.viewControllers.count == 2 && nav.topViewController === next)
        #expect(root.targetViewController(forAction: .showViewController, sender: nil) === nav)
        #expect(root.targetViewController(forAction: .showDetailViewController, sender: nil) == nil)
        let lone = UIViewController()
        show(lone)
        let modal = UIViewController()
        lone.showDetailViewController(modal, sender: nil)  // no split, no navigation: presented
        run(seconds: 1)
        #expect(lone.presentedViewController === modal)
    }

    @Test func splitShowsColumnsInRegularWidthAndCollapsesKeepingTheSelection() {
        let (split, nav, list) = makeSplit()
        #expect(!split.isCollapsed && split.viewControllers.count == 2 && split.displayMode == .oneBesideSecondary)
        #expect(!split.view.needsLayout)  // a layout pass does not ask for another
        #expect(nav.view.frame == CGRect(x: 0, y: 0, width: 320, height: 834))
        #expect(split.viewControllers[1].view.frame.minX == 320.5)
        #expect(list.traitCollection.horizontalSizeClass == .compact)  // the primary column is compact
        #expect(split.viewControllers[1].traitCollection.horizontalSizeClass == .regular)
        split.preferredPrimaryColumnWidthFraction = 0.4
        app.layoutWindows()
        #expect(abs(nav.view.frame.width - 1194 * 0.4) < 0.001)

        // Select "B": it becomes the secondary.
        let b = DetailController("B")
        list.showDetailViewController(b, sender: nil)
        #expect(split.viewControllers.last === b && b.view.window != nil)

        // Compact: the detail is pushed on the primary navigation stack.
        padScreen(compact)
        app.layoutWindows()
        #expect(split.isCollapsed && split.viewControllers.count == 1)
        #expect(nav.viewControllers.map { $0.title } == ["List", "B"] && nav.view.frame.width == 375)
        #expect(b.parent === nav && b.view.window != nil)

        // Regular again: "B" is the secondary again.
        padScreen(regular)
        app.layoutWindows()
        #expect(!split.isCollapsed && split.viewControllers.last === b && nav.viewControllers.count == 1)
        #expect(b.parent === split && b.view.frame.minX > 300)
        #expect(app.hierarchyProblems().isEmpty)

        // Collapsed, back to the list and selecting pushes; separating shows it as the detail.
        padScreen(compact)
        app.layoutWindows()
        nav.popViewController(animated: false)
        let c = DetailController("C")
        list.showDetailViewController(c, sender: nil)
        run(seconds: 1)
        #expect(nav.topViewController === c)
        padScreen(regular)
        app.layoutWindows()
        #expect(split.viewControllers.last === c)
    }

    final class DropDetail: NSObject, UISplitViewControllerDelegate {
        var calls: [String] = []
        let replacement = DetailController("from delegate")
        func splitViewController(_ s: UISplitViewController, collapseSecondary secondary: UIViewController, onto primary: UIViewController) -> Bool {
            calls.append("collapse \(secondary.title ?? "")"); return true
        }
        func splitViewController(_ s: UISplitViewController, separateSecondaryFrom primary: UIViewController) -> UIViewController? {
            calls.append("separate"); return replacement
        }
    }

    @Test func theDelegateDecidesCollapseAndSeparation() {
        let delegate = DropDetail()
        let (split, nav, _) = makeSplit(delegate: delegate)
        padScreen(compact)
        app.layoutWindows()
        #expect(split.isCollapsed && nav.viewControllers.count == 1 && delegate.calls == ["collapse none"])
        padScreen(regular)
        app.layoutWindows()
        #expect(delegate.calls == ["collapse none", "separate"] && split.viewControllers.last === delegate.replacement)
        #expect(app.hierarchyProblems().isEmpty)
    }
}

final class PopoverDelegate: NSObject, UIPopoverPresentationControllerDelegate {
    var style: UIModalPresentationStyle?
    var wrap = false
    var dismissed = 0
    func adaptivePresentationStyle(for controller: UIPresentationController, traitCollection: UITraitCollection) -> UIModalPresentationStyle {
        style ?? controller.systemAdaptivePresentationStyle(for: traitCollection)
    }
    func presentationController(_ controller: UIPresentationController, viewControllerForAdaptivePresentationStyle style: UIModalPresentationStyle) -> UIViewController? {
        wrap ? UINavigationController(rootViewController: controller.presentedViewController) : nil
    }
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) { dismissed += 1 }
}

@Suite(.serialized, .freshRuntime) struct PresentationControllerTests: AnimationTesting {
    func presentPopover(delegate: PopoverDelegate? = nil) -> (UIViewController, UIViewController, UIButton) {
        padScreen(regular)
        let root = UIViewController()
        show(root)
        app.transitionScreen(to: regular, scale: 2, duration: 0)
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 500, y: 100, width: 80, height: 30)
        root.view.addSubview(button)
        let content = UIViewController()
        content.view.backgroundColor = .white
        content.preferredContentSize = CGSize(width: 300, height: 200)
        content.modalPresentationStyle = .popover
        let pc = content.popoverPresentationController!
        pc.sourceView = button
        pc.delegate = delegate
        root.present(content, animated: true)
        run(seconds: 1)
        app.layoutWindows()
        return (root, content, button)
    }

    @Test func aPopoverPointsAtItsSourceAndAdaptsBothWaysWhileShown() {
        let (root, content, _) = presentPopover()
        let pc = content.popoverPresentationController!
        #expect(root.presentedViewController === content && pc.adaptedStyle == .popover)
        #expect(pc.arrowDirection == .up)
        #expect(content.view.frame == CGRect(x: 390, y: 143, width: 300, height: 200))
        #expect(content.traitCollection.horizontalSizeClass == .compact)
        #expect(root.view.window != nil)  // the presenter stays
        // Compact width: a sheet (no arrow), dimming behind it.
        padScreen(compact)
        app.layoutWindows()
        #expect(pc.adaptedStyle == .pageSheet && pc.arrowDirection == .unknown)
        #expect(content.view.frame == CGRect(x: 0, y: 10, width: 375, height: 824), "10 pt below the safe area's top (a bare screen here)")
        #expect(pc.dimmingView.superview != nil && pc.arrowView.superview == nil)
        // Regular again: a popover again.
        padScreen(regular)
        app.layoutWindows()
        #expect(pc.adaptedStyle == .popover && pc.arrowDirection == .up && pc.dimmingView.superview == nil)
        #expect(content.view.frame == CGRect(x: 390, y: 143, width: 300, height: 200))
        #expect(app.hierarchyProblems().isEmpty)
        // A tap outside dismisses it.
        app.handleTouch(.began, at: CGPoint(x: 50, y: 600), timestamp: 1)
        app.handleTouch(.ended, at: CGPoint(x: 50, y: 600), timestamp: 1.05)
        run(seconds: 1)
        #expect(root.presentedViewController == nil && content.view.window == nil)
    }

    @Test func theDelegateCanKeepThePopoverOrWrapItInCompactWidth() {
        let keep = PopoverDelegate()
        keep.style = UIModalPresentationStyle.none
        let (root, content, _) = presentPopover(delegate: keep)
        padScreen(compact)
        app.layoutWindows()
        #expect(content.popoverPresentationController!.adaptedStyle == .popover)
        content.dismiss(animated: false)
        #expect(root.presentedViewController == nil)

        let wrap = PopoverDelegate()
        wrap.wrap = true
        let (root2, content2, _) = presentPopover(delegate: wrap)
        padScreen(compact)
        app.layoutWindows()
        let pc = content2.popoverPresentationController!
        #expect(pc.adaptedStyle == .pageSheet)
        let nav = pc.adaptiveViewController as? UINavigationController
        #expect(nav != nil && content2.parent === nav && nav!.view.window != nil)
        padScreen(regular)
        app.layoutWindows()
        #expect(pc.adaptiveViewController == nil && content2.parent == nil && content2.view.window != nil)
        padScreen(compact)
        app.layoutWindows()
        content2.dismiss(animated: true)  // from inside the stand-in
        run(seconds: 1)
        #expect(root2.presentedViewController == nil && content2.parent == nil && app.hierarchyProblems().isEmpty)
        padScreen(regular)
    }

    /// A custom presentation: half the height, the presenter visible behind a dimming view
    /// that fades in alongside.
    final class HalfHeight: UIPresentationController {
        let dimming = UIView(frame: .zero)
        var log: [String] = []
        override var frameOfPresentedViewInContainerView: CGRect {
            let b = containerView!.bounds
            return CGRect(x: 0, y: b.height / 2, width: b.width, height: b.height / 2)
        }
        override func presentationTransitionWillBegin() {
            log.append("willBegin")
            dimming.frame = containerView!.bounds
            dimming.backgroundColor = .black
            dimming.alpha = 0
            containerView!.insertSubview(dimming, at: 0)
            presentingViewController.transitionCoordinator!.animate(alongsideTransition: { _ in self.dimming.alpha = 0.5 }, completion: nil)
        }
        override func presentationTransitionDidEnd(_ completed: Bool) { log.append("didEnd \(completed)") }
        override func dismissalTransitionWillBegin() {
            log.append("dismissWillBegin")
            presentingViewController.transitionCoordinator!.animate(alongsideTransition: { _ in self.dimming.alpha = 0 }, completion: nil)
        }
        override func dismissalTransitionDidEnd(_ completed: Bool) { log.append("dismissDidEnd \(completed)") }
        override func containerViewWillLayoutSubviews() {
            log.append("layout")
            presentedView?.frame = frameOfPresentedViewInContainerView
        }
    }

    final class HalfDelegate: NSObject, UIViewControllerTransitioningDelegate {
        var made: HalfHeight?
        func presentationController(forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController) -> UIPresentationController? {
            made = HalfHeight(presentedViewController: presented, presenting: presenting)
            return made
        }
    }

    @Test func aCustomPresentationControllerPlacesTheViewAndDims() {
        UIScreen.main.simulatorSetIdiom(.phone, style: .light)
        app.transitionScreen(to: CGSize(width: 400, height: 800), scale: 2, duration: 0)
        let root = UIViewController()
        show(root)
        let delegate = HalfDelegate()
        let sheet = UIViewController()
        sheet.modalPresentationStyle = .custom
        sheet.transitioningDelegate = delegate
        root.present(sheet, animated: true)
        let pc = delegate.made!
        #expect(sheet.presentationController === pc && pc.log == ["willBegin"])
        frame(0.25)
        let mid = pc.dimming.layer.presentation()!.opacity
        #expect(mid > 0.05 && mid < 0.5)
        run(seconds: 1)
        app.layoutWindows()
        #expect(pc.log.prefix(2) == ["willBegin", "didEnd true"] && pc.log.contains("layout"))
        #expect(sheet.view.frame == CGRect(x: 0, y: 400, width: 400, height: 400))
        #expect(root.view.window != nil && !pc.shouldRemovePresentersView)
        app.transitionScreen(to: CGSize(width: 800, height: 400), scale: 2, duration: 0)
        #expect(sheet.view.frame == CGRect(x: 0, y: 200, width: 800, height: 200))
        sheet.dismiss(animated: true)
        run(seconds: 1)
        #expect(pc.log.suffix(2) == ["dismissWillBegin", "dismissDidEnd true"] && root.presentedViewController == nil)
        #expect(app.hierarchyProblems().isEmpty)
    }
}

@Suite(.serialized, .freshRuntime) struct TextInputTests: AnimationTesting {
    final class Log: NSObject, UITextFieldDelegate {
        var entries: [String] = []
        func textFieldDidBeginEditing(_ textField: UITextField) { entries.append("begin") }
        func textFieldDidEndEditing(_ textField: UITextField) { entries.append("end") }
        func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
            string != "!"
        }
    }

    @Test func aTappedTextFieldTakesTypedText() {
        let root = UIViewController()
        show(root)
        let field = UITextField(frame: CGRect(x: 20, y: 20, width: 200, height: 34))
        field.placeholder = "Name"
        let log = Log()
        field.delegate = log
        var changes = 0
        field.addAction(UIAction { _ in changes += 1 }, for: .editingChanged)
        root.view.addSubview(field)
        #expect(!app.insertText("x"))  // nothing takes text yet
        app.handleTouch(.began, at: CGPoint(x: 50, y: 30), timestamp: 1)
        app.handleTouch(.ended, at: CGPoint(x: 50, y: 30), timestamp: 1.05)
        #expect(field.isFirstResponder && field.isEditing && app.isTextInputActive)
        app.insertText("Hi!")  // the delegate refuses "!" only when it is alone
        app.insertText("!")
        app.insertText("yo")
        app.deleteBackward()
        #expect(field.text == "Hi!y" && changes == 3)
        app.insertText("\n")
        #expect(!field.isFirstResponder && log.entries == ["begin", "end"])
        field.becomeFirstResponder()
        field.removeFromSuperview()
        #expect(app.firstResponder == nil)
    }
}

@Suite(.serialized, .freshRuntime) struct AssetAndAppearanceTests: AnimationTesting {
    @Test func imageViewsSwitchVariantsAndAppearanceTintsFollowTheTraits() {
        UIScreen.main.simulatorSetIdiom(.phone, style: .light)
        app.transitionScreen(to: CGSize(width: 393, height: 852), scale: 3, duration: 0)
        UIView.resetAppearance()
        defer { UIView.resetAppearance() }
        UIView.appearance(for: UITraitCollection(verticalSizeClass: .compact)).tintColor = .red
        UIView.appearance(for: UITraitCollection(verticalSizeClass: .regular)).tintColor = .green
        UIImageView.appearance().backgroundColor = .blue

        let asset = UIImageAsset()
        asset.register(UIImage(name: "smile", size: CGSize(width: 10, height: 10)), with: UITraitCollection())
        asset.register(UIImage(name: "cry", size: CGSize(width: 10, height: 10)), with: UITraitCollection(verticalSizeClass: .compact))
        let root = UIViewController()
        show(root)
        let face = UIImageView(image: asset.image(with: UITraitCollection()).withRenderingMode(.alwaysTemplate))
        let button = UIButton(type: .system)
        button.setTitle("B", for: .normal)
        let plain = UIView(frame: .zero)
        [face, button, plain].forEach { root.view.addSubview($0) }
        app.layoutWindows()
        #expect(face.image?.name == "smile" && face.tintColor == .green && button.titleLabel?.textColor == .green)
        #expect(RGBA(face.layer.backgroundColor!) == RGBA(r: 0, g: 0, b: 1, a: 1) && plain.layer.backgroundColor == nil)

        app.transitionScreen(to: CGSize(width: 852, height: 393), scale: 3, duration: 0)  // compact height
        #expect(face.image?.name == "cry" && face.image?.renderingMode == .alwaysTemplate)
        #expect(face.tintColor == .red && button.titleLabel?.textColor == .red)
        plain.tintColor = .orange  // set on the view: wins over the proxies
        #expect(plain.tintColor == .orange)
        UIImageView.appearance(for: UITraitCollection(verticalSizeClass: .compact)).tintColor = .purple  // more derived class wins
        app.layoutWindows()
        #expect(face.tintColor == .purple && button.tintColor == .red)
        app.transitionScreen(to: CGSize(width: 393, height: 852), scale: 3, duration: 0)
        #expect(face.image?.name == "smile" && face.tintColor == .green)
    }
}

@Suite(.serialized, .freshRuntime) struct AlertControllerTests: AnimationTesting {
    @Test func actionsRunTheirHandlersAfterTheAlertIsDismissed() {
        // Typed from a hardware keyboard: the alert stays in the middle of the screen.
        UIModelRuntime.current.isHardwareKeyboardConnected = true
        defer { UIModelRuntime.current.isHardwareKeyboardConnected = false }
        UIScreen.main.simulatorSetIdiom(.phone, style: .light)
        app.transitionScreen(to: CGSize(width: 400, height: 800), scale: 2, duration: 0)
        let root = UIViewController()
        show(root)
        var log: [String] = []
        let alert = UIAlertController(title: "T", message: "M", preferredStyle: .alert)
        alert.addTextField { $0.text = "x" }
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel) { _ in log.append("cancel") })
        alert.addAction(UIAlertAction(title: "Go", style: .destructive) { _ in log.append("go \(root.presentedViewController == nil)") })
        root.present(alert, animated: true)
        run(seconds: 1)
        app.layoutWindows()
        #expect(alert.view.frame.width == UIAlertController.alertWidth && abs(alert.view.frame.midY - 400) < 1)
        #expect(alert.textFields?.first?.isFirstResponder == true)
        app.insertText("\n")  // return: no preferred action and two actions, nothing fires
        #expect(log.isEmpty)
        let go = alert.view.view(withAccessibilityIdentifier: "alertAction:Go")!
        let p = go.convert(CGPoint(x: go.bounds.midX, y: go.bounds.midY), to: nil)
        app.handleTouch(.began, at: p, timestamp: 10)
        app.handleTouch(.ended, at: p, timestamp: 10.05)
        run(seconds: 1)
        #expect(log == ["go true"] && root.presentedViewController == nil && app.hierarchyProblems().isEmpty)

        let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
        sheet.addAction(UIAlertAction(title: "One", style: .default) { _ in log.append("one") })
        sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel) { _ in log.append("cancel") })
        root.present(sheet, animated: false)
        app.layoutWindows()
        // Compact width: at the bottom, with its cancel button.
        #expect(sheet.popoverPresentationController?.adaptedStyle == .overFullScreen)
        #expect(abs(sheet.view.frame.maxY - (800 - 8)) < 0.5)
        sheet.addTextField()  // not for action sheets: logged and ignored
        #expect(sheet.textFields == nil)
        sheet.dismiss(animated: false)
    }
}

@Suite(.serialized, .freshRuntime) struct ActionSheetPopoverTests: AnimationTesting {
    @Test func anActionSheetsPopoverTakesThePreferredContentSizeTheAppSets() {
        padScreen(regular)
        let root = UIViewController()
        show(root)
        app.transitionScreen(to: regular, scale: 2, duration: 0)
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 500, y: 100, width: 80, height: 30)
        root.view.addSubview(button)
        var log: [String] = []
        let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
        sheet.addAction(UIAlertAction(title: "One", style: .default) { _ in log.append("one") })
        sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel) { _ in log.append("cancel") })
        let natural = sheet.preferredContentSize
        sheet.preferredContentSize = CGSize(width: 320, height: natural.height + 40)
        #expect(sheet.preferredContentSize == CGSize(width: 320, height: natural.height + 40))
        sheet.popoverPresentationController?.sourceView = button
        root.present(sheet, animated: false)
        app.layoutWindows()
        let pc = sheet.popoverPresentationController!
        #expect(pc.adaptedStyle == .popover && pc.dimmingView.superview == nil)
        #expect(sheet.view.frame.size == CGSize(width: 320, height: natural.height + 40))
        // A tap outside the popover dismisses it and runs the cancel action.
        app.handleTouch(.began, at: CGPoint(x: 100, y: 700), timestamp: CACurrentMediaTime() + 0.1)
        app.handleTouch(.ended, at: CGPoint(x: 100, y: 700), timestamp: CACurrentMediaTime() + 0.15)
        run(seconds: 1)
        #expect(root.presentedViewController == nil && log == ["cancel"])
    }
}
