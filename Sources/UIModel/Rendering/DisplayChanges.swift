import Synchronization

/// Counts the changes that can give a frame's display phase work: views and layers added,
/// removed, reordered, shown or hidden, faded, resized or masked, asked to redraw or to lay out,
/// and opacity animations added. The display phase walks the windows only when the count moved
/// since its last walk (or when it passed over a layer that was fading in). The count is the
/// process's, shared by every runtime: a change in one app only makes another walk once more,
/// which is always safe.
nonisolated enum DisplayChanges {
    private static let count = Atomic<Int>(0)

    /// Something changed that the next display phase may have to act on.
    static func note() { _ = count.wrappingAdd(1, ordering: .relaxed) }

    /// The count now.
    static var current: Int { count.load(ordering: .relaxed) }
}
