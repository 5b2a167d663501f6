import Foundation
import UIModel

/// Shows a Live Photo: its still, as iOS shows it until played. Playing its movie is not
/// supported here (no live photo comes from the simulator's library): `startPlayback(with:)`
/// leaves the still showing.
@preconcurrency @MainActor open class PHLivePhotoView: UIView {
    nonisolated deinit {}
    /// How a playback runs.
    nonisolated public enum PlaybackStyle: Int, Sendable { case undefined = 0, full, hint }

    private let stillView = UIImageView()

    open var livePhoto: PHLivePhoto? {
        didSet { stillView.image = livePhoto.flatMap(Self.still) }
    }
    open var isMuted = false
    open override var contentMode: UIView.ContentMode {
        didSet { stillView.contentMode = contentMode }
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        stillView.frame = bounds
        stillView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        stillView.contentMode = .scaleAspectFit
        addSubview(stillView)
    }

    public required init?(coder: NSCoder) { fatalError("made in code") }

    /// The still stays: movies are not played here.
    open func startPlayback(with playbackStyle: PlaybackStyle) {}
    open func stopPlayback() {}

    private static func still(of photo: PHLivePhoto) -> UIImage? { photo.still }
}
