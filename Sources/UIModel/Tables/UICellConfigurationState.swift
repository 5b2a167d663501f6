import Foundation

/// A key for an app's own state in a configuration state (`state[.isArchived] = true`).
nonisolated public struct UIConfigurationStateCustomKey: Hashable, RawRepresentable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
}

/// What a configuration is updated for: the traits and the view's state.
nonisolated public protocol UIConfigurationState {
    init(traitCollection: UITraitCollection)
    var traitCollection: UITraitCollection { get set }
    subscript(key: UIConfigurationStateCustomKey) -> AnyHashable? { get set }
}

/// A view's state for its configurations: traits, disabled, highlighted, selected, focused.
nonisolated public struct UIViewConfigurationState: UIConfigurationState, Hashable, @unchecked Sendable {
    public var traitCollection: UITraitCollection
    public var isDisabled = false
    public var isHighlighted = false
    public var isSelected = false
    public var isFocused = false
    public var isPinned = false
    private var custom: [UIConfigurationStateCustomKey: AnyHashable] = [:]
    public init(traitCollection: UITraitCollection) { self.traitCollection = traitCollection }
    public subscript(key: UIConfigurationStateCustomKey) -> AnyHashable? {
        get { custom[key] }
        set { custom[key] = newValue }
    }
}

/// A cell's state for its configurations (iOS 14): a view's, and editing, swiped and expanded.
nonisolated public struct UICellConfigurationState: UIConfigurationState, Hashable, @unchecked Sendable {
    nonisolated public enum DragState: Int, Sendable { case none, lifting, dragging }
    nonisolated public enum DropState: Int, Sendable { case none, notTargeted, targeted }
    public var traitCollection: UITraitCollection
    public var isDisabled = false
    public var isHighlighted = false
    public var isSelected = false
    public var isFocused = false
    public var isPinned = false
    public var isEditing = false
    public var isSwiped = false
    /// Whether the cell's outline item is expanded.
    ///
    /// Stored, no effect here: the state is never set; it stays false.
    public var isExpanded = false
    /// Whether the cell is being reordered.
    ///
    /// Stored, no effect here: the state is never set; it stays false.
    public var isReordering = false
    /// Whether the cell is being dragged.
    ///
    /// Stored, no effect here: there is no drag and drop; it stays `.none`.
    public var cellDragState: DragState = .none
    /// Whether something is being dropped on the cell.
    ///
    /// Stored, no effect here: there is no drag and drop; it stays `.none`.
    public var cellDropState: DropState = .none
    private var custom: [UIConfigurationStateCustomKey: AnyHashable] = [:]
    public init(traitCollection: UITraitCollection) { self.traitCollection = traitCollection }
    public subscript(key: UIConfigurationStateCustomKey) -> AnyHashable? {
        get { custom[key] }
        set { custom[key] = newValue }
    }
}

/// Runs a cell's configuration update: `updateConfiguration(using:)`, then the handler.
@MainActor protocol CellConfigurationUpdating: UIView {
    var configurationState: UICellConfigurationState { get }
    func updateConfiguration(using state: UICellConfigurationState)
    func runConfigurationUpdateHandler(_ state: UICellConfigurationState)
}

extension CellConfigurationUpdating {
    /// The cell's configurations brought up to its state now (UIKit does it before the cell
    /// shows and whenever its state changes).
    func runConfigurationUpdate() {
        let state = configurationState
        UITraitCollection.withCurrent(of: self) {
            updateConfiguration(using: state)
            runConfigurationUpdateHandler(state)
        }
    }
}
