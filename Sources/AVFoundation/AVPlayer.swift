import Foundation
import UIModel

/// Plays one item at a time on the app's clock: its time runs from the moment `play()` is
/// called at the rate asked for, its layers show the frame of each moment, and its sound goes to
/// the host's speaker (none headless). Every frame while it plays, its time observers are
/// called and its end is noticed.
open class AVPlayer: NSObject, _KeyValueCodingAndObserving, @unchecked Sendable {
    public enum Status: Int, Sendable {
        case unknown = 0, readyToPlay, failed
    }

    public enum TimeControlStatus: Int, Sendable {
        case paused = 0, waitingToPlayAtSpecifiedRate, playing
    }

    /// What happens when an item plays to its end.
    public enum ActionAtItemEnd: Int, Sendable {
        case advance = 0, pause, none
    }

    /// Why a player that is to play is waiting.
    public struct WaitingReason: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let toMinimizeStalls = WaitingReason(rawValue: "AVPlayerWaitingToMinimizeStallsReason")
        public static let evaluatingBufferingRate = WaitingReason(rawValue: "AVPlayerWaitingWhileEvaluatingBufferingRateReason")
        public static let noItemToPlay = WaitingReason(rawValue: "AVPlayerWaitingWithNoItemToPlayReason")
    }

    /// `.readyToPlay` from the start: the player itself always can play (its items may fail).
    open private(set) var status: Status = .readyToPlay { didSet { didChangeValue(for: \.status) } }
    open private(set) var error: Error?
    open private(set) var currentItem: AVPlayerItem? { didSet { didChangeValue(for: \.currentItem) } }
    open private(set) var timeControlStatus: TimeControlStatus = .paused { didSet { didChangeValue(for: \.timeControlStatus) } }
    open private(set) var reasonForWaitingToPlay: WaitingReason? { didSet { didChangeValue(for: \.reasonForWaitingToPlay) } }
    /// The rate `play()` plays at.
    open var defaultRate: Float = 1
    open var actionAtItemEnd: ActionAtItemEnd = .pause
    open var volume: Float = 1 { didSet { voice?.set(volume: isMuted ? 0 : volume) } }
    open var isMuted = false { didSet { voice?.set(volume: isMuted ? 0 : volume) } }
    open var automaticallyWaitsToMinimizeStalling = true
    open var allowsExternalPlayback = true
    open var isExternalPlaybackActive: Bool { false }
    open var usesExternalPlaybackWhileExternalScreenIsActive = false
    open var preventsDisplaySleepDuringVideoPlayback = true
    open var appliesMediaSelectionCriteriaAutomatically = true
    /// The rate playback goes at: 0 paused. Setting it plays or pauses.
    open var rate: Float {
        get { requestedRate }
        set { setRate(newValue) }
    }

    private var requestedRate: Float = 0
    /// Where the current item was, and when on the app's clock, as it started advancing.
    private var anchor: (itemSeconds: Double, clock: Double)?
    private var link: CADisplayLink?
    private var timeObservers: [TimeObserver] = []
    private var voice: MediaVoice?
    private var layers: [WeakLayer] = []

    public override init() {
        super.init()
    }

    public convenience init(url URL: URL) {
        self.init(playerItem: AVPlayerItem(url: URL))
    }

    public init(playerItem item: AVPlayerItem?) {
        super.init()
        replaceCurrentItem(with: item)
    }

    deinit {
        MediaClock.stop(link)
        MediaClock.removeVoice(voice)
    }

    // MARK: Items

    /// Plays `item` from where it is instead of the current one (nil: none).
    open func replaceCurrentItem(with item: AVPlayerItem?) {
        guard item !== currentItem else { return }
        let playing = requestedRate != 0
        if playing { stopAdvancing() }
        currentItem?.player = nil
        removeVoice()
        item?.player?.replaceCurrentItem(with: nil)
        item?.player = self
        currentItem = item
        item?.load()
        if playing { startAdvancing() }
        refreshLayers()
    }

    func itemBecameReady(_ item: AVPlayerItem) {
        guard item === currentItem else { return }
        refreshLayers()
        if requestedRate != 0 { startAdvancing() } else { fireTimeObservers(jumped: true) }
    }

    func itemFailed(_ item: AVPlayerItem) {
        guard item === currentItem, requestedRate != 0 else { return }
        timeControlStatus = .paused
        reasonForWaitingToPlay = nil
    }

    // MARK: Playing

    open func play() { setRate(defaultRate) }
    open func pause() { setRate(0) }

    /// Plays at `rate` from now (the host's clock time is the app's own here).
    open func setRate(_ rate: Float, time itemTime: CMTime, atHostTime hostClockTime: CMTime) {
        if itemTime.isNumeric { seek(to: itemTime) }
        setRate(rate)
    }

    private func setRate(_ newRate: Float) {
        let rate = newRate.isFinite ? max(newRate, 0) : 0
        guard rate != requestedRate else { return }
        if requestedRate != 0 { stopAdvancing() }
        requestedRate = rate
        didChangeValue(for: \.rate)
        if rate != 0 { startAdvancing() }
    }

    /// Starts the current item's time running, or waits for the item to be ready.
    private func startAdvancing() {
        guard let item = currentItem else {
            reasonForWaitingToPlay = .noItemToPlay
            timeControlStatus = .waitingToPlayAtSpecifiedRate
            return
        }
        guard item.status == .readyToPlay else {
            if item.status == .unknown {
                reasonForWaitingToPlay = .evaluatingBufferingRate
                timeControlStatus = .waitingToPlayAtSpecifiedRate
            }
            return
        }
        if item.reachedEnd, item.position >= item.endSeconds { item.move(to: item.position) }
        anchor = (item.position, MediaClock.now)
        reasonForWaitingToPlay = nil
        timeControlStatus = .playing
        if link == nil { link = MediaClock.frames { [weak self] in self?.tick() } }
        startVoice(for: item)
        fireTimeObservers(jumped: true)
    }

    /// Stops the time where it is now.
    private func stopAdvancing() {
        if let item = currentItem, anchor != nil { item.position = itemSeconds() }
        anchor = nil
        MediaClock.stop(link)
        link = nil
        voice?.set(playing: false)
        if timeControlStatus != .paused {
            reasonForWaitingToPlay = nil
            timeControlStatus = .paused
            fireTimeObservers(jumped: true)
        }
    }

    /// The current item's time in seconds.
    func itemSeconds() -> Double {
        guard let item = currentItem else { return 0 }
        guard let anchor else { return item.position }
        let t = anchor.itemSeconds + (MediaClock.now - anchor.clock) * Double(requestedRate)
        return min(max(t, 0), max(item.endSeconds, 0))
    }

    open func currentTime() -> CMTime { CMTime(seconds: itemSeconds(), preferredTimescale: 600) }

    /// Each frame while playing: the layers show the frame of now, observers hear of the time,
    /// and the item's end is noticed.
    private func tick() {
        guard let item = currentItem, anchor != nil else { return }
        let t = itemSeconds()
        refreshLayers()
        fireTimeObservers(jumped: false)
        if t >= item.endSeconds, !item.reachedEnd { reachedEnd(of: item) }
    }

    private func reachedEnd(of item: AVPlayerItem) {
        item.reachedEnd = true
        item.position = item.endSeconds
        NotificationCenter.default.post(name: AVPlayerItem.didPlayToEndTimeNotification, object: item)
        // An observer may have moved or replaced the item (a loop seeks back to the start).
        guard item === currentItem, item.reachedEnd else { return }
        switch actionAtItemEnd {
        case .pause: pause()
        case .advance: advance(after: item)
        case .none: break
        }
    }

    /// What `.advance` does at an item's end: a plain player has no next item, so it is left
    /// with none, as AVFoundation's is.
    func advance(after item: AVPlayerItem) {
        replaceCurrentItem(with: nil)
    }

    // MARK: Seeking

    open func seek(to time: CMTime) { seek(to: time, completionHandler: { _ in }) }

    open func seek(to time: CMTime, completionHandler: @escaping (Bool) -> Void) {
        guard let item = currentItem, time.isNumeric else {
            MediaClock.onMain { completionHandler(false) }
            return
        }
        item.move(to: time.seconds)
        if anchor != nil { anchor = (item.position, MediaClock.now) }
        voice?.seek(to: item.position)
        refreshLayers()
        fireTimeObservers(jumped: true)
        NotificationCenter.default.post(name: AVPlayerItem.timeJumpedNotification, object: item)
        MediaClock.onMain { completionHandler(true) }
    }

    open func seek(to time: CMTime, toleranceBefore: CMTime, toleranceAfter: CMTime) {
        seek(to: time)
    }

    open func seek(to time: CMTime, toleranceBefore: CMTime, toleranceAfter: CMTime, completionHandler: @escaping (Bool) -> Void) {
        seek(to: time, completionHandler: completionHandler)
    }

    open func seek(to date: Date) {}
    open func seek(to date: Date, completionHandler: @escaping (Bool) -> Void) { MediaClock.onMain { completionHandler(false) } }

    @discardableResult
    open func seek(to time: CMTime) async -> Bool {
        seek(to: time, completionHandler: { _ in })
        return currentItem != nil && time.isNumeric
    }

    @discardableResult
    open func seek(to time: CMTime, toleranceBefore: CMTime, toleranceAfter: CMTime) async -> Bool {
        await seek(to: time)
    }

    // MARK: Time observers

    /// Calls `block` every `interval` of the item's time while it plays, and when the time jumps
    /// or playback starts or stops; on `queue` (the main queue when nil). Remove it with
    /// `removeTimeObserver(_:)`.
    open func addPeriodicTimeObserver(forInterval interval: CMTime, queue: DispatchQueue?,
                                      using block: @escaping (CMTime) -> Void) -> Any {
        let observer = TimeObserver(interval: interval.isNumeric && interval.seconds > 0 ? interval.seconds : nil,
                                    times: nil, queue: queue, block: block)
        timeObservers.append(observer)
        MediaClock.onMain { [weak self, weak observer] in
            guard let self, let observer, self.timeObservers.contains(where: { $0 === observer }),
                  self.currentItem?.status == .readyToPlay else { return }
            observer.fire(self.currentTime())
        }
        return observer
    }

    /// Calls `block` when playing passes any of `times` (`NSValue(time:)`).
    open func addBoundaryTimeObserver(forTimes times: [NSValue], queue: DispatchQueue?,
                                      using block: @escaping () -> Void) -> Any {
        let observer = TimeObserver(interval: nil, times: times.map { $0.timeValue.seconds }.sorted(), queue: queue, block: { _ in block() })
        timeObservers.append(observer)
        return observer
    }

    open func removeTimeObserver(_ observer: Any) {
        timeObservers.removeAll { $0 === observer as AnyObject }
    }

    private func fireTimeObservers(jumped: Bool) {
        guard let item = currentItem, item.status == .readyToPlay else { return }
        let t = itemSeconds()
        for observer in timeObservers { observer.update(t, jumped: jumped) }
    }

    // MARK: Layers and sound

    func add(_ layer: AVPlayerLayer) {
        layers.removeAll { $0.layer == nil || $0.layer === layer }
        layers.append(WeakLayer(layer: layer))
    }
    func remove(_ layer: AVPlayerLayer) { layers.removeAll { $0.layer == nil || $0.layer === layer } }

    /// Shows the current moment's frame in every layer of the player's.
    func refreshLayers() {
        let t = itemSeconds()
        for layer in layers.compactMap(\.layer) { layer.show(currentItem, at: t) }
    }

    private func startVoice(for item: AVPlayerItem) {
        guard let path = item.path, item.info?.audio != nil else { return }
        if voice == nil {
            voice = MediaClock.addVoice { MediaVoice(path: path, rate: $0, volume: isMuted ? 0 : volume) }
        }
        voice?.seek(to: item.position)
        voice?.set(playing: true)
    }

    private func removeVoice() {
        MediaClock.removeVoice(voice)
        voice = nil
    }
}

/// A layer a player shows its video in, held weakly.
struct WeakLayer {
    weak var layer: AVPlayerLayer?
}

/// A periodic or boundary time observer of a player's.
final class TimeObserver {
    let interval: Double?
    let times: [Double]?
    let queue: DispatchQueue?
    let block: (CMTime) -> Void
    /// The time it last saw.
    private var last: Double?

    init(interval: Double?, times: [Double]?, queue: DispatchQueue?, block: @escaping (CMTime) -> Void) {
        self.interval = interval
        self.times = times
        self.queue = queue
        self.block = block
    }

    /// The item's time is now `t`: a periodic observer is called when `t` is in another interval
    /// than the last time it was called, or the time jumped; a boundary observer when playing
    /// passed one of its times.
    func update(_ t: Double, jumped: Bool) {
        defer { last = t }
        if let interval {
            if jumped || last == nil || (t / interval).rounded(.down) != (last! / interval).rounded(.down) {
                fire(CMTime(seconds: t, preferredTimescale: 600))
            }
        } else if let times, !jumped, let last, times.contains(where: { $0 > last && $0 <= t }) {
            fire(CMTime(seconds: t, preferredTimescale: 600))
        }
    }

    func fire(_ time: CMTime) {
        guard let queue, queue.label != DispatchQueue.main.label else { return block(time) }
        nonisolated(unsafe) let block = block
        queue.async { block(time) }
    }
}
