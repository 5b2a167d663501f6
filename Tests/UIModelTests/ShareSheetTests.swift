import Foundation
import Testing
@testable import UIModel
import UIModelTesting

/// The share sheet: Copy and the app's own activities, and the completion handler told.
@Suite(.serialized, .freshRuntime) struct ShareSheetTests: AnimationTesting {
    /// An app activity that can act on strings and finishes at once.
    final class Bookmark: UIActivity {
        var prepared: [Any] = []
        override var activityType: UIActivity.ActivityType? { UIActivity.ActivityType("com.example.bookmark") }
        override var activityTitle: String? { "Bookmark" }
        override var activityImage: UIImage? { UIImage(systemName: "bookmark") }
        override func canPerform(withActivityItems activityItems: [Any]) -> Bool { activityItems.contains { $0 is String } }
        override func prepare(withActivityItems activityItems: [Any]) { prepared = activityItems }
        override func perform() { activityDidFinish(true) }
    }

    /// Gives a longer text for copying than the placeholder the sheet previews.
    final class Article: NSObject, UIActivityItemSource {
        func activityViewControllerPlaceholderItem(_ activityViewController: UIActivityViewController) -> Any { "Article" }
        func activityViewController(_ activityViewController: UIActivityViewController, itemForActivityType activityType: UIActivity.ActivityType?) -> Any? {
            "The whole article"
        }
    }

    func tap(_ identifier: String, in view: UIView) throws {
        let target = try #require(view.view(withAccessibilityIdentifier: identifier))
        let p = target.convert(CGPoint(x: target.bounds.midX, y: target.bounds.midY), to: nil)
        app.handleTouch(.began, at: p, timestamp: CACurrentMediaTime())
        app.handleTouch(.ended, at: p, timestamp: CACurrentMediaTime() + 0.05)
        run(seconds: 1)
    }

    func present(_ sheet: UIActivityViewController) -> UIViewController {
        let host = UIViewController()
        show(host)
        host.present(sheet, animated: false)
        app.layoutWindows()
        return host
    }

    @Test func copyPutsTheItemsOnThePasteboardAndReportsIt() throws {
        let sheet = UIActivityViewController(activityItems: [Article(), URL(string: "https://example.com")!], applicationActivities: nil)
        var reported: [(UIActivity.ActivityType?, Bool)] = []
        sheet.completionWithItemsHandler = { type, completed, _, _ in reported.append((type, completed)) }
        let host = present(sheet)
        #expect(sheet.view.view(withAccessibilityIdentifier: "sharePreview").flatMap { ($0 as? UILabel)?.text } == "Article")
        #expect(sheet.sheetPresentationController?.detents.map(\.identifier) == [.medium, .large])
        try tap("shareAction.Copy", in: sheet.view)
        #expect(UIPasteboard.general.string == "The whole article" && UIPasteboard.general.url == URL(string: "https://example.com"))
        #expect(reported.count == 1 && reported.first?.0 == .copyToPasteboard && reported.first?.1 == true)
        #expect(host.presentedViewController == nil)
    }

    @Test func anAppActivityRunsAndClosingReportsNothingDone() throws {
        let bookmark = Bookmark()
        var reported: [(UIActivity.ActivityType?, Bool)] = []
        let sheet = UIActivityViewController(activityItems: ["Hello"], applicationActivities: [bookmark])
        sheet.excludedActivityTypes = [.copyToPasteboard]
        sheet.completionWithItemsHandler = { type, completed, _, _ in reported.append((type, completed)) }
        _ = present(sheet)
        #expect(sheet.view.view(withAccessibilityIdentifier: "shareAction.Copy") == nil, "Copy is excluded")
        try tap("shareAction.Bookmark", in: sheet.view)
        #expect(bookmark.prepared as? [String] == ["Hello"])
        #expect(reported.first?.0 == UIActivity.ActivityType("com.example.bookmark") && reported.first?.1 == true)

        let again = UIActivityViewController(activityItems: [42], applicationActivities: [bookmark])
        again.completionWithItemsHandler = { type, completed, _, _ in reported.append((type, completed)) }
        let host = present(again)
        #expect(again.view.view(withAccessibilityIdentifier: "shareAction.Bookmark") == nil, "it cannot act on a number")
        #expect(again.view.view(withAccessibilityIdentifier: "shareAction.Copy") == nil)
        try tap("shareClose", in: again.view)
        #expect(reported.count == 2 && reported[1].0 == nil && reported[1].1 == false && host.presentedViewController == nil)
    }
}
