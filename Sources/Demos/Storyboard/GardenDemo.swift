import Foundation
import UIModel

/// The storyboard demo: a garden's plants in `Garden.storyboard`, as an Xcode app keeps a screen
/// (a navigation controller, a table of prototype cells, a detail reached by a show segue with
/// its outlets and an action, settings in a static table presented as a form sheet and closed by
/// an unwind segue). The controllers are the app's; the file makes and connects them.
enum GardenDemo {
    /// The storyboard's initial controller, with a way back to the gallery when `back` is given.
    @MainActor static func makeRoot(back: (() -> Void)?) -> UIViewController? {
        let root = UIStoryboard(name: "Garden", bundle: .module).instantiateInitialViewController()
        if let back, let list = (root as? UINavigationController)?.viewControllers.first {
            list.navigationItem.leftBarButtonItem = UIBarButtonItem(title: "\u{2039} Gallery", style: .plain,
                                                                    primaryAction: UIAction { _ in back() })
        }
        return root
    }
}

/// The plants, from the storyboard's prototype cell (subtitle style, a leaf image).
final class PlantListController: UITableViewController {
    struct Plant {
        var name: String
        var care: String
        var lastWatered = "Watered 2 days ago"
    }

    var plants = [
        Plant(name: "Monstera", care: "Water weekly, bright shade"),
        Plant(name: "Fiddle-leaf fig", care: "Water when the top inch is dry"),
        Plant(name: "Snake plant", care: "Water monthly, any light"),
        Plant(name: "Basil", care: "Water daily, full sun"),
        Plant(name: "Peace lily", care: "Keep moist, low light"),
    ]
    /// The row the detail shows, to take its watering back.
    private var shownRow: Int?

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { plants.count }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "PlantCell", for: indexPath)
        cell.textLabel?.text = plants[indexPath.row].name
        cell.detailTextLabel?.text = plants[indexPath.row].care
        return cell
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        guard segue.identifier == "showPlant", let detail = segue.destination as? PlantDetailController,
              let cell = sender as? UITableViewCell, let row = tableView.indexPath(for: cell)?.row else { return }
        shownRow = row
        detail.plant = plants[row]
        detail.onWater = { [weak self] status in self?.plants[row].lastWatered = status }
    }

    /// The settings' Done button unwinds here.
    func closeSettings(_ segue: UIStoryboardSegue) {
        guard let settings = segue.source as? GardenSettingsController else { return }
        title = settings.remindersSwitch.isOn ? "Garden" : "Garden (quiet)"
    }
}

/// A plant's page: its outlets filled in `viewDidLoad`, its Water button an action.
final class PlantDetailController: UIViewController {
    weak var nameLabel: UILabel!
    weak var statusLabel: UILabel!
    weak var waterButton: UIButton!
    var plant: PlantListController.Plant?
    var onWater: ((String) -> Void)?

    override func viewDidLoad() {
        super.viewDidLoad()
        nameLabel.text = plant?.name
        statusLabel.text = plant?.lastWatered
    }

    func water(_ sender: UIButton) {
        statusLabel.text = "Watered just now"
        sender.configuration?.title = "Watered"
        sender.isEnabled = false
        onWater?("Watered just now")
    }
}

/// The settings form: a static table whose switch is an outlet and sends an action.
final class GardenSettingsController: UITableViewController {
    weak var remindersSwitch: UISwitch!
    weak var timeCell: UITableViewCell!

    func remindersChanged(_ sender: UISwitch) {
        timeCell.textLabel?.isEnabled = sender.isOn
        timeCell.detailTextLabel?.text = sender.isOn ? "8:00" : "Off"
    }
}
