import AVFoundation
import AVKit
import UIModel

/// A place's trailer, written as an iOS app writes one for the iOS 18 SDK in Swift 6 mode: a
/// player layer in a view, the item's status and the time observed, a sound on tap, and the
/// trailer full screen in AVKit's player.
public final class TrailerViewController: UIViewController {
    public let player: AVPlayer
    public let timeLabel = UILabel()
    public private(set) var statusText = "loading"
    private let videoView = PlayerView()
    private var statusObservation: NSKeyValueObservation?
    private var timeObserver: Any?
    private var tapSound: AVAudioPlayer?

    public init() {
        let url = Bundle.module.url(forResource: "trailer", withExtension: "mp4")!
        player = AVPlayer(url: url)
        super.init(nibName: nil, bundle: nil)
        title = "Trailer"
    }

    public required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    /// A view whose layer is the player's.
    final class PlayerView: UIView {
        override class var layerClass: AnyClass { AVPlayerLayer.self }
        var playerLayer: AVPlayerLayer { layer as! AVPlayerLayer }
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        videoView.playerLayer.player = player
        videoView.playerLayer.videoGravity = .resizeAspectFill
        videoView.clipsToBounds = true
        videoView.translatesAutoresizingMaskIntoConstraints = false
        timeLabel.font = .monospacedDigitSystemFont(ofSize: 17, weight: .medium)
        timeLabel.text = "0:00"
        timeLabel.accessibilityIdentifier = "trailer.time"
        timeLabel.translatesAutoresizingMaskIntoConstraints = false
        let play = UIButton(configuration: .filled(), primaryAction: UIAction(title: "Play") { [weak self] _ in
            self?.tapSound?.play()
            self?.player.play()
        })
        play.accessibilityIdentifier = "trailer.play"
        let full = UIButton(configuration: .tinted(), primaryAction: UIAction(title: "Full Screen") { [weak self] _ in
            guard let self else { return }
            let controller = AVPlayerViewController()
            controller.player = self.player
            self.present(controller, animated: true) { controller.player?.play() }
        })
        let buttons = UIStackView(arrangedSubviews: [play, full])
        buttons.spacing = 12
        buttons.translatesAutoresizingMaskIntoConstraints = false
        [videoView, timeLabel, buttons].forEach(view.addSubview)
        NSLayoutConstraint.activate([
            videoView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 16),
            videoView.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
            videoView.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -16),
            videoView.heightAnchor.constraint(equalTo: videoView.widthAnchor, multiplier: 9.0 / 16),
            timeLabel.topAnchor.constraint(equalTo: videoView.bottomAnchor, constant: 12),
            timeLabel.leadingAnchor.constraint(equalTo: videoView.leadingAnchor),
            buttons.centerYAnchor.constraint(equalTo: timeLabel.centerYAnchor),
            buttons.trailingAnchor.constraint(equalTo: videoView.trailingAnchor),
        ])
        statusObservation = player.currentItem?.observe(\.status, options: [.new]) { [weak self] item, _ in
            let text = item.status == .readyToPlay ? "ready" : item.status == .failed ? "failed" : "loading"
            MainActor.assumeIsolated { self?.statusText = text }
        }
        timeObserver = player.addPeriodicTimeObserver(forInterval: CMTime(seconds: 0.5, preferredTimescale: 600), queue: .main) { [weak self] time in
            let seconds = Int(CMTimeGetSeconds(time))
            MainActor.assumeIsolated { self?.timeLabel.text = String(format: "%d:%02d", seconds / 60, seconds % 60) }
        }
        if let sound = Bundle.module.url(forResource: "tap", withExtension: "caf") {
            tapSound = try? AVAudioPlayer(contentsOf: sound)
        }
    }
}
