import Foundation
import Testing
@testable import UIModel
import UIModelTesting

/// A data source of `sections` × `rows` numbered rows, counting the cells it makes.
final class NumberedRows: NSObject, UITableViewDataSource, UITableViewDelegate {
    var sections: [Int]
    var titles: [String?] = []
    var made = 0
    var selectedLog: [IndexPath] = []
    var longText: (IndexPath) -> String? = { _ in nil }
    init(_ sections: [Int]) { self.sections = sections }
    func numberOfSections(in tableView: UITableView) -> Int { sections.count }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { sections[section] }
    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        titles.indices.contains(section) ? titles[section] : nil
    }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        if cell.tag == 0 { made += 1; cell.tag = made }
        var c = cell.defaultContentConfiguration()
        c.text = longText(indexPath) ?? "Row \(indexPath.section).\(indexPath.row)"
        cell.contentConfiguration = c
        return cell
    }
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { selectedLog.append(indexPath) }
}

/// A cell laid out with Auto Layout: a multi-line label pinned to the content view's margins.
final class NoteCell: UITableViewCell {
    let note = UILabel()
    required init(style: CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        note.numberOfLines = 0
        note.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(note)
        NSLayoutConstraint.activate([
            note.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 10),
            note.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -10),
            note.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
            note.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -16),
        ])
    }
    required init?(coder: NSCoder) { fatalError("not from a nib") }
}

@Suite(.serialized, .freshRuntime) struct TableViewTests: AnimationTesting {
    @Test func dequeueingWithoutAnIndexPathMakesARegisteredCell() {
        final class Cell: UITableViewCell {}
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        #expect(table.dequeueReusableCell(withIdentifier: "none") == nil)
        table.register(Cell.self, forCellReuseIdentifier: "cell")
        let cell = table.dequeueReusableCell(withIdentifier: "cell")
        #expect(cell is Cell)
        #expect(cell?.reuseIdentifier == "cell")
    }

    func table(_ source: NumberedRows, style: UITableView.Style = .plain, rowHeight: CGFloat = 50) -> UITableView {
        let window = makeView().window!
        let t = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: style)
        t.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        t.rowHeight = rowHeight
        t.dataSource = source
        t.delegate = source
        window.addSubview(t)
        app.layoutWindows()
        return t
    }

    /// As in UIKit, `UITableViewController()` (and a subclass declaring no initializer) makes a
    /// plain table controller.
    @Test func aTableControllerMadeWithInitHasAPlainTable() {
        final class Inbox: UITableViewController {}
        let inbox = Inbox()
        #expect(inbox.style == .plain && inbox.tableView.style == .plain && inbox.tableView.dataSource === inbox)
        #expect(UITableViewController(nibName: nil, bundle: nil).style == .plain)
    }

    /// The table's header and footer views span its width, whatever width they were made with,
    /// and keep their heights; they follow the table when it resizes.
    @Test func theHeaderAndFooterViewsSpanTheTablesWidth() {
        let source = NumberedRows([3])
        let t = table(source)
        t.tableHeaderView = UIView(frame: CGRect(x: 0, y: 0, width: 0, height: 120))
        t.tableFooterView = UIView(frame: CGRect(x: 10, y: 10, width: 1000, height: 40))
        app.layoutWindows()
        #expect(t.tableHeaderView?.frame == CGRect(x: 0, y: 0, width: 320, height: 120))
        #expect(t.tableFooterView?.frame == CGRect(x: 0, y: 270, width: 320, height: 40))
        t.frame.size.width = 400
        app.layoutWindows()
        #expect(t.tableHeaderView?.frame.width == 400 && t.tableFooterView?.frame.width == 400)
        #expect(source.made == 3)
    }

    @Test func onlyTheRowsOnScreenAreCellsAndTheyAreReused() {
        let source = NumberedRows([10_000])
        let t = table(source)
        #expect(t.contentSize.height == 500_000)
        #expect(t.indexPathsForVisibleRows == (0..<10).map { IndexPath(row: $0, section: 0) })
        #expect(source.made == 10)
        for k in 1...200 {
            t.contentOffset = CGPoint(x: 0, y: CGFloat(k) * 37)
            app.layoutWindows()
        }
        // 7,400 pt scrolled: at most one row more than fit on screen, and cells come from the pool.
        #expect(t.visibleCells.count <= 11)
        #expect(source.made <= 11)
        #expect(t.indexPathsForVisibleRows?.first == IndexPath(row: 148, section: 0))
        #expect(t.cellForRow(at: IndexPath(row: 150, section: 0))?.frame == CGRect(x: 0, y: 7500, width: 320, height: 50))
        #expect(t.subviews.filter { $0 is UITableViewCell && !$0.isHidden }.count == t.visibleCells.count)
    }

    @Test func automaticHeightsAreMeasuredFromTheCellsConstraints() {
        let source = NumberedRows([200])
        source.longText = { ip in ip.row.isMultiple(of: 2) ? String(repeating: "A long note that wraps. ", count: 6) : "Short" }
        let window = makeView().window!
        let t = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
        t.register(NoteCell.self, forCellReuseIdentifier: "row")
        t.estimatedRowHeight = 60
        final class Notes: NSObject, UITableViewDataSource {
            let source: NumberedRows
            init(_ s: NumberedRows) { source = s }
            func tableView(_ t: UITableView, numberOfRowsInSection s: Int) -> Int { 200 }
            func tableView(_ t: UITableView, cellForRowAt ip: IndexPath) -> UITableViewCell {
                let cell = t.dequeueReusableCell(withIdentifier: "row", for: ip) as! NoteCell
                cell.note.text = source.longText(ip)
                return cell
            }
        }
        let notes = Notes(source)
        t.dataSource = notes
        window.addSubview(t)
        app.layoutWindows()
        #expect(t.contentSize.height > 200 * 60 - 1000)  // mostly estimated
        let short = t.rectForRow(at: IndexPath(row: 1, section: 0)), long = t.rectForRow(at: IndexPath(row: 0, section: 0))
        let line = UIFont.systemFont(ofSize: UIFont.labelFontSize).lineHeight
        #expect(short.height == (line + 20).rounded(.up))
        #expect(long.height > short.height + line)
        #expect(short.minY == long.maxY)
        // Each measured row sits right under the one above.
        let rows = t.indexPathsForVisibleRows!
        for (a, b) in zip(rows, rows.dropFirst()) { #expect(t.rectForRow(at: a).maxY == t.rectForRow(at: b).minY) }
    }

    @Test func aPlainTablesHeaderStaysAtTheTopWhileItsSectionScrolls() {
        let source = NumberedRows([20, 20])
        source.titles = ["First", "Second"]
        let t = table(source)
        let header = t.subviews.compactMap { $0 as? UIListContentView }.first { $0.textLabel.text == "First" }!
        let h = header.frame.height
        #expect(header.frame.minY == 0 && h > 20)
        #expect(t.rectForRow(at: IndexPath(row: 0, section: 0)).minY == h)
        t.contentOffset = CGPoint(x: 0, y: 300)
        app.layoutWindows()
        #expect(header.frame.minY == 300)
        // Pushed up by the end of its section.
        t.contentOffset = CGPoint(x: 0, y: h + 20 * 50 - 10)
        app.layoutWindows()
        #expect(header.frame.minY == h + 20 * 50 - h)
    }

    @Test func aTapSelectsTheRowAndADragDoesNot() {
        let source = NumberedRows([50])
        let t = table(source)
        let t0 = CACurrentMediaTime()
        app.handleTouch(.began, at: CGPoint(x: 100, y: 75), timestamp: t0 + 0.01)
        app.handleTouch(.ended, at: CGPoint(x: 100, y: 75), timestamp: t0 + 0.05)
        #expect(source.selectedLog == [IndexPath(row: 1, section: 0)])
        #expect(t.indexPathForSelectedRow == IndexPath(row: 1, section: 0))
        #expect(t.cellForRow(at: IndexPath(row: 1, section: 0))!.isSelected)
        // A drag scrolls and selects nothing.
        app.handleTouch(.began, at: CGPoint(x: 100, y: 300), timestamp: t0 + 1)
        app.handleTouch(.moved, at: CGPoint(x: 100, y: 200), timestamp: t0 + 1.05)
        app.handleTouch(.ended, at: CGPoint(x: 100, y: 200), timestamp: t0 + 1.1)
        #expect(source.selectedLog.count == 1 && t.contentOffset.y > 0)
        t.deselectRow(at: IndexPath(row: 1, section: 0), animated: false)
        #expect(t.indexPathForSelectedRow == nil)
    }

    @Test func reloadDataShowsTheNewRows() {
        let source = NumberedRows([3])
        let t = table(source)
        #expect(t.visibleCells.count == 3)
        source.sections = [1, 2]
        t.reloadData()
        app.layoutWindows()
        #expect(t.numberOfSections == 2 && t.numberOfRows(inSection: 1) == 2)
        #expect(t.indexPathsForVisibleRows == [IndexPath(row: 0, section: 0), IndexPath(row: 0, section: 1), IndexPath(row: 1, section: 1)])
    }

    @Test func badDataSourcesGiveDefinedResults() {
        final class Bad: NSObject, UITableViewDataSource {
            let shared = UITableViewCell(style: .default, reuseIdentifier: nil)
            func tableView(_ t: UITableView, numberOfRowsInSection s: Int) -> Int { s == 0 ? -5 : 3 }
            func numberOfSections(in t: UITableView) -> Int { 2 }
            func tableView(_ t: UITableView, cellForRowAt ip: IndexPath) -> UITableViewCell {
                ip.row == 0 ? t.dequeueReusableCell(withIdentifier: "never-registered", for: ip) : shared
            }
        }
        let window = makeView().window!
        let t = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .grouped)
        let bad = Bad()
        t.dataSource = bad
        window.addSubview(t)
        app.layoutWindows()
        #expect(t.numberOfRows(inSection: 0) == 0 && t.numberOfRows(inSection: 1) == 3)
        // Row 0 got a default cell; the shared cell shows one row only; row 2 is left empty.
        #expect(t.visibleCells.count == 2)
        t.scrollToRow(at: IndexPath(row: 99, section: 7), at: .top, animated: false)
        t.selectRow(at: IndexPath(row: 99, section: 0), animated: false, scrollPosition: .top)
        #expect(t.indexPathForSelectedRow == nil)
    }

    @Test func aTableViewControllerIsItsTablesDataSource() {
        final class List: UITableViewController {
            override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 4 }
            override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                let cell = UITableViewCell(style: .value1, reuseIdentifier: nil)
                cell.textLabel?.text = "Setting \(indexPath.row)"
                cell.detailTextLabel?.text = "On"
                cell.accessoryType = .disclosureIndicator
                return cell
            }
        }
        let list = List(style: .insetGrouped)
        show(list)
        app.layoutWindows()
        #expect(list.tableView.visibleCells.count == 4)
        let cell = list.tableView.visibleCells[0]
        #expect(cell.textLabel?.text == "Setting 0" && cell.detailTextLabel!.frame.maxX > cell.textLabel!.frame.maxX)
        #expect(cell.frame.minX >= 16 && cell.frame.width <= 400 - 32)
    }
}
