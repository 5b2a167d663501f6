import Foundation
import Testing
@testable import UIModel

/// A table that selects several rows in editing mode: selection circles, taps that toggle, and
/// the multiple-selection background.
@Suite(.serialized, .freshRuntime) struct MultipleSelectionEditingTests: AnimationTesting {
    final class Mail: UITableViewController {
        var log: [String] = []
        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 4 }
        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let c = UITableViewCell(style: .default, reuseIdentifier: nil)
            c.textLabel?.text = "Message \(indexPath.row)"
            return c
        }
        override func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { indexPath.row != 3 }
        override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { log.append("select \(indexPath.row)") }
        override func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) { log.append("deselect \(indexPath.row)") }
    }

    func shown() -> Mail {
        let mail = Mail(style: .plain)
        mail.tableView.allowsMultipleSelectionDuringEditing = true
        show(mail).layoutIfNeeded()
        return mail
    }

    func tap(row: Int, in mail: Mail) {
        let cell = mail.tableView.cellForRow(at: IndexPath(row: row, section: 0))!
        let p = cell.convert(CGPoint(x: cell.bounds.midX, y: cell.bounds.midY), to: nil)
        let t = CACurrentMediaTime()
        app.handleTouch(.began, at: p, timestamp: t)
        app.handleTouch(.ended, at: p, timestamp: t + 0.05)
        run(seconds: 0.5)
    }

    func circle(_ mail: Mail, _ row: Int) -> UIView? {
        mail.tableView.cellForRow(at: IndexPath(row: row, section: 0))?.editingControl.flatMap { $0.alpha > 0 ? $0 : nil }
    }

    @Test func editableRowsShowSelectionCirclesAndTapsToggleSeveralRows() {
        let mail = shown()
        mail.setEditing(true, animated: false)
        mail.tableView.layoutIfNeeded()
        #expect(circle(mail, 0)?.accessibilityIdentifier == "selectionControl")
        #expect(circle(mail, 3) == nil, "a row the data source does not let edit has no circle")
        #expect(mail.tableView.cellForRow(at: IndexPath(row: 0, section: 0))!.contentView.frame.minX == UITableView.editingIndent)

        tap(row: 0, in: mail)
        tap(row: 2, in: mail)
        #expect(mail.tableView.indexPathsForSelectedRows == [IndexPath(row: 0, section: 0), IndexPath(row: 2, section: 0)])
        #expect(circle(mail, 0)?.accessibilityValue == "Selected" && circle(mail, 1)?.accessibilityValue == nil)
        tap(row: 0, in: mail)
        #expect(mail.tableView.indexPathsForSelectedRows == [IndexPath(row: 2, section: 0)])
        #expect(mail.log == ["select 0", "select 2", "deselect 0"])

        // Leaving editing mode deselects every row and takes the circles away.
        mail.setEditing(false, animated: false)
        mail.tableView.layoutIfNeeded()
        #expect(mail.tableView.indexPathsForSelectedRows == nil)
        #expect(circle(mail, 0) == nil)
        tap(row: 0, in: mail)
        tap(row: 1, in: mail)
        #expect(mail.tableView.indexPathsForSelectedRows == [IndexPath(row: 1, section: 0)], "outside editing, one row at a time")
    }

    @Test func aSelectedRowShowsItsMultipleSelectionBackgroundWhileEditing() {
        let mail = shown()
        let cell = mail.tableView.cellForRow(at: IndexPath(row: 1, section: 0))!
        let single = UIView(), multiple = UIView()
        cell.selectedBackgroundView = single
        cell.multipleSelectionBackgroundView = multiple
        mail.setEditing(true, animated: false)
        tap(row: 1, in: mail)
        cell.layoutIfNeeded()
        #expect(multiple.superview === cell && !multiple.isHidden && multiple.frame == cell.bounds)
        #expect(single.superview == nil || single.isHidden)
        mail.setEditing(false, animated: false)
        tap(row: 1, in: mail)
        cell.layoutIfNeeded()
        #expect(!single.isHidden && multiple.isHidden)
    }
}
