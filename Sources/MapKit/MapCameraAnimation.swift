import UIModel

/// A camera move on the display's frames: the centre eased along the shorter way round the
/// world, the scale eased in proportion (so that zooming looks even).
final class MapCameraAnimation {
    typealias Camera = (center: MKMapPoint, scale: Double)
    private let from: Camera
    private let to: Camera
    private let duration: Double
    private let step: (MKMapPoint, Double, Bool) -> Void
    private var link: CADisplayLink?
    private var startTime: CFTimeInterval?

    init(from: Camera, to: Camera, duration: Double, step: @escaping (MKMapPoint, Double, Bool) -> Void) {
        var target = to
        let w = MKMapSize.world.width
        target.center.x += ((from.center.x - target.center.x) / w).rounded() * w
        self.from = from
        self.to = target
        self.duration = duration
        self.step = step
    }

    func start() {
        let link = CADisplayLink { [weak self] link in self?.frame(link.timestamp) }
        self.link = link
        link.add(to: .main, forMode: .common)
    }

    func cancel() {
        link?.invalidate()
        link = nil
    }

    private func frame(_ time: CFTimeInterval) {
        let start = startTime ?? time
        startTime = start
        let t = duration > 0 ? min((time - start) / duration, 1) : 1
        // Ease in and out (a cubic smoothstep), as MapKit's camera moves.
        let e = t * t * (3 - 2 * t)
        let center = MKMapPoint(x: from.center.x + (to.center.x - from.center.x) * e, y: from.center.y + (to.center.y - from.center.y) * e)
        let scale = exp(log(from.scale) + (log(to.scale) - log(from.scale)) * e)
        let done = t >= 1
        if done { cancel() }
        step(center, scale, done)
    }
}
