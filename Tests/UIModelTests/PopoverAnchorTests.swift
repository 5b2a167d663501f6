import Foundation
import Testing
@testable import UIModel

/// Popovers pointing at bar button items, passthrough views, and the adaptive style a
/// presentation controller reports.
@Suite(.serialized, .freshRuntime) struct PopoverAnchorTests: AnimationTesting {
    func onPad(_ root: UIViewController) -> UIWindow {
        let window = show(root)
        UIScreen.main.simulatorSetIdiom(.pad, style: .light)
        app.transitionScreen(to: CGSize(width: 1194, height: 834), scale: 2, duration: 0)
        app.layoutWindows()
        return window
    }

    @Test func aPopoverPointsAtABarButtonItemAndLetsPassthroughViewsWork() {
        let content = UIViewController(), list = UIViewController()
        let item = UIBarButtonItem(systemItem: .action)
        list.navigationItem.rightBarButtonItem = item
        let nav = UINavigationController(rootViewController: list)
        _ = onPad(nav)
        var taps = 0
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 40, y: 600, width: 120, height: 44)
        button.addAction(UIAction { _ in taps += 1 }, for: .touchUpInside)
        list.view.addSubview(button)
        content.preferredContentSize = CGSize(width: 300, height: 200)
        content.modalPresentationStyle = .popover
        let pc = content.popoverPresentationController!
        pc.barButtonItem = item
        pc.passthroughViews = [button]
        #expect(pc.adaptivePresentationStyle == .pageSheet, "compact: a sheet")
        #expect(pc.adaptivePresentationStyle(for: UITraitCollection(horizontalSizeClass: .regular)) == .popover)
        let before = UIKitWarning.history.count
        nav.present(content, animated: false)
        app.layoutWindows()
        #expect(!UIKitWarning.history.dropFirst(before).contains { $0.contains("sourceView") }, "the item is the anchor")
        let itemFrame = item.shownView!.convert(item.shownView!.bounds, to: nil)
        #expect(pc.arrowDirection == .up && abs(content.view.frame.minY - (itemFrame.maxY + UIPopoverPresentationController.arrowHeight)) < 1)
        // A tap on a passthrough view reaches it and leaves the popover up; a tap elsewhere dismisses.
        let t0 = CACurrentMediaTime()
        app.handleTouch(.began, at: CGPoint(x: 100, y: 622), timestamp: t0)
        app.handleTouch(.ended, at: CGPoint(x: 100, y: 622), timestamp: t0 + 0.05)
        run(seconds: 0.5)
        #expect(taps == 1 && nav.presentedViewController === content)
        app.handleTouch(.began, at: CGPoint(x: 600, y: 700), timestamp: t0 + 1)
        app.handleTouch(.ended, at: CGPoint(x: 600, y: 700), timestamp: t0 + 1.05)
        run(seconds: 1)
        #expect(nav.presentedViewController == nil)
    }

    @Test func theSourceItemMayBeAView() {
        let root = UIViewController(), content = UIViewController()
        _ = onPad(root)
        let anchor = UIView(frame: CGRect(x: 500, y: 300, width: 40, height: 40))
        root.view.addSubview(anchor)
        content.modalPresentationStyle = .popover
        content.preferredContentSize = CGSize(width: 200, height: 100)
        let pc = content.popoverPresentationController!
        pc.sourceItem = anchor
        root.present(content, animated: false)
        app.layoutWindows()
        #expect(pc.arrowDirection != .unknown && abs(content.view.frame.midX - 520) < 1)
        // As in UIKit, presentingViewController is not optional: the presenter once presented.
        #expect(pc.presentingViewController === root)
    }
}
