import Foundation
import UIModel

/// The system's photo picker: the library's photos (the simulator's sample photos and the app's
/// images) in a grid under "Photos", Cancel, and Add when more than one may be picked. One
/// pick ends it at once; with a larger `selectionLimit`, taps mark photos (numbered when the
/// selection is ordered) up to the limit, and Add ends it. The delegate gets the results, as
/// item providers that load `UIImage`s, and dismisses the picker. No access to the library is
/// needed, as on iOS.
@preconcurrency @MainActor open class PHPickerViewController: UIViewController {
    nonisolated deinit {}
    open weak var delegate: PHPickerViewControllerDelegate?
    public let configuration: PHPickerConfiguration

    private let grid = PhotoPickerGridController()
    private lazy var navigation = UINavigationController(rootViewController: grid)

    public init(configuration: PHPickerConfiguration) {
        self.configuration = configuration
        super.init(nibName: nil, bundle: nil)
        grid.picker = self
    }

    public required init?(coder: NSCoder) { fatalError("PHPickerViewController is made in code, with a configuration") }

    open override func viewDidLoad() {
        super.viewDidLoad()
        addChild(navigation)
        navigation.view.frame = view.bounds
        navigation.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(navigation.view)
        navigation.didMove(toParent: self)
    }

    /// Scrolls the picker's grid (kept: the grid is short enough here to show at once).
    open func scrollContent(to position: Any) {}

    /// Ends the picker with the photos named `names`, in order.
    func finish(with names: [String]) {
        let results = names.compactMap { name -> PHPickerResult? in
            guard let image = UIImage(named: name) else { return nil }
            let provider = NSItemProvider(object: image)
            provider.suggestedName = name
            return PHPickerResult(itemProvider: provider, assetIdentifier: configuration.identifiesAssets ? name : nil)
        }
        delegate?.picker(self, didFinishPicking: results)
    }
}

/// The picker's grid of the library's photos.
@MainActor final class PhotoPickerGridController: UIViewController {
    nonisolated deinit {}
    weak var picker: PHPickerViewController?
    private let scrollView = UIScrollView(frame: .zero)
    private let emptyLabel = UILabel()
    private(set) var names: [String] = []
    private var cells: [UIImageView] = []
    private var badges: [UILabel] = []
    /// The picked photos' indexes, in the order picked.
    private(set) var picked: [Int] = []

    /// Four columns with 2 pt between them, as the Photos grid.
    static let columns = 4
    static let spacing: CGFloat = 2
    static let badgeSide: CGFloat = 24

    private var limit: Int { picker?.configuration.selectionLimit ?? 1 }
    private var isOrdered: Bool {
        [.ordered, .continuousAndOrdered].contains(picker?.configuration.selection ?? .default)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Photos"
        view.backgroundColor = .systemBackground
        navigationItem.leftBarButtonItem = UIBarButtonItem(systemItem: .cancel, primaryAction: UIAction { [weak self] _ in
            self?.picker?.finish(with: [])
        })
        if limit != 1 {
            let add = UIBarButtonItem(title: "Add", style: .done, primaryAction: UIAction { [weak self] _ in
                guard let self else { return }
                picker?.finish(with: picked.map { self.names[$0] })
            })
            add.isEnabled = false
            navigationItem.rightBarButtonItem = add
        }
        scrollView.frame = view.bounds
        scrollView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        scrollView.alwaysBounceVertical = true
        view.addSubview(scrollView)
        emptyLabel.text = "No Photos"
        emptyLabel.font = .systemFont(ofSize: 20, weight: .semibold)
        emptyLabel.textColor = .secondaryLabel
        emptyLabel.textAlignment = .center
        view.addSubview(emptyLabel)
        let stills = picker?.configuration.filter?.takesStillPhotos ?? true
        names = stills ? UIModelRuntime.current.imageSource?.photoLibraryImageNames() ?? [] : []
        let preselected = picker?.configuration.preselectedAssetIdentifiers ?? []
        for (index, name) in names.enumerated() {
            guard let image = UIImage(named: name) else { continue }
            let cell = UIImageView(image: image)
            cell.contentMode = .scaleAspectFill
            cell.clipsToBounds = true
            cell.isUserInteractionEnabled = true
            cell.isAccessibilityElement = true
            cell.accessibilityTraits = [.image, .button]
            cell.accessibilityIdentifier = name
            cell.accessibilityLabel = name
            cell.addGestureRecognizer(UITapGestureRecognizer(handler: { [weak self] _ in self?.tapped(index) }))
            let badge = UILabel()
            badge.textAlignment = .center
            badge.font = .boldSystemFont(ofSize: 14)
            badge.textColor = .white
            badge.backgroundColor = .systemBlue
            badge.layer.cornerRadius = Self.badgeSide / 2
            badge.layer.borderColor = UIColor.white.cgColor
            badge.layer.borderWidth = 1.5
            badge.clipsToBounds = true
            badge.isHidden = true
            cell.addSubview(badge)
            scrollView.addSubview(cell)
            cells.append(cell)
            badges.append(badge)
            if preselected.contains(name), limit != 1 { picked.append(index) }
        }
        emptyLabel.isHidden = !cells.isEmpty
        updateSelection()
    }

    private func tapped(_ index: Int) {
        guard limit != 1 else { return picker?.finish(with: [names[index]]) ?? () }
        if let position = picked.firstIndex(of: index) {
            picked.remove(at: position)
        } else if limit == 0 || picked.count < limit {
            picked.append(index)
        }
        updateSelection()
    }

    private func updateSelection() {
        for (index, badge) in badges.enumerated() {
            let position = picked.firstIndex(of: index)
            badge.isHidden = position == nil
            badge.text = position.map { isOrdered ? "\($0 + 1)" : "✓" }
            cells[index].alpha = position == nil ? 1 : 0.85
            cells[index].accessibilityTraits = position == nil ? [.image, .button] : [.image, .button, .selected]
        }
        navigationItem.rightBarButtonItem?.isEnabled = !picked.isEmpty
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let columns = CGFloat(Self.columns)
        let side = ((scrollView.bounds.width - (columns - 1) * Self.spacing) / columns).rounded(.down)
        for (i, cell) in cells.enumerated() {
            let row = CGFloat(i / Self.columns), column = CGFloat(i % Self.columns)
            cell.frame = CGRect(x: column * (side + Self.spacing), y: row * (side + Self.spacing), width: side, height: side)
            badges[i].frame = CGRect(x: side - Self.badgeSide - 4, y: side - Self.badgeSide - 4, width: Self.badgeSide, height: Self.badgeSide)
        }
        let rows = (cells.count + Self.columns - 1) / Self.columns
        scrollView.contentSize = CGSize(width: scrollView.bounds.width, height: CGFloat(rows) * (side + Self.spacing))
        emptyLabel.frame = view.bounds
    }
}
