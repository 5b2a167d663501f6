import Foundation

/// The region a text view lays its text out in: its padding at each line's ends, a line limit
/// and how the last line breaks (`UITextView.textContainer`).
nonisolated open class NSTextContainer: NSObject {
    nonisolated deinit {}
    /// Space at each end of every line (UIKit's default: 5 pt).
    open var lineFragmentPadding: CGFloat = 5 {
        didSet {
            if !lineFragmentPadding.isFinite || lineFragmentPadding < 0 { lineFragmentPadding = 0 }
            changed()
        }
    }
    /// The most lines shown (0: no limit).
    open var maximumNumberOfLines = 0 { didSet { if maximumNumberOfLines < 0 { maximumNumberOfLines = 0 }; changed() } }
    /// How the last line allowed ends when text is left over.
    open var lineBreakMode: NSLineBreakMode = .byWordWrapping { didSet { changed() } }
    /// Whether the container follows the text view's width.
    ///
    /// Stored, no effect here: it always does.
    open var widthTracksTextView = true
    /// Whether the container follows the text view's height.
    ///
    /// Stored, no effect here: the container's height is the text's.
    open var heightTracksTextView = false
    /// The container's size; a text view sets it from its bounds.
    open var size: CGSize = .zero

    public init(size: CGSize = .zero) { self.size = size }

    /// Lays out the text view again when a setting changes.
    var onChange: (@MainActor () -> Void)?
    private func changed() { if let onChange { withMainActorState(onChange) } }
}
