import Foundation
import Testing
@testable import UIModel
import UIModelTesting

@Suite(.serialized, .freshRuntime) struct ContentUnavailableTests: AnimationTesting {
    /// A list that shows an empty state while it has no items; its button adds one.
    final class Inbox: UITableViewController {
        var items: [String] = []
        var updates = 0
        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { items.count }
        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            UITableViewCell(style: .default, reuseIdentifier: nil)
        }
        override func updateContentUnavailableConfiguration(using state: UIContentUnavailableConfigurationState) {
            updates += 1
            guard items.isEmpty else { contentUnavailableConfiguration = nil; return }
            var empty = UIContentUnavailableConfiguration.empty()
            empty.image = UIImage(systemName: "tray")
            empty.text = "No Mail"
            empty.secondaryText = "New messages appear here."
            empty.button = .filled()
            empty.button.title = "Compose"
            empty.buttonProperties.primaryAction = UIAction { [unowned self] _ in
                items.append("Hello")
                tableView.reloadData()
                setNeedsUpdateContentUnavailableConfiguration()
            }
            contentUnavailableConfiguration = empty
        }
    }

    @Test func anEmptyStateCoversTheViewUntilItsButtonAddsContent() throws {
        let inbox = Inbox(style: .plain)
        show(inbox).layoutIfNeeded()
        #expect(inbox.updates == 1)
        let host = try #require(inbox.tableView.subviews.last as? UIView & UIContentView)
        #expect(host.frame == inbox.tableView.bounds)
        let view = try #require(host.subviews.first as? UIContentUnavailableView)
        #expect(view.configuration.text == "No Mail")
        view.layoutIfNeeded()
        let labels = view.subviews.compactMap { $0 as? UILabel }.filter { !$0.isHidden }
        #expect(labels.map(\.text) == ["No Mail", "New messages appear here."])
        // Stacked and centred: the title under the image, the button under the texts.
        let image = try #require(view.subviews.first { $0 is UIImageView && !$0.isHidden })
        let button = try #require(view.subviews.first { $0 is UIButton && !$0.isHidden } as? UIButton)
        #expect(labels[0].frame.minY >= image.frame.maxY && button.frame.minY >= labels[1].frame.maxY)
        #expect(abs(button.frame.midX - view.bounds.midX) < 1)
        button.sendActions(for: .primaryActionTriggered)
        inbox.view.layoutIfNeeded()
        #expect(inbox.updates == 2 && inbox.contentUnavailableConfiguration == nil && host.superview == nil)
        #expect(inbox.tableView.numberOfRows(inSection: 0) == 1)
    }

    @Test func theSearchConfigurationNamesTheSearchedTextAndLoadingSpins() {
        var state = UIContentUnavailableConfigurationState(traitCollection: UITraitCollection())
        state.searchText = "zebra"
        let search = UIContentUnavailableConfiguration.search().updated(for: state)
        #expect(search.text == "No Results for \u{201C}zebra\u{201D}" && search.secondaryText == "Check the spelling or try a new search.")
        #expect(UIContentUnavailableConfiguration.search().updated(for: UIContentUnavailableConfigurationState(traitCollection: UITraitCollection())).text == "No Results")
        let loading = UIContentUnavailableView(configuration: .loading())
        loading.frame = CGRect(x: 0, y: 0, width: 300, height: 400)
        loading.layoutIfNeeded()
        let spinner = loading.subviews.compactMap { $0 as? UIActivityIndicatorView }.first
        #expect(spinner?.isAnimating == true && spinner?.isHidden == false)
    }
}
