import Foundation
import Testing
@testable import UIModel
import UIModelTesting

/// Reusable section headers and footers: registered by identifier, dequeued, shown at their
/// content's height in the table's title look, and pooled when they leave the screen.
@Suite(.serialized, .freshRuntime) struct HeaderFooterViewTests: AnimationTesting {
    final class TitledHeader: UITableViewHeaderFooterView {
        var reused = 0
        override func prepareForReuse() { reused += 1 }
    }

    final class Source: NSObject, UITableViewDataSource, UITableViewDelegate {
        let sections: [Int]
        var useConfiguration = false
        init(_ sections: [Int]) { self.sections = sections }
        func numberOfSections(in tableView: UITableView) -> Int { sections.count }
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { sections[section] }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        }
        func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
            let header = tableView.dequeueReusableHeaderFooterView(withIdentifier: "header")
            if useConfiguration {
                var c = header?.defaultContentConfiguration()
                c?.text = "Configured \(section)"
                header?.contentConfiguration = c
            } else {
                header?.textLabel?.text = "Section \(section)"
            }
            return header
        }
    }

    func table(_ source: Source, style: UITableView.Style = .plain) -> UITableView {
        let window = makeView().window!
        let t = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 400), style: style)
        t.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        t.register(TitledHeader.self, forHeaderFooterViewReuseIdentifier: "header")
        t.rowHeight = 50
        t.dataSource = source
        t.delegate = source
        window.addSubview(t)
        app.layoutWindows()
        return t
    }

    @Test func aRegisteredHeaderIsDequeuedShownAndSizedToItsTitle() throws {
        let source = Source([5, 5, 5, 5])
        let t = table(source)
        let header = try #require(t.headerView(forSection: 0))
        #expect(header is TitledHeader && header.reuseIdentifier == "header")
        #expect(header.textLabel?.text == "Section 0")
        // The plain title look: bold 17 pt between 6-point margins.
        #expect(header.frame.width == 320 && header.frame.height > 20 && header.frame.height < 40)
        #expect(header.textLabel?.font == UIListContentConfiguration.plainHeader().textProperties.font)
        #expect(t.dequeueReusableHeaderFooterView(withIdentifier: "nothing registered") == nil)
    }

    @Test func aHeaderThatLeavesTheScreenIsReusedAfterPrepareForReuse() throws {
        let source = Source([8, 8, 8, 8])
        let t = table(source)
        let first = try #require(t.headerView(forSection: 0) as? TitledHeader)
        t.contentOffset = CGPoint(x: 0, y: 900)  // section 0 scrolled away, section 2 on screen
        app.layoutWindows()
        #expect(t.headerView(forSection: 0) == nil)
        let shown = (0..<4).compactMap { t.headerView(forSection: $0) as? TitledHeader }
        #expect(shown.contains { $0 === first } && first.reused >= 1)
        #expect(first.textLabel?.text != "Section 0")
    }

    @Test func aContentConfigurationShowsTheGroupedLook() throws {
        let source = Source([2, 2])
        source.useConfiguration = true
        let t = table(source, style: .insetGrouped)
        let header = try #require(t.headerView(forSection: 1))
        let shown = try #require(header.contentConfiguration as? UIListContentConfiguration)
        #expect(shown.text == "Configured 1" && shown.textProperties.font == UIListContentConfiguration.groupedHeader().textProperties.font)
        #expect(header.frame.height > 20)
    }
}
