import Foundation
import FoundationNetworking
import Testing
import UIModel
import UIModelTesting

/// The porter's output for the UIKit fixtures (Ported/, rewritten by `uimodel-port` from
/// Tests/UIModelPortTests/Fixtures/UIKit and checked against it there) compiles against UIModel
/// and behaves as the UIKit code did: each rewritten action reaches the same method with the
/// same sender, and targets are held as UIKit held them.
@Suite(.serialized, .freshRuntime) struct PortedFixtureTests {
    var app: UIModelRuntime { .current }

    /// The app's images as the profile's `#imageLiteral(resourceName: "Heart")` expects them.
    final class FixtureImages: ImageSource {
        func sizeOfImage(named name: String) -> CGSize? { name == "Heart" ? CGSize(width: 24, height: 24) : nil }
        func imageAsset(named name: String) -> UIImageAsset? { nil }
    }

    /// `controller` on screen in a 390 × 844 window, with the fixtures' images.
    @discardableResult
    func show(_ controller: UIViewController) -> UIWindow {
        app.imageSource = FixtureImages()
        app.removeAllWindows()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = controller
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        return window
    }

    func tap(_ point: CGPoint, at time: TimeInterval = 0) {
        app.handleTouch(.began, at: point, timestamp: time)
        app.handleTouch(.ended, at: point, timestamp: time + 0.05)
    }

    func button(titled title: String, in view: UIView) -> UIButton? {
        if let button = view as? UIButton, button.currentTitle == title { return button }
        for subview in view.subviews { if let found = button(titled: title, in: subview) { return found } }
        return nil
    }

    @Test func theRewrittenButtonCallsTheSameMethodWithTheSameSender() throws {
        let profile = ProfileViewController()
        show(profile)
        let save = try #require(button(titled: "Save", in: profile.view))
        save.frame = CGRect(x: 20, y: 200, width: 100, height: 44)
        tap(CGPoint(x: 70, y: 222))
        #expect(profile.savedBy === save)
        #expect(profile.nameLabel.text == "Saved")
        #expect(profile.backgroundTaps == 0, "a button's tap is its own, not its superview's tap recognizer's (UIKit)")
    }

    @Test func theSelectorWithoutArgumentsAndTheOneWithSenderAndEventAreCalledToo() throws {
        let profile = ProfileViewController()
        show(profile)
        let save = try #require(button(titled: "Save", in: profile.view))
        save.sendActions(for: .touchDownRepeat)
        #expect(profile.resetCount == 1)
        save.frame = CGRect(x: 20, y: 200, width: 100, height: 44)
        // Long after any other test's touches, so this one is not a second tap.
        app.handleTouch(.began, at: CGPoint(x: 70, y: 222), timestamp: 100)
        app.handleTouch(.moved, at: CGPoint(x: 75, y: 222), timestamp: 100.02)
        let drag = try #require(profile.lastDrag)
        #expect(drag.control === save)
        #expect(drag.event.allTouches?.count == 1, "the touch event UIKit passes as the second argument")
        app.handleTouch(.ended, at: CGPoint(x: 75, y: 222), timestamp: 100.04)

        profile.stopResetting()
        save.sendActions(for: .touchDownRepeat)
        #expect(profile.resetCount == 1, "removeTarget(_:action:for:) removed the action")
    }

    @Test func aTapOnTheBackgroundReachesTheGestureRecognizersMethod() {
        let profile = ProfileViewController()
        show(profile)
        tap(CGPoint(x: 300, y: 600))
        #expect(profile.backgroundTaps == 1)
    }

    @Test func controlsHoldTheirTargetWeaklyAsUIKitDoes() throws {
        app.imageSource = FixtureImages()
        var profile: ProfileViewController? = ProfileViewController()
        profile?.loadViewIfNeeded()
        weak let released = profile
        let view = try #require(profile?.view)
        let save = try #require(button(titled: "Save", in: view))
        profile = nil
        #expect(released == nil, "the button's action did not keep its controller alive")
        save.sendActions(for: .touchUpInside)
    }

    @Test func thePanCallsBothTargetsWithTheRecognizer() {
        let root = UIViewController()
        show(root)
        let badge = BadgeView(frame: CGRect(x: 100, y: 100, width: 80, height: 80))
        root.view.addSubview(badge)
        app.handleTouch(.began, at: CGPoint(x: 140, y: 140), timestamp: 0)
        for step in 1...10 {
            app.handleTouch(.moved, at: CGPoint(x: 140 + CGFloat(step) * 4, y: 140), timestamp: 0.01 * Double(step))
        }
        app.handleTouch(.ended, at: CGPoint(x: 180, y: 140), timestamp: 0.11)
        #expect(!badge.panned.isEmpty)
        #expect(badge.panned.last == CGPoint(x: 30, y: 0), "40 pt less the 10 pt before a pan begins")
        #expect(badge.pansLogged == badge.panned.count)
        #expect(badge.backgroundColor == UIColor(red: 1, green: 0.23, blue: 0.19, alpha: 1), "#colorLiteral became UIColor")
    }

    @Test func theDisplayLinkTimerObserverAndPerformsReachTheirMethods() {
        let ticker = TickerViewController()
        show(ticker)
        #expect(ticker.announced == "Started", "perform(_:with:) calls at once")
        app.fireDisplayLinks(timestamp: 1.5, duration: 1.0 / 60)
        #expect(ticker.frames == [1.5])
        ticker.timer?.fire()
        #expect(ticker.ticks == 1)
        NotificationCenter.default.post(name: .tickerDidReset, object: nil)
        #expect(ticker.resets == [.tickerDidReset])
        ticker.displayLink?.invalidate()
        ticker.timer?.invalidate()
    }

    /// With a host running the app's clock, the ported timers (the porter's RunLoopOnAppClock.swift
    /// puts `Timer.scheduledTimer` on it) fire on the frames at their deadlines.
    @Test func theTimersFireOnTheAppsClock() {
        app.runsMainQueue = true
        let ticker = TickerViewController()
        show(ticker)
        var fired: [(time: Double, ticks: Int, bannerHidden: Bool)] = []
        for frame in 1...15 {
            let t = Double(frame) * 0.25
            app.fireDisplayLinks(timestamp: t, duration: 0.25)
            fired.append((t, ticker.ticks, ticker.bannerHidden))
        }
        #expect(fired.first { $0.ticks == 1 }?.time == 1.0)
        #expect(fired.first { $0.ticks == 2 }?.time == 2.0)
        #expect(fired.first { $0.bannerHidden }?.time == 2.0, "the one-shot timer, 2 s after the screen loaded")
        #expect(ticker.ticks == 3 && app.nextTimerDeadline == 4.0)
        ticker.timer?.invalidate()
        app.fireDisplayLinks(timestamp: 5, duration: 0.25)
        #expect(ticker.ticks == 3 && app.nextTimerDeadline == nil)
        ticker.displayLink?.invalidate()
    }

    /// The ported `DispatchWorkItem` forms (RunLoopOnAppClock.swift) queue main-queue work on the
    /// app's clock: at once in the next turn, or on the frame at its deadline.
    @Test func workItemsOnTheMainQueueRunOnTheAppsClock() {
        app.runsMainQueue = true
        var ran: [String] = []
        DispatchQueue.main.async(execute: DispatchWorkItem { MainActor.assumeIsolated { ran.append("now") } })
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.5, execute: DispatchWorkItem { MainActor.assumeIsolated { ran.append("later") } })
        #expect(ran.isEmpty && app.hasQueuedMainWork)
        app.fireDisplayLinks(timestamp: 0.25, duration: 0.25)
        #expect(ran == ["now"])
        app.fireDisplayLinks(timestamp: 0.5, duration: 0.25)
        #expect(ran == ["now", "later"])
    }

    @Test func theBarButtonItemsSwitchAndTextFieldReachTheirMethods() throws {
        let settings = SettingsViewController()
        let navigation = UINavigationController(rootViewController: settings)
        show(navigation)
        let bar = navigation.navigationBar
        let saveButton = try #require(button(titled: "Save", in: bar))
        let cancelButton = try #require(button(titled: "Cancel", in: bar))
        saveButton.sendActions(for: .primaryActionTriggered)
        #expect(settings.saved)
        cancelButton.sendActions(for: .primaryActionTriggered)
        #expect(settings.cancelledBy === settings.navigationItem.leftBarButtonItem)
        // The item given its target and action as properties.
        try #require(button(titled: "Help", in: bar)).sendActions(for: .primaryActionTriggered)
        #expect(settings.helpedBy === settings.helpItem)
        // The toolbar's space (target and action nil) has no action; its save button saves.
        #expect(settings.toolbarItems?.first?.primaryAction == nil && settings.toolbarItems?.count == 2)

        settings.reminders.setOn(true, animated: false)
        settings.reminders.sendActions(for: .valueChanged)
        #expect(settings.remindersOn == [true])

        settings.nameField.frame = CGRect(x: 20, y: 200, width: 200, height: 34)
        #expect(settings.nameField.becomeFirstResponder())
        settings.nameField.insertText("Al")
        settings.nameField.insertText("i")
        settings.nameField.text = "set by code"
        #expect(settings.names == ["Al", "Ali"], "textDidChangeNotification is posted for the user's edits only")
    }

    /// The subclass's optional table methods are called though only its superclass adopted the
    /// protocols; the override moved out of an extension runs; the cell's required initializer
    /// makes the registered cells; the forwarded scroll reaches the observer.
    @Test func aSubclassesOptionalTableMethodsAreCalledAsInUIKit() {
        final class ScrollCounter: NSObject, UIScrollViewDelegate {
            var scrolls = 0
            func scrollViewDidScroll(_ scrollView: UIScrollView) { scrolls += 1 }
        }
        let fruits = FruitListController()
        let counter = ScrollCounter()
        fruits.scrollObserver = counter
        show(fruits)
        #expect(fruits.appearances == 1)
        let first = fruits.tableView.cellForRow(at: IndexPath(row: 0, section: 0))
        #expect(first is FruitCell && first?.frame.height == 60, "the subclass's row height")
        #expect(first?.detailTextLabel != nil, "made by the required init(style:reuseIdentifier:) with .subtitle")
        tap(CGPoint(x: 100, y: 90))
        #expect(fruits.picked == ["Banana"])
        fruits.tableView.contentOffset = CGPoint(x: 0, y: 5)
        #expect(counter.scrolls > 0)
    }

    @Test func aListThatMovesAndCommitsGetsReorderControlsAndSwipeToDelete() throws {
        let groceries = GroceryListController(style: .plain)
        show(groceries)
        // A swipe to the left on Eggs reveals Delete; tapping it commits the delete.
        let eggs = try #require(groceries.tableView.cellForRow(at: IndexPath(row: 1, section: 0)))
        let y = eggs.convert(CGPoint(x: 0, y: eggs.bounds.midY), to: nil).y
        var t: TimeInterval = 10
        app.handleTouch(.began, at: CGPoint(x: 300, y: y), timestamp: t)
        for x in stride(from: 290, through: 160, by: -10) {
            t += 0.016
            app.handleTouch(.moved, at: CGPoint(x: CGFloat(x), y: y), timestamp: t)
        }
        app.handleTouch(.ended, at: CGPoint(x: 160, y: y), timestamp: t)
        for i in 1...60 { app.fireDisplayLinks(timestamp: t + Double(i) / 60, duration: 1.0 / 60) }
        app.layoutWindows()
        let delete = try #require(button(titled: "Delete", in: groceries.tableView))
        tap(delete.convert(CGPoint(x: delete.bounds.midX, y: delete.bounds.midY), to: nil), at: t + 2)
        #expect(groceries.items == ["Bread", "Milk"])
        // In editing mode every row has a reorder control.
        groceries.setEditing(true, animated: false)
        groceries.tableView.layoutIfNeeded()
        let grip = groceries.tableView.cellForRow(at: IndexPath(row: 0, section: 0))?.subviews.first { $0.accessibilityIdentifier == "reorderControl" }
        #expect(grip?.alpha == 1)
    }

    @Test func optionalDelegateMethodsAnswerOnlyWhereImplemented() {
        let plain = PlainDeckController(), tall = TallDeckController()
        plain.deck.delegate = plain
        plain.deck.reload(count: 2)
        // Not implemented: the call is nil and the deck keeps its own height, as on iOS.
        #expect(plain.deck.heights == [44, 44] && plain.deck.titles == ["Card 0", "Card 1"] && !plain.deck.reportsTaps)
        plain.deck.tapCard()
        tall.deck.delegate = tall
        tall.deck.reload(count: 2)
        #expect(tall.deck.heights == [60, 70] && tall.deck.reportsTaps)
        tall.deck.tapCard()
        #expect(tall.taps == 1)
    }

    /// A library written for iOS and macOS takes its UIKit branch once ported, and reaches
    /// URLSession's types through FoundationNetworking.
    @Test func aMultiPlatformLibraryTakesItsUIKitBranch() throws {
        let onePixelPNG = try #require(Data(base64Encoded: "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=="))
        let imageView: UIImageView = PlatformImageView()
        imageView.setImage(with: onePixelPNG)
        #expect(imageView.image?.size == CGSize(width: 1, height: 1))
        let placeholder = UIImage(systemName: "photo")
        imageView.setImage(with: Data("not an image".utf8), placeholder: placeholder)
        #expect(imageView.image === placeholder)
        let request = RemoteImageLoader().request(for: URL(string: "https://example.com/a.png")!)
        #expect(request.value(forHTTPHeaderField: "Accept") == "image/*" && request.cachePolicy == .reloadIgnoringLocalCacheData)
    }

    /// Xcode's asset symbols, generated from the fixture's catalog, find the app's images.
    @Test func generatedAssetSymbolsNameTheCatalogsSets() {
        app.imageSource = FixtureImages()
        #expect(UIImage.heart.size == CGSize(width: 24, height: 24) && UIImage(resource: .heart).size == CGSize(width: 24, height: 24))
        #expect(ImageResource.iconsStarFilled.name == "Icons/star-filled" && ColorResource.accent.name == "AccentColor")
        // No catalog colour is loaded here: clear, and a warning naming the set.
        #expect(UIColor.accent.cgColor.alpha == 0 && UIKitWarning.history.contains { $0.contains("UIColor(resource: \"AccentColor\")") })
    }

    /// Selectors kept as values reach their methods through the generated dispatch table; a nil
    /// target goes up the responder chain from the first responder; `resignFirstResponder` is
    /// sent by name.
    @Test func selectorsKeptAsValuesReachTheirMethods() throws {
        let compose = ComposeViewController()
        show(compose)
        compose.messageField.text = "Hello"
        compose.sendButton.sendActions(for: .touchUpInside)
        #expect(compose.sent == ["Hello"])
        compose.clearButton.sendActions(for: .touchUpInside)
        #expect(compose.cleared == 1 && compose.messageField.text == "")
        #expect(compose.messageField.becomeFirstResponder())
        compose.doneButton.sendActions(for: .touchUpInside)
        #expect(compose.finishedBy === compose.doneButton && !compose.messageField.isFirstResponder)
        // Removing the pair stops it; an unknown selector on a target is a warning, not a crash.
        compose.sendButton.removeTarget(compose, action: Selector("sendMessage"), for: .touchUpInside)
        compose.sendButton.sendActions(for: .touchUpInside)
        #expect(compose.sent == ["Hello"])
        #expect(!UIApplication.shared.sendAction(Selector("noSuchAction:"), to: compose, from: nil, for: nil))
        // A selector built from a string reaches an @objc method the code never names with #selector.
        let extra = UIButton(type: .system)
        compose.wire(extra, toMethodNamed: "sendMessage")
        compose.messageField.text = "Again"
        extra.sendActions(for: .touchUpInside)
        #expect(compose.sent == ["Hello", "Again"] && NSStringFromSelector(NSSelectorFromString("a:b:")) == "a:b:")
        // A gesture recognizer made with a selector value: a swipe right reaches its method.
        compose.messageField.resignFirstResponder()
        for (step, x) in [60.0, 120, 180, 240, 300].enumerated() {
            app.handleTouch(step == 0 ? .began : .moved, at: CGPoint(x: x, y: 600), timestamp: 5 + Double(step) * 0.02)
        }
        app.handleTouch(.ended, at: CGPoint(x: 300, y: 600), timestamp: 5.1)
        #expect(compose.swipes == 1)
        #expect(UIKitWarning.history.contains { $0.contains("noSuchAction:") && $0.contains("unrecognized selector") })
    }
}
