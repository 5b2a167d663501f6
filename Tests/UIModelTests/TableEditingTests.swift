import Foundation
import Testing
@testable import UIModel

@Suite(.serialized, .freshRuntime) struct TableEditingTests: AnimationTesting {
    final class Fruit: UITableViewController {
        var items = ["Apple", "Banana", "Cherry", "Damson", "Elder"]
        var log: [String] = []
        var styles: [Int: UITableViewCell.EditingStyle] = [:]
        var movable = true
        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { items.count }
        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let c = UITableViewCell(style: .default, reuseIdentifier: nil)
            c.textLabel?.text = items[indexPath.row]
            c.accessoryType = indexPath.row == 4 ? .detailDisclosureButton : .none
            return c
        }
        override func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath) -> UITableViewCell.EditingStyle {
            styles[indexPath.row] ?? .delete
        }
        override func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { movable }
        override func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {
            log.append("commit \(editingStyle == .delete ? "delete" : "insert") \(indexPath.row)")
            if editingStyle == .delete {
                items.remove(at: indexPath.row)
                tableView.deleteRows(at: [indexPath], with: .automatic)
            }
        }
        override func tableView(_ tableView: UITableView, moveRowAt from: IndexPath, to: IndexPath) {
            log.append("move \(from.row) to \(to.row)")
            items.insert(items.remove(at: from.row), at: to.row)
        }
        override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { log.append("select \(indexPath.row)") }
        override func tableView(_ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath) {
            log.append("accessory \(indexPath.row)")
        }
    }

    func shown() -> (Fruit, UIWindow) {
        let fruit = Fruit(style: .plain)
        let window = show(fruit)
        window.layoutIfNeeded()
        return (fruit, window)
    }

    func tap(_ p: CGPoint) {
        let t = CACurrentMediaTime()
        app.handleTouch(.began, at: p, timestamp: t)
        app.handleTouch(.ended, at: p, timestamp: t + 0.05)
        run(seconds: 0.5)
    }

    func centre(_ v: UIView) -> CGPoint { v.convert(CGPoint(x: v.bounds.midX, y: v.bounds.midY), to: nil) }

    func cell(_ fruit: Fruit, _ row: Int) -> UITableViewCell { fruit.tableView.cellForRow(at: IndexPath(row: row, section: 0))! }

    func titles(_ fruit: Fruit) -> [String] {
        fruit.tableView.visibleCells.sorted { $0.frame.minY < $1.frame.minY }.compactMap { $0.textLabel?.text }
    }

    @Test func theEditButtonShowsDeleteControlsAndDeleteCommits() {
        let (fruit, _) = shown()
        fruit.editButtonItem.primaryAction?.perform(sender: fruit.editButtonItem)
        run(seconds: 0.5)
        #expect(fruit.isEditing && fruit.tableView.isEditing && fruit.editButtonItem.title == "Done")
        let row = cell(fruit, 1)
        #expect(row.isEditing && row.editingStyle == .delete && row.contentView.frame.minX == 38)
        #expect(row.editingControl?.alpha == 1 && row.reorderControl?.alpha == 1)
        tap(centre(row.editingControl!))
        let delete = fruit.tableView.subviews.compactMap { $0 as? SwipeActionsView }.first
        #expect(delete?.buttons.first?.currentTitle == "Delete" && row.frame.minX < 0)
        tap(centre(delete!.buttons[0]))
        #expect(fruit.log == ["commit delete 1"])
        run(seconds: 0.5)
        #expect(titles(fruit) == ["Apple", "Cherry", "Damson", "Elder"])
        // Leaving editing mode takes the controls away and gives the content its room back.
        fruit.setEditing(false, animated: true)
        run(seconds: 0.5)
        #expect(!cell(fruit, 0).isEditing && cell(fruit, 0).contentView.frame.minX == 0 && fruit.editButtonItem.title == "Edit")
    }

    @Test func aGreenPlusInsertsAndRowsAreNotSelectedWhileEditing() {
        let (fruit, _) = shown()
        fruit.styles = [0: .insert, 2: .none]
        fruit.setEditing(true, animated: false)
        fruit.tableView.layoutIfNeeded()
        #expect(cell(fruit, 2).contentView.frame.minX == 0 && cell(fruit, 2).editingControl?.alpha == 0)
        tap(centre(cell(fruit, 0).editingControl!))
        tap(centre(cell(fruit, 3)))
        #expect(fruit.log == ["commit insert 0"])
        fruit.tableView.allowsSelectionDuringEditing = true
        tap(centre(cell(fruit, 3)))
        #expect(fruit.log == ["commit insert 0", "select 3"])
    }

    @Test func dragRowsByTheirReorderControls() {
        let (fruit, _) = shown()
        fruit.setEditing(true, animated: false)
        fruit.tableView.layoutIfNeeded()
        let grip = centre(cell(fruit, 0).reorderControl!)
        var t = CACurrentMediaTime()
        app.handleTouch(.began, at: grip, timestamp: t)
        run(seconds: 1.0 / 60)
        for i in 1...20 {
            run(seconds: 1.0 / 60)
            t = CACurrentMediaTime()
            app.handleTouch(.moved, at: CGPoint(x: grip.x, y: grip.y + CGFloat(i) * 5.5), timestamp: t)
        }
        // The rows passed make way while the finger holds the row.
        #expect(cell(fruit, 1).frame.minY < fruit.tableView.rectForRow(at: IndexPath(row: 1, section: 0)).minY)
        app.handleTouch(.ended, at: CGPoint(x: grip.x, y: grip.y + 110), timestamp: t)
        run(seconds: 0.6)
        #expect(fruit.log == ["move 0 to 2"])
        #expect(fruit.items == ["Banana", "Cherry", "Apple", "Damson", "Elder"])
        #expect(titles(fruit) == fruit.items)
    }

    @Test func withoutCanMoveThereAreNoReorderControlsAndTheInfoButtonTellsTheDelegate() {
        let (fruit, _) = shown()
        let info = cell(fruit, 4)
        let accessory = info.subviews.compactMap { $0 as? CellAccessoryView }.first!
        #expect(abs(accessory.frame.width - (22 + 12 + 14)) < 1e-9)
        tap(accessory.convert(CGPoint(x: 11, y: accessory.bounds.midY), to: nil))
        #expect(fruit.log == ["accessory 4"])
        fruit.movable = false
        fruit.setEditing(true, animated: false)
        fruit.tableView.reloadData()
        fruit.tableView.layoutIfNeeded()
        #expect(cell(fruit, 0).reorderControl?.alpha == 0)
    }

    @Test func aDiffableDataSourceMovesItsSnapshotWithADraggedRow() {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 400), style: .plain)
        let source = UITableViewDiffableDataSource<Int, String>(tableView: table) { _, _, item in
            let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
            cell.textLabel?.text = item
            return cell
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(["a", "b", "c", "d"])
        source.apply(snapshot, animatingDifferences: false)
        #expect(!source.tableView(table, canEditRowAt: IndexPath(row: 0, section: 0)))  // off until a subclass says
        source.tableView(table, moveRowAt: IndexPath(row: 0, section: 0), to: IndexPath(row: 2, section: 0))
        #expect(source.snapshot().itemIdentifiers == ["b", "c", "a", "d"])
        source.tableView(table, moveRowAt: IndexPath(row: 1, section: 0), to: IndexPath(row: 3, section: 0))
        #expect(source.snapshot().itemIdentifiers == ["b", "a", "d", "c"])
    }
}
