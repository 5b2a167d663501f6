import UIModel

/// How important a feature is when annotations collide: one of `required` priority always shows;
/// others may be hidden or clustered away.
nonisolated public struct MKFeatureDisplayPriority: RawRepresentable, Hashable, Sendable {
    public var rawValue: Float
    public init(rawValue: Float) { self.rawValue = rawValue }
    public init(_ rawValue: Float) { self.rawValue = rawValue }
    public static let required = MKFeatureDisplayPriority(rawValue: 1000)
    public static let defaultHigh = MKFeatureDisplayPriority(rawValue: 750)
    public static let defaultLow = MKFeatureDisplayPriority(rawValue: 250)
}

/// Which annotation views are drawn over which.
nonisolated public struct MKAnnotationViewZPriority: RawRepresentable, Hashable, Sendable {
    public var rawValue: Float
    public init(rawValue: Float) { self.rawValue = rawValue }
    public init(_ rawValue: Float) { self.rawValue = rawValue }
    public static let max = MKAnnotationViewZPriority(rawValue: 1000)
    public static let defaultSelected = MKAnnotationViewZPriority(rawValue: 1000)
    public static let defaultUnselected = MKAnnotationViewZPriority(rawValue: 500)
    public static let min = MKAnnotationViewZPriority(rawValue: 0)
}

/// The shape an annotation view collides with others by.
nonisolated public enum MKAnnotationViewCollisionMode: Int, Sendable {
    case rectangle = 0, circle, none
}

/// Where a dragged annotation view is in its drag.
nonisolated public enum MKAnnotationViewDragState: UInt, Sendable {
    case none = 0, starting, dragging, canceling, ending
}

/// The view that shows an annotation on the map: its `image` (or what a subclass draws), centred
/// on the annotation's point and moved by `centerOffset`. When selected and `canShowCallout`,
/// a callout with the annotation's title and subtitle and the accessory views shows above it.
///
/// `init(annotation:reuseIdentifier:)` is `required` here (not in MapKit): a map view makes
/// views of a registered class from its type, which Swift allows only through a required
/// initializer; the porter marks a subclass's override `required`.
open class MKAnnotationView: UIView {
    open private(set) var reuseIdentifier: String?
    /// The annotation shown; set again when the view is reused.
    open var annotation: MKAnnotation? { didSet { mapView?.annotationViewChanged(self) } }
    /// The picture shown, the view sized to it.
    open var image: UIImage? {
        didSet {
            if let image { bounds.size = image.size }
            layer.contents = image?.cgImage
        }
    }
    /// How far the view's centre is from the annotation's point, in points.
    open var centerOffset: CGPoint = .zero { didSet { mapView?.annotationViewChanged(self) } }
    /// How far the callout's arrow is moved from the top middle of the view.
    open var calloutOffset: CGPoint = .zero
    open var isEnabled = true
    open var isHighlighted = false
    /// Whether the view is selected (its callout shows when it can).
    open var isSelected: Bool {
        get { selectedState }
        set { setSelected(newValue, animated: false) }
    }
    private var selectedState = false
    open var canShowCallout = false
    open var leftCalloutAccessoryView: UIView?
    open var rightCalloutAccessoryView: UIView?
    /// Shown in the callout in place of the subtitle.
    open var detailCalloutAccessoryView: UIView?
    /// Dragging annotation views is not simulated: the flag is kept, the view stays where its
    /// annotation is.
    open var isDraggable = false
    open var dragState: MKAnnotationViewDragState = .none
    open func setDragState(_ newDragState: MKAnnotationViewDragState, animated: Bool) { dragState = newDragState }
    /// Views with the same identifier whose annotations would overlap are shown as one cluster.
    open var clusteringIdentifier: String? { didSet { mapView?.annotationViewChanged(self) } }
    /// The cluster's view while this view's annotation is in a cluster.
    open internal(set) weak var clusterAnnotationView: MKAnnotationView?
    open var displayPriority: MKFeatureDisplayPriority = .required
    open var zPriority: MKAnnotationViewZPriority = .defaultUnselected
    open var selectedZPriority: MKAnnotationViewZPriority = .defaultSelected
    open var collisionMode: MKAnnotationViewCollisionMode = .rectangle

    /// The map view showing this view.
    weak var mapView: MKMapView?
    /// Where the view's centre sits relative to the annotation's point before `centerOffset`
    /// (a marker's balloon stands on its point).
    var anchorOffset: CGPoint { .zero }

    public required init(annotation: MKAnnotation?, reuseIdentifier: String?) {
        self.annotation = annotation
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: .zero)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Called before the view is reused for another annotation.
    open func prepareForReuse() {}

    /// Called before the view is shown for its annotation (after `annotation` is set).
    open func prepareForDisplay() {}

    open func setSelected(_ selected: Bool, animated: Bool) {
        guard selected != selectedState else { return }
        selectedState = selected
        selectionChanged()
    }

    /// The view's look follows its selection (a marker grows).
    func selectionChanged() {}
}
