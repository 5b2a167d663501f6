import Foundation
import Testing
@testable import UIModel

/// A context menu delegate that logs each callback and answers with `menu`.
final class MenuDelegateLog: NSObject, UIContextMenuInteractionDelegate {
    var log: [String] = []
    var menu: UIMenu?
    var previewController: UIViewController?
    var locations: [CGPoint] = []

    func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                configurationForMenuAtLocation location: CGPoint) -> UIContextMenuConfiguration? {
        log.append("configuration")
        locations.append(location)
        guard let menu else { return nil }
        let controller = previewController
        return UIContextMenuConfiguration(identifier: nil, previewProvider: controller.map { c in { c } }) { _ in menu }
    }
    func contextMenuInteraction(_ interaction: UIContextMenuInteraction, willDisplayMenuFor configuration: UIContextMenuConfiguration,
                                animator: UIContextMenuInteractionAnimating?) {
        log.append("willDisplay")
    }
    func contextMenuInteraction(_ interaction: UIContextMenuInteraction, willEndFor configuration: UIContextMenuConfiguration,
                                animator: UIContextMenuInteractionAnimating?) {
        log.append("willEnd")
    }
    func contextMenuInteraction(_ interaction: UIContextMenuInteraction, willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
                                animator: UIContextMenuInteractionCommitAnimating) {
        log.append("willPerformPreview")
        animator.addCompletion { [weak self] in self?.log.append("commitCompleted") }
    }
}

@Suite(.serialized, .freshRuntime) struct MenuTests: AnimationTesting {
    /// Holds a finger still at `p` (window coordinates) long enough for a context menu, then lifts it.
    func longPress(_ p: CGPoint) {
        let t = CACurrentMediaTime()
        app.handleTouch(.began, at: p, timestamp: t)
        run(seconds: 0.6)
        app.handleTouch(.ended, at: p, timestamp: CACurrentMediaTime())
        run(seconds: 0.3)
    }

    func tap(_ p: CGPoint) {
        let t = CACurrentMediaTime()
        app.handleTouch(.began, at: p, timestamp: t)
        app.handleTouch(.ended, at: p, timestamp: t + 0.05)
        run(seconds: 0.3)
    }

    func tap(_ identifier: String, in window: UIWindow) {
        guard let v = window.view(withAccessibilityIdentifier: identifier) else {
            Issue.record("no \(identifier) on screen")
            return
        }
        let p = v.convert(CGPoint(x: v.bounds.midX, y: v.bounds.midY), to: nil)
        tap(p)
    }

    /// A window with a 200 × 100 card at (60, y) carrying a context menu interaction.
    func card(at y: CGFloat = 200) -> (UIWindow, UIView, MenuDelegateLog) {
        let window = makeView().window!
        let card = UIView(frame: CGRect(x: 60, y: y, width: 200, height: 100))
        card.backgroundColor = .systemBlue
        window.addSubview(card)
        let delegate = MenuDelegateLog()
        card.addInteraction(UIContextMenuInteraction(delegate: delegate))
        return (window, card, delegate)
    }

    func rowTitles(in window: UIWindow) -> [String] {
        guard let platter = window.view(withAccessibilityIdentifier: "menu") else { return [] }
        var titles: [String] = []
        func visit(_ v: UIView) {
            if let row = v as? MenuRowView, let label = row.accessibilityLabel { titles.append(label) }
            v.subviews.forEach(visit)
        }
        visit(platter)
        return titles
    }

    @Test func aLongPressOpensTheMenuAndAChosenActionRunsAfterWillEnd() throws {
        let (window, card, delegate) = card()
        var ran: [String] = []
        delegate.menu = UIMenu(title: "Photo", children: [
            UIAction(title: "Copy", image: UIImage(systemName: "doc.on.doc")) { _ in ran.append("copy"); delegate.log.append("handler") },
            UIAction(title: "Delete", attributes: .destructive) { _ in ran.append("delete") },
        ])
        #expect(card.interactions.count == 1)
        longPress(CGPoint(x: 110, y: 220))
        #expect(delegate.log == ["configuration", "willDisplay"])
        #expect(delegate.locations == [CGPoint(x: 50, y: 20)])  // in the card's coordinates
        #expect(rowTitles(in: window) == ["Photo", "Copy", "Delete"])
        let platter = try #require(window.view(withAccessibilityIdentifier: "menu"))
        // Below the card, 8 pt under it, aligned with its leading edge (the card is left of centre).
        #expect(platter.frame == CGRect(x: 60, y: 308, width: 250, height: 34 + 44 * 2))  // a header, two rows
        #expect((card.interactions.first as? UIContextMenuInteraction)?.menuAppearance == .rich)
        tap("menuAction:Copy", in: window)
        #expect(delegate.log == ["configuration", "willDisplay", "willEnd", "handler"])
        #expect(ran == ["copy"])
        #expect(window.view(withAccessibilityIdentifier: "menu") == nil && UIModelRuntime.current.openMenu == nil)
    }

    @Test func noConfigurationMeansNoMenuAndTheViewKeepsItsTouch() {
        let (window, card, delegate) = card()
        let recorder = Recorder(frame: card.bounds)
        card.addSubview(recorder)
        longPress(CGPoint(x: 110, y: 220))
        #expect(delegate.log == ["configuration"])
        #expect(window.view(withAccessibilityIdentifier: "menu") == nil)
        #expect(recorder.log == ["began", "ended"])
    }

    @Test func aTapOutsideClosesTheMenuWithoutRunningAnything() {
        let (window, _, delegate) = card()
        var ran = false
        delegate.menu = UIMenu(children: [UIAction(title: "A") { _ in ran = true }])
        longPress(CGPoint(x: 110, y: 220))
        tap(CGPoint(x: 20, y: 700))
        #expect(delegate.log == ["configuration", "willDisplay", "willEnd"] && !ran)
        #expect(window.view(withAccessibilityIdentifier: "menu") == nil)
    }

    @Test func elementsShowAsUIKitShowsThem() {
        let (window, _, delegate) = card()
        var chosen: [String] = []
        let small = UIAction(title: "Small", state: .on) { _ in chosen.append("small") }
        let large = UIAction(title: "Large") { _ in chosen.append("large") }
        delegate.menu = UIMenu(children: [
            UIAction(title: "Hidden", attributes: .hidden) { _ in },
            UIAction(title: "Disabled", attributes: .disabled) { _ in chosen.append("disabled") },
            UIMenu(title: "Size", options: [.displayInline, .singleSelection], children: [small, large]),
            UIMenu(title: "Share", children: [UIAction(title: "Mail") { _ in chosen.append("mail") }]),
        ])
        longPress(CGPoint(x: 110, y: 220))
        #expect(rowTitles(in: window) == ["Disabled", "Size", "Small", "Large", "Share"])
        let disabled = window.view(withAccessibilityIdentifier: "menuAction:Disabled")
        #expect(disabled?.accessibilityTraits.contains(.notEnabled) == true)
        #expect(window.view(withAccessibilityIdentifier: "menuAction:Small")?.accessibilityTraits.contains(.selected) == true)
        tap("menuAction:Disabled", in: window)  // nothing happens, the menu stays
        #expect(chosen.isEmpty && UIModelRuntime.current.openMenu != nil)
        // A submenu opens in place, under its own row; that row goes back.
        tap("menu:Share", in: window)
        #expect(rowTitles(in: window) == ["Share", "Mail"])
        tap("menuBack:Share", in: window)
        #expect(rowTitles(in: window).first == "Disabled")
        // A single-selection menu turns the chosen action on and the other off before its handler.
        tap("menuAction:Large", in: window)
        #expect(chosen == ["large"] && large.state == .on && small.state == .off)
    }

    @Test func deferredElementsLoadOnceWhenCachedAndEachTimeWhenNot() {
        let (window, _, delegate) = card()
        var cachedCalls = 0, uncachedCalls = 0
        var pending: (([UIMenuElement]) -> Void)?
        let cached = UIDeferredMenuElement { completion in
            cachedCalls += 1
            pending = completion
        }
        let uncached = UIDeferredMenuElement.uncached { completion in
            uncachedCalls += 1
            completion([UIAction(title: "Fresh \(uncachedCalls)") { _ in }])
        }
        delegate.menu = UIMenu(children: [cached, uncached])
        longPress(CGPoint(x: 110, y: 220))
        #expect(rowTitles(in: window) == ["Loading…", "Fresh 1"])
        pending?([UIAction(title: "Loaded") { _ in }])
        pending?([UIAction(title: "Twice") { _ in }])  // a second answer is ignored
        #expect(rowTitles(in: window) == ["Loaded", "Fresh 1"])
        tap(CGPoint(x: 20, y: 700))
        longPress(CGPoint(x: 110, y: 220))
        #expect(rowTitles(in: window) == ["Loaded", "Fresh 2"])
        #expect(cachedCalls == 1 && uncachedCalls == 2)
    }

    @Test func aTappedPreviewCommitsAndTheAnimatorsCompletionRunsAfter() {
        let (window, _, delegate) = card()
        delegate.menu = UIMenu(children: [UIAction(title: "A") { _ in }])
        let detail = UIViewController()
        detail.preferredContentSize = CGSize(width: 300, height: 200)
        delegate.previewController = detail
        longPress(CGPoint(x: 110, y: 220))
        let preview = window.view(withAccessibilityIdentifier: "menuPreview")
        #expect(preview?.bounds.size == CGSize(width: 300, height: 200))
        #expect(detail.view.isDescendant(of: preview!))
        tap(CGPoint(x: preview!.frame.midX, y: preview!.frame.midY))
        #expect(delegate.log == ["configuration", "willDisplay", "willPerformPreview", "willEnd", "commitCompleted"])
    }

    @Test func aMenuOpensAboveAViewNearTheBottomAndALongMenuScrolls() throws {
        let (window, _, delegate) = card(at: 650)
        delegate.menu = UIMenu(children: (0..<3).map { i in UIAction(title: "Item \(i)") { _ in } })
        longPress(CGPoint(x: 110, y: 680))
        let platter = try #require(window.view(withAccessibilityIdentifier: "menu"))
        #expect(abs(platter.frame.maxY - (650 - 8)) < 1e-9)
        tap(CGPoint(x: 390, y: 20))

        // A thousand children: the menu keeps to the window and scrolls.
        delegate.menu = UIMenu(children: (0..<1000).map { i in UIAction(title: "Item \(i)") { _ in } })
        longPress(CGPoint(x: 110, y: 680))
        let long = try #require(window.view(withAccessibilityIdentifier: "menu") as? MenuPlatterView)
        #expect(long.frame.minY >= 8 && long.frame.maxY <= 800 - 8)
        #expect(long.scrollView.isScrollEnabled && long.contentHeight > 40_000)
    }

    @Test func aButtonMenuOpensOnTouchDownAndAPopUpButtonShowsItsChoice() {
        let window = makeView().window!
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 20, y: 100, width: 120, height: 44)
        var sent = 0
        button.addAction(UIAction { _ in sent += 1 }, for: .primaryActionTriggered)
        var picked: [String] = []
        let actions = ["Name", "Date", "Size"].map { t in UIAction(title: t) { a in picked.append(a.title) } }
        button.menu = UIMenu(children: actions)
        button.showsMenuAsPrimaryAction = true
        button.changesSelectionAsPrimaryAction = true
        window.addSubview(button)
        #expect(button.currentTitle == "Name" && actions[0].state == .on)  // the first is chosen
        #expect(button.isContextMenuInteractionEnabled && button.contextMenuInteraction != nil)
        let t = CACurrentMediaTime()
        app.handleTouch(.began, at: CGPoint(x: 60, y: 120), timestamp: t)
        #expect(UIModelRuntime.current.openMenu?.isAttached == true)
        app.handleTouch(.ended, at: CGPoint(x: 60, y: 120), timestamp: t + 0.05)
        run(seconds: 0.3)
        let platter = window.view(withAccessibilityIdentifier: "menu")
        #expect(platter?.frame.minY == 152 && platter?.frame.minX == 20)  // below the button, no preview
        #expect(window.view(withAccessibilityIdentifier: "menuPreview") == nil)
        tap("menuAction:Date", in: window)
        #expect(sent == 0 && picked == ["Date"])
        #expect(button.currentTitle == "Date" && actions[1].state == .on && actions[0].state == .off)
    }

    @Test func aBarButtonItemWithAMenuShowsItWhenTapped() {
        let root = UIViewController()
        var ran = false
        root.navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Sort", menu: UIMenu(children: [UIAction(title: "A") { _ in ran = true }]))
        let window = show(UINavigationController(rootViewController: root))
        window.layoutIfNeeded()
        guard let item = window.view(withAccessibilityIdentifier: "Sort") ?? findButton(titled: "Sort", in: window) else {
            Issue.record("no bar button")
            return
        }
        tap(item.convert(CGPoint(x: item.bounds.midX, y: item.bounds.midY), to: nil))
        tap("menuAction:A", in: window)
        #expect(ran)
    }

    func findButton(titled title: String, in view: UIView) -> UIView? {
        if let b = view as? UIButton, b.currentTitle == title { return b }
        for s in view.subviews { if let f = findButton(titled: title, in: s) { return f } }
        return nil
    }

    @Test func aTableAsksItsDelegateForARowsMenuAndDoesNotSelectTheRow() throws {
        final class Rows: UITableViewController {
            var log: [String] = []
            override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 20 }
            override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                let c = UITableViewCell(style: .default, reuseIdentifier: nil)
                c.textLabel?.text = "Row \(indexPath.row)"
                return c
            }
            override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { log.append("select") }
            override func tableView(_ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath,
                                    point: CGPoint) -> UIContextMenuConfiguration? {
                log.append("menu \(indexPath.row)")
                return UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { [weak self] _ in
                    UIMenu(children: [UIAction(title: "Remove") { _ in self?.log.append("remove \(indexPath.row)") }])
                }
            }
            override func tableView(_ tableView: UITableView, willDisplayContextMenu configuration: UIContextMenuConfiguration,
                                    animator: UIContextMenuInteractionAnimating?) { log.append("display") }
            override func tableView(_ tableView: UITableView, willEndContextMenuInteraction configuration: UIContextMenuConfiguration,
                                    animator: UIContextMenuInteractionAnimating?) { log.append("end") }
        }
        let rows = Rows(style: .plain)
        let window = show(rows)
        window.layoutIfNeeded()
        let cell = try #require(rows.tableView.cellForRow(at: IndexPath(row: 2, section: 0)))
        longPress(cell.convert(CGPoint(x: 100, y: 20), to: nil))
        let preview = try #require(window.view(withAccessibilityIdentifier: "menuPreview"))
        #expect(preview.frame.size == cell.bounds.size)
        tap("menuAction:Remove", in: window)
        #expect(rows.log == ["menu 2", "display", "end", "remove 2"])
    }
}
