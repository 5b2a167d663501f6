import Foundation
import Testing
@testable import UIModel
import UIModelTesting

/// Rows with a trailing "Delete" (which deletes) and "Flag", and a leading "Pin" that does not
/// perform on a full swipe.
final class SwipeableRows: NamedRows, UITableViewDelegate {
    var log: [String] = []
    func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        let delete = UIContextualAction(style: .destructive, title: "Delete") { [unowned self] _, _, done in
            log.append("delete \(sections[indexPath.section][indexPath.row])")
            sections[indexPath.section].remove(at: indexPath.row)
            tableView.deleteRows(at: [indexPath], with: .automatic)
            done(true)
        }
        let flag = UIContextualAction(style: .normal, title: "Flag") { [unowned self] _, _, done in
            log.append("flag \(sections[indexPath.section][indexPath.row])")
            done(true)
        }
        return UISwipeActionsConfiguration(actions: [delete, flag])
    }
    func tableView(_ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        let pin = UIContextualAction(style: .normal, title: "Pin") { [unowned self] _, _, done in log.append("pin"); done(true) }
        let c = UISwipeActionsConfiguration(actions: [pin])
        c.performsFirstActionWithFullSwipe = false
        return c
    }
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { log.append("select \(indexPath.row)") }
}

/// Rows with iOS 8's row actions: "Delete" (the default, red) and "Edit" (normal, grey).
final class RowActionRows: NamedRows, UITableViewDelegate {
    var log: [String] = []
    func tableView(_ tableView: UITableView, editActionsForRowAt indexPath: IndexPath) -> [UITableViewRowAction]? {
        let delete = UITableViewRowAction(style: .destructive, title: "Delete") { [unowned self] _, indexPath in
            log.append("delete \(indexPath.row)")
        }
        let edit = UITableViewRowAction(style: .normal, title: "Edit") { [unowned self] action, indexPath in
            log.append("\(action.title ?? "") \(indexPath.row)")
        }
        edit.backgroundColor = .systemBlue
        return [delete, edit]
    }
}

@Suite(.serialized, .freshRuntime) struct SwipeActionTests: AnimationTesting {
    func table(_ source: SwipeableRows) -> UITableView {
        let window = makeView().window!
        let t = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
        t.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        t.rowHeight = 50
        t.dataSource = source
        t.delegate = source
        window.addSubview(t)
        app.layoutWindows()
        return t
    }

    /// A drag from `from` to `to` over `steps` frames, then a pause, then the finger lifts.
    func drag(_ from: CGPoint, _ to: CGPoint, steps: Int = 10, pause: Bool = true) {
        var time = CACurrentMediaTime()
        app.handleTouch(.began, at: from, timestamp: time)
        for i in 1...steps {
            time += 1.0 / 60
            let f = CGFloat(i) / CGFloat(steps)
            app.handleTouch(.moved, at: CGPoint(x: from.x + (to.x - from.x) * f, y: from.y + (to.y - from.y) * f), timestamp: time)
            frame(1.0 / 60)
        }
        if pause { time += 0.2; app.handleTouch(.moved, at: to, timestamp: time); run(seconds: 0.2) }
        app.handleTouch(.ended, at: to, timestamp: time + 0.01)
        run(seconds: 0.5)
    }

    func tap(_ p: CGPoint) {
        let time = CACurrentMediaTime()
        app.handleTouch(.began, at: p, timestamp: time)
        app.handleTouch(.ended, at: p, timestamp: time + 0.05)
        run(seconds: 0.5)
    }

    @Test func aSwipeOpensTheRowAndATapOnAnActionRunsItAndClosesIt() {
        let source = SwipeableRows([(0..<10).map { "r\($0)" }])
        let t = table(source)
        let cell = t.cellForRow(at: IndexPath(row: 1, section: 0))!
        drag(CGPoint(x: 250, y: 75), CGPoint(x: 150, y: 75))
        // Past half the actions' width: the row stays open by their full width.
        let actions = t.subviews.compactMap { $0 as? SwipeActionsView }.first!
        #expect(cell.frame.minX == -actions.naturalWidth && actions.frame.maxX == 320)
        let delete = actions.buttons[0], flag = actions.buttons[1]
        #expect(delete.frame.maxX == actions.bounds.width && flag.frame.maxX == delete.frame.minX)  // the first at the edge
        #expect(delete.backgroundColor == .systemRed && delete.currentTitle == "Delete")
        tap(CGPoint(x: 320 - delete.frame.width - flag.frame.width / 2, y: 75))
        #expect(source.log == ["flag r1"])
        #expect(cell.frame.minX == 0 && actions.superview == nil)
        // Open again and delete: the row goes.
        drag(CGPoint(x: 250, y: 75), CGPoint(x: 150, y: 75))
        tap(CGPoint(x: 300, y: 75))
        #expect(source.log == ["flag r1", "delete r1"] && t.numberOfRows(inSection: 0) == 9)
        #expect(t.cellForRow(at: IndexPath(row: 1, section: 0))?.textLabel?.text == "r2")
        #expect(t.subviews.compactMap { $0 as? SwipeActionsView }.isEmpty)
    }

    @Test func aShortSwipeClosesAFullSwipePerformsTheFirstActionAndATapElsewhereOnlyCloses() {
        let source = SwipeableRows([(0..<10).map { "r\($0)" }])
        let t = table(source)
        drag(CGPoint(x: 250, y: 125), CGPoint(x: 230, y: 125))
        #expect(t.cellForRow(at: IndexPath(row: 2, section: 0))!.frame.minX == 0 && t.swipe == nil)
        drag(CGPoint(x: 300, y: 125), CGPoint(x: 20, y: 125))
        #expect(source.log == ["delete r2"] && t.numberOfRows(inSection: 0) == 9)
        // Leading actions without a full swipe stop at their width, rubber-banded while dragged.
        drag(CGPoint(x: 20, y: 25), CGPoint(x: 300, y: 25), pause: false)
        let cell = t.cellForRow(at: IndexPath(row: 0, section: 0))!
        #expect(source.log.count == 1 && cell.frame.minX == t.swipe!.actionsView.naturalWidth)
        tap(CGPoint(x: 200, y: 225))
        #expect(source.log.count == 1 && t.swipe == nil && cell.frame.minX == 0)  // closed, nothing selected
        tap(CGPoint(x: 200, y: 225))
        #expect(source.log.last == "select 4")
    }

    @Test func rowActionsFromTheDelegateShowAsTheRowsActions() {
        let source = RowActionRows([(0..<10).map { "r\($0)" }])
        let t = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
        t.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        t.rowHeight = 50
        t.dataSource = source
        t.delegate = source
        makeView().window!.addSubview(t)
        app.layoutWindows()
        drag(CGPoint(x: 250, y: 75), CGPoint(x: 150, y: 75))
        let actions = t.subviews.compactMap { $0 as? SwipeActionsView }.first!
        let delete = actions.buttons[0], edit = actions.buttons[1]
        #expect(delete.currentTitle == "Delete" && delete.backgroundColor == .systemRed)
        #expect(edit.currentTitle == "Edit" && edit.backgroundColor == .systemBlue)
        tap(CGPoint(x: 320 - delete.frame.width - edit.frame.width / 2, y: 75))
        #expect(source.log == ["Edit 1"])
        // A full swipe does not perform the first row action, as on iOS 8.
        drag(CGPoint(x: 300, y: 175), CGPoint(x: 20, y: 175))
        #expect(source.log == ["Edit 1"])
    }
}
