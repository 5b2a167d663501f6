import UIModel

/// A map: the world drawn from the packaged coastline and border data, flat and north up, which
/// pans, pinches and double-taps as on iOS, with annotations (markers, pins, custom views,
/// callouts, clusters), overlays drawn by renderers, and the user's location.
///
/// The camera is a centre (a map point) and a scale (map points in a screen point). Setting a
/// region fits it into the view's aspect, as MapKit does: `region` reads back the visible
/// region, which holds the one set.
open class MKMapView: UIView {
    open weak var delegate: MKMapViewDelegate? { didSet { reloadAnnotationViews() } }
    open var mapType: MKMapType = .standard {
        didSet { base.mapType = mapType; base.setNeedsDisplay() }
    }
    open var isZoomEnabled = true
    open var isScrollEnabled = true
    /// Rotation and pitch are not simulated: the map stays flat and north up.
    open var isRotateEnabled = true
    open var isPitchEnabled = true
    /// Whether the compass shows while the map is rotated (it never is here).
    open var showsCompass = true
    /// Whether the scale shows while zooming (kept; the simulator draws no scale).
    open var showsScale = false
    /// Traffic, buildings and points of interest need Apple's map data: kept, not drawn.
    open var showsTraffic = false
    open var showsBuildings = true
    open var showsPointsOfInterest = true

    // MARK: The camera

    /// The visible map's centre, in map points.
    var centerPoint: MKMapPoint
    /// Map points in a screen point.
    var scale: Double
    /// A region set before the view had a size, fitted when it gets one.
    var pendingRegion: MKCoordinateRegion?
    /// Whether a gesture or an animation is moving the map (a single region change).
    var regionChanging = false
    var animation: MapCameraAnimation?
    var mapGestures: MapGestures?

    let base = MapBaseView()
    let overlayCanvas = MapOverlayCanvas()
    let annotationContainer = UIView()
    var callout: MapCalloutView?
    private var reportedFirstRender = false

    // MARK: Annotations and overlays (see the extensions)

    var annotationList: [MKAnnotation] = []
    /// The view of each annotation shown now, by the annotation's identity.
    var annotationViews: [ObjectIdentifier: MKAnnotationView] = [:]
    var reusableViews: [String: [MKAnnotationView]] = [:]
    var registeredViewClasses: [String: MKAnnotationView.Type] = [:]
    var selected: MKAnnotation?
    var clusters: [MapClusterGroup] = []
    var overlayList: [(overlay: MKOverlay, level: MKOverlayLevel)] = []
    var renderers: [ObjectIdentifier: MKOverlayRenderer] = [:]
    /// The user's location while shown.
    public let userLocation = MKUserLocation()
    var locationManager: CLLocationManager?
    var locationDelegate: MapLocationDelegate?
    open var showsUserLocation = false { didSet { if showsUserLocation != oldValue { userLocationShowingChanged() } } }
    var trackingMode: MKUserTrackingMode = .none
    /// Whether the map follows the user's location (setting it sets it unanimated).
    open var userTrackingMode: MKUserTrackingMode {
        get { trackingMode }
        set { setUserTrackingMode(newValue, animated: false) }
    }

    /// The region a new map view shows: the contiguous United States, as the iOS Simulator's
    /// map does in its default region.
    static let initialRegion = MKCoordinateRegion(center: CLLocationCoordinate2D(latitude: 39.5, longitude: -98.35),
                                                  span: MKCoordinateSpan(latitudeDelta: 26, longitudeDelta: 60))

    public override init(frame: CGRect) {
        centerPoint = MKMapPoint(Self.initialRegion.center)
        scale = 1
        super.init(frame: frame)
        setUpMap()
    }

    /// A map view from a storyboard or xib (`<mapView>`), with the options Interface Builder
    /// sets: the map type, user location, the gestures allowed and what is shown.
    public required init?(coder: NSCoder) {
        centerPoint = MKMapPoint(Self.initialRegion.center)
        scale = 1
        super.init(coder: coder)
        setUpMap()
        let types: [String: MKMapType] = ["standard": .standard, "satellite": .satellite, "hybrid": .hybrid,
                                          "satelliteFlyover": .satelliteFlyover, "hybridFlyover": .hybridFlyover,
                                          "mutedStandard": .mutedStandard]
        if let type = (coder.decodeObject(forKey: "mapType") as? String).flatMap({ types[$0] }) { mapType = type }
        func flag(_ key: String, _ set: (Bool) -> Void) { if coder.containsValue(forKey: key) { set(coder.decodeBool(forKey: key)) } }
        flag("zoomEnabled") { isZoomEnabled = $0 }
        flag("scrollEnabled") { isScrollEnabled = $0 }
        flag("rotateEnabled") { isRotateEnabled = $0 }
        flag("pitchEnabled") { isPitchEnabled = $0 }
        flag("showsCompass") { showsCompass = $0 }
        flag("showsScale") { showsScale = $0 }
        flag("showsTraffic") { showsTraffic = $0 }
        flag("showsBuildings") { showsBuildings = $0 }
        flag("showsPointsOfInterest") { showsPointsOfInterest = $0 }
        flag("showsUserLocation") { showsUserLocation = $0 }
    }

    private func setUpMap() {
        clipsToBounds = true
        pendingRegion = Self.initialRegion
        base.mapType = mapType
        overlayCanvas.mapView = self
        annotationContainer.clipsToBounds = false
        for view in [base, overlayCanvas, annotationContainer] as [UIView] { addSubview(view) }
        installGestures()
        fitPendingRegion()
        syncCanvases()
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        for view in [base, overlayCanvas, annotationContainer] as [UIView] where view.frame != bounds { view.frame = bounds }
        fitPendingRegion()
        clampCamera()
        syncCanvases()
        updateAnnotationViews()
    }

    open override func didMoveToWindow() {
        super.didMoveToWindow()
        guard window != nil, !reportedFirstRender else { return }
        reportedFirstRender = true
        // As MapKit reports a map's first load and render; a map whose data is not installed
        // fails to load, as an offline map does.
        UIModelRuntime.async(on: .main, execute: DispatchWorkItem { [weak self] in
            MainActor.assumeIsolated {
                guard let self else { return }
                self.delegate?.mapViewWillStartLoadingMap(self)
                if case .failure(let problem) = MapData.at(.crude) {
                    self.delegate?.mapViewDidFailLoadingMap(self, withError: MKError(.serverFailure, description: problem.description))
                    return
                }
                self.delegate?.mapViewDidFinishLoadingMap(self)
                self.delegate?.mapViewWillStartRenderingMap(self)
                self.delegate?.mapViewDidFinishRenderingMap(self, fullyRendered: true)
            }
        })
    }

    open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        base.setNeedsDisplay()
    }

    // MARK: Regions and rectangles

    /// The visible part of the map, in map points.
    open var visibleMapRect: MKMapRect {
        get {
            if bounds.isEmpty, let pendingRegion { return Self.mapRect(of: pendingRegion) }
            let w = Double(bounds.width) * scale, h = Double(bounds.height) * scale
            return MKMapRect(x: centerPoint.x - w / 2, y: centerPoint.y - h / 2, width: w, height: h)
        }
        set { setVisibleMapRect(newValue, animated: false) }
    }

    /// The visible region (it holds the region last set, fitted to the view's aspect).
    open var region: MKCoordinateRegion {
        get {
            if bounds.isEmpty, let pendingRegion { return pendingRegion }
            return MKCoordinateRegion(visibleMapRect)
        }
        set { setRegion(newValue, animated: false) }
    }

    open var centerCoordinate: CLLocationCoordinate2D {
        get { bounds.isEmpty ? (pendingRegion?.center ?? centerPoint.coordinate) : centerPoint.coordinate }
        set { setCenter(newValue, animated: false) }
    }

    open func setRegion(_ region: MKCoordinateRegion, animated: Bool) {
        guard let valid = Self.validated(region) else {
            UIKitWarning.log("MKMapView: invalid region \(region) ignored")
            return
        }
        guard !bounds.isEmpty else { pendingRegion = valid; return }
        let target = camera(fitting: Self.mapRect(of: valid), padding: .zero)
        move(to: target.center, scale: target.scale, animated: animated)
    }

    open func setCenter(_ coordinate: CLLocationCoordinate2D, animated: Bool) {
        guard CLLocationCoordinate2DIsValid(coordinate) else {
            UIKitWarning.log("MKMapView: invalid centre coordinate ignored")
            return
        }
        if bounds.isEmpty, var pending = pendingRegion {
            pending.center = coordinate
            pendingRegion = pending
            return
        }
        move(to: MKMapPoint(coordinate), scale: scale, animated: animated)
    }

    /// The region `setRegion(_:animated:)` would show for `region`.
    open func regionThatFits(_ region: MKCoordinateRegion) -> MKCoordinateRegion {
        guard let valid = Self.validated(region), !bounds.isEmpty else { return region }
        return MKCoordinateRegion(mapRectThatFits(Self.mapRect(of: valid)))
    }

    open func setVisibleMapRect(_ mapRect: MKMapRect, animated animate: Bool) {
        setVisibleMapRect(mapRect, edgePadding: .zero, animated: animate)
    }

    /// Shows `mapRect` inside the view less `insets`.
    open func setVisibleMapRect(_ mapRect: MKMapRect, edgePadding insets: UIEdgeInsets, animated animate: Bool) {
        guard !mapRect.isNull, mapRect.width.isFinite, mapRect.height.isFinite else { return }
        guard !bounds.isEmpty else { pendingRegion = MKCoordinateRegion(mapRect); return }
        let target = camera(fitting: mapRect, padding: insets)
        move(to: target.center, scale: target.scale, animated: animate)
    }

    open func mapRectThatFits(_ mapRect: MKMapRect) -> MKMapRect { mapRectThatFits(mapRect, edgePadding: .zero) }

    open func mapRectThatFits(_ mapRect: MKMapRect, edgePadding insets: UIEdgeInsets) -> MKMapRect {
        guard !bounds.isEmpty, !mapRect.isNull else { return mapRect }
        let target = camera(fitting: mapRect, padding: insets)
        let w = Double(bounds.width) * target.scale, h = Double(bounds.height) * target.scale
        return MKMapRect(x: target.center.x - w / 2, y: target.center.y - h / 2, width: w, height: h)
    }

    /// The camera (centre and scale) that shows `rect` whole inside the bounds less `padding`.
    func camera(fitting rect: MKMapRect, padding: UIEdgeInsets) -> (center: MKMapPoint, scale: Double) {
        let width = max(Double(bounds.width - padding.left - padding.right), 1)
        let height = max(Double(bounds.height - padding.top - padding.bottom), 1)
        let s = clampedScale(max(rect.width / width, rect.height / height))
        // Padding on one side moves the rectangle's centre away from it.
        let center = MKMapPoint(x: rect.midX - Double(padding.left - padding.right) / 2 * s,
                                y: rect.midY - Double(padding.top - padding.bottom) / 2 * s)
        return (center, s)
    }

    // MARK: The camera

    /// The camera: looking straight down at the centre, from the height that shows the visible
    /// region's height in the view.
    open var camera: MKMapCamera {
        get {
            let metersTall = Double(bounds.height) * scale / MKMapPointsPerMeterAtLatitude(centerCoordinate.latitude)
            let distance = metersTall / 2 / tan(MKMapCamera.verticalFieldOfView / 2)
            return MKMapCamera(lookingAtCenter: centerCoordinate, fromDistance: distance, pitch: 0, heading: 0)
        }
        set { setCamera(newValue, animated: false) }
    }

    open func setCamera(_ camera: MKMapCamera, animated: Bool) {
        guard CLLocationCoordinate2DIsValid(camera.centerCoordinate), camera.centerCoordinateDistance.isFinite,
              camera.centerCoordinateDistance > 0 else { return }
        let metersTall = 2 * camera.centerCoordinateDistance * tan(MKMapCamera.verticalFieldOfView / 2)
        let height = max(Double(bounds.height), 1)
        let s = metersTall * MKMapPointsPerMeterAtLatitude(camera.centerCoordinate.latitude) / height
        if bounds.isEmpty {
            pendingRegion = MKCoordinateRegion(center: camera.centerCoordinate, latitudinalMeters: metersTall, longitudinalMeters: metersTall)
            return
        }
        move(to: MKMapPoint(camera.centerCoordinate), scale: clampedScale(s), animated: animated)
    }

    // MARK: Conversions

    /// Where a coordinate is, in `view`'s coordinates (the map's own when nil). Of the world's
    /// copies, the one nearest the centre.
    open func convert(_ coordinate: CLLocationCoordinate2D, toPointTo view: UIView?) -> CGPoint {
        let p = viewPoint(of: MKMapPoint(coordinate))
        return view.map { convert(p, to: $0) } ?? p
    }

    /// The coordinate at a point in `view` (the map's own coordinates when nil).
    open func convert(_ point: CGPoint, toCoordinateFrom view: UIView?) -> CLLocationCoordinate2D {
        let p = view.map { convert(point, from: $0) } ?? point
        var m = mapPoint(at: p)
        let w = MKMapSize.world.width
        m.x = m.x.truncatingRemainder(dividingBy: w)
        if m.x < 0 { m.x += w }
        return m.coordinate
    }

    open func convert(_ region: MKCoordinateRegion, toRectTo view: UIView?) -> CGRect {
        let rect = Self.mapRect(of: region)
        let topLeft = viewPoint(of: rect.origin)
        let r = CGRect(x: topLeft.x, y: topLeft.y, width: CGFloat(rect.width / scale), height: CGFloat(rect.height / scale))
        return view.map { convert(r, to: $0) } ?? r
    }

    open func convert(_ rect: CGRect, toRegionFrom view: UIView?) -> MKCoordinateRegion {
        let r = view.map { convert(rect, from: $0) } ?? rect
        let origin = mapPoint(at: r.origin)
        return MKCoordinateRegion(MKMapRect(x: origin.x, y: origin.y, width: Double(r.width) * scale, height: Double(r.height) * scale))
    }

    /// A map point's place in the view (the world copy nearest the centre).
    func viewPoint(of m: MKMapPoint) -> CGPoint {
        let w = MKMapSize.world.width
        var x = m.x
        x += ((centerPoint.x - x) / w).rounded() * w
        return CGPoint(x: (x - centerPoint.x) / scale + Double(bounds.width) / 2,
                       y: (m.y - centerPoint.y) / scale + Double(bounds.height) / 2)
    }

    /// The map point at a point of the view.
    func mapPoint(at p: CGPoint) -> MKMapPoint {
        MKMapPoint(x: centerPoint.x + (Double(p.x) - Double(bounds.width) / 2) * scale,
                   y: centerPoint.y + (Double(p.y) - Double(bounds.height) / 2) * scale)
    }

    // MARK: Moving

    /// The map points in a screen point, at most: the whole world's height fills the view.
    var maximumScale: Double { MKMapSize.world.height / max(Double(bounds.height), 1) }
    /// At least: street level, about 20 cm a point at the equator (MapKit's closest zoom).
    static let minimumScale = 1.0

    func clampedScale(_ s: Double) -> Double {
        guard s.isFinite, s > 0 else { return scale }
        return min(max(s, Self.minimumScale), maximumScale)
    }

    /// Keeps the map inside the world top to bottom and the centre inside it east to west.
    func clampCamera() {
        guard !bounds.isEmpty else { return }
        scale = clampedScale(scale)
        let w = MKMapSize.world.width
        centerPoint.x = centerPoint.x.truncatingRemainder(dividingBy: w)
        if centerPoint.x < 0 { centerPoint.x += w }
        let halfHeight = Double(bounds.height) * scale / 2
        centerPoint.y = min(max(centerPoint.y, halfHeight), MKMapSize.world.height - halfHeight)
    }

    /// Moves the camera, at once or animated, as one region change.
    func move(to center: MKMapPoint, scale newScale: Double, animated: Bool) {
        // A fling in progress ends its region change first.
        if mapGestures?.stopDecelerating() == true { endRegionChange(animated: false) }
        animation?.cancel()
        animation = nil
        let begun = beginRegionChange(animated: animated)
        if animated, !bounds.isEmpty {
            animation = MapCameraAnimation(from: (centerPoint, scale), to: (center, clampedScale(newScale)), duration: 0.35) { [weak self] c, s, done in
                guard let self else { return }
                self.setCamera(center: c, scale: s)
                if done {
                    self.animation = nil
                    if begun { self.endRegionChange(animated: true) }
                }
            }
            animation?.start()
        } else {
            setCamera(center: center, scale: newScale)
            if begun { endRegionChange(animated: animated) }
        }
    }

    /// Sets the camera and redraws what depends on it.
    func setCamera(center: MKMapPoint, scale newScale: Double) {
        guard center.x.isFinite, center.y.isFinite else { return }
        pendingRegion = nil
        centerPoint = center
        scale = clampedScale(newScale)
        clampCamera()
        syncCanvases()
        updateAnnotationViews()
        delegate?.mapViewDidChangeVisibleRegion(self)
    }

    /// Tells the delegate a region change starts, unless one is under way; true when it started one.
    func beginRegionChange(animated: Bool) -> Bool {
        guard !regionChanging else { return false }
        regionChanging = true
        delegate?.mapView(self, regionWillChangeAnimated: animated)
        return true
    }

    func endRegionChange(animated: Bool) {
        guard regionChanging else { return }
        regionChanging = false
        delegate?.mapView(self, regionDidChangeAnimated: animated)
    }

    private func fitPendingRegion() {
        guard let pending = pendingRegion, !bounds.isEmpty else { return }
        let target = camera(fitting: Self.mapRect(of: pending), padding: .zero)
        centerPoint = target.center
        scale = target.scale
        pendingRegion = nil
    }

    /// Hands the camera to the map and overlay canvases.
    func syncCanvases() {
        let rect = visibleMapRect
        base.origin = rect.origin
        base.scale = scale
        base.setNeedsDisplay()
        overlayCanvas.setNeedsDisplay()
    }

    // MARK: Helpers

    /// The map rectangle of a region: centred on its centre's map point (so that the map shows
    /// the centre in its middle, as MapKit does), tall enough for both its edges.
    static func mapRect(of region: MKCoordinateRegion) -> MKMapRect {
        let c = region.center, s = region.span
        let center = MKMapPoint(c)
        let top = MKMapPoint(CLLocationCoordinate2D(latitude: min(c.latitude + s.latitudeDelta / 2, 90), longitude: c.longitude))
        let bottom = MKMapPoint(CLLocationCoordinate2D(latitude: max(c.latitude - s.latitudeDelta / 2, -90), longitude: c.longitude))
        let width = s.longitudeDelta / 360 * MKMapSize.world.width
        let height = 2 * max(center.y - top.y, bottom.y - center.y)
        return MKMapRect(x: center.x - width / 2, y: center.y - height / 2, width: width, height: height)
    }

    /// The region if it is one MapKit accepts (a valid centre, spans within the world), else nil.
    static func validated(_ r: MKCoordinateRegion) -> MKCoordinateRegion? {
        guard CLLocationCoordinate2DIsValid(r.center), r.span.latitudeDelta.isFinite, r.span.longitudeDelta.isFinite,
              r.span.latitudeDelta >= 0, r.span.longitudeDelta >= 0, r.span.latitudeDelta <= 180, r.span.longitudeDelta <= 360
        else { return nil }
        return r
    }
}

extension MKMapView: InterfaceBuilderOutletSetting {
    /// The `delegate` outlet of a storyboard's map view.
    package func setInterfaceBuilderOutlet(_ name: String, to value: Any) -> Bool? {
        guard name == "delegate" else { return nil }
        guard let delegate = value as? MKMapViewDelegate else { return false }
        self.delegate = delegate
        return true
    }
}
