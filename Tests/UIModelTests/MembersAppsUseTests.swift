import Foundation
import Testing
@testable import UIModel
import UIModelTesting

/// UIKit members public map and photo apps reach for beside the everyday toolkit: geometry as
/// strings, a button's per-state symbol configuration, a padded label's `drawText(in:)`,
/// haptics, data assets.
@Suite(.freshRuntime) struct MembersAppsUseTests {
    @Test func geometryReadsBackFromItsStrings() {
        #expect(NSStringFromCGPoint(CGPoint(x: 1, y: 2.5)) == "{1, 2.5}")
        #expect(NSStringFromCGRect(CGRect(x: 0, y: 0, width: 10, height: 20)) == "{{0, 0}, {10, 20}}")
        #expect(CGPointFromString("{3, -4}") == CGPoint(x: 3, y: -4))
        #expect(CGRectFromString(NSStringFromCGRect(CGRect(x: 1, y: 2, width: 3, height: 4))) == CGRect(x: 1, y: 2, width: 3, height: 4))
        #expect(UIEdgeInsetsFromString(NSStringFromUIEdgeInsets(UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))) == UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        #expect(CGSizeFromString("not a size") == .zero, "a string without the numbers reads as zero, as in UIKit")
    }

    @Test func aButtonsSymbolIsDrawnWithItsStatesConfiguration() throws {
        let button = UIButton(type: .system)
        button.setImage(UIImage(systemName: "star"), for: .normal)
        let large = UIImage.SymbolConfiguration(pointSize: 40)
        button.setPreferredSymbolConfiguration(large, forImageIn: .normal)
        #expect(button.preferredSymbolConfigurationForImage(in: .highlighted) == large, "other states fall back to normal's")
        let shown = try #require(button.imageView?.image)
        #expect(shown.size.height > UIImage(systemName: "star")!.size.height)
    }

    @Test func aPaddedLabelDrawsItsTextInTheRectangleItPassesOn() {
        final class PaddedLabel: UILabel {
            override func drawText(in rect: CGRect) { super.drawText(in: rect.inset(by: UIEdgeInsets(top: 0, left: 12, bottom: 0, right: 12))) }
        }
        let label = PaddedLabel()
        label.text = "Hi"
        label.frame = CGRect(x: 0, y: 0, width: 100, height: 30)
        var list = DisplayList()
        label.appendContent(to: &list, transform: .identity, opacity: 1)
        let runs = list.items.compactMap { item -> TextRun? in if case .text(let r) = item { return r } else { return nil } }
        #expect(runs.first?.origin.x == 12)
        #expect(label.textRect(forBounds: CGRect(x: 5, y: 5, width: 100, height: 100), limitedToNumberOfLines: 1).origin == CGPoint(x: 5, y: 5))
    }

    @Test func hapticsAndVoiceOverAnswerAsTheSimulatorHasThem() {
        let impact = UIImpactFeedbackGenerator(style: .heavy)
        impact.prepare()
        impact.impactOccurred()
        UINotificationFeedbackGenerator().notificationOccurred(.success)
        UISelectionFeedbackGenerator().selectionChanged()
        #expect(impact.style == .heavy && !UIAccessibility.isVoiceOverRunning)
        let search = UISearchController(searchResultsController: nil)
        search.dimsBackgroundDuringPresentation = false
        #expect(!search.obscuresBackgroundDuringPresentation)
    }

    @Test func aDataAssetIsReadFromItsCatalog() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("data-asset-\(UUID().uuidString)")
        let set = root.appendingPathComponent("Assets.xcassets/Config/Levels.dataset")
        try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: root) }
        try #"{"properties": {"provides-namespace": true}}"#.write(to: set.deletingLastPathComponent().appendingPathComponent("Contents.json"), atomically: true, encoding: .utf8)
        try #"{"data": [{"idiom": "universal", "filename": "levels.json", "universal-type-identifier": "public.json"}]}"#
            .write(to: set.appendingPathComponent("Contents.json"), atomically: true, encoding: .utf8)
        try Data("[1, 2, 3]".utf8).write(to: set.appendingPathComponent("levels.json"))
        let bundle = try #require(Bundle(path: root.path))
        let asset = try #require(NSDataAsset(name: "Config/Levels", bundle: bundle))
        #expect(asset.data == Data("[1, 2, 3]".utf8) && asset.typeIdentifier == "public.json")
        #expect(NSDataAsset(name: "Levels", bundle: bundle) == nil, "a namespaced set is named with its folder")
    }
}

@Suite(.freshRuntime) struct BackgroundTaskAndIndicatorTests {
    @Test func backgroundTasksAreNumberedAndNeverExpire() {
        let first = UIApplication.shared.beginBackgroundTask(withName: "upload") { Issue.record("the app never leaves the screen") }
        let second = UIApplication.shared.beginBackgroundTask()
        #expect(first != .invalid && second != first)
        UIApplication.shared.endBackgroundTask(first)
        #expect(UIApplication.shared.backgroundTimeRemaining == .greatestFiniteMagnitude)
        #expect(autoreleasepool { 41 + 1 } == 42)
    }

    @Test func theStylesBeforeiOS13SetTheirColour() {
        let spinner = UIActivityIndicatorView(style: .whiteLarge)
        #expect(spinner.color == .white && spinner.intrinsicContentSize == CGSize(width: 37, height: 37))
        spinner.style = .gray
        #expect(spinner.color == .gray && spinner.intrinsicContentSize == CGSize(width: 20, height: 20))
    }
}

@Suite(.freshRuntime) struct ContainedAppearanceTests {
    final class Card: UIView {}
    final class CardController: UIViewController {}

    @Test func aProxyForViewsInsideContainersWinsThere() {
        UIButton.appearance().tintColor = .green
        UIButton.appearance(whenContainedInInstancesOf: [Card.self]).tintColor = .orange
        UIButton.appearance(whenContainedInInstancesOf: [Card.self, CardController.self]).tintColor = .purple
        let outside = UIButton(type: .system)
        let card = Card()
        let inCard = UIButton(type: .system)
        card.addSubview(inCard)
        let holder = UIView()
        holder.addSubview(outside)
        holder.addSubview(card)
        #expect(outside.tintColor == .green && inCard.tintColor == .orange)
        let controller = CardController()
        controller.view.addSubview(holder)
        #expect(inCard.tintColor == .purple, "a card in a card controller: the more specific proxy")
        #expect(outside.tintColor == .green)
        let plain = UIViewController()
        plain.view.addSubview(holder)
        #expect(inCard.tintColor == .orange)
    }
}

@Suite(.freshRuntime) struct BarButtonItemAppearanceTests {
    @Test func itemsAndSearchCancelTakeTheBarButtonItemProxies() throws {
        UIBarButtonItem.appearance().tintColor = .red
        UIBarButtonItem.appearance(whenContainedInInstancesOf: [UINavigationBar.self])
            .setTitleTextAttributes([.foregroundColor: UIColor.green], for: .normal)
        UIBarButtonItem.appearance(whenContainedInInstancesOf: [UISearchBar.self])
            .setTitleTextAttributes([.foregroundColor: UIColor.white], for: .normal)
        let root = UIViewController()
        let save = UIBarButtonItem(title: "Save", style: .done, target: nil, action: nil)
        root.navigationItem.rightBarButtonItem = save
        let search = UISearchBar()
        search.showsCancelButton = true
        root.view.addSubview(search)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = UINavigationController(rootViewController: root)
        window.makeKeyAndVisible()
        UIModelRuntime.current.layoutWindows()
        let button = try #require(save.shownView as? UIButton)
        #expect(button.tintColor == .red)
        let color = button.attributedTitle(for: .normal)?.attribute(.foregroundColor, at: 0, effectiveRange: nil) as? UIColor
        #expect(color == .green)
        let cancel = search.cancelButton.attributedTitle(for: .normal)?.attribute(.foregroundColor, at: 0, effectiveRange: nil) as? UIColor
        #expect(cancel == .white, "Cancel is a bar button item inside the search bar")
    }
}
