import AVFoundation
import AVKit
import Foundation
import UIModel
import WebKit

/// The "media" demo: a clip's page in a web view above the clip in an embedded player view
/// controller with iOS's playback controls, as apps show a video with its description. The
/// bar's buttons play a chime (an audio player) and show the clip full screen.
final class MediaDemoController: UIViewController {
    private let back: (() -> Void)?
    private(set) var webView: WKWebView!
    let playerController = AVPlayerViewController()
    private var chime: AVAudioPlayer?

    /// The clip and its page, in the demo's bundle.
    static var clips: URL? { Bundle.module.url(forResource: "Clips", withExtension: nil) }

    init(back: (() -> Void)?) {
        self.back = back
        super.init(nibName: nil, bundle: nil)
        title = "Media"
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        webView = WKWebView(frame: .zero, configuration: WKWebViewConfiguration())
        webView.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(webView)

        addChild(playerController)
        let video = playerController.view!
        video.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(video)
        playerController.didMove(toParent: self)

        let guide = view.safeAreaLayoutGuide
        NSLayoutConstraint.activate([
            video.topAnchor.constraint(equalTo: guide.topAnchor),
            video.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            video.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            video.heightAnchor.constraint(equalTo: video.widthAnchor, multiplier: 9.0 / 16),
            webView.topAnchor.constraint(equalTo: video.bottomAnchor),
            webView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            webView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            webView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
        ])

        if let clips = Self.clips {
            playerController.player = AVPlayer(url: clips.appendingPathComponent("clip.mp4"))
            webView.loadFileURL(clips.appendingPathComponent("about.html"), allowingReadAccessTo: clips)
            chime = try? AVAudioPlayer(contentsOf: clips.appendingPathComponent("chime.caf"))
        }
        navigationItem.rightBarButtonItems = [
            UIBarButtonItem(image: UIImage(systemName: "arrow.up.left.and.arrow.down.right"), primaryAction: UIAction { [weak self] _ in
                self?.showFullScreen()
            }),
            UIBarButtonItem(image: UIImage(systemName: "bell"), primaryAction: UIAction { [weak self] _ in
                self?.chime?.currentTime = 0
                self?.chime?.play()
            }),
        ]
        if let back {
            navigationItem.leftBarButtonItem = UIBarButtonItem(title: "Gallery", primaryAction: UIAction { _ in back() })
        }
    }

    /// The clip full screen in a presented player view controller, playing from where the
    /// embedded one is.
    private func showFullScreen() {
        guard let player = playerController.player else { return }
        playerController.player = nil
        let full = AVPlayerViewController()
        full.player = player
        present(full, animated: true) { player.play() }
        fullScreenPlayer = player
    }

    private var fullScreenPlayer: AVPlayer?

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        if let player = fullScreenPlayer, presentedViewController == nil {
            playerController.player = player
            fullScreenPlayer = nil
        }
    }
}
