import Foundation
import SimulatorKit
import SnapshotTesting
import Testing
import UIModel
import UIModelSnapshotTesting

/// A mailbox in editing mode that selects several rows: the circles, two of them checked, the
/// selected rows' background, and a row that cannot edit without a circle.
@Suite(.serialized) struct MultipleSelectionSnapshotTests {
    final class Inbox: UITableViewController {
        override func viewDidLoad() {
            super.viewDidLoad()
            title = "Inbox"
            clearsSelectionOnViewWillAppear = false
            tableView.allowsMultipleSelectionDuringEditing = true
            setEditing(true, animated: false)
            for row in [0, 2] { tableView.selectRow(at: IndexPath(row: row, section: 0), animated: false, scrollPosition: .none) }
        }
        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 5 }
        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = UITableViewCell(style: .subtitle, reuseIdentifier: nil)
            cell.textLabel?.text = ["Ana", "Ben", "Chloé", "Dev", "Team"][indexPath.row]
            cell.detailTextLabel?.text = indexPath.row == 4 ? "Pinned: cannot be edited" : "Re: Friday's plans"
            return cell
        }
        override func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { indexPath.row != 4 }
    }

    @Test func selectedRowsShowCheckedCircles() throws {
        let app = try SimulatorApp(rootViewController: UINavigationController(rootViewController: Inbox(style: .plain)), device: .iPhone15)
        assertSnapshot(of: app, as: .image)
    }
}
