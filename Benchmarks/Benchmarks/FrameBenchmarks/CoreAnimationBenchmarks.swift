import Benchmark
import Foundation
import SimulatorKit
import UIModel

/// Core Animation's costly drawing on an iPhone 15 @3x, each frame drawn as the window draws it
/// (what changed since the frame before): a full-screen view turning in perspective (a card
/// flip, its content composed flat once and mapped through the projection every frame), and a
/// moving card casting a shadow by its shadow path against the same card without a shadow.
func coreAnimationBenchmarks() {
    let flip = Slot<LayerScene>()
    Benchmark("animation/3-D card flip of a full-screen view @3x", closure: { @Sendable benchmark in onMainActor(benchmark) { benchmark in
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations { flip.value!.frame() }
    } }, setup: { try await MainActor.run { flip.value = try LayerScene(kind: .flip) } },
    teardown: { await MainActor.run { flip.value = nil } })

    for kind in [LayerScene.Kind.plainCard, .shadowPathCard] {
        let scene = Slot<LayerScene>()
        let name = kind == .plainCard ? "a moving card without a shadow" : "a moving card with a shadowPath shadow"
        Benchmark("animation/\(name) @3x", closure: { @Sendable benchmark in onMainActor(benchmark) { benchmark in
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations { scene.value!.frame() }
        } }, setup: { try await MainActor.run { scene.value = try LayerScene(kind: kind) } },
        teardown: { await MainActor.run { scene.value = nil } })
    }
}

/// A screen of rows under a full-screen card; each frame turns the card a little further about
/// its vertical axis (a half turn a second, in perspective), or moves a smaller card across.
final class LayerScene {
    enum Kind { case flip, plainCard, shadowPathCard }

    let app: SimulatorApp
    private let kind: Kind
    private let card: UIView
    private let canvas: OffscreenCanvas
    private var step = 0

    init(kind: Kind) throws {
        self.kind = kind
        let controller = UIViewController()
        let root = controller.view!
        root.backgroundColor = .systemGroupedBackground
        let cardFrame = kind == .flip ? CGRect(x: 0, y: 0, width: 393, height: 852) : CGRect(x: 40, y: 300, width: 300, height: 180)
        card = UIView(frame: cardFrame)
        card.backgroundColor = .systemBackground
        card.layer.cornerRadius = 16
        for i in 0..<(kind == .flip ? 14 : 3) {
            let row = UILabel(frame: CGRect(x: 20, y: 60 + CGFloat(i) * 52, width: cardFrame.width - 40, height: 44))
            row.text = "Row \(i + 1): a line of text on the card"
            row.backgroundColor = i % 2 == 0 ? .secondarySystemBackground : .systemBackground
            card.addSubview(row)
        }
        if kind == .shadowPathCard {
            card.layer.shadowOpacity = 0.3
            card.layer.shadowRadius = 12
            card.layer.shadowOffset = CGSize(width: 0, height: 6)
            card.layer.shadowPath = UIBezierPath(roundedRect: card.bounds, cornerRadius: 16).cgPath
        }
        root.addSubview(card)
        app = try SimulatorApp(rootViewController: controller)
        let size = app.session.screenSize, scale = app.session.scale
        canvas = try OffscreenCanvas(width: Int(size.width * scale), height: Int(size.height * scale),
                                     textSystem: app.session.textSystem, images: app.session.images)
    }

    func frame() {
        step += 1
        app.run {
            switch kind {
            case .flip:
                var p = CATransform3DIdentity
                p.m34 = -1 / 1000
                card.layer.transform = CATransform3DRotate(p, CGFloat(step % 60) * .pi / 60, 0, 1, 0)
            case .plainCard, .shadowPathCard:
                card.center = CGPoint(x: 196.5 + CGFloat(step % 40) - 20, y: 390)
            }
            canvas.renderer.draw(app.session.buildDisplayList(), scale: app.session.scale)
        }
    }
}
