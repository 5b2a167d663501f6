import Foundation
import Testing
@testable import UIModel

/// Records what a sheet's delegate hears.
final class SheetLog: NSObject, UISheetPresentationControllerDelegate {
    var entries: [String] = []
    var allowsDismissal = true
    func presentationControllerShouldDismiss(_ pc: UIPresentationController) -> Bool { entries.append("should"); return allowsDismissal }
    func presentationControllerWillDismiss(_ pc: UIPresentationController) { entries.append("will") }
    func presentationControllerDidDismiss(_ pc: UIPresentationController) { entries.append("did") }
    func presentationControllerDidAttemptToDismiss(_ pc: UIPresentationController) { entries.append("attempt") }
    func sheetPresentationControllerDidChangeSelectedDetentIdentifier(_ sheet: UISheetPresentationController) {
        entries.append("detent \(sheet.selectedDetentIdentifier?.rawValue ?? "nil")")
    }
}

@Suite(.serialized, .freshRuntime) struct SheetPresentationTests: AnimationTesting {
    /// iPhone 15's 393 × 852 screen with its 59 / 34 pt safe area, a root controller and a
    /// controller ready to present over it.
    func setUp() -> (root: UIViewController, sheet: UIViewController, log: SheetLog) {
        let root = UIViewController(), sheet = UIViewController()
        root.view.backgroundColor = .systemBlue
        sheet.view.backgroundColor = .systemBackground
        _ = makeView()
        app.removeAllWindows()
        UIScreen.main.simulatorSetDeviceInsets(DeviceInsets(hardware: UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0),
                                                            statusBarHeight: 54, statusBarInset: 59, hasHomeIndicator: true))
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
        window.rootViewController = root
        window.makeKeyAndVisible()
        let log = SheetLog()
        sheet.sheetPresentationController?.delegate = log
        return (root, sheet, log)
    }

    /// A finger drag from `start` by `dy`, over `duration`, then lifted; time runs on for `settle`.
    func drag(from start: CGPoint, by dy: CGFloat, duration: Double = 0.4, settle: Double = 1, lift: Bool = true) {
        var t = CACurrentMediaTime()
        app.handleTouch(.began, at: start, timestamp: t)
        let steps = 16
        for i in 1...steps {
            run(seconds: duration / Double(steps))
            t = CACurrentMediaTime()
            app.handleTouch(.moved, at: CGPoint(x: start.x, y: start.y + dy * CGFloat(i) / CGFloat(steps)), timestamp: t)
        }
        guard lift else { return }
        run(seconds: 0.1)  // held still: no fling
        app.handleTouch(.ended, at: CGPoint(x: start.x, y: start.y + dy), timestamp: CACurrentMediaTime())
        run(seconds: settle)
    }

    @Test func presentingShowsAPageSheetByDefaultAndPushesTheScreenBack() {
        let (root, sheet, _) = setUp()
        #expect(sheet.modalPresentationStyle == .automatic)
        let pc = sheet.sheetPresentationController
        #expect(pc != nil && pc === sheet.presentationController)
        root.present(sheet, animated: true)
        run(seconds: 1)
        #expect(sheet.view.frame == CGRect(x: 0, y: 69, width: 393, height: 783), "10 pt below the 59 pt safe-area top")
        #expect(sheet.view.layer.cornerRadius == 10 && sheet.view.clipsToBounds)
        #expect(root.view.window != nil, "the presenter stays behind the sheet")
        let behind = root.view.frame
        #expect(abs(behind.minY - 59) < 0.01 && abs(behind.width - 361) < 0.01 && abs(behind.midX - 196.5) < 0.01)
        #expect(root.view.layer.cornerRadius == 10)
        #expect(root.view.safeAreaInsets.top == 59, "pushed back, the screen keeps its layout")
        #expect(abs(pc!.dimmingView.alpha - UIPresentationController.dimmingAlpha) < 1e-6)
        // The sheet's content is elevated: in dark appearance its system background is lighter.
        #expect(sheet.traitCollection.userInterfaceLevel == .elevated && root.traitCollection.userInterfaceLevel == .base)
        let dark = UITraitCollection(userInterfaceStyle: .dark)
        let elevated = UIColor.systemBackground.resolvedColor(with: UITraitCollection(traitsFrom: [sheet.traitCollection, dark]))
        let base = UIColor.systemBackground.resolvedColor(with: UITraitCollection(traitsFrom: [root.traitCollection, dark]))
        #expect(elevated == UIColor(red: 28 / 255, green: 28 / 255, blue: 30 / 255, alpha: 1) && base == UIColor(white: 0, alpha: 1))
        root.dismiss(animated: true)
        run(seconds: 1)
        #expect(root.presentedViewController == nil && root.view.transform.isIdentity && root.view.frame == CGRect(x: 0, y: 0, width: 393, height: 852))
        #expect(root.view.layer.cornerRadius == 0 && !root.view.clipsToBounds)
        #expect(sheet.presentationController == nil, "a new sheet controller for the next presentation")
    }

    @Test func aMediumDetentRestsAtHalfTheScreenAndAnimatesToLarge() {
        let (root, sheet, _) = setUp()
        let pc = sheet.sheetPresentationController!
        pc.detents = [.medium(), .large()]
        pc.prefersGrabberVisible = true
        root.present(sheet, animated: true)
        run(seconds: 1)
        #expect(sheet.view.frame == CGRect(x: 0, y: 426, width: 393, height: 426), "half of 852 pt")
        #expect(pc.selectedDetentIdentifier == nil && root.view.transform.isIdentity, "the smallest detent; nothing pushed back")
        #expect(pc.dimmingView.alpha > 0.39)
        #expect(pc.grabberView.superview === pc.containerView && pc.grabberView.frame == CGRect(x: 178.5, y: 431, width: 36, height: 5), "\(pc.grabberView.frame)")
        pc.animateChanges { pc.selectedDetentIdentifier = .large }
        run(seconds: 0.1)
        let midway = sheet.view.layer.presentation()!.frame.minY
        #expect(midway < 426 && midway > 69, "it animates")
        run(seconds: 1)
        #expect(sheet.view.frame.minY == 69 && !root.view.transform.isIdentity)
        #expect(pc.grabberView.frame.minY == 74)
    }

    @Test func anUndimmedDetentLeavesTheScreenBehindInteractive() {
        let (root, sheet, _) = setUp()
        var taps = 0
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 20, y: 100, width: 200, height: 44)
        button.addAction(UIAction { _ in taps += 1 }, for: .touchUpInside)
        root.view.addSubview(button)
        let pc = sheet.sheetPresentationController!
        pc.detents = [.medium(), .large()]
        pc.largestUndimmedDetentIdentifier = .medium
        root.present(sheet, animated: false)
        app.layoutWindows()
        #expect(pc.dimmingView.alpha == 0 && root.view.tintAdjustmentMode != .dimmed)
        app.handleTouch(.began, at: CGPoint(x: 60, y: 120), timestamp: CACurrentMediaTime())
        app.handleTouch(.ended, at: CGPoint(x: 60, y: 120), timestamp: CACurrentMediaTime() + 0.05)
        #expect(taps == 1, "the button behind the sheet takes the tap")
        pc.selectedDetentIdentifier = .large
        app.layoutWindows()
        #expect(pc.dimmingView.alpha > 0.39 && sheet.view.frame.minY == 69)
    }

    @Test func aSwipeDownDismissesWithTheDelegatesCallbacks() {
        let (root, sheet, log) = setUp()
        root.present(sheet, animated: false)
        drag(from: CGPoint(x: 200, y: 300), by: 120, lift: false)
        #expect(abs(sheet.view.frame.minY - (69 + 110)) < 0.5, "the sheet follows the finger (past the 10 pt slop)")
        #expect(log.entries == ["should", "will"])
        let pushed = root.view.frame.width
        #expect(pushed > 361 && pushed < 393, "the screen behind comes forward as the sheet goes down")
        app.handleTouch(.moved, at: CGPoint(x: 200, y: 620), timestamp: CACurrentMediaTime() + 0.02)
        app.handleTouch(.ended, at: CGPoint(x: 200, y: 620), timestamp: CACurrentMediaTime() + 0.04)
        run(seconds: 1)
        #expect(root.presentedViewController == nil && log.entries == ["should", "will", "did"])
        #expect(root.view.transform.isIdentity)
    }

    @Test func aShortDragSpringsBack() {
        let (root, sheet, log) = setUp()
        root.present(sheet, animated: false)
        drag(from: CGPoint(x: 200, y: 300), by: 80)
        #expect(root.presentedViewController === sheet && sheet.view.frame.minY == 69)
        #expect(log.entries == ["should", "will"], "a swipe that began to dismiss, then cancelled: no did")
        #expect(abs(root.view.frame.width - 361) < 0.01)
    }

    @Test func aModalSheetResistsAndTellsTheDelegate() {
        let (root, sheet, log) = setUp()
        sheet.isModalInPresentation = true
        root.present(sheet, animated: false)
        drag(from: CGPoint(x: 200, y: 300), by: 400, lift: false)
        let moved = sheet.view.frame.minY - 69
        #expect(moved > 0 && moved < 200, "rubber-banded: it gives, but less than the finger")
        app.handleTouch(.ended, at: CGPoint(x: 200, y: 700), timestamp: CACurrentMediaTime() + 0.02)
        run(seconds: 1)
        #expect(root.presentedViewController === sheet && sheet.view.frame.minY == 69)
        #expect(log.entries == ["attempt"], "isModalInPresentation refuses without asking")
        log.entries.removeAll()
        sheet.isModalInPresentation = false
        log.allowsDismissal = false
        drag(from: CGPoint(x: 200, y: 300), by: 400)
        #expect(root.presentedViewController === sheet && log.entries == ["should", "attempt"], "\(log.entries)")
    }

    @Test func draggingBetweenDetentsSelectsOneAndTellsTheDelegate() {
        let (root, sheet, log) = setUp()
        let pc = sheet.sheetPresentationController!
        pc.detents = [.medium(), .large()]
        root.present(sheet, animated: false)
        drag(from: CGPoint(x: 200, y: 500), by: -300)
        #expect(pc.selectedDetentIdentifier == .large && sheet.view.frame.minY == 69)
        #expect(log.entries == ["should", "detent com.apple.UIKit.large"])
        drag(from: CGPoint(x: 200, y: 300), by: 200)
        #expect(pc.selectedDetentIdentifier == .medium && sheet.view.frame.minY == 426)
        #expect(root.presentedViewController === sheet)
        // A tap on the dimmed screen above a medium sheet dismisses it.
        app.handleTouch(.began, at: CGPoint(x: 200, y: 200), timestamp: CACurrentMediaTime())
        app.handleTouch(.ended, at: CGPoint(x: 200, y: 200), timestamp: CACurrentMediaTime() + 0.05)
        run(seconds: 1)
        #expect(root.presentedViewController == nil && log.entries.suffix(2) == ["will", "did"])
    }

    @Test func customDetentsResolveAndBadOnesAreLeftOut() {
        let (root, sheet, _) = setUp()
        let pc = sheet.sheetPresentationController!
        var maximum: CGFloat = 0
        let small = UISheetPresentationController.Detent.custom(identifier: .init("small")) { ctx in
            maximum = ctx.maximumDetentValue
            return 200
        }
        let before = UIKitWarning.history.count
        pc.detents = [.custom { _ in .nan }, .custom { _ in -40 }, small, .custom { _ in nil }, .large()]
        root.present(sheet, animated: false)
        app.layoutWindows()
        #expect(abs(maximum - (852 - 69 - 34)) < 1e-6, "the large height above the bottom safe area")
        #expect(sheet.view.frame == CGRect(x: 0, y: 852 - 234, width: 393, height: 234), "200 pt plus the 34 pt bottom inset")
        #expect(UIKitWarning.history.dropFirst(before).contains { $0.contains("resolved to nan") })
        #expect(UIKitWarning.history.dropFirst(before).contains { $0.contains("resolved to -40") })
        // Nothing valid at all: the sheet is large.
        pc.detents = [.custom { _ in .infinity }]
        app.layoutWindows()
        #expect(sheet.view.frame.minY == 69)
    }

    @Test func aScrollViewAtItsTopHandsAPullDownToTheSheet() {
        let (root, sheet, log) = setUp()
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 393, height: 783))
        scroll.contentSize = CGSize(width: 393, height: 3000)
        sheet.view.addSubview(scroll)
        root.present(sheet, animated: false)
        // Scrolled down: a pull down scrolls the content back.
        scroll.contentOffset = CGPoint(x: 0, y: 500)
        drag(from: CGPoint(x: 200, y: 300), by: 200)
        #expect(root.presentedViewController === sheet && scroll.contentOffset.y < 500 && sheet.view.frame.minY == 69)
        #expect(log.entries.isEmpty)
        // At the top: the pull down drags the sheet away.
        scroll.setContentOffset(.zero, animated: false)
        drag(from: CGPoint(x: 200, y: 300), by: 420)
        #expect(root.presentedViewController == nil && log.entries == ["should", "will", "did"])
    }

    @Test func dismissingFromCodeMidSwipeEndsTheSwipe() {
        let (root, sheet, log) = setUp()
        root.present(sheet, animated: false)
        drag(from: CGPoint(x: 200, y: 300), by: 150, lift: false)
        root.dismiss(animated: false)
        #expect(root.presentedViewController == nil && root.view.transform.isIdentity)
        app.handleTouch(.moved, at: CGPoint(x: 200, y: 600), timestamp: CACurrentMediaTime() + 0.02)
        app.handleTouch(.ended, at: CGPoint(x: 200, y: 600), timestamp: CACurrentMediaTime() + 0.04)
        run(seconds: 1)
        #expect(log.entries == ["should", "will"], "a dismissal from code is not the user's: no did")
        #expect(app.hierarchyProblems().isEmpty)
    }

    @Test func aSheetOnASheetPushesTheFirstBack() {
        let (root, sheet, _) = setUp()
        let second = UIViewController()
        root.present(sheet, animated: false)
        sheet.present(second, animated: false)
        app.layoutWindows()
        #expect(second.view.frame.minY == 69)
        let first = sheet.view.frame
        #expect(abs(first.minY - 59) < 0.01 && abs(first.width - 361) < 0.01, "the first sheet rises and narrows")
        sheet.dismiss(animated: false)
        app.layoutWindows()
        #expect(sheet.view.transform.isIdentity && sheet.view.frame.minY == 69)
    }

    /// A child of `root` in its lower part that defines a presentation context.
    func contextChild(of root: UIViewController) -> UIViewController {
        let child = UIViewController()
        root.addChild(child)
        child.view.frame = CGRect(x: 0, y: 400, width: 393, height: 300)
        root.view.addSubview(child.view)
        child.didMove(toParent: root)
        child.definesPresentationContext = true
        return child
    }

    @Test func overCurrentContextCoversTheDefiningControllersView() {
        let (root, _, _) = setUp()
        let child = contextChild(of: root)
        let overlay = UIViewController()
        overlay.modalPresentationStyle = .overCurrentContext
        child.present(overlay, animated: false)
        #expect(overlay.presentingViewController === child && child.presentedViewController === overlay)
        #expect(overlay.view.superview?.frame == CGRect(x: 0, y: 400, width: 393, height: 300))
        #expect(overlay.view.frame == CGRect(x: 0, y: 0, width: 393, height: 300) && child.view.window != nil)
        child.dismiss(animated: false)
        #expect(child.presentedViewController == nil && overlay.view.window == nil)
    }

    @Test func theContextCanProvideItsTransitionStyle() {
        let (root, _, _) = setUp()
        let child = contextChild(of: root)
        child.providesPresentationContextTransitionStyle = true
        child.modalTransitionStyle = .crossDissolve
        let overlay = UIViewController()
        overlay.modalPresentationStyle = .currentContext
        child.present(overlay, animated: true)
        frame(0.1)
        let shown = overlay.view.layer.presentation()
        #expect((shown?.opacity ?? 1) < 1, "the context's cross-dissolve fades the overlay in")
        #expect(shown?.frame.minY == 0, "it does not rise as the overlay's own cover-vertical would")
        #expect(overlay.modalTransitionStyle == .coverVertical, "the presented controller's own style stays as it was")
    }

    @Test func onARegularWidthIPadTheSheetIsCentredAndNothingIsPushedBack() {
        let (root, sheet, _) = setUp()
        UIScreen.main.simulatorSetIdiom(.pad, style: .light)
        app.transitionScreen(to: CGSize(width: 1194, height: 834), scale: 2, duration: 0)
        UIScreen.main.simulatorSetDeviceInsets(.none)
        sheet.sheetPresentationController!.detents = [.medium()]
        root.present(sheet, animated: false)
        app.layoutWindows()
        #expect(sheet.view.frame.midX == 597 && sheet.view.frame.width == 704 && sheet.view.frame.minY == 40, "detents do not apply")
        #expect(root.view.transform.isIdentity)
        // Form sizing on request.
        sheet.sheetPresentationController!.prefersPageSizing = false
        app.layoutWindows()
        #expect(sheet.view.frame.size == UIPresentationController.formSheetSize && sheet.view.frame.midY == 417)
    }

    @Test func aTextInputInTheSheetRaisesItAboveTheKeyboard() {
        let (root, sheet, _) = setUp()
        let field = UITextField(frame: CGRect(x: 20, y: 30, width: 300, height: 34))
        sheet.view.addSubview(field)
        let pc = sheet.sheetPresentationController!
        pc.detents = [.medium(), .large()]
        root.present(sheet, animated: false)
        app.layoutWindows()
        field.becomeFirstResponder()
        run(seconds: 0.5)
        #expect(pc.selectedDetentIdentifier == .large && sheet.view.frame.minY == 69, "a sheet that can grow goes large")
        field.resignFirstResponder()
        run(seconds: 0.5)
        #expect(sheet.view.frame.minY == 69, "and stays large")
        // A sheet that cannot grow rises above the keyboard instead, and comes back down.
        pc.detents = [.medium()]
        app.layoutWindows()
        #expect(sheet.view.frame.minY == 426)
        field.becomeFirstResponder()
        run(seconds: 0.5)
        let keyboardTop = UIModelRuntime.current.input.softwareKeyboard.frame!.minY
        #expect(abs(sheet.view.frame.minY - (426 - (852 - 34 - keyboardTop))) < 0.5)
        field.resignFirstResponder()
        run(seconds: 0.5)
        #expect(sheet.view.frame.minY == 426)
    }

    @Test func aFlickCarriesItsSpeedIntoTheSpringToTheDetent() {
        /// How far the sheet has risen 50 ms after a drag up from the medium detent, nearer the
        /// large one, is let go: held still first, or flicked at about 1,300 pt/s.
        func rise(flick: Bool) -> CGFloat {
            let (root, sheet, _) = setUp()
            sheet.sheetPresentationController!.detents = [.medium(), .large()]
            root.present(sheet, animated: false)
            app.layoutWindows()
            app.handleTouch(.began, at: CGPoint(x: 200, y: 600), timestamp: CACurrentMediaTime())
            for i in 1...12 {
                frame(1.0 / 60)
                app.handleTouch(.moved, at: CGPoint(x: 200, y: 600 - 22 * CGFloat(i)), timestamp: CACurrentMediaTime())
            }
            if !flick { run(seconds: 0.2) }
            let released = sheet.view.frame.minY
            app.handleTouch(.ended, at: CGPoint(x: 200, y: 336), timestamp: CACurrentMediaTime())
            for _ in 0..<3 { frame(1.0 / 60) }
            return released - sheet.view.layer.presentation()!.frame.minY
        }
        let held = rise(flick: false), flicked = rise(flick: true)
        #expect(held > 0 && flicked > held * 1.5, "held \(held), flicked \(flicked)")
    }
}
