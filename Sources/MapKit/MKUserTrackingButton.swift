import UIModel

/// The button that turns following the user's location on and off: the location arrow, filled
/// while the map follows.
open class MKUserTrackingButton: UIView {
    open weak var mapView: MKMapView? { didSet { refresh() } }
    private let button = UIButton(type: .system)
    /// The button's size on iOS, in points.
    static let size = CGSize(width: 44, height: 44)

    public convenience init(mapView: MKMapView?) {
        self.init(frame: CGRect(origin: .zero, size: Self.size))
        self.mapView = mapView
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
        refresh()
    }

    private func refresh() {
        let following = (mapView?.userTrackingMode ?? .none) != .none
        button.setImage(UIImage(systemName: following ? "location.fill" : "location"), for: .normal)
        button.accessibilityLabel = following ? "Stop following" : "Follow user location"
    }
}
