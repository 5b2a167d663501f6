import Foundation
import UIModel

/// The app's model for a place's statistics, on the main actor as view models are.
@MainActor public final class PlaceStatsModel {
    public private(set) var visits: [String: Int] = [:]

    public init() {}

    /// Loads the visit counts (the app's stand-in for a network call: it suspends, then answers).
    public func load() async {
        await Task.yield()
        visits = ["Lisbon": 12, "Kyoto": 7, "Reykjavík": 3]
    }
}

/// A small header that shows the total of visits once the model has loaded.
public final class PlaceStatsViewController: UIViewController {
    /// Styling shared by every instance (UIKit values in a `static let`).
    static let accent = UIColor.systemTeal
    static let insets = UIEdgeInsets(top: 12, left: 16, bottom: 12, right: 16)

    public let model: PlaceStatsModel
    public let totalLabel = UILabel()
    /// The task that loads the model; a test waits for it.
    public private(set) var loading: Task<Void, Never>?

    public init(model: PlaceStatsModel) {
        self.model = model
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    deinit {
        loading?.cancel()
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = Self.accent
        view.layoutMargins = Self.insets
        totalLabel.text = "Loading…"
        totalLabel.accessibilityIdentifier = "stats.total"
        view.addSubview(totalLabel)
        loading = Task {
            await model.load()
            totalLabel.text = "\(model.visits.values.reduce(0, +)) visits"
        }
    }

    public override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        totalLabel.frame = view.bounds.inset(by: Self.insets)
    }
}
