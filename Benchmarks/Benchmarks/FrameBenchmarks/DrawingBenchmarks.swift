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

    let styledApp = Slot<SimulatorApp>(), styled = Slot<BenchChartView>()
    Benchmark("drawing/gradient bars in clips, a dashed line and a shadow, redrawn every frame @3x",
              closure: { @Sendable benchmark in try onMainActor(benchmark) { benchmark in
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            try styledApp.value!.run {
                styled.value!.progress = styled.value!.progress >= 1 ? 0 : styled.value!.progress + 0.01
                blackHole(try styledApp.value!.screenshot())
            }
        }
    } }, setup: { try await MainActor.run {
        let controller = UIViewController()
        let view = BenchChartView(frame: CGRect(x: 16, y: 100, width: 361, height: 120))
        view.styled = true
        controller.view.addSubview(view)
        styledApp.value = try SimulatorApp(rootViewController: controller)
        styled.value = view
    } }, teardown: { await MainActor.run { styledApp.value = nil; styled.value = nil } })
}

/// An arc for `progress` and seven rounded bars; `styled`: the arc over a soft shadow, each bar
/// a clip filled with a gradient, and a dashed line across them.
final class BenchChartView: UIView {
    var progress: CGFloat = 0 { didSet { setNeedsDisplay() } }
    var styled = false
    private let gradient = CGGradient(colorsSpace: CGColorSpaceCreateDeviceRGB(),
                                      colors: [UIColor.systemTeal.cgColor, UIColor.systemBlue.cgColor], locations: [0, 1])

    override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        let side = bounds.height
        context.setLineWidth(10)
        context.setStrokeColor(UIColor.systemOrange.cgColor)
        if styled { context.setShadow(offset: CGSize(width: 0, height: 2), blur: 6) }
        context.addArc(center: CGPoint(x: side / 2, y: side / 2), radius: side / 2 - 5, startAngle: -.pi / 2,
                       endAngle: -.pi / 2 + 2 * .pi * progress, clockwise: false)
        context.strokePath()
        context.setShadow(offset: .zero, blur: 0, color: nil)
        for i in 0..<7 {
            let h = side * CGFloat(i + 1) / 8
            let bar = UIBezierPath(roundedRect: CGRect(x: side + 20 + CGFloat(i) * 24, y: side - h, width: 16, height: h), cornerRadius: 4)
            guard styled, let gradient else { bar.fill(); continue }
            context.saveGState()
            bar.addClip()
            context.drawLinearGradient(gradient, start: .zero, end: CGPoint(x: 0, y: side), options: [])
            context.restoreGState()
        }
        guard styled else { return }
        context.setLineWidth(1.5)
        context.setLineDash(phase: 0, lengths: [4, 3])
        context.move(to: CGPoint(x: side + 14, y: side / 4))
        context.addLine(to: CGPoint(x: side + 14 + 7 * 24, y: side / 4))
        context.strokePath()
    }
}
