import UIModel

/// A settings form in a navigation controller: bar button items, a text field that posts its
/// changes, a switch.
class SettingsViewController: UIViewController, UITextFieldDelegate {
    let nameField = UITextField()
    let reminders = UISwitch()
    private(set) var saved = false
    private(set) var cancelledBy: UIBarButtonItem?
    private(set) var helpedBy: UIBarButtonItem?
    /// An item whose target and action are set as properties, as older code does.
    lazy var helpItem: UIBarButtonItem = {
        $0.title = "Help"
        $0.primaryAction = UIAction { [weak self] action in self?.help(action.sender as! UIBarButtonItem) }
        return $0
    }(UIBarButtonItem())
    private(set) var names: [String] = []
    private(set) var remindersOn: [Bool] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Settings"
        navigationItem.rightBarButtonItem = UIBarButtonItem(systemItem: .save, primaryAction: UIAction { [weak self] _ in self?.save() })
        navigationItem.rightBarButtonItems?.append(helpItem)
        navigationItem.leftBarButtonItem = UIBarButtonItem(title: "Cancel", style: .plain, primaryAction: UIAction { [weak self] action in self?.cancel(action.sender as! UIBarButtonItem) })
        toolbarItems = [UIBarButtonItem(systemItem: .flexibleSpace, primaryAction: nil),
                        UIBarButtonItem(systemItem: .save, primaryAction: UIAction { [weak self] _ in self?.save() })]
        reminders.addAction(UIAction(identifier: UIAction.Identifier("remindersChanged(_:)")) { [weak self] action in self?.remindersChanged(action.sender as! UISwitch) }, for: .valueChanged)
        nameField.delegate = self
        _ = NotificationCenter.default.addObserver(forName: UITextField.textDidChangeNotification, object: nameField, queue: nil) { [weak self] notification in nonisolated(unsafe) let notification = notification; MainActor.assumeIsolated { self?.nameDidChange(NSNotification(name: notification.name, object: notification.object, userInfo: notification.userInfo)) } }
        view.addSubview(nameField)
        view.addSubview(reminders)
    }

    func save() { saved = true }

    func cancel(_ sender: UIBarButtonItem) { cancelledBy = sender }

    func help(_ sender: UIBarButtonItem) { helpedBy = sender }

    private func remindersChanged(_ sender: UISwitch) { remindersOn.append(sender.isOn) }

    private func nameDidChange(_ notification: NSNotification) {
        guard let field = notification.object as? UITextField else { return }
        names.append(field.text ?? "")
    }
}
