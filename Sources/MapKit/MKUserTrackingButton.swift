import UIModel

/// The button that turns following the user's location on and off: the location arrow, filled
/// while the map follows.
open class MKUserTrackingButton: UIView {
    open weak var mapView: MKMapView? { didSet { observe(); refresh() } }
    private var observer: NSObjectProtocol?
    private let button = UIButton(type: .system)
    /// The button's size on iOS, in points.
    static let size = CGSize(width: 44, height: 44)

    public convenience init(mapView: MKMapView?) {
        self.init(frame: CGRect(origin: .zero, size: Self.size))
        // Set in an initializer, the property's observer does not run: what it does is done here.
        self.mapView = mapView
        observe()
        refresh()
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        button.frame = bounds
        button.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        button.addAction(UIAction { [weak self] _ in self?.toggle() }, for: .touchUpInside)
        addSubview(button)
        refresh()
    }

    open override var intrinsicContentSize: CGSize { Self.size }

    private func toggle() {
        guard let mapView else { return }
        mapView.setUserTrackingMode(mapView.userTrackingMode == .none ? .follow : .none, animated: true)
    }

    /// Follows the map's tracking mode, however it changes (a drag ends following).
    private func observe() {
        if let observer { NotificationCenter.default.removeObserver(observer) }
        observer = mapView.map { map in
            NotificationCenter.default.addObserver(forName: MKMapView.trackingModeChanged, object: map, queue: nil) { [weak self] _ in
                MainActor.assumeIsolated { self?.refresh() }
            }
        }
    }

    private func refresh() {
        let following = (mapView?.userTrackingMode ?? .none) != .none
        button.setImage(UIImage(systemName: following ? "location.fill" : "location"), for: .normal)
        button.accessibilityLabel = following ? "Stop following" : "Follow user location"
    }
}
