import Foundation
import Testing
@testable import UIModel

@Suite(.serialized, .freshRuntime) struct SectionIndexTests: AnimationTesting {
    final class Alphabet: UITableViewController {
        let letters = (65...90).map { String(UnicodeScalar($0)!) }
        var asked = 0
        override func numberOfSections(in tableView: UITableView) -> Int { letters.count }
        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            UITableViewCell(style: .default, reuseIdentifier: nil)
        }
        override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { letters[section] }
        override func sectionIndexTitles(for tableView: UITableView) -> [String]? { asked += 1; return letters }
    }

    @Test func theIndexStripJumpsToTheSectionOfTheTitleUnderTheFinger() throws {
        let list = Alphabet(style: .plain)
        let window = show(list)
        window.layoutIfNeeded()
        let strip = try #require(list.tableView.sectionIndex)
        #expect(strip.titles.count == 26 && strip.frame.width == 16 && strip.frame.maxX == 400)
        // The strip stays in view as the table scrolls, and the titles are asked once.
        list.tableView.contentOffset.y += 300
        list.tableView.layoutIfNeeded()
        #expect(strip.frame.minY == list.tableView.bounds.minY + list.tableView.adjustedContentInset.top && list.asked == 1)
        // A touch on "M" (the 13th title) shows section 12 at the top.
        let m = strip.subviews[12]
        let p = m.convert(CGPoint(x: m.bounds.midX, y: m.bounds.midY), to: nil)
        let t = CACurrentMediaTime()
        app.handleTouch(.began, at: p, timestamp: t)
        app.handleTouch(.ended, at: p, timestamp: t + 0.05)
        let top = list.tableView.contentOffset.y + list.tableView.adjustedContentInset.top
        #expect(top == list.tableView.rect(forSection: 12).minY)
        #expect(strip.accessibilityValue == "M")
    }
}
