import UIModel

/// A profile screen as Interface Builder users write it: outlets, actions, target-action.
class ProfileViewController: UIViewController {
    weak var nameLabel: UILabel!
    var avatarView: UIImageView!
    weak var saveButton: UIButton!

    private(set) var savedBy: UIButton?
    private(set) var resetCount = 0
    private(set) var lastDrag: (control: UIControl, event: UIEvent)?
    private(set) var backgroundTaps = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = UIColor(red: 0.95, green: 0.94, blue: 0.9, alpha: 1)
        // No storyboard here: the views the outlets pointed at are made in code.
        let label = UILabel(frame: CGRect(x: 20, y: 100, width: 200, height: 30))
        let button = UIButton(type: .system)
        view.addSubview(label)
        view.addSubview(button)
        nameLabel = label
        saveButton = button
        avatarView = UIImageView(image: UIImage(imageLiteralResourceName: "Heart"))
        saveButton.setTitle("Save", for: .normal)

        // The three selector shapes UIKit accepts: sender, none, sender and event.
        saveButton.addAction(UIAction(identifier: UIAction.Identifier("saveTapped(_:)")) { [weak self] action in self?.saveTapped(action.sender as! UIButton) }, for: .touchUpInside)
        saveButton.addAction(UIAction(identifier: UIAction.Identifier("reset")) { [weak self] _ in self?.reset() }, for: [.touchDownRepeat])
        saveButton.addAction(UIAction(identifier: UIAction.Identifier("dragged(_:forEvent:)")) { [weak self] action in self?.dragged(action.sender as! UIControl, forEvent: action.event ?? UIEvent()) }, for: .touchDragInside)

        let tap = UITapGestureRecognizer(handler: { [weak self] _ in self?.backgroundTapped() })
        view.addGestureRecognizer(tap)
    }

    /// Stops listening for repeated taps.
    func stopResetting() {
        saveButton.removeAction(identifiedBy: UIAction.Identifier("reset"), for: .touchDownRepeat)
    }

    func saveTapped(_ sender: UIButton) {
        savedBy = sender
        nameLabel.text = "Saved"
    }

    private func reset() {
        resetCount += 1
    }

    func dragged(_ sender: UIControl, forEvent event: UIEvent) {
        lastDrag = (sender, event)
    }

    func backgroundTapped() {
        backgroundTaps += 1
    }
}
