import Foundation
import Testing
@testable import UIModel
import UIModelTesting

/// The iOS 14 column-style split view: `init(style:)`, `setViewController(_:for:)`,
/// `viewController(for:)`, `show(_:)` / `hide(_:)`, the compact column and the delegate's column calls.
@Suite(.serialized, .freshRuntime) struct ColumnSplitTests: AnimationTesting {
    final class Recorder: NSObject, UISplitViewControllerDelegate {
        var top: UISplitViewController.Column = .secondary
        var events: [String] = []
        func splitViewController(_ svc: UISplitViewController,
                                 topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column)
            -> UISplitViewController.Column {
            events.append("top? \(proposedTopColumn)")
            return top
        }
        func splitViewController(_ svc: UISplitViewController, willShow column: UISplitViewController.Column) { events.append("willShow \(column)") }
        func splitViewController(_ svc: UISplitViewController, willHide column: UISplitViewController.Column) { events.append("willHide \(column)") }
        func splitViewControllerDidCollapse(_ svc: UISplitViewController) { events.append("collapsed") }
        func splitViewControllerDidExpand(_ svc: UISplitViewController) { events.append("expanded") }
    }

    func same(_ a: [UIViewController], _ b: [UIViewController]) -> Bool { a.count == b.count && zip(a, b).allSatisfy { $0 === $1 } }

    /// An iPad screen (landscape 1194 × 834: regular width; 375 wide: compact).
    func pad(_ size: CGSize) {
        UIScreen.main.simulatorSetIdiom(.pad, style: .light)
        app.transitionScreen(to: size, scale: 2, duration: 0)
        app.layoutWindows()
    }

    func makeSplit(_ recorder: Recorder? = nil) -> (UISplitViewController, UIViewController, UIViewController) {
        let list = UIViewController(), detail = UIViewController()
        list.title = "List"
        detail.title = "Detail"
        let split = UISplitViewController(style: .doubleColumn)
        split.delegate = recorder
        split.setViewController(list, for: .primary)
        split.setViewController(detail, for: .secondary)
        UIScreen.main.simulatorSetIdiom(.pad, style: .light)
        show(split)
        pad(CGSize(width: 1194, height: 834))
        recorder?.events.removeAll()
        return (split, list, detail)
    }

    @Test func columnsLiveInNavigationControllersOfTheirOwn() {
        let (split, list, detail) = makeSplit()
        #expect(split.style == .doubleColumn && UISplitViewController().style == .unspecified)
        #expect(split.viewController(for: .primary) === list && split.viewController(for: .secondary) === detail)
        #expect(split.viewController(for: .compact) == nil)
        let primaryNav = list.navigationController, secondaryNav = detail.navigationController
        #expect(primaryNav != nil && secondaryNav != nil && primaryNav !== secondaryNav)
        #expect(primaryNav?.parent === split && detail.splitViewController === split)
        #expect(split.viewControllers.count == 2 && split.viewControllers[0] === primaryNav)
        #expect(split.displayMode == .oneBesideSecondary, "landscape: side by side")
        #expect(list.view.window != nil && detail.view.window != nil)
        #expect(primaryNav?.view.frame.width == 320 && secondaryNav?.view.frame.minX == 320.5)
        #expect(primaryNav?.navigationBar.titleLabel.text == "List" && secondaryNav?.navigationBar.titleLabel.text == "Detail")
        // A navigation controller is used as it is.
        let own = UINavigationController(rootViewController: UIViewController())
        split.setViewController(own, for: .secondary)
        #expect(split.viewController(for: .secondary) === own && split.viewControllers[1] === own)
        #expect(detail.view.window == nil)
        // The classic split does not take columns.
        let classic = UISplitViewController()
        classic.setViewController(list, for: .primary)
        #expect(classic.viewController(for: .primary) == nil && UIKitWarning.history.last?.contains("column-style") == true)
    }

    @Test func showAndHideSlideThePrimaryInAndOut() {
        let recorder = Recorder()
        let (split, list, _) = makeSplit(recorder)
        split.hide(.primary)
        #expect(split.displayMode == .secondaryOnly)
        run(seconds: 0.5)
        #expect(list.view.convert(list.view.bounds, to: nil).maxX <= 0, "slid off to the left")
        split.show(.primary)
        #expect(split.displayMode == .oneBesideSecondary)
        run(seconds: 0.5)
        #expect(list.view.convert(list.view.bounds, to: nil).minX == 0)
        #expect(!recorder.events.contains { $0.hasPrefix("will") }, "not told of what the app asked for")
        split.hide(.secondary)
        #expect(split.displayMode == .oneBesideSecondary && UIKitWarning.history.last?.contains("hide(.secondary)") == true)
        // Turning the split hands the mode back to the preferred one (automatic: beside in
        // landscape, hidden in portrait), and the delegate hears the primary come and go.
        split.hide(.primary)
        pad(CGSize(width: 834, height: 1194))
        #expect(split.displayMode == .secondaryOnly && recorder.events.isEmpty)
        pad(CGSize(width: 1194, height: 834))
        #expect(split.displayMode == .oneBesideSecondary && recorder.events == ["willShow primary"])
        pad(CGSize(width: 834, height: 1194))
        #expect(split.displayMode == .secondaryOnly && recorder.events == ["willShow primary", "willHide primary"])
        // In portrait, show slides the primary over the secondary.
        split.show(.primary)
        #expect(split.displayMode == .oneOverSecondary)
        run(seconds: 0.5)
        #expect(list.view.convert(list.view.bounds, to: nil).minX == 0)
    }

    @Test func collapsingPutsTheSecondaryOnTopUnlessTheDelegateSaysOtherwise() {
        let recorder = Recorder()
        let (split, list, detail) = makeSplit(recorder)
        pad(CGSize(width: 375, height: 834))
        #expect(split.isCollapsed && recorder.events == ["top? secondary", "collapsed"], "\(recorder.events)")
        let nav = list.navigationController!
        #expect(same(nav.viewControllers, [list, detail]) && detail.view.window != nil)
        #expect(split.viewController(for: .secondary) === detail)
        split.show(.primary)
        run(seconds: 0.6)
        #expect(same(nav.viewControllers, [list]) && list.view.window != nil)
        split.show(.secondary)
        run(seconds: 0.6)
        #expect(nav.topViewController === detail)
        pad(CGSize(width: 1194, height: 834))
        #expect(!split.isCollapsed && recorder.events.last == "expanded", "\(recorder.events)")
        #expect(same(nav.viewControllers, [list]) && detail.navigationController?.parent === split && detail.view.window != nil)
        // The delegate keeps the list on top; selecting then pushes the detail.
        recorder.top = .primary
        pad(CGSize(width: 375, height: 834))
        #expect(same(nav.viewControllers, [list]))
        let other = UIViewController()
        list.showDetailViewController(other, sender: nil)
        run(seconds: 0.6)
        #expect(split.viewController(for: .secondary) === other && nav.topViewController === other)
        pad(CGSize(width: 1194, height: 834))
        #expect(other.view.window != nil && other.navigationController?.parent === split && same(nav.viewControllers, [list]))
        #expect(app.hierarchyProblems().isEmpty)
    }

    @Test func aCompactColumnIsShownAloneWhileCollapsed() {
        let (split, list, detail) = makeSplit()
        let phoneUI = UIViewController()
        phoneUI.title = "Phone"
        split.setViewController(phoneUI, for: .compact)
        #expect(split.viewController(for: .compact) === phoneUI && phoneUI.view.window == nil)
        pad(CGSize(width: 375, height: 834))
        #expect(split.isCollapsed && phoneUI.view.window != nil && list.view.window == nil && detail.view.window == nil)
        #expect(phoneUI.navigationController?.view.frame.width == 375)
        split.show(.secondary)  // the compact column is all there is
        #expect(phoneUI.view.window != nil)
        pad(CGSize(width: 1194, height: 834))
        #expect(!split.isCollapsed && phoneUI.view.window == nil && list.view.window != nil && detail.view.window != nil)
        #expect(app.hierarchyProblems().isEmpty)
    }
}
