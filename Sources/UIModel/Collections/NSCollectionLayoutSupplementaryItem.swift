import Foundation

/// A point on a container's edges that a supplementary item is pinned to: the edges named (a
/// corner, a side's middle, or the centre when none), moved by an offset in points or in
/// fractions of the supplementary item's own size.
@preconcurrency @MainActor open class NSCollectionLayoutAnchor: NSObject {
    nonisolated deinit {}
    open private(set) var edges: NSDirectionalRectEdge
    open private(set) var offset: CGPoint
    open private(set) var isFractionalOffset: Bool
    open var isAbsoluteOffset: Bool { !isFractionalOffset }

    private init(edges: NSDirectionalRectEdge, offset: CGPoint, fractional: Bool) {
        self.edges = edges
        self.offset = CGPoint(x: offset.x.isFinite ? offset.x : 0, y: offset.y.isFinite ? offset.y : 0)
        isFractionalOffset = fractional
    }

    public convenience init(edges: NSDirectionalRectEdge) { self.init(edges: edges, offset: .zero, fractional: false) }
    public convenience init(edges: NSDirectionalRectEdge, absoluteOffset: CGPoint) { self.init(edges: edges, offset: absoluteOffset, fractional: false) }
    public convenience init(edges: NSDirectionalRectEdge, fractionalOffset: CGPoint) { self.init(edges: edges, offset: fractionalOffset, fractional: true) }

    /// The anchor's point in `rect` (left-to-right), before the offset: leading and top are the
    /// low sides, a missing side the middle.
    func point(in rect: CGRect) -> CGPoint {
        let x = edges.contains(.leading) ? rect.minX : edges.contains(.trailing) ? rect.maxX : rect.midX
        let y = edges.contains(.top) ? rect.minY : edges.contains(.bottom) ? rect.maxY : rect.midY
        return CGPoint(x: x, y: y)
    }

    /// The offset in points for a supplementary item of `size`.
    func points(for size: CGSize) -> CGPoint {
        isFractionalOffset ? CGPoint(x: offset.x * size.width, y: offset.y * size.height) : offset
    }

    /// Where an item of `size` goes when pinned by this anchor to `container`, with `itemAnchor`
    /// the point of the item that meets the container's (nil: the item's own corresponding
    /// point, so it sits inside the container's corner or side).
    func frame(of size: CGSize, in container: CGRect, itemAnchor: NSCollectionLayoutAnchor?) -> CGRect {
        let target = point(in: container), moved = points(for: size)
        let own = itemAnchor ?? NSCollectionLayoutAnchor(edges: edges)
        let local = own.point(in: CGRect(origin: .zero, size: size))
        let ownOffset = itemAnchor?.points(for: size) ?? .zero
        return CGRect(x: target.x + moved.x - local.x - ownOffset.x, y: target.y + moved.y - local.y - ownOffset.y,
                      width: size.width, height: size.height)
    }
}

/// A view of its own kind attached to an item or group (a badge, a frame), sized like an item
/// (fractions of the item it is attached to) and pinned to it by an anchor. The data source's
/// supplementary view for the kind at the item's index path shows it.
@preconcurrency @MainActor open class NSCollectionLayoutSupplementaryItem: NSCollectionLayoutItem {
    nonisolated deinit {}
    open private(set) var elementKind: String
    open private(set) var containerAnchor: NSCollectionLayoutAnchor
    open private(set) var itemAnchor: NSCollectionLayoutAnchor?
    /// Its order among the views that overlap (UIKit's default: 1, over the cells).
    open var zIndex = 1

    public convenience init(layoutSize: NSCollectionLayoutSize, elementKind: String, containerAnchor: NSCollectionLayoutAnchor,
                            itemAnchor: NSCollectionLayoutAnchor) {
        self.init(size: layoutSize, elementKind: elementKind, containerAnchor: containerAnchor, itemAnchor: itemAnchor)
    }

    public convenience init(layoutSize: NSCollectionLayoutSize, elementKind: String, containerAnchor: NSCollectionLayoutAnchor) {
        self.init(size: layoutSize, elementKind: elementKind, containerAnchor: containerAnchor, itemAnchor: nil)
    }

    /// An item pinned by `containerAnchor` (and `itemAnchor`, nil: the item's own matching point).
    init(size layoutSize: NSCollectionLayoutSize, elementKind: String, containerAnchor: NSCollectionLayoutAnchor,
         itemAnchor: NSCollectionLayoutAnchor?) {
        self.elementKind = elementKind
        self.containerAnchor = containerAnchor
        self.itemAnchor = itemAnchor
        super.init(layoutSize: layoutSize)
    }

    /// Its frame when attached to `container`.
    func frame(attachedTo container: CGRect) -> CGRect {
        let size = layoutSize.resolved(in: container.size)
        return containerAnchor.frame(of: size, in: container, itemAnchor: itemAnchor)
    }
}

/// Where a boundary supplementary item sits on its section's edge.
nonisolated public enum NSRectAlignment: Int, Sendable {
    case none, top, topLeading, leading, bottomLeading, bottom, bottomTrailing, trailing, topTrailing
}

/// A header or footer of a section: its size, its kind (the data source's supplementary view of
/// that kind shows it) and its edge, optionally pinned to the top while its section shows.
@preconcurrency @MainActor open class NSCollectionLayoutBoundarySupplementaryItem: NSCollectionLayoutSupplementaryItem {
    nonisolated deinit {}
    open private(set) var alignment: NSRectAlignment
    /// Moves the header or footer from its place on the edge.
    open private(set) var offset: CGPoint
    open var pinToVisibleBounds = false
    /// Whether the section's extent includes it (UIKit's default); one that does not overlaps
    /// the section's items.
    open var extendsBoundary = true

    public init(layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment, absoluteOffset: CGPoint) {
        if alignment != .top && alignment != .bottom {
            UIKitWarning.log("NSCollectionLayoutBoundarySupplementaryItem alignment \(alignment) is laid out as .top; only .top and .bottom are supported")
        }
        let edge = alignment == .bottom ? NSRectAlignment.bottom : .top
        self.alignment = edge
        offset = CGPoint(x: absoluteOffset.x.isFinite ? absoluteOffset.x : 0, y: absoluteOffset.y.isFinite ? absoluteOffset.y : 0)
        super.init(size: layoutSize, elementKind: elementKind,
                   containerAnchor: NSCollectionLayoutAnchor(edges: edge == .bottom ? .bottom : .top, absoluteOffset: offset), itemAnchor: nil)
    }

    public convenience init(layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment) {
        self.init(layoutSize: layoutSize, elementKind: elementKind, alignment: alignment, absoluteOffset: .zero)
    }

    /// Its attributes laid out at `x` from `y` (the edge it is on), `size` big, for `section`;
    /// and how far it moves what follows down: nothing when it does not extend the boundary
    /// (a footer that does not overlaps the end above it).
    func placed(x: CGFloat, y: CGFloat, size: CGSize, section: Int) -> (attributes: UICollectionViewLayoutAttributes, advance: CGFloat) {
        let a = UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: elementKind, with: IndexPath(item: 0, section: section))
        let top = alignment == .bottom && !extendsBoundary ? y - size.height : y
        a.frame = CGRect(x: x + offset.x, y: top + offset.y, width: size.width, height: size.height).inset(by: contentInsets)
        a.zIndex = zIndex
        return (a, extendsBoundary ? size.height : 0)
    }
}

/// A view behind a section (its background), made by the layout from the class registered for
/// its kind, not by the data source.
@preconcurrency @MainActor open class NSCollectionLayoutDecorationItem: NSCollectionLayoutItem {
    nonisolated deinit {}
    open private(set) var elementKind: String
    open var zIndex = 0

    required public init(elementKind: String) {
        self.elementKind = elementKind
        super.init(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
    }

    /// A background covering its section (items, insets, headers and footers), inset by its own
    /// `contentInsets`.
    open class func background(elementKind: String) -> Self { Self(elementKind: elementKind) }
}

/// An item, supplementary or decoration view of a section as the section's
/// `visibleItemsInvalidationHandler` sees it: changing its transform, alpha, z-order or centre
/// changes how it shows in this layout pass.
@preconcurrency @MainActor public protocol NSCollectionLayoutVisibleItem: AnyObject {
    var alpha: CGFloat { get set }
    var zIndex: Int { get set }
    var isHidden: Bool { get set }
    var center: CGPoint { get set }
    var transform: CGAffineTransform { get set }
    var transform3D: CATransform3D { get set }
    var name: String { get }
    var indexPath: IndexPath { get }
    var frame: CGRect { get }
    var bounds: CGRect { get }
    var representedElementCategory: UICollectionView.ElementCategory { get }
    var representedElementKind: String? { get }
}

/// Called in every layout pass (scrolling included) with a section's items on screen, the
/// scroll offset (a sideways-scrolling section's own) and the layout environment.
public typealias NSCollectionLayoutSectionVisibleItemsInvalidationHandler =
    ([any NSCollectionLayoutVisibleItem], CGPoint, any NSCollectionLayoutEnvironment) -> Void

/// A layout attribute handed to a section's handler.
final class LayoutVisibleItem: NSCollectionLayoutVisibleItem {
    nonisolated deinit {}
    let attributes: UICollectionViewLayoutAttributes
    init(_ attributes: UICollectionViewLayoutAttributes) { self.attributes = attributes }

    var alpha: CGFloat { get { attributes.alpha } set { attributes.alpha = newValue } }
    var zIndex: Int { get { attributes.zIndex } set { attributes.zIndex = newValue } }
    var isHidden: Bool { get { attributes.isHidden } set { attributes.isHidden = newValue } }
    var center: CGPoint { get { attributes.center } set { attributes.center = newValue } }
    var transform: CGAffineTransform { get { attributes.transform } set { attributes.transform = newValue } }
    var transform3D: CATransform3D { get { attributes.transform3D } set { attributes.transform3D = newValue } }
    var name: String { attributes.representedElementKind ?? "" }
    var indexPath: IndexPath { attributes.indexPath }
    var frame: CGRect { attributes.frame }
    var bounds: CGRect { attributes.bounds }
    var representedElementCategory: UICollectionView.ElementCategory { attributes.representedElementCategory }
    var representedElementKind: String? { attributes.representedElementKind }
}
