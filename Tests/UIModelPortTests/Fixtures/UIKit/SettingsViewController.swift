import UIKit

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
        $0.target = self
        $0.action = #selector(help(_:))
        return $0
    }(UIBarButtonItem())
    private(set) var names: [String] = []
    private(set) var remindersOn: [Bool] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Settings"
        navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .save, target: self, action: #selector(save))
        navigationItem.rightBarButtonItems?.append(helpItem)
        navigationItem.leftBarButtonItem = UIBarButtonItem(title: "Cancel", style: .plain,
                                                           target: self, action: #selector(cancel(_:)))
        toolbarItems = [UIBarButtonItem(barButtonSystemItem: .flexibleSpace, target: nil, action: nil),
                        UIBarButtonItem(barButtonSystemItem: .save, target: self, action: #selector(save))]
        reminders.addTarget(self, action: #selector(remindersChanged(_:)), for: .valueChanged)
        nameField.delegate = self
        NotificationCenter.default.addObserver(self, selector: #selector(nameDidChange(_:)),
                                               name: UITextField.textDidChangeNotification, object: nameField)
        view.addSubview(nameField)
        view.addSubview(reminders)
    }

    @objc func save() { saved = true }

    @objc func cancel(_ sender: UIBarButtonItem) { cancelledBy = sender }

    @objc func help(_ sender: UIBarButtonItem) { helpedBy = sender }

    @objc private func remindersChanged(_ sender: UISwitch) { remindersOn.append(sender.isOn) }

    @objc private func nameDidChange(_ notification: NSNotification) {
        guard let field = notification.object as? UITextField else { return }
        names.append(field.text ?? "")
    }
}
