import Foundation
import Testing
@testable import UIModel
import UIModelTesting

/// A data source of named rows the test edits before telling the table.
class NamedRows: NSObject, UITableViewDataSource {
    var sections: [[String]]
    init(_ sections: [[String]]) { self.sections = sections }
    func numberOfSections(in tableView: UITableView) -> Int { sections.count }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { sections[section].count }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        cell.textLabel?.text = sections[indexPath.section][indexPath.row]
        return cell
    }
}

@Suite(.serialized, .freshRuntime) struct TableUpdateTests: AnimationTesting {
    func table(_ source: UITableViewDataSource) -> UITableView {
        let window = makeView().window!
        let t = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
        t.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        t.rowHeight = 50
        t.dataSource = source
        window.addSubview(t)
        app.layoutWindows()
        return t
    }

    /// The texts of the rows on screen, top to bottom.
    func shown(_ t: UITableView) -> [String] { t.visibleCells.map { $0.textLabel?.text ?? "" } }

    @Test func aPlanMapsEveryOldRowAsUIKitDoes() throws {
        var u = BatchUpdates()
        u.deletedRows[IndexPath(row: 1, section: 0)] = .fade
        u.insertedRows[IndexPath(row: 0, section: 0)] = .left
        u.movedRows.append((IndexPath(row: 3, section: 0), IndexPath(row: 1, section: 1)))
        u.reloadedRows[IndexPath(row: 2, section: 0)] = .fade
        u.deletedSections[1] = .fade
        let plan = try u.plan(old: [4, 2, 3], new: [3, 4], terms: .table)
        #expect(plan.sectionMap == [0, nil, 1])
        // Deletions and reloads by old index, insertions by new: a new row 0 pushes the survivors down.
        #expect(plan.rowMap[0] == [IndexPath(row: 1, section: 0), nil, IndexPath(row: 2, section: 0), IndexPath(row: 1, section: 1)])
        #expect(plan.rowMap[2] == [IndexPath(row: 0, section: 1), IndexPath(row: 2, section: 1), IndexPath(row: 3, section: 1)])
        #expect(plan.keptRow(IndexPath(row: 2, section: 0)) == nil)  // reloaded: a new cell
        #expect(plan.appearing[IndexPath(row: 0, section: 0)] == .left)
        #expect(plan.disappearing.keys.sorted() == [IndexPath(row: 1, section: 0), IndexPath(row: 2, section: 0),
                                                     IndexPath(row: 0, section: 1), IndexPath(row: 1, section: 1)])
    }

    @Test func countsThatDoNotAddUpAreReportedInUIKitsWordsAndChangeNothing() {
        let source = NamedRows([["a", "b", "c"]])
        let t = table(source)
        source.sections[0].append("d")  // added to the model, but the table is told of a deletion
        var finished: Bool?
        t.performBatchUpdates({ t.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .fade) }, completion: { finished = $0 })
        #expect(finished == false)
        #expect(UIKitWarning.history.last?.hasPrefix("Invalid update: invalid number of rows in section 0. The number of rows contained in an existing section after the update (4) must be equal to the number of rows contained in that section before the update (3), plus or minus the number of rows inserted or deleted from that section (0 inserted, 1 deleted) and plus or minus the number of rows moved into or out of that section (0 moved in, 0 moved out).") == true)
        app.layoutWindows()
        #expect(t.numberOfRows(inSection: 0) == 3 && shown(t) == ["a", "b", "c"])
        // Out of range, and sections.
        t.insertRows(at: [IndexPath(row: 9, section: 0)], with: .fade)
        #expect(UIKitWarning.history.last?.hasPrefix("attempt to insert row 9 into section 0, but there are only 4 rows in section 0 after the update") == true)
        t.insertSections(IndexSet(integer: 1), with: .fade)
        #expect(UIKitWarning.history.last?.hasPrefix("attempt to insert section 1 but there are only 1 sections after the update") == true)
        #expect(t.numberOfSections == 1)
    }

    @Test func aDeletedRowFadesAndTheRowsBelowSlideUp() {
        let source = NamedRows([(0..<20).map { "r\($0)" }])
        let t = table(source)
        let gone = t.cellForRow(at: IndexPath(row: 1, section: 0))!, next = t.cellForRow(at: IndexPath(row: 2, section: 0))!
        source.sections[0].remove(at: 1)
        var done = false
        t.performBatchUpdates({ t.deleteRows(at: [IndexPath(row: 1, section: 0)], with: .fade) }, completion: { _ in done = true })
        // The model is final at once; the drawing follows over 0.3 s.
        #expect(next.frame.minY == 50 && t.cellForRow(at: IndexPath(row: 1, section: 0)) === next)
        #expect(t.numberOfRows(inSection: 0) == 19 && t.contentSize.height == 950)
        run(seconds: 0.15)
        let mid = next.layer.presentation()!.frame.minY
        #expect(mid > 55 && mid < 95)
        #expect(gone.layer.presentation()!.opacity > 0.05 && gone.layer.presentation()!.opacity < 0.95)
        // The row that was below the screen slid in from its old place.
        let newcomer = t.cellForRow(at: IndexPath(row: 9, section: 0))!
        #expect(newcomer.layer.presentation()!.frame.minY > 450)
        run(seconds: 0.3)
        #expect(done && gone.isHidden && gone.alpha == 1)
        #expect(next.layer.presentation()!.frame.minY == 50)
        #expect(shown(t) == ["r0"] + (2..<11).map { "r\($0)" })
    }

    @Test func insertedRowsComeInWithTheirAnimationAndMovesKeepTheirCells() {
        let source = NamedRows([["a", "b", "c"], ["x"]])
        let t = table(source)
        let c = t.cellForRow(at: IndexPath(row: 2, section: 0))!
        source.sections[0].insert("new", at: 0)
        source.sections[1].append(source.sections[0].remove(at: 3))  // "c" to the other section
        t.performBatchUpdates {
            t.insertRows(at: [IndexPath(row: 0, section: 0)], with: .right)
            t.moveRow(at: IndexPath(row: 2, section: 0), to: IndexPath(row: 1, section: 1))
        }
        let inserted = t.cellForRow(at: IndexPath(row: 0, section: 0))!
        #expect(inserted.textLabel?.text == "new" && t.cellForRow(at: IndexPath(row: 1, section: 1)) === c)
        frame(1.0 / 60)
        #expect(inserted.layer.presentation()!.frame.minX > 250)  // from the right edge
        run(seconds: 0.4)
        #expect(inserted.layer.presentation()!.frame.minX == 0)
        #expect(shown(t) == ["new", "a", "b", "x", "c"])
        // Without animation (or off screen) the change is immediate.
        source.sections.remove(at: 0)
        UIView.performWithoutAnimation { t.deleteSections(IndexSet(integer: 0), with: .fade) }
        #expect(shown(t) == ["x", "c"] && inserted.isHidden)
    }

    @Test func reconfigureHandsBackTheSameCell() {
        let source = NamedRows([["a", "b"]])
        let t = table(source)
        let b = t.cellForRow(at: IndexPath(row: 1, section: 0))!
        source.sections[0][1] = "B"
        t.reconfigureRows(at: [IndexPath(row: 1, section: 0)])
        #expect(t.cellForRow(at: IndexPath(row: 1, section: 0)) === b && b.textLabel?.text == "B")
    }

    @Test func aDiffableDataSourceAnimatesTheDifferenceBetweenSnapshots() {
        let window = makeView().window!
        let t = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
        t.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        t.rowHeight = 50
        var made = 0
        let source = UITableViewDiffableDataSource<String, Int>(tableView: t) { table, ip, item in
            let cell = table.dequeueReusableCell(withIdentifier: "row", for: ip)
            made += 1
            cell.textLabel?.text = "\(item)"
            return cell
        }
        window.addSubview(t)
        var snap = NSDiffableDataSourceSnapshot<String, Int>()
        snap.appendSections(["odd", "even"])
        snap.appendItems([1, 3, 5, 7], toSection: "odd")
        snap.appendItems([2, 4, 6])
        source.apply(snap, animatingDifferences: false)
        app.layoutWindows()
        #expect(shown(t) == ["1", "3", "5", "7", "2", "4", "6"] && made == 7)
        let seven = t.cellForRow(at: IndexPath(row: 3, section: 0))!

        snap.deleteItems([3])
        snap.moveItem(7, beforeItem: 1)
        snap.appendItems([8], toSection: "even")
        snap.appendItems([9], toSection: "nowhere")  // reported, ignored
        snap.appendItems([2])  // a duplicate: reported, ignored
        source.apply(snap)
        #expect(source.snapshot().itemIdentifiers == [7, 1, 5, 2, 4, 6, 8])
        #expect(t.cellForRow(at: IndexPath(row: 0, section: 0)) === seven)  // moved, not remade
        #expect(made == 8)
        run(seconds: 0.4)
        #expect(shown(t) == ["7", "1", "5", "2", "4", "6", "8"])
        #expect(source.itemIdentifier(for: IndexPath(row: 1, section: 1)) == 4 && source.indexPath(for: 8) == IndexPath(row: 3, section: 1))

        // Sections move and go; a reloaded item gets a new cell.
        snap.moveSection("even", beforeSection: "odd")
        snap.reloadItems([2])
        source.apply(snap)
        run(seconds: 0.4)
        #expect(shown(t) == ["2", "4", "6", "8", "7", "1", "5"] && made == 9)
        snap.deleteSections(["odd"])
        source.apply(snap)
        run(seconds: 0.4)
        #expect(shown(t) == ["2", "4", "6", "8"] && t.numberOfSections == 1)
    }

    @Test func theFewestMovesAreThoseOutsideTheLongestOrderedRun() {
        let pairs = [(from: 3, to: 0), (from: 0, to: 1), (from: 1, to: 2), (from: 2, to: 3), (from: 4, to: 4)]
        let moves = NSDiffableDataSourceSnapshot<Int, Int>.outOfOrder(pairs)
        #expect(moves.map(\.from) == [3])
    }
}
