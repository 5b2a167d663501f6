import Foundation

/// A player of a queue of items, one after another: at each item's end it advances to the next.
open class AVQueuePlayer: AVPlayer, @unchecked Sendable {
    private var queue: [AVPlayerItem] = []

    public override init() {
        super.init()
        actionAtItemEnd = .advance
    }

    public init(items: [AVPlayerItem]) {
        super.init(playerItem: nil)
        actionAtItemEnd = .advance
        queue = items
        for item in items { item.load() }
        super.replaceCurrentItem(with: items.first)
    }

    public override convenience init(playerItem item: AVPlayerItem?) {
        self.init(items: item.map { [$0] } ?? [])
    }

    /// The items to play, the current one first.
    open func items() -> [AVPlayerItem] { queue }

    /// Ends the current item and plays the next.
    open func advanceToNextItem() {
        guard !queue.isEmpty else { return }
        queue.removeFirst()
        super.replaceCurrentItem(with: queue.first)
    }

    open func canInsert(_ item: AVPlayerItem, after afterItem: AVPlayerItem?) -> Bool {
        !queue.contains { $0 === item } && (afterItem == nil || queue.contains { $0 === afterItem })
    }

    /// Puts `item` after `afterItem` (at the end when nil).
    open func insert(_ item: AVPlayerItem, after afterItem: AVPlayerItem?) {
        guard canInsert(item, after: afterItem) else { return }
        if let afterItem, let i = queue.firstIndex(where: { $0 === afterItem }) {
            queue.insert(item, at: i + 1)
        } else {
            queue.append(item)
        }
        item.load()
        if currentItem == nil { super.replaceCurrentItem(with: queue.first) }
    }

    open func remove(_ item: AVPlayerItem) {
        guard let i = queue.firstIndex(where: { $0 === item }) else { return }
        queue.remove(at: i)
        if i == 0 { super.replaceCurrentItem(with: queue.first) }
    }

    open func removeAllItems() {
        queue.removeAll()
        super.replaceCurrentItem(with: nil)
    }

    /// Replaces the current item, keeping the rest of the queue.
    open override func replaceCurrentItem(with item: AVPlayerItem?) {
        if !queue.isEmpty { queue.removeFirst() }
        if let item { queue.insert(item, at: 0) }
        super.replaceCurrentItem(with: item)
    }

    override func advance(after item: AVPlayerItem) {
        guard queue.first === item else { return }
        advanceToNextItem()
    }
}

/// Plays an item over and over in a queue player: copies of the template item are queued, and
/// each one that ends is moved back to its start and queued again.
open class AVPlayerLooper: NSObject, _KeyValueCodingAndObserving, @unchecked Sendable {
    public enum Status: Int, Sendable {
        case unknown = 0, ready, failed, cancelled
    }

    open private(set) var status: Status = .unknown { didSet { didChangeValue(for: \.status) } }
    open private(set) var error: Error?
    /// How many times the item has played to its end.
    open private(set) var loopCount = 0 { didSet { didChangeValue(for: \.loopCount) } }
    /// The copies of the template item the looper queues.
    open private(set) var loopingPlayerItems: [AVPlayerItem] = []

    private weak var player: AVQueuePlayer?
    private let timeRange: CMTimeRange
    private var observers: [NSObjectProtocol] = []

    public init(player: AVQueuePlayer, templateItem itemToLoop: AVPlayerItem, timeRange loopRange: CMTimeRange = .invalid) {
        self.player = player
        self.timeRange = loopRange
        super.init()
        player.removeAllItems()
        // Two copies, so one is ready while the other plays, as AVFoundation keeps them.
        loopingPlayerItems = (0..<2).map { _ in
            let item = AVPlayerItem(asset: itemToLoop.asset)
            if loopRange.isValid, !loopRange.isEmpty { item.forwardPlaybackEndTime = loopRange.end }
            return item
        }
        for item in loopingPlayerItems {
            if loopRange.isValid { item.position = loopRange.start.seconds }
            player.insert(item, after: nil)
            observers.append(NotificationCenter.default.addObserver(forName: AVPlayerItem.didPlayToEndTimeNotification, object: item, queue: nil) { [weak self] note in
                self?.ended(note.object as? AVPlayerItem)
            })
        }
        MediaClock.onMain { [weak self] in
            guard let self else { return }
            if let failed = self.loopingPlayerItems.first(where: { $0.status == .failed }) {
                self.error = failed.error
                self.status = .failed
            } else if self.status == .unknown {
                self.status = .ready
            }
        }
    }

    deinit {
        for observer in observers { NotificationCenter.default.removeObserver(observer) }
    }

    /// An item played to its end: back to the start of the range and to the end of the queue.
    private func ended(_ item: AVPlayerItem?) {
        guard status != .cancelled, let item, let player else { return }
        loopCount += 1
        MediaClock.onMain { [weak self, weak player] in
            guard let self, let player, self.status != .cancelled else { return }
            item.move(to: self.timeRange.isValid ? self.timeRange.start.seconds : 0)
            player.insert(item, after: nil)
        }
    }

    /// Stops looping: the current item plays to its end, and nothing more is queued.
    open func disableLooping() {
        status = .cancelled
        for observer in observers { NotificationCenter.default.removeObserver(observer) }
        observers.removeAll()
    }
}
