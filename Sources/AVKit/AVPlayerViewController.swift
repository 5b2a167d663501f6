import AVFoundation
import UIModel

/// Hears of a player view controller's full-screen and picture-in-picture changes.
public protocol AVPlayerViewControllerDelegate: NSObjectProtocol {
    func playerViewControllerWillStartPictureInPicture(_ playerViewController: AVPlayerViewController)
    func playerViewControllerDidStopPictureInPicture(_ playerViewController: AVPlayerViewController)
    func playerViewControllerShouldAutomaticallyDismissAtPictureInPictureStart(_ playerViewController: AVPlayerViewController) -> Bool
}

extension AVPlayerViewControllerDelegate {
    public func playerViewControllerWillStartPictureInPicture(_ playerViewController: AVPlayerViewController) {}
    public func playerViewControllerDidStopPictureInPicture(_ playerViewController: AVPlayerViewController) {}
    public func playerViewControllerShouldAutomaticallyDismissAtPictureInPictureStart(_ playerViewController: AVPlayerViewController) -> Bool { true }
}

/// A player's video with iOS's playback controls: skip back and forward ten seconds and play or
/// pause in the middle, the scrubber with the elapsed and remaining time at the bottom, and the
/// close button at the top when presented. A tap shows or hides the controls; they fade three
/// seconds after playing starts.
open class AVPlayerViewController: UIViewController {
    /// The player whose video and controls it shows.
    open var player: AVPlayer? {
        didSet {
            guard player !== oldValue else { return }
            playerView.playerLayer.player = player
            observePlayer()
        }
    }

    /// Whether the playback controls are shown at all.
    open var showsPlaybackControls = true { didSet { controls.isHidden = !showsPlaybackControls } }
    open var videoGravity: AVLayerVideoGravity {
        get { playerView.playerLayer.videoGravity }
        set { playerView.playerLayer.videoGravity = newValue }
    }
    /// Whether the first frame of the current item is shown.
    open var isReadyForDisplay: Bool { playerView.playerLayer.isReadyForDisplay }
    /// Where the video is in the view.
    open var videoBounds: CGRect { playerView.convert(playerView.playerLayer.videoRect, to: view) }
    /// A view between the video and the controls, for the app's own drawing.
    public let contentOverlayView: UIView? = UIView()
    open weak var delegate: AVPlayerViewControllerDelegate?
    /// Whether the controls offer picture in picture: the simulator has none to offer.
    open var allowsPictureInPicturePlayback = true
    open var canStartPictureInPictureAutomaticallyFromInline = false
    /// Stored; an embedded player view controller stays in place here (no full-screen change).
    open var entersFullScreenWhenPlaybackBegins = false
    open var exitsFullScreenWhenPlaybackEnds = false
    open var updatesNowPlayingInfoCenter = true
    /// Whether the scrubber and the skip buttons are hidden, so the video plays through.
    open var requiresLinearPlayback = false { didSet { updateControls() } }
    open var showsTimecodes = false

    private let playerView = PlayerLayerView()
    private let controls = UIView()
    private let scrim = UIView()
    private let playButton = UIButton(type: .system)
    private let backButton = UIButton(type: .system)
    private let forwardButton = UIButton(type: .system)
    private let closeButton = UIButton(type: .system)
    private let track = UIView()
    private let elapsedTrack = UIView()
    private let elapsedLabel = UILabel()
    private let remainingLabel = UILabel()
    /// The periodic observer of the time, and the player it was added to.
    private var timeObserver: (player: AVPlayer, token: Any)?
    private var observations: [NSKeyValueObservation] = []
    /// Counts the moments the controls were last touched, so an older fade does nothing.
    private var fadeGeneration = 0

    /// How long the controls stay after playing starts or they are touched (AVKit's 3 s).
    static let controlsFadeDelay: TimeInterval = 3
    /// How far the skip buttons move, in seconds.
    static let skipInterval: Double = 10

    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        modalPresentationStyle = .fullScreen
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        modalPresentationStyle = .fullScreen
    }

    public convenience init() { self.init(nibName: nil, bundle: nil) }

    deinit {
        MainActor.assumeIsolated {
            if let timeObserver { timeObserver.player.removeTimeObserver(timeObserver.token) }
        }
    }

    open override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .black
        for sub in [playerView, contentOverlayView!, controls] {
            sub.frame = view.bounds
            sub.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            view.addSubview(sub)
        }
        playerView.playerLayer.player = player
        buildControls()
        view.addGestureRecognizer(UITapGestureRecognizer { [weak self] _ in self?.toggleControls() })
        observePlayer()
    }

    // MARK: Controls

    private func buildControls() {
        scrim.backgroundColor = UIColor.black.withAlphaComponent(0.25)
        scrim.frame = controls.bounds
        scrim.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        scrim.isUserInteractionEnabled = false
        controls.addSubview(scrim)
        func style(_ button: UIButton, _ symbol: String, size: CGFloat) {
            button.setImage(UIImage(systemName: symbol, withConfiguration: UIImage.SymbolConfiguration(pointSize: size, weight: .medium)), for: .normal)
            button.tintColor = .white
            controls.addSubview(button)
        }
        style(playButton, "play.fill", size: 40)
        style(backButton, "gobackward", size: 28)
        style(forwardButton, "goforward", size: 28)
        style(closeButton, "xmark", size: 15)
        for (button, title) in [(backButton, "10"), (forwardButton, "10")] {
            let digits = UILabel()
            digits.text = title
            digits.font = .systemFont(ofSize: 9, weight: .bold)
            digits.textColor = .white
            digits.textAlignment = .center
            digits.tag = 10
            button.addSubview(digits)
        }
        closeButton.backgroundColor = UIColor(white: 0.2, alpha: 0.6)
        closeButton.layer.cornerRadius = 15
        playButton.addAction(UIAction { [weak self] _ in self?.togglePlay() }, for: .touchUpInside)
        backButton.addAction(UIAction { [weak self] _ in self?.skip(by: -Self.skipInterval) }, for: .touchUpInside)
        forwardButton.addAction(UIAction { [weak self] _ in self?.skip(by: Self.skipInterval) }, for: .touchUpInside)
        closeButton.addAction(UIAction { [weak self] _ in self?.close() }, for: .touchUpInside)

        track.backgroundColor = UIColor(white: 1, alpha: 0.3)
        track.layer.cornerRadius = 2
        track.clipsToBounds = true
        elapsedTrack.backgroundColor = .white
        track.addSubview(elapsedTrack)
        controls.addSubview(track)
        track.addGestureRecognizer(UIPanGestureRecognizer { [weak self] in self?.scrub($0) })
        track.addGestureRecognizer(UITapGestureRecognizer { [weak self] in self?.scrub($0) })
        for label in [elapsedLabel, remainingLabel] {
            label.font = .monospacedDigitSystemFont(ofSize: 12, weight: .medium)
            label.textColor = UIColor(white: 1, alpha: 0.75)
            controls.addSubview(label)
        }
        remainingLabel.textAlignment = .right
        updateControls()
    }

    open override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let b = view.bounds, insets = view.safeAreaInsets
        let mid = CGPoint(x: b.midX, y: b.midY)
        playButton.frame = CGRect(x: mid.x - 30, y: mid.y - 30, width: 60, height: 60)
        backButton.frame = CGRect(x: mid.x - 30 - 80, y: mid.y - 22, width: 44, height: 44)
        forwardButton.frame = CGRect(x: mid.x + 30 + 36, y: mid.y - 22, width: 44, height: 44)
        for button in [backButton, forwardButton] {
            button.viewWithTag(10)?.frame = CGRect(x: 0, y: 15, width: 44, height: 14)
        }
        closeButton.frame = CGRect(x: insets.left + 16, y: insets.top + 8, width: 30, height: 30)
        let side: CGFloat = 20
        let trackY = b.maxY - max(insets.bottom, 12) - 30
        track.frame = CGRect(x: insets.left + side, y: trackY, width: b.width - insets.left - insets.right - 2 * side, height: 4)
        elapsedLabel.frame = CGRect(x: track.frame.minX, y: track.frame.maxY + 6, width: 80, height: 16)
        remainingLabel.frame = CGRect(x: track.frame.maxX - 80, y: track.frame.maxY + 6, width: 80, height: 16)
        updateTime()
    }

    /// The buttons as the player stands: pause while playing (or waiting to), play otherwise;
    /// the close button only when presented.
    private func updateControls() {
        guard isViewLoaded else { return }
        let playing = player.map { $0.timeControlStatus != .paused } ?? false
        playButton.setImage(UIImage(systemName: playing ? "pause.fill" : "play.fill",
                                    withConfiguration: UIImage.SymbolConfiguration(pointSize: 40, weight: .medium)), for: .normal)
        let failed = player?.currentItem?.status == .failed
        playButton.isEnabled = player?.currentItem != nil && !failed
        for hidden in [backButton, forwardButton, track, elapsedLabel, remainingLabel] as [UIView] { hidden.isHidden = requiresLinearPlayback }
        closeButton.isHidden = presentingViewController == nil
    }

    /// The scrubber and the time labels at the player's current time.
    private func updateTime() {
        guard isViewLoaded, let item = player?.currentItem else { return }
        let duration = item.duration.isNumeric ? item.duration.seconds : 0
        let now = player?.currentTime().seconds ?? 0
        let fraction = duration > 0 ? min(max(now / duration, 0), 1) : 0
        elapsedTrack.frame = CGRect(x: 0, y: 0, width: track.bounds.width * fraction, height: track.bounds.height)
        elapsedLabel.text = Self.format(now)
        remainingLabel.text = "-" + Self.format(max(duration - now, 0))
    }

    /// A time as AVKit writes it: minutes and seconds, with hours when there are any.
    static func format(_ seconds: Double) -> String {
        let total = Int(seconds.isFinite ? max(seconds, 0).rounded(.down) : 0)
        let h = total / 3600, m = total / 60 % 60, s = total % 60
        func two(_ v: Int) -> String { v < 10 ? "0\(v)" : "\(v)" }
        return h > 0 ? "\(h):\(two(m)):\(two(s))" : "\(m):\(two(s))"
    }

    private func observePlayer() {
        observations.removeAll()
        if let timeObserver { timeObserver.player.removeTimeObserver(timeObserver.token) }
        timeObserver = nil
        guard let player, isViewLoaded else { return }
        let token = player.addPeriodicTimeObserver(forInterval: CMTime(value: 1, timescale: 30), queue: .main) { [weak self] _ in
            MainActor.assumeIsolated { self?.updateTime() }
        }
        timeObserver = (player, token)
        observations.append(player.observe(\.timeControlStatus) { [weak self] player, _ in
            MainActor.assumeIsolated {
                self?.updateControls()
                if player.timeControlStatus == .playing { self?.scheduleFade() }
            }
        })
        observations.append(player.observe(\.currentItem) { [weak self] _, _ in
            MainActor.assumeIsolated { self?.updateControls(); self?.updateTime() }
        })
        updateControls()
    }

    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        updateControls()
    }

    // MARK: Actions

    private func togglePlay() {
        guard let player else { return }
        if player.timeControlStatus == .paused {
            if let item = player.currentItem, item.duration.isNumeric, player.currentTime() >= item.duration { player.seek(to: .zero) }
            player.play()
        } else {
            player.pause()
        }
        showControls()
    }

    private func skip(by seconds: Double) {
        guard let player, let item = player.currentItem else { return }
        let duration = item.duration.isNumeric ? item.duration.seconds : .infinity
        let target = min(max(player.currentTime().seconds + seconds, 0), duration)
        player.seek(to: CMTime(seconds: target, preferredTimescale: 600))
        updateTime()
        showControls()
    }

    private func scrub(_ gesture: UIGestureRecognizer) {
        guard let player, let item = player.currentItem, item.duration.isNumeric, track.bounds.width > 0 else { return }
        let x = gesture.location(in: track).x
        let fraction = min(max(x / track.bounds.width, 0), 1)
        player.seek(to: CMTime(seconds: fraction * item.duration.seconds, preferredTimescale: 600))
        updateTime()
        showControls()
    }

    private func close() {
        player?.pause()
        dismiss(animated: true)
    }

    private func toggleControls() {
        guard showsPlaybackControls else { return }
        if controls.alpha < 1 { showControls() } else { hideControls() }
    }

    private func showControls() {
        controls.alpha = 1
        scheduleFade()
    }

    private func hideControls() {
        fadeGeneration += 1
        UIView.animate(withDuration: 0.25) { self.controls.alpha = 0 }
    }

    /// Hides the controls three seconds from now if nothing touches them and the video plays.
    private func scheduleFade() {
        fadeGeneration += 1
        let generation = fadeGeneration
        UIModelRuntime.asyncAfter(on: .main, deadline: .now() + Self.controlsFadeDelay, execute: DispatchWorkItem { [weak self] in
            MainActor.assumeIsolated {
                guard let self, self.fadeGeneration == generation, self.player?.timeControlStatus == .playing else { return }
                self.hideControls()
            }
        })
    }
}

/// The view whose layer is the player's video.
private final class PlayerLayerView: UIView {
    override class var layerClass: AnyClass { AVPlayerLayer.self }
    var playerLayer: AVPlayerLayer { layer as! AVPlayerLayer }
}

/// Picture in picture: the simulator has none (`isPictureInPictureSupported()` is false).
open class AVPictureInPictureController: NSObject {
    open class func isPictureInPictureSupported() -> Bool { false }
    public init?(playerLayer: AVPlayerLayer) { return nil }
    open var isPictureInPictureActive: Bool { false }
    open var isPictureInPicturePossible: Bool { false }
    open func startPictureInPicture() {}
    open func stopPictureInPicture() {}
}
