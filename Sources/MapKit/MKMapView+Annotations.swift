import UIModel

extension MKMapView {
    /// The annotations on the map: the app's, and the user's location while it shows.
    public var annotations: [MKAnnotation] {
        annotationList + (showsUserLocation && userLocation.location != nil ? [userLocation as MKAnnotation] : [])
    }

    public func addAnnotation(_ annotation: MKAnnotation) { addAnnotations([annotation]) }

    public func addAnnotations(_ annotations: [MKAnnotation]) {
        for annotation in annotations where !annotationList.contains(where: { $0 === annotation }) && !(annotation is MKUserLocation) {
            annotationList.append(annotation)
        }
        updateAnnotationViews()
    }

    public func removeAnnotation(_ annotation: MKAnnotation) { removeAnnotations([annotation]) }

    public func removeAnnotations(_ annotations: [MKAnnotation]) {
        for annotation in annotations where !(annotation is MKUserLocation) {
            guard let i = annotationList.firstIndex(where: { $0 === annotation }) else { continue }
            if selected === annotation { deselectAnnotation(annotation, animated: false) }
            annotationList.remove(at: i)
            if let view = annotationViews.removeValue(forKey: ObjectIdentifier(annotation)) { enqueue(view) }
        }
        updateAnnotationViews()
    }

    /// The annotations whose points are inside `mapRect`.
    public func annotations(in mapRect: MKMapRect) -> Set<AnyHashable> {
        Set(annotations.filter { mapRect.contains(MKMapPoint($0.coordinate)) }.compactMap { ($0 as? NSObject).map(AnyHashable.init) })
    }

    /// The view showing an annotation now (nil while it is off screen or in a cluster's place).
    public func view(for annotation: MKAnnotation) -> MKAnnotationView? {
        if let cluster = clusters.first(where: { $0.annotation === annotation }) { return annotationViews[ObjectIdentifier(cluster.annotation)] }
        return annotationViews[ObjectIdentifier(annotation)]
    }

    /// A view from the reuse pool (after its `prepareForReuse`), or nil when there is none.
    public func dequeueReusableAnnotationView(withIdentifier identifier: String) -> MKAnnotationView? {
        guard var pool = reusableViews[identifier], let view = pool.popLast() else { return nil }
        reusableViews[identifier] = pool
        view.prepareForReuse()
        return view
    }

    /// A view from the pool, or a new one of the registered class, for `annotation`.
    public func dequeueReusableAnnotationView(withIdentifier identifier: String, for annotation: MKAnnotation) -> MKAnnotationView {
        if let view = dequeueReusableAnnotationView(withIdentifier: identifier) {
            view.annotation = annotation
            return view
        }
        if let type = registeredViewClasses[identifier] { return type.init(annotation: annotation, reuseIdentifier: identifier) }
        if identifier != MKMapViewDefaultAnnotationViewReuseIdentifier && identifier != MKMapViewDefaultClusterAnnotationViewReuseIdentifier {
            UIKitWarning.log("unable to dequeue an annotation view with identifier \(identifier) - must register a class for the identifier; a marker is used")
        }
        return MKMarkerAnnotationView(annotation: annotation, reuseIdentifier: identifier)
    }

    /// Registers the class of the views made for an identifier (nil forgets it).
    public func register(_ viewClass: AnyClass?, forAnnotationViewWithReuseIdentifier identifier: String) {
        guard let viewClass else { registeredViewClasses[identifier] = nil; return }
        guard let type = viewClass as? MKAnnotationView.Type else {
            UIKitWarning.log("MKMapView: \(viewClass) is not an MKAnnotationView subclass; not registered")
            return
        }
        registeredViewClasses[identifier] = type
    }

    // MARK: Selection

    public var selectedAnnotations: [MKAnnotation] {
        get { selected.map { [$0] } ?? [] }
        set {
            if let first = newValue.first { selectAnnotation(first, animated: false) }
            else if let current = selected { deselectAnnotation(current, animated: false) }
        }
    }

    /// Selects an annotation: its view shows selected (a callout when it can) and the delegate is
    /// told. The view is made if the annotation is off screen.
    public func selectAnnotation(_ annotation: MKAnnotation, animated: Bool) {
        if selected === annotation { return }
        if let current = selected { deselectAnnotation(current, animated: animated) }
        guard annotationList.contains(where: { $0 === annotation }) || annotation === userLocation
            || clusters.contains(where: { $0.annotation === annotation }) else { return }
        selected = annotation
        let view = annotationViews[ObjectIdentifier(annotation)] ?? makeView(for: annotation)
        view.setSelected(true, animated: animated)
        delegate?.mapView(self, didSelect: view)
        delegate?.mapView(self, didSelect: annotation)
        showCallout(for: view)
        updateAnnotationViews()
    }

    public func deselectAnnotation(_ annotation: MKAnnotation?, animated: Bool) {
        guard let current = selected, annotation == nil || annotation === current else { return }
        selected = nil
        callout?.removeFromSuperview()
        callout = nil
        let view = annotationViews[ObjectIdentifier(current)]
        view?.setSelected(false, animated: animated)
        if let view { delegate?.mapView(self, didDeselect: view) }
        delegate?.mapView(self, didDeselect: current)
        updateAnnotationViews()
    }

    /// Moves the camera so that every annotation shows, with a margin.
    public func showAnnotations(_ annotations: [MKAnnotation], animated: Bool) {
        let points = annotations.map { MKMapPoint($0.coordinate) }
        guard let first = points.first else { return }
        var rect = MKMapRect(origin: first, size: MKMapSize())
        for p in points.dropFirst() { rect = rect.union(MKMapRect(origin: p, size: MKMapSize())) }
        // A single point (or points together) shows at a street-level span, as MapKit does.
        let minimum = 1_000 * MKMapPointsPerMeterAtLatitude(first.coordinate.latitude)
        if rect.width < minimum { rect = rect.insetBy(dx: -(minimum - rect.width) / 2, dy: 0) }
        if rect.height < minimum { rect = rect.insetBy(dx: 0, dy: -(minimum - rect.height) / 2) }
        setVisibleMapRect(rect, edgePadding: UIEdgeInsets(top: 44, left: 22, bottom: 22, right: 22), animated: animated)
    }

    // MARK: The views

    /// Shows the views of the annotations on screen, clustered and placed, making new ones and
    /// putting those that left the screen in the reuse pool; the delegate hears of new views.
    func updateAnnotationViews() {
        guard !bounds.isEmpty else { return }
        let area = bounds.insetBy(dx: -bounds.width / 4, dy: -bounds.height / 4)
        var shown: [MKAnnotation] = annotationList
        if showsUserLocation, userLocation.location != nil { shown.append(userLocation) }
        var added: [MKAnnotationView] = []
        var onScreen: [MKAnnotation] = []
        for annotation in shown {
            let key = ObjectIdentifier(annotation)
            let point = viewPoint(of: MKMapPoint(annotation.coordinate))
            if area.contains(point) || selected === annotation {
                onScreen.append(annotation)
                if annotationViews[key] == nil { added.append(makeView(for: annotation)) }
            } else if let view = annotationViews.removeValue(forKey: key) {
                enqueue(view)
            }
        }
        // Clusters and collisions, among the app's annotations.
        let candidates = onScreen.compactMap { annotation -> MapCollisions.Candidate? in
            guard !(annotation is MKUserLocation), let view = annotationViews[ObjectIdentifier(annotation)] else { return nil }
            let center = position(of: view, for: annotation)
            return MapCollisions.Candidate(annotation: annotation, view: view,
                                           frame: CGRect(x: center.x - view.bounds.width / 2, y: center.y - view.bounds.height / 2,
                                                         width: view.bounds.width, height: view.bounds.height))
        }
        let outcome = MapCollisions.resolve(candidates)
        added += updateClusters(outcome.clusters)
        var inCluster: [ObjectIdentifier: MKAnnotationView] = [:]
        for group in clusters {
            guard let clusterView = annotationViews[ObjectIdentifier(group.annotation)] else { continue }
            for member in group.members { inCluster[ObjectIdentifier(member)] = clusterView }
        }
        for annotation in onScreen {
            let key = ObjectIdentifier(annotation)
            guard let view = annotationViews[key] else { continue }
            view.clusterAnnotationView = inCluster[key]
            view.isHidden = (inCluster[key] != nil || outcome.hidden.contains(key)) && selected !== annotation
            view.center = position(of: view, for: annotation)
        }
        for group in clusters {
            guard let view = annotationViews[ObjectIdentifier(group.annotation)] else { continue }
            view.center = position(of: view, for: group.annotation)
        }
        orderAnnotationViews()
        positionCallout()
        if !added.isEmpty { delegate?.mapView(self, didAdd: added) }
    }

    /// Keeps the clusters that still stand (their annotation and view), makes new ones, drops
    /// the rest; returns the views made.
    private func updateClusters(_ groups: [(identifier: String, members: [MKAnnotation])]) -> [MKAnnotationView] {
        var kept: [MapClusterGroup] = []
        var made: [MKAnnotationView] = []
        var old = clusters
        for group in groups {
            let key = Set(group.members.map { ObjectIdentifier($0) })
            if let i = old.firstIndex(where: { $0.identifier == group.identifier && $0.key == key }) {
                kept.append(old.remove(at: i))
                continue
            }
            let annotation = delegate?.mapView(self, clusterAnnotationForMemberAnnotations: group.members)
                ?? MKClusterAnnotation(memberAnnotations: group.members)
            kept.append(MapClusterGroup(identifier: group.identifier, members: group.members, annotation: annotation))
            made.append(makeView(for: annotation))
        }
        for gone in old {
            if selected === gone.annotation { deselectAnnotation(gone.annotation, animated: false) }
            if let view = annotationViews.removeValue(forKey: ObjectIdentifier(gone.annotation)) { enqueue(view) }
        }
        clusters = kept
        return made
    }

    /// Where a view's centre goes for an annotation.
    func position(of view: MKAnnotationView, for annotation: MKAnnotation) -> CGPoint {
        let p = viewPoint(of: MKMapPoint(annotation.coordinate))
        return CGPoint(x: p.x + view.anchorOffset.x + view.centerOffset.x, y: p.y + view.anchorOffset.y + view.centerOffset.y)
    }

    /// The delegate's view for an annotation, else the default one, added to the map.
    @discardableResult
    func makeView(for annotation: MKAnnotation) -> MKAnnotationView {
        let view: MKAnnotationView
        if let made = delegate?.mapView(self, viewFor: annotation) {
            view = made
        } else if annotation is MKUserLocation {
            view = UserLocationDotView(annotation: annotation, reuseIdentifier: nil)
        } else if let cluster = annotation as? MKClusterAnnotation {
            view = dequeueReusableAnnotationView(withIdentifier: MKMapViewDefaultClusterAnnotationViewReuseIdentifier, for: annotation)
            if let marker = view as? MKMarkerAnnotationView {
                // The count on the members' colour, as iOS's default cluster marker shows it.
                marker.glyphText = "\(cluster.memberAnnotations.count)"
                let member = cluster.memberAnnotations.first.flatMap { annotationViews[ObjectIdentifier($0)] } as? MKMarkerAnnotationView
                marker.markerTintColor = member?.markerTintColor
                marker.glyphTintColor = member?.glyphTintColor
            }
        } else {
            view = dequeueReusableAnnotationView(withIdentifier: MKMapViewDefaultAnnotationViewReuseIdentifier, for: annotation)
        }
        if view.annotation !== annotation { view.annotation = annotation }
        view.mapView = self
        annotationViews[ObjectIdentifier(annotation)] = view
        annotationContainer.addSubview(view)
        view.prepareForDisplay()
        return view
    }

    /// Takes a view off the map into its identifier's reuse pool.
    func enqueue(_ view: MKAnnotationView) {
        view.removeFromSuperview()
        view.mapView = nil
        view.clusterAnnotationView = nil
        if view.isSelected { view.setSelected(false, animated: false) }
        guard let id = view.reuseIdentifier else { return }
        reusableViews[id, default: []].append(view)
    }

    /// Views further south over those further north, raised by z-priority, the selected one and
    /// the user's location on top.
    private func orderAnnotationViews() {
        let views = annotationContainer.subviews.compactMap { $0 as? MKAnnotationView }
        let ranked = views.map { v -> (view: MKAnnotationView, z: Float, y: CGFloat) in
            let z = v.annotation === selected ? v.selectedZPriority.rawValue + 2000 : v.zPriority.rawValue
            return (v, v is UserLocationDotView ? z + 1000 : z, v.center.y)
        }
        let ordered = ranked.sorted { $0.z != $1.z ? $0.z < $1.z : $0.y < $1.y }.map(\.view)
        guard ordered.map(ObjectIdentifier.init) != views.map(ObjectIdentifier.init) else { return }
        for view in ordered { annotationContainer.bringSubviewToFront(view) }
        if let callout { annotationContainer.bringSubviewToFront(callout) }
    }

    /// A view asks to be placed again (its annotation, offset or look changed).
    func annotationViewChanged(_ view: MKAnnotationView) {
        guard view.mapView === self, !bounds.isEmpty, let annotation = view.annotation else { return }
        view.center = position(of: view, for: annotation)
        positionCallout()
    }

    /// Makes every view again (the delegate changed).
    func reloadAnnotationViews() {
        for (_, view) in annotationViews { view.removeFromSuperview(); view.mapView = nil }
        annotationViews = [:]
        clusters = []
        callout?.removeFromSuperview()
        callout = nil
        updateAnnotationViews()
        if let selected, let view = annotationViews[ObjectIdentifier(selected)] {
            view.setSelected(true, animated: false)
            showCallout(for: view)
        }
    }

    // MARK: The callout

    func showCallout(for view: MKAnnotationView) {
        callout?.removeFromSuperview()
        callout = nil
        guard view.canShowCallout, let annotation = view.annotation, let title = annotation.title ?? nil, !title.isEmpty else { return }
        let bubble = MapCalloutView(title: title, subtitle: annotation.subtitle ?? nil, left: view.leftCalloutAccessoryView,
                                    right: view.rightCalloutAccessoryView, detail: view.detailCalloutAccessoryView)
        bubble.accessoryTapped = { [weak self, weak view] control in
            guard let self, let view else { return }
            self.delegate?.mapView(self, annotationView: view, calloutAccessoryControlTapped: control)
        }
        bubble.owner = view
        callout = bubble
        annotationContainer.addSubview(bubble)
        positionCallout()
    }

    /// Stands the callout on its view's top middle, moved by `calloutOffset`, kept inside the map
    /// sideways (its arrow stays on the view).
    func positionCallout() {
        guard let callout, let owner = callout.owner else { return }
        let size = callout.bounds.size
        let tip = CGPoint(x: owner.center.x + owner.calloutOffset.x, y: owner.frame.minY + owner.calloutOffset.y)
        var x = tip.x - size.width / 2
        x = min(max(x, 8), max(bounds.width - 8 - size.width, 8))
        callout.frame.origin = CGPoint(x: x, y: tip.y - size.height)
        callout.arrowX = tip.x - x
        callout.isHidden = owner.isHidden || owner.superview == nil
    }
}
