import Foundation

/// A picture a framework made for one frame (a web page, a video frame), whose image data is
/// released when it is no longer shown: the owner drops it for the next.
nonisolated package final class PaintedImage: @unchecked Sendable {
    package let image: UIImage
    package init(_ image: UIImage) { self.image = image }
    deinit {
        let image = image
        if isOnMainActor {
            withMainActorState { image.releaseRegisteredData() }
        } else {
            DispatchQueue.main.async { image.releaseRegisteredData() }
        }
    }
}
