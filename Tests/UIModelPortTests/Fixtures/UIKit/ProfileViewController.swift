import UIKit

/// A profile screen as Interface Builder users write it: outlets, actions, target-action.
class ProfileViewController: UIViewController {
    @IBOutlet weak var nameLabel: UILabel!
    @IBOutlet var avatarView: UIImageView!
    @IBOutlet private weak var saveButton: UIButton!

    private(set) var savedBy: UIButton?
    private(set) var resetCount = 0
    private(set) var lastDrag: (control: UIControl, event: UIEvent)?
    private(set) var backgroundTaps = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = #colorLiteral(red: 0.95, green: 0.94, blue: 0.9, alpha: 1)
        // No storyboard here: the views the outlets pointed at are made in code.
        let label = UILabel(frame: CGRect(x: 20, y: 100, width: 200, height: 30))
        let button = UIButton(type: .system)
        view.addSubview(label)
        view.addSubview(button)
        nameLabel = label
        saveButton = button
        avatarView = UIImageView(image: #imageLiteral(resourceName: "Heart"))
        saveButton.setTitle("Save", for: .normal)

        // The three selector shapes UIKit accepts: sender, none, sender and event.
        saveButton.addTarget(self, action: #selector(saveTapped(_:)), for: .touchUpInside)
        saveButton.addTarget(self, action: #selector(reset), for: [.touchDownRepeat])
        saveButton.addTarget(self,
                             action: #selector(dragged(_:forEvent:)),
                             for: .touchDragInside)

        let tap = UITapGestureRecognizer(target: self, action: #selector(backgroundTapped))
        view.addGestureRecognizer(tap)
    }

    /// Stops listening for repeated taps.
    func stopResetting() {
        saveButton.removeTarget(self, action: #selector(reset), for: .touchDownRepeat)
    }

    @IBAction func saveTapped(_ sender: UIButton) {
        savedBy = sender
        nameLabel.text = "Saved"
    }

    @objc private func reset() {
        resetCount += 1
    }

    @objc func dragged(_ sender: UIControl, forEvent event: UIEvent) {
        lastDrag = (sender, event)
    }

    @objc
    func backgroundTapped() {
        backgroundTaps += 1
    }
}
