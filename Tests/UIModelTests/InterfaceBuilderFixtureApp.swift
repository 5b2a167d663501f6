import Foundation
import UIModel

// An app's controllers and views as its Interface Builder files connect them (the storyboard
// and xib in InterfaceBuilder/), with the `UIModelInterfaceBuilder` enum uimodel-port writes for
// them. The files name the module "NotesApp" (`customModuleProvider="target"`): here it is this
// test module, as an app's target is named whatever its package calls it.

final class NoteListController: UITableViewController {
    var notes = [("Groceries", "Milk, eggs"), ("Ideas", "A phone simulator")]
    private(set) var prepared: [(identifier: String?, sender: Any?, destination: UIViewController)] = []
    private(set) var selectedBeforePrepare: [IndexPath] = []
    private(set) var unwound: [String?] = []

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { notes.count }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "NoteCell", for: indexPath)
        cell.textLabel?.text = notes[indexPath.row].0
        cell.detailTextLabel?.text = notes[indexPath.row].1
        return cell
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        prepared.append((segue.identifier, sender, segue.destination))
        if let detail = segue.destination as? NoteDetailController, let cell = sender as? UITableViewCell,
           let row = tableView.indexPath(for: cell)?.row {
            detail.note = notes[row].0
        }
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        selectedBeforePrepare.append(indexPath)
    }

    func unwindToList(_ segue: UIStoryboardSegue) { unwound.append(segue.identifier) }
}

final class NoteDetailController: UIViewController {
    weak var titleLabel: UILabel!
    weak var deleteButton: UIButton!
    var note: String?
    private(set) var outletsInViewDidLoad: (UILabel?, UIButton?) = (nil, nil)
    private(set) var deletions = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        outletsInViewDidLoad = (titleLabel, deleteButton)
        if let note { titleLabel.text = note }
    }

    func deleteTapped(_ sender: UIButton) { deletions += 1 }
}

final class ComposeController: UIViewController {}

final class SettingsController: UITableViewController {
    weak var remindersSwitch: UISwitch!
    weak var nameCell: UITableViewCell!
    private(set) var reminderChanges: [Bool] = []

    func remindersChanged(_ sender: UISwitch) { reminderChanges.append(sender.isOn) }
}

/// A view whose `init?(coder:)` reads what `super.init(coder:)` decoded and changes it.
final class CardView: UIView {
    private(set) var frameSeenInInit: CGRect = .zero
    private(set) var awoke = false
    var cornerRadius: CGFloat = 0 { didSet { layer.cornerRadius = cornerRadius } }

    override init(frame: CGRect) { super.init(frame: frame) }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        frameSeenInInit = frame
        layer.borderWidth = 1
    }

    override func awakeFromNib() {
        super.awakeFromNib()
        awoke = true
    }
}

final class ProfileController: UIViewController {
    weak var nameLabel: UILabel!
    var badges: [UIView]!
    private(set) var taps = 0

    func cardTapped(_ sender: UITapGestureRecognizer) { taps += 1 }
}

/// What uimodel-port writes for the classes above.
final class UIModelInterfaceBuilder: InterfaceBuilderConnecting {
    static func setOutlet(_ name: String, of object: AnyObject, to value: Any?) -> Bool? {
        if let o = object as? NoteDetailController {
            switch name {
            case "titleLabel": return InterfaceBuilderValue.assign(value, to: &o.titleLabel)
            case "deleteButton": return InterfaceBuilderValue.assign(value, to: &o.deleteButton)
            default: break
            }
        }
        if let o = object as? SettingsController {
            switch name {
            case "remindersSwitch": return InterfaceBuilderValue.assign(value, to: &o.remindersSwitch)
            case "nameCell": return InterfaceBuilderValue.assign(value, to: &o.nameCell)
            default: break
            }
        }
        if let o = object as? ProfileController {
            switch name {
            case "nameLabel": return InterfaceBuilderValue.assign(value, to: &o.nameLabel)
            case "badges": return InterfaceBuilderValue.assign(value, to: &o.badges)
            default: break
            }
        }
        return nil
    }

    static func action(_ selector: String, of target: AnyObject) -> ((Any?) -> Void)? {
        if let o = target as? NoteListController {
            switch selector {
            case "unwindToList:":
                return { [weak o] sender in
                    guard let o, let sender = InterfaceBuilderValue.sender(sender, as: UIStoryboardSegue.self) else { return }
                    o.unwindToList(sender)
                }
            default: break
            }
        }
        if let o = target as? NoteDetailController {
            switch selector {
            case "deleteTapped:":
                return { [weak o] sender in
                    guard let o, let sender = InterfaceBuilderValue.sender(sender, as: UIButton.self) else { return }
                    o.deleteTapped(sender)
                }
            default: break
            }
        }
        if let o = target as? SettingsController {
            switch selector {
            case "remindersChanged:":
                return { [weak o] sender in
                    guard let o, let sender = InterfaceBuilderValue.sender(sender, as: UISwitch.self) else { return }
                    o.remindersChanged(sender)
                }
            default: break
            }
        }
        if let o = target as? ProfileController {
            switch selector {
            case "cardTapped:":
                return { [weak o] sender in
                    guard let o, let sender = InterfaceBuilderValue.sender(sender, as: UITapGestureRecognizer.self) else { return }
                    o.cardTapped(sender)
                }
            default: break
            }
        }
        return nil
    }

    static func setValue(_ value: Any?, forKeyPath keyPath: String, of object: AnyObject) -> Bool? {
        if let o = object as? CardView {
            switch keyPath {
            case "cornerRadius": return InterfaceBuilderValue.assign(value, to: &o.cornerRadius)
            default: break
            }
        }
        return nil
    }
}
