import UIModel

/// What a map view tells and asks its delegate. Every method is optional in MapKit; here each
/// has a default that does what MapKit does when the delegate lacks it.
@preconcurrency @MainActor public protocol MKMapViewDelegate: NSObjectProtocol {
    /// The visible region is about to change (a gesture starts, or the app moves the map).
    func mapView(_ mapView: MKMapView, regionWillChangeAnimated animated: Bool)
    /// The visible region changed and came to rest.
    func mapView(_ mapView: MKMapView, regionDidChangeAnimated animated: Bool)
    /// The visible region changed (each frame of a gesture or an animation).
    func mapViewDidChangeVisibleRegion(_ mapView: MKMapView)
    func mapViewWillStartLoadingMap(_ mapView: MKMapView)
    func mapViewDidFinishLoadingMap(_ mapView: MKMapView)
    /// The map could not be loaded (here: its data is not installed).
    func mapViewDidFailLoadingMap(_ mapView: MKMapView, withError error: Error)
    func mapViewWillStartRenderingMap(_ mapView: MKMapView)
    func mapViewDidFinishRenderingMap(_ mapView: MKMapView, fullyRendered: Bool)
    /// The view for an annotation; nil lets the map view make its default (a marker, or the
    /// user location's dot).
    func mapView(_ mapView: MKMapView, viewFor annotation: MKAnnotation) -> MKAnnotationView?
    func mapView(_ mapView: MKMapView, didAdd views: [MKAnnotationView])
    /// A control among a callout's accessory views was tapped.
    func mapView(_ mapView: MKMapView, annotationView view: MKAnnotationView, calloutAccessoryControlTapped control: UIControl)
    func mapView(_ mapView: MKMapView, didSelect view: MKAnnotationView)
    func mapView(_ mapView: MKMapView, didDeselect view: MKAnnotationView)
    func mapView(_ mapView: MKMapView, didSelect annotation: MKAnnotation)
    func mapView(_ mapView: MKMapView, didDeselect annotation: MKAnnotation)
    func mapViewWillStartLocatingUser(_ mapView: MKMapView)
    func mapViewDidStopLocatingUser(_ mapView: MKMapView)
    func mapView(_ mapView: MKMapView, didUpdate userLocation: MKUserLocation)
    func mapView(_ mapView: MKMapView, didFailToLocateUserWithError error: Error)
    func mapView(_ mapView: MKMapView, annotationView view: MKAnnotationView, didChange newState: MKAnnotationViewDragState,
                 fromOldState oldState: MKAnnotationViewDragState)
    func mapView(_ mapView: MKMapView, didChange mode: MKUserTrackingMode, animated: Bool)
    /// The renderer that draws an overlay; without one the overlay is not drawn.
    func mapView(_ mapView: MKMapView, rendererFor overlay: MKOverlay) -> MKOverlayRenderer
    func mapView(_ mapView: MKMapView, didAdd renderers: [MKOverlayRenderer])
    /// The annotation that stands for a cluster of annotations.
    func mapView(_ mapView: MKMapView, clusterAnnotationForMemberAnnotations memberAnnotations: [MKAnnotation]) -> MKClusterAnnotation
}

extension MKMapViewDelegate {
    public func mapView(_ mapView: MKMapView, regionWillChangeAnimated animated: Bool) {}
    public func mapView(_ mapView: MKMapView, regionDidChangeAnimated animated: Bool) {}
    public func mapViewDidChangeVisibleRegion(_ mapView: MKMapView) {}
    public func mapViewWillStartLoadingMap(_ mapView: MKMapView) {}
    public func mapViewDidFinishLoadingMap(_ mapView: MKMapView) {}
    public func mapViewDidFailLoadingMap(_ mapView: MKMapView, withError error: Error) {}
    public func mapViewWillStartRenderingMap(_ mapView: MKMapView) {}
    public func mapViewDidFinishRenderingMap(_ mapView: MKMapView, fullyRendered: Bool) {}
    public func mapView(_ mapView: MKMapView, viewFor annotation: MKAnnotation) -> MKAnnotationView? { nil }
    public func mapView(_ mapView: MKMapView, didAdd views: [MKAnnotationView]) {}
    public func mapView(_ mapView: MKMapView, annotationView view: MKAnnotationView, calloutAccessoryControlTapped control: UIControl) {}
    public func mapView(_ mapView: MKMapView, didSelect view: MKAnnotationView) {}
    public func mapView(_ mapView: MKMapView, didDeselect view: MKAnnotationView) {}
    public func mapView(_ mapView: MKMapView, didSelect annotation: MKAnnotation) {}
    public func mapView(_ mapView: MKMapView, didDeselect annotation: MKAnnotation) {}
    public func mapViewWillStartLocatingUser(_ mapView: MKMapView) {}
    public func mapViewDidStopLocatingUser(_ mapView: MKMapView) {}
    public func mapView(_ mapView: MKMapView, didUpdate userLocation: MKUserLocation) {}
    public func mapView(_ mapView: MKMapView, didFailToLocateUserWithError error: Error) {}
    public func mapView(_ mapView: MKMapView, annotationView view: MKAnnotationView, didChange newState: MKAnnotationViewDragState,
                        fromOldState oldState: MKAnnotationViewDragState) {}
    public func mapView(_ mapView: MKMapView, didChange mode: MKUserTrackingMode, animated: Bool) {}
    public func mapView(_ mapView: MKMapView, rendererFor overlay: MKOverlay) -> MKOverlayRenderer { MKOverlayRenderer(overlay: overlay) }
    public func mapView(_ mapView: MKMapView, didAdd renderers: [MKOverlayRenderer]) {}
    public func mapView(_ mapView: MKMapView, clusterAnnotationForMemberAnnotations memberAnnotations: [MKAnnotation]) -> MKClusterAnnotation {
        MKClusterAnnotation(memberAnnotations: memberAnnotations)
    }
}
