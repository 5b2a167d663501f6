import Foundation
import Testing
@testable import UIModel
import UIModelTesting

/// Navigation items and bar button items: what the bar shows, where, and what a tap sends.
@Suite(.serialized, .freshRuntime) struct BarButtonItemTests {
    var app: UIModelRuntime { .current }

    func shown(_ controllers: [UIViewController]) -> UINavigationController {
        app.removeAllWindows()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let navigation = UINavigationController(rootViewController: controllers[0])
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        for vc in controllers.dropFirst() { navigation.pushViewController(vc, animated: false) }
        window.layoutIfNeeded()
        return navigation
    }

    func buttons(in bar: UINavigationBar) -> [UIButton] {
        bar.subviews.compactMap { $0 as? UIButton }.filter { !$0.isHidden && $0 !== bar.backButton }
    }

    @Test func itemsSitAtTheBarsEdgesAndATapSendsTheActionWithTheItem() throws {
        let vc = UIViewController()
        var senders: [Any?] = []
        let add = UIBarButtonItem(systemItem: .add, primaryAction: UIAction { senders.append($0.sender) })
        let edit = UIBarButtonItem(title: "Sort", style: .plain, primaryAction: UIAction { senders.append($0.sender) })
        vc.navigationItem.rightBarButtonItems = [add, edit]
        vc.navigationItem.leftBarButtonItem = UIBarButtonItem(systemItem: .cancel)
        let bar = shown([vc]).navigationBar
        bar.layoutIfNeeded()
        let views = buttons(in: bar)
        // The add item is UIKit's plus symbol, labelled for VoiceOver.
        let plus = try #require(views.first { $0.currentImage != nil && $0.accessibilityLabel == "Add" })
        let sort = try #require(views.first { $0.currentTitle == "Sort" })
        let cancel = try #require(views.first { $0.currentTitle == "Cancel" })
        #expect(plus.frame.maxX == 390 - UINavigationBar.itemMargin, "the first right item is outermost")
        #expect(sort.frame.maxX == plus.frame.minX - UINavigationBar.itemSpacing)
        #expect(abs(cancel.frame.minX - UINavigationBar.itemMargin) < 1e-9)
        #expect(plus.accessibilityLabel == "Add")
        plus.sendActions(for: .primaryActionTriggered)
        #expect(senders.count == 1 && (senders[0] as AnyObject) === add)
        #expect(add.primaryAction?.sender == nil, "the sender is set only while the handler runs")
    }

    @Test func glyphSystemItemsShowUIKitsSymbolsWithUIKitsRawValues() {
        let compose = UIBarButtonItem(systemItem: .compose), trash = UIBarButtonItem(systemItem: .trash)
        #expect(compose.image != nil && compose.title == nil && compose.accessibilityLabel == "Compose")
        #expect(trash.image != nil && trash.accessibilityLabel == "Delete")
        #expect(UIBarButtonItem.SystemItem.compose.rawValue == 7 && UIBarButtonItem.SystemItem.undo.rawValue == 21
                && UIBarButtonItem.SystemItem.close.rawValue == 24)
        #expect(UIBarButtonItem(systemItem: .undo).title == "Undo" && UIBarButtonItem(systemItem: .undo).image == nil)
    }

    @Test func changingAnItemOrTheNavigationItemUpdatesTheBar() throws {
        let vc = UIViewController()
        vc.title = "Inbox"
        let item = UIBarButtonItem(title: "Select", style: .plain, primaryAction: nil)
        vc.navigationItem.rightBarButtonItem = item
        let bar = shown([vc]).navigationBar
        #expect(bar.titleLabel.text == "Inbox")
        item.title = "Done"
        item.style = .done
        item.isEnabled = false
        let button = try #require(buttons(in: bar).first)
        #expect(button.currentTitle == "Done" && !button.isEnabled)
        #expect(button.titleLabel?.font == .systemFont(ofSize: 17, weight: .semibold))
        vc.title = "Archive"
        #expect(bar.titleLabel.text == "Archive", "a controller's title is its navigation item's")
        vc.navigationItem.rightBarButtonItem = nil
        #expect(buttons(in: bar).isEmpty && button.superview == nil)
    }

    @Test func theBackButtonTakesTheItemBelowsBackTitleAndLeftItemsReplaceIt() {
        let root = UIViewController()
        root.title = "Mailboxes"
        root.navigationItem.backButtonTitle = "Boxes"
        let detail = UIViewController()
        let navigation = shown([root, detail])
        let bar = navigation.navigationBar
        #expect(!bar.backButton.isHidden && bar.backButton.currentTitle == "Boxes")
        detail.navigationItem.leftBarButtonItem = UIBarButtonItem(systemItem: .cancel)
        #expect(bar.backButton.isHidden, "left items replace the back button")
        detail.navigationItem.leftItemsSupplementBackButton = true
        #expect(!bar.backButton.isHidden)
        detail.navigationItem.hidesBackButton = true
        #expect(bar.backButton.isHidden)
    }

    @Test func aTitleViewTakesTheTitlesPlace() {
        let vc = UIViewController()
        vc.title = "Hidden"
        let logo = UIView(frame: CGRect(x: 0, y: 0, width: 80, height: 28))
        vc.navigationItem.titleView = logo
        let bar = shown([vc]).navigationBar
        bar.layoutIfNeeded()
        #expect(logo.superview === bar && bar.titleLabel.isHidden)
        #expect(logo.frame == CGRect(x: 155, y: bar.bounds.height - 44 + 8, width: 80, height: 28))
    }

    @Test func theEditButtonTogglesEditing() {
        final class Editable: UIViewController {
            var calls: [Bool] = []
            override func setEditing(_ editing: Bool, animated: Bool) {
                super.setEditing(editing, animated: animated)
                calls.append(editing)
            }
        }
        let vc = Editable()
        let item = vc.editButtonItem
        #expect(item.title == "Edit" && item.style == .plain)
        item.send()
        #expect(vc.isEditing && vc.calls == [true] && item.title == "Done" && item.style == .done)
        vc.isEditing = false
        #expect(item.title == "Edit" && vc.calls == [true, false])
    }
}

@Suite(.serialized, .freshRuntime) struct ControlActionTests {
    var app: UIModelRuntime { .current }

    @Test func anActionWithTheSameIdentifierReplacesTheOldOneForBothEvents() {
        let control = UIControl(frame: .zero)
        var log: [String] = []
        control.addAction(UIAction(identifier: .init("a")) { _ in log.append("old") }, for: .touchDown)
        control.addAction(UIAction(identifier: .init("a")) { _ in log.append("new") }, for: .touchUpInside)
        control.sendActions(for: .touchDown)
        control.sendActions(for: .touchUpInside)
        #expect(log == ["new", "new"])
    }

    @Test func aButtonsTapIsItsOwnNotItsSuperviewsTapRecognizers() {
        app.removeAllWindows()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
        let container = UIView(frame: window.bounds)
        window.addSubview(container)
        window.makeKeyAndVisible()
        var taps = 0, presses = 0
        container.addGestureRecognizer(UITapGestureRecognizer { _ in taps += 1 })
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 100, y: 100, width: 100, height: 44)
        button.addAction(UIAction { _ in presses += 1 }, for: .touchUpInside)
        container.addSubview(button)
        app.handleTouch(.began, at: CGPoint(x: 150, y: 120), timestamp: 50)
        app.handleTouch(.ended, at: CGPoint(x: 150, y: 120), timestamp: 50.05)
        #expect(presses == 1 && taps == 0)
        app.handleTouch(.began, at: CGPoint(x: 300, y: 500), timestamp: 60)
        app.handleTouch(.ended, at: CGPoint(x: 300, y: 500), timestamp: 60.05)
        #expect(taps == 1, "elsewhere the recognizer still recognises")
        button.isEnabled = false
        app.handleTouch(.began, at: CGPoint(x: 150, y: 120), timestamp: 70)
        app.handleTouch(.ended, at: CGPoint(x: 150, y: 120), timestamp: 70.05)
        #expect(taps == 2 && presses == 1, "a disabled button is not hit")
    }

    @Test func aTextFieldPostsUIKitsNotificationsForTheUsersEditsOnly() {
        app.removeAllWindows()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
        let field = UITextField(frame: CGRect(x: 20, y: 100, width: 200, height: 34))
        window.addSubview(field)
        window.makeKeyAndVisible()
        final class Heard { var names: [Notification.Name] = [] }
        let heard = Heard()
        let center = NotificationCenter.default
        let tokens = [UITextField.textDidBeginEditingNotification, UITextField.textDidChangeNotification,
                      UITextField.textDidEndEditingNotification].map { name in
            center.addObserver(forName: name, object: field, queue: nil) { note in
                let name = note.name
                MainActor.assumeIsolated { heard.names.append(name) }
            }
        }
        defer { tokens.forEach(center.removeObserver) }
        _ = field.becomeFirstResponder()
        field.insertText("ab")
        field.deleteBackward()
        field.text = "by code"
        _ = field.resignFirstResponder()
        #expect(heard.names == [UITextField.textDidBeginEditingNotification, UITextField.textDidChangeNotification,
                          UITextField.textDidChangeNotification, UITextField.textDidEndEditingNotification])
    }
}

/// A navigation controller's hidden bar and its toolbar.
@Suite(.serialized, .freshRuntime) struct NavigationBarsTests {
    var app: UIModelRuntime { .current }

    func shown(_ vc: UIViewController) -> UINavigationController {
        app.removeAllWindows()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let navigation = UINavigationController(rootViewController: vc)
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        return navigation
    }

    @Test func hidingTheNavigationBarGivesItsRoomToTheContent() {
        let vc = UIViewController()
        let navigation = shown(vc)
        #expect(vc.view.safeAreaInsets.top == UINavigationBar.barHeight)
        navigation.isNavigationBarHidden = true
        #expect(navigation.navigationBar.isHidden && vc.view.safeAreaInsets.top == 0)
        #expect(navigation.navigationBar.frame.maxY <= 0, "the bar sits above the screen")
        navigation.setNavigationBarHidden(false, animated: true)
        #expect(!navigation.navigationBar.isHidden && navigation.navigationBar.frame.minY == 0)
        #expect(navigation.navigationBar.layer.animations.contains { $0.key == .position }, "it slides back down")
    }

    @Test func theToolbarShowsTheTopControllersItemsSpreadByFlexibleSpaces() throws {
        let vc = UIViewController()
        var tapped = 0
        let reply = UIBarButtonItem(title: "Reply", style: .plain, primaryAction: UIAction { _ in tapped += 1 })
        vc.toolbarItems = [UIBarButtonItem(systemItem: .add), UIBarButtonItem(systemItem: .flexibleSpace), reply]
        let navigation = shown(vc)
        #expect(navigation.isToolbarHidden && navigation.toolbar.isHidden, "hidden until the app shows it")
        navigation.setToolbarHidden(false, animated: false)
        navigation.view.layoutIfNeeded()
        navigation.toolbar.layoutIfNeeded()
        #expect(navigation.toolbar.frame == CGRect(x: 0, y: 844 - 44, width: 390, height: 44))
        #expect(vc.view.safeAreaInsets.bottom == UIToolbar.barHeight)
        let buttons = navigation.toolbar.subviews.compactMap { $0 as? UIButton }
        let replyButton = try #require(buttons.first { $0.currentTitle == "Reply" })
        let addButton = try #require(buttons.first { $0.accessibilityLabel == "Add" && $0.currentImage != nil })
        #expect(addButton.frame.minX == UINavigationBar.itemMargin)
        #expect(abs(replyButton.frame.maxX - (390 - UINavigationBar.itemMargin)) < 1e-9, "the flexible space pushes it to the edge")
        replyButton.sendActions(for: .primaryActionTriggered)
        #expect(tapped == 1)
        let next = UIViewController()
        next.toolbarItems = [UIBarButtonItem(title: "Archive", style: .plain, primaryAction: nil)]
        navigation.pushViewController(next, animated: false)
        #expect(navigation.toolbar.items?.first?.title == "Archive")
    }
}
