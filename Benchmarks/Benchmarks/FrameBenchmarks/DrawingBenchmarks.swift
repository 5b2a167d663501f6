import Benchmark
import Foundation
import SimulatorKit
import UIModel

/// A view that draws itself (`draw(_:)`: an arc and seven bars), asked to draw again every
/// frame, on an iPhone 15 @3x: its drawing, the display list and the frame's render of what
/// changed.
func drawingBenchmarks() {
    let app = Slot<SimulatorApp>(), chart = Slot<BenchChartView>()
    Benchmark("drawing/a draw(_:) view redrawn every frame @3x", closure: { @Sendable benchmark in try onMainActor(benchmark) { benchmark in
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            try app.value!.run {
                chart.value!.progress = chart.value!.progress >= 1 ? 0 : chart.value!.progress + 0.01
                blackHole(try app.value!.screenshot())
            }
        }
    } }, setup: { try await MainActor.run {
        let controller = UIViewController()
        let view = BenchChartView(frame: CGRect(x: 16, y: 100, width: 361, height: 120))
        controller.view.addSubview(view)
        app.value = try SimulatorApp(rootViewController: controller)
        chart.value = view
    } }, teardown: { await MainActor.run { app.value = nil; chart.value = nil } })
}

/// An arc for `progress` and seven rounded bars.
final class BenchChartView: UIView {
    var progress: CGFloat = 0 { didSet { setNeedsDisplay() } }

    override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        let side = bounds.height
        context.setLineWidth(10)
        context.setStrokeColor(UIColor.systemOrange.cgColor)
        context.addArc(center: CGPoint(x: side / 2, y: side / 2), radius: side / 2 - 5, startAngle: -.pi / 2,
                       endAngle: -.pi / 2 + 2 * .pi * progress, clockwise: false)
        context.strokePath()
        for i in 0..<7 {
            let h = side * CGFloat(i + 1) / 8
            UIBezierPath(roundedRect: CGRect(x: side + 20 + CGFloat(i) * 24, y: side - h, width: 16, height: h), cornerRadius: 4).fill()
        }
    }
}
