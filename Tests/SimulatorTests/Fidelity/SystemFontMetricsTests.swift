import Foundation
import SimulatorKit
import Testing
import UIModel

/// The system font measured against SF Pro's own metrics on iOS (iOSReferences/system-font.json):
/// the width and height of labels UIKit laid out on the iOS Simulator, the line height of every
/// text style at every text size, and Dynamic Type's point sizes. The figures are recorded in
/// iOSReferences/fidelity/system-font.json and may only get better (`FIDELITY_RECORD=1` records
/// them again); they are what choosing and tuning the system font is measured by.
@MainActor @Suite struct SystemFontMetricsTests {
    struct Reference: Decodable {
        struct Label: Decodable { var text: String, size: CGFloat, weight: String, width: CGFloat, height: CGFloat, scale: CGFloat, source: String }
        struct DynamicType: Decodable { var sizes: [String: [CGFloat]] }
        var labels: [Label]
        var dynamicType: DynamicType
    }

    /// What is recorded: the labels' mean and largest width error (a share of iOS's width), how
    /// many widths are within 1 % (or a pixel) and how many heights are iOS's, how many text
    /// style sizes are iOS's, and the largest line-height error against SF's 1.193359 em.
    struct Figures: Codable, Equatable {
        var meanWidthError: Double
        var largestWidthError: Double
        var widthsWithinOnePercent: Int
        var heightsExact: Int
        var textStyleSizesExact: Int
        var largestLineHeightError: Double
    }

    /// SF Pro's line height in ems (2048 units per em, ascender 1950, descender 494, no gap).
    static let sfLineHeight = 1.193359375
    static let file = iOSReferenceTests.root.appendingPathComponent("system-font.json")
    static let figuresFile = iOSReferenceTests.root.appendingPathComponent("fidelity/system-font.json")

    static let styles: [String: UIFont.TextStyle] = [
        "largeTitle": .largeTitle, "title1": .title1, "title2": .title2, "title3": .title3, "headline": .headline,
        "subheadline": .subheadline, "body": .body, "callout": .callout, "footnote": .footnote, "caption1": .caption1,
        "caption2": .caption2,
    ]

    @Test func theSystemFontMeasuresAgainstSFProOnIOS() throws {
        let reference = try JSONDecoder().decode(Reference.self, from: Data(contentsOf: Self.file))
        let runtime = UIModelRuntime()
        runtime.textMetrics = try SDLTextSystem(resources: TestSupport.resources)
        let figures = try runtime.run { try Self.measure(reference) }
        print("System font against SF Pro: labels' width error mean \(String(format: "%.2f", figures.meanWidthError * 100)) %, "
              + "largest \(String(format: "%.2f", figures.largestWidthError * 100)) %, \(figures.widthsWithinOnePercent) of "
              + "\(reference.labels.count) within 1 %, \(figures.heightsExact) heights exact; \(figures.textStyleSizesExact) of 132 "
              + "text style sizes iOS's; line heights within \(String(format: "%.2f", figures.largestLineHeightError * 100)) % of SF's")
        if ProcessInfo.processInfo.environment["FIDELITY_RECORD"] == "1" {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
            try encoder.encode(figures).write(to: Self.figuresFile)
            return
        }
        let recorded = try JSONDecoder().decode(Figures.self, from: Data(contentsOf: Self.figuresFile))
        let slack = 0.00005
        #expect(figures.meanWidthError <= recorded.meanWidthError + slack && figures.largestWidthError <= recorded.largestWidthError + slack
                && figures.widthsWithinOnePercent >= recorded.widthsWithinOnePercent && figures.heightsExact >= recorded.heightsExact
                && figures.textStyleSizesExact >= recorded.textStyleSizesExact
                && figures.largestLineHeightError <= recorded.largestLineHeightError + slack,
                "the system font is further from SF Pro than it was: \(figures), recorded \(recorded)")
    }

    static func measure(_ reference: Reference) throws -> Figures {
        var errors: [Double] = [], within = 0, heights = 0
        for l in reference.labels {
            let label = UILabel()
            label.font = .systemFont(ofSize: l.size, weight: l.weight == "semibold" ? .semibold : .regular)
            label.text = l.text
            label.sizeToFit()
            // UIKit's label sizes are rounded up to the pixel.
            let width = (label.bounds.width * l.scale).rounded(.up) / l.scale
            let height = (label.bounds.height * l.scale).rounded(.up) / l.scale
            let error = abs(Double(width - l.width)) / Double(l.width)
            errors.append(error)
            if error <= 0.01 || abs(width - l.width) <= 1 / l.scale { within += 1 }
            if abs(height - l.height) < 0.01 { heights += 1 }
        }
        var sizesExact = 0, lineHeightError = 0.0
        for (name, sizes) in reference.dynamicType.sizes {
            guard let style = styles[name] else { continue }
            for (category, size) in zip(UIContentSizeCategory.allCategories, sizes) {
                let font = UIFont.preferredFont(forTextStyle: style, compatibleWith: UITraitCollection(preferredContentSizeCategory: category))
                if font.pointSize == size { sizesExact += 1 }
                lineHeightError = max(lineHeightError, abs(Double(font.lineHeight) / (Double(font.pointSize) * sfLineHeight) - 1))
            }
        }
        func round4(_ v: Double) -> Double { (v * 10_000).rounded() / 10_000 }
        return Figures(meanWidthError: round4(errors.reduce(0, +) / Double(errors.count)), largestWidthError: round4(errors.max() ?? 0),
                       widthsWithinOnePercent: within, heightsExact: heights, textStyleSizesExact: sizesExact,
                       largestLineHeightError: round4(lineHeightError))
    }
}
