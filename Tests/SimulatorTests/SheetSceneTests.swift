import Foundation
import SimulatorKit
import SnapshotTesting
import Testing
import UIModel
import UIModelSnapshotTesting

/// Sheets as an app shows them: a half-height filter sheet with a grabber, and a page sheet
/// (the default presentation) that the finger drags down and dismisses, in light and dark.
@Suite(.serialized) struct SheetSceneTests {
    final class Library: UIViewController {
        override func viewDidLoad() {
            super.viewDidLoad()
            title = "Library"
            view.backgroundColor = .systemGroupedBackground
            let stack = UIStackView()
            stack.axis = .vertical
            stack.spacing = 12
            stack.translatesAutoresizingMaskIntoConstraints = false
            let actions: [(String, () -> Void)] = [("Filter", { [unowned self] in showFilters() }), ("Details", { [unowned self] in showDetails() })]
            for (name, action) in actions {
                let button = UIButton(configuration: .filled())
                button.configuration?.title = name
                button.accessibilityIdentifier = name.lowercased()
                button.addAction(UIAction { _ in action() }, for: .touchUpInside)
                stack.addArrangedSubview(button)
            }
            view.addSubview(stack)
            NSLayoutConstraint.activate([
                stack.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
                stack.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
                stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
            ])
        }

        func showFilters() {
            let filters = Card(heading: "Filters", lines: ["Unread only", "Flagged", "With attachments"])
            if let sheet = filters.sheetPresentationController {
                sheet.detents = [.medium(), .large()]
                sheet.prefersGrabberVisible = true
            }
            present(filters, animated: true)
        }

        func showDetails() {
            present(UINavigationController(rootViewController: Card(heading: "Details", lines: ["Author", "Published", "Pages"])),
                    animated: true)
        }
    }

    final class Card: UIViewController {
        let heading: String, lines: [String]
        init(heading: String, lines: [String]) {
            self.heading = heading
            self.lines = lines
            super.init(nibName: nil, bundle: nil)
            title = heading
        }
        required init?(coder: NSCoder) { nil }

        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = .systemBackground
            let stack = UIStackView()
            stack.axis = .vertical
            stack.spacing = 16
            stack.translatesAutoresizingMaskIntoConstraints = false
            let title = UILabel()
            title.text = heading
            title.font = .preferredFont(forTextStyle: .title2)
            stack.addArrangedSubview(title)
            for line in lines {
                let label = UILabel()
                label.text = line
                stack.addArrangedSubview(label)
            }
            view.addSubview(stack)
            NSLayoutConstraint.activate([
                stack.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
                stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 24),
            ])
        }
    }

    @Test(arguments: ["light", "dark"])
    func aMediumSheetAndAPageSheetMidSwipe(appearance: String) throws {
        let app = try SimulatorApp(rootViewController: UINavigationController(rootViewController: Library()), device: .iPhone15)
        if appearance == "dark" { try app.key("a") }
        try app.tap(identifier: "filter")
        try app.advance(by: 1)
        let filters = try #require(app.run { UIApplication.shared.keyWindow?.rootViewController?.presentedViewController })
        #expect(app.run { filters.view.frame } == CGRect(x: 0, y: 426, width: 393, height: 426))
        assertSnapshot(of: app, as: .image, named: "medium-\(appearance)")
        // A flick down dismisses the medium sheet.
        try app.drag(from: CGPoint(x: 196, y: 500), to: CGPoint(x: 196, y: 800), duration: 0.15)
        try app.advance(by: 1)
        #expect(app.run { filters.presentingViewController } == nil)
        // The default presentation: a page sheet, held halfway down by the finger.
        try app.tap(identifier: "details")
        try app.advance(by: 1)
        try app.down(at: CGPoint(x: 196, y: 300))
        for y in stride(from: 320, through: 500, by: 20) { try app.move(to: CGPoint(x: 196, y: y)) }
        try app.advance(by: 0.2)
        assertSnapshot(of: app, as: .image, named: "page-sheet-mid-swipe-\(appearance)")
        for y in stride(from: 520, through: 760, by: 40) { try app.move(to: CGPoint(x: 196, y: y)) }
        try app.up(at: CGPoint(x: 196, y: 760))
        try app.advance(by: 1)
        #expect(app.run { UIApplication.shared.keyWindow?.rootViewController?.presentedViewController } == nil)
    }
}
