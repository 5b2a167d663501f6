import Foundation
import Testing
@testable import UIModel

/// Three logging pages and a log of what the page view controller asks and tells.
final class PageBook: NSObject, UIPageViewControllerDataSource, UIPageViewControllerDelegate {
    let log = LoggingController.Log()
    lazy var pages = ["A", "B", "C"].map { LoggingController($0, log: log) }
    var showsDots = true

    func name(_ vc: UIViewController?) -> String { (vc as? LoggingController)?.name ?? "nil" }

    func pageViewController(_ pvc: UIPageViewController, viewControllerBefore vc: UIViewController) -> UIViewController? {
        let i = pages.firstIndex { $0 === vc }!
        log.entries.append("before \(name(vc))")
        return i > 0 ? pages[i - 1] : nil
    }
    func pageViewController(_ pvc: UIPageViewController, viewControllerAfter vc: UIViewController) -> UIViewController? {
        let i = pages.firstIndex { $0 === vc }!
        log.entries.append("after \(name(vc))")
        return i < pages.count - 1 ? pages[i + 1] : nil
    }
    func presentationCount(for pageViewController: UIPageViewController) -> Int { showsDots ? pages.count : 0 }
    func presentationIndex(for pageViewController: UIPageViewController) -> Int { 0 }
    func pageViewController(_ pvc: UIPageViewController, willTransitionTo pending: [UIViewController]) {
        log.entries.append("willTransitionTo \(pending.map(name))")
    }
    func pageViewController(_ pvc: UIPageViewController, didFinishAnimating finished: Bool,
                            previousViewControllers: [UIViewController], transitionCompleted completed: Bool) {
        log.entries.append("didFinish \(previousViewControllers.map(name)) completed: \(completed)")
    }
}

@Suite(.serialized, .freshRuntime) struct PageViewControllerTests: AnimationTesting {
    func book(_ orientation: UIPageViewController.NavigationOrientation = .horizontal, spacing: CGFloat = 0)
        -> (UIPageViewController, PageBook) {
        let book = PageBook()
        let pvc = UIPageViewController(transitionStyle: .scroll, navigationOrientation: orientation,
                                       options: [.interPageSpacing: spacing])
        pvc.dataSource = book
        pvc.delegate = book
        pvc.setViewControllers([book.pages[0]], direction: .forward, animated: false)
        show(pvc).layoutIfNeeded()
        run(seconds: 0.1)
        book.log.entries.removeAll()
        return (pvc, book)
    }

    /// A finger drag by `d` over `duration`, then lifted; time runs on for `settle` seconds.
    func swipe(by d: CGVector, duration: Double = 0.3, settle: Double = 1.5) {
        let start = CGPoint(x: 200, y: 400)
        var t = CACurrentMediaTime()
        app.handleTouch(.began, at: start, timestamp: t)
        let steps = 12
        for i in 1...steps {
            let f = CGFloat(i) / CGFloat(steps)
            run(seconds: duration / Double(steps))
            t = CACurrentMediaTime()
            app.handleTouch(.moved, at: CGPoint(x: start.x + d.dx * f, y: start.y + d.dy * f), timestamp: t)
        }
        app.handleTouch(.ended, at: CGPoint(x: start.x + d.dx, y: start.y + d.dy), timestamp: t)
        run(seconds: settle)
    }

    @Test func thePageShownIsAChildAndItsNeighboursAreAskedOnce() {
        let (pvc, book) = book()
        #expect(pvc.viewControllers == [book.pages[0]] && pvc.children == [book.pages[0]])
        #expect(book.pages[0].view.window != nil && book.pages[0].appearanceState == .appeared)
        pvc.view.setNeedsLayout()
        pvc.view.layoutIfNeeded()
        #expect(book.log.entries.isEmpty)  // asked when the page was set, not at each layout
        let dots = pvc.queue.pageControl
        #expect(!dots.isHidden && dots.numberOfPages == 3 && dots.currentPage == 0)
        #expect(pvc.gestureRecognizers.isEmpty && pvc.spineLocation == .none)
    }

    @Test func aSwipePastHalfAPageTurnsItInUIKitsOrder() {
        let (pvc, book) = book(spacing: 10)
        swipe(by: CGVector(dx: -260, dy: 0))
        #expect(pvc.viewControllers == [book.pages[1]] && pvc.children == [book.pages[1]])
        #expect(book.log.entries == [
            "willTransitionTo [\"B\"]", "B viewWillAppear", "A viewWillDisappear",
            "B viewDidAppear", "A viewDidDisappear",
            "didFinish [\"A\"] completed: true", "after B",
        ])
        #expect(pvc.queue.pageControl.currentPage == 1)
        // Pages sit a page and the spacing apart; the page shown is in view.
        #expect(book.pages[1].view.convert(CGPoint.zero, to: nil) == .zero)
        #expect(pvc.queue.scrollView.frame.width == 410)
    }

    @Test func aShortSwipeSpringsBackAndTheNeighbourLeaves() {
        let (pvc, book) = book()
        swipe(by: CGVector(dx: -60, dy: 0), duration: 0.6)
        #expect(pvc.viewControllers == [book.pages[0]] && pvc.children == [book.pages[0]])
        #expect(book.log.entries.first == "willTransitionTo [\"B\"]")
        #expect(book.log.entries.last == "didFinish [\"A\"] completed: false")
        #expect(book.pages[0].appearanceState == .appeared && book.pages[1].appearanceState == .disappeared)
    }

    @Test func theFirstPageHasNothingBeforeIt() {
        let (pvc, book) = book()
        swipe(by: CGVector(dx: 260, dy: 0))
        #expect(pvc.viewControllers == [book.pages[0]] && book.log.entries.isEmpty)
    }

    @Test func aVerticalBookTurnsUpwards() {
        let (pvc, book) = book(.vertical)
        swipe(by: CGVector(dx: 0, dy: -500))
        #expect(pvc.viewControllers == [book.pages[1]])
        #expect(pvc.queue.pageControl.isHidden)  // the page control is for horizontal books
    }

    @Test func setViewControllersSlidesWithoutTellingTheDelegate() {
        let (pvc, book) = book()
        var finished: [Bool] = []
        pvc.setViewControllers([book.pages[2]], direction: .forward, animated: true) { finished.append($0) }
        #expect(finished.isEmpty)
        run(seconds: 1)
        #expect(finished == [true] && pvc.viewControllers == [book.pages[2]] && pvc.children == [book.pages[2]])
        #expect(!book.log.entries.contains { $0.hasPrefix("willTransitionTo") || $0.hasPrefix("didFinish") })
        #expect(book.pages[2].appearanceState == .appeared && book.pages[0].appearanceState == .disappeared)
    }

    @Test func theWrongNumberOfPagesIsAWarningAndChangesNothing() {
        let (pvc, book) = book()
        var finished: [Bool] = []
        pvc.setViewControllers([], direction: .forward, animated: false) { finished.append($0) }
        pvc.setViewControllers(book.pages, direction: .forward, animated: true) { finished.append($0) }
        pvc.setViewControllers(nil, direction: .reverse, animated: false)
        #expect(finished == [false, false] && pvc.viewControllers == [book.pages[0]])
        #expect(UIModelRuntime.current.warnings.contains { $0.contains("doesn't match the number required (1)") })
    }
}
