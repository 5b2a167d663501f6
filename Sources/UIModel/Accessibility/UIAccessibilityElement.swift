import Foundation

/// An accessibility element for something on screen that is not a view of its own (a cell of a
/// custom-drawn grid, a region of an image): a container view lists these in its
/// `accessibilityElements`, each with its frame in the container's coordinates.
@preconcurrency @MainActor open class UIAccessibilityElement: UIResponder {
    nonisolated deinit {}
    open weak var accessibilityContainer: AnyObject?
    /// True (an element made to be read); false hides it.
    open var isAccessibilityElement = true
    open var accessibilityLabel: String?
    open var accessibilityHint: String?
    open var accessibilityValue: String?
    open var accessibilityTraits: UIAccessibilityTraits = .none
    open var accessibilityIdentifier: String?

    /// The frame in the container view's coordinates (CGRect.null: not set): it follows the
    /// container as it moves or scrolls. Setting it replaces a frame set in screen coordinates.
    open var accessibilityFrameInContainerSpace: CGRect = .null {
        didSet { if !accessibilityFrameInContainerSpace.isNull { screenFrame = .zero } }
    }

    private var screenFrame: CGRect = .zero

    /// The frame in screen coordinates: from `accessibilityFrameInContainerSpace` when that is set
    /// and the container is a view, else what was set here. Setting it clears the container-space frame.
    open var accessibilityFrame: CGRect {
        get {
            if !accessibilityFrameInContainerSpace.isNull, let view = accessibilityContainer as? UIView {
                return UIAccessibility.convertToScreenCoordinates(accessibilityFrameInContainerSpace, in: view)
            }
            return screenFrame
        }
        set {
            screenFrame = newValue
            accessibilityFrameInContainerSpace = .null
        }
    }

    public init(accessibilityContainer container: Any) {
        accessibilityContainer = container as AnyObject
        super.init()
    }
}
