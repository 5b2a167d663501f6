import Foundation

/// UIKit's table and collection index paths: a section and a row (or item). Foundation on Linux
/// has IndexPath but not these members, which UIKit adds.
nonisolated extension IndexPath {
    public init(row: Int, section: Int) { self.init(section, row) }
    public init(item: Int, section: Int) { self.init(section, item) }

    /// Two indexes without the array `init(indexes:)` takes, which would allocate: Foundation
    /// keeps a pair inline, and tables make one for every row that scrolls on.
    private init(_ first: Int, _ second: Int) {
        self.init(index: first)
        append(second)
    }

    /// The first index. Traps on an index path without one, as in UIKit.
    public var section: Int {
        get { self[0] }
        set { self[0] = newValue }
    }

    /// The second index (tables). Traps on an index path of fewer than two indexes, as in UIKit.
    public var row: Int {
        get { self[1] }
        set { self[1] = newValue }
    }

    /// The second index (collection views).
    public var item: Int {
        get { self[1] }
        set { self[1] = newValue }
    }
}
