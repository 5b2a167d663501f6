import Benchmark
import Foundation
import SimulatorKit
import UIModel

/// Styled text: a 1,000-word paragraph of mixed runs (three fonts and sizes, colours, kerning,
/// underlines) laid out at a phone's width with the real text system, and drawn by a label at
/// iPhone 15 @3x.
func textBenchmarks() {
    let app = Slot<SimulatorApp>(), label = Slot<UILabel>()
    Benchmark("text/1,000-word attributed paragraph, layout", closure: { @Sendable benchmark in onMainActor(benchmark) { benchmark in
        let text = thousandWords()
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            app.value!.run {
                blackHole(text.boundingRect(with: CGSize(width: 361, height: 0), options: .usesLineFragmentOrigin, context: nil))
            }
        }
    } }, setup: { try await MainActor.run { app.value = try SimulatorApp(rootViewController: UIViewController()) } },
       teardown: { await MainActor.run { app.value = nil } })
    Benchmark("text/1,000-word attributed label, layout and render @3x", closure: { @Sendable benchmark in try onMainActor(benchmark) { benchmark in
        let text = thousandWords()
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            try app.value!.run {
                label.value!.attributedText = text
                blackHole(try app.value!.screenshot())
            }
        }
    } }, setup: { try await MainActor.run {
        let controller = UIViewController()
        let l = UILabel(frame: CGRect(x: 16, y: 60, width: 361, height: 780))
        l.numberOfLines = 0
        controller.view.addSubview(l)
        app.value = try SimulatorApp(rootViewController: controller)
        label.value = l
    } }, teardown: { await MainActor.run { app.value = nil; label.value = nil } })
}

/// A thousand words in runs of ten: regular, bold and 13 pt italic, the bold ones blue and
/// underlined, the italic ones kerned.
@MainActor func thousandWords() -> NSAttributedString {
    let words = ["layout", "breaks", "styled", "text", "into", "lines", "run", "by", "run", "quickly"]
    let styles: [[NSAttributedString.Key: Any]] = [
        [.font: UIFont.systemFont(ofSize: 17)],
        [.font: UIFont.boldSystemFont(ofSize: 17), .foregroundColor: UIColor.systemBlue, .underlineStyle: NSUnderlineStyle.single.rawValue],
        [.font: UIFont.italicSystemFont(ofSize: 13), .kern: 0.5],
    ]
    let text = NSMutableAttributedString(string: "")
    for run in 0..<100 {
        text.append(NSAttributedString(string: words.joined(separator: " ") + " ", attributes: styles[run % styles.count]))
    }
    return text
}
