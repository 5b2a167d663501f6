import UIKit

/// A compose screen whose actions are selectors kept as values: in a variable, passed to a
/// helper, sent up the responder chain with a nil target, and the keyboard dismissed by name.
class ComposeViewController: UIViewController {
    let sendButton = UIButton(type: .system)
    let clearButton = UIButton(type: .system)
    let doneButton = UIButton(type: .system)
    let messageField = UITextField()
    private(set) var sent: [String] = []
    private(set) var cleared = 0
    private(set) var finishedBy: UIButton?

    override func viewDidLoad() {
        super.viewDidLoad()
        for view in [sendButton, clearButton, doneButton, messageField] { self.view.addSubview(view) }
        let send = #selector(sendMessage)
        sendButton.addTarget(self, action: send, for: .touchUpInside)
        wire(clearButton, to: #selector(clearMessage(_:)))
        // No target: the action goes up the responder chain, from the field being edited.
        doneButton.addTarget(nil, action: #selector(finish(_:)), for: .touchUpInside)
        let swipe = #selector(swiped(_:))
        view.addGestureRecognizer(UISwipeGestureRecognizer(target: self, action: swipe))
    }

    private(set) var swipes = 0

    @objc func swiped(_ recognizer: UISwipeGestureRecognizer) {
        swipes += 1
    }

    func wire(_ button: UIButton, to action: Selector) {
        button.addTarget(self, action: action, for: .touchUpInside)
    }

    /// A method named by a string, as settings screens built from a table of names do.
    func wire(_ button: UIButton, toMethodNamed name: String) {
        button.addTarget(self, action: NSSelectorFromString(name), for: .touchUpInside)
    }

    @objc func sendMessage() {
        sent.append(messageField.text ?? "")
    }

    @objc func clearMessage(_ sender: UIButton) {
        messageField.text = ""
        cleared += 1
    }

    @objc func finish(_ sender: UIButton) {
        finishedBy = sender
        UIApplication.shared.sendAction(#selector(UIResponder.resignFirstResponder), to: nil, from: nil, for: nil)
    }
}
