import Foundation
import SimulatorKit
import SnapshotTesting
import Testing
import UIModel
import UIModelSnapshotTesting

/// The frames UIKit laid out on the iOS simulator for swift-snapshot-testing's own `testTraits`
/// controller (four labels in text styles, pinned to the safe area's top centre, leading and
/// trailing middles and bottom centre), as its recorded references keep them, against UIModel's
/// for the same presets: every pinned edge and centre within half a point, every height within
/// a third of a point (the system font's lines are SF Pro's), every width within 2 % or half a
/// point (the system font here is Inter, tracked as SF Pro; iOS itself set "What's" 1 pt wider
/// on the iPhone 8 Plus than on the iPhone X at the same size).
@Suite(.serialized) struct UpstreamTraitsFramesTests {
    /// UIKit's frames (x, y, width, height) of the four labels, top, leading, trailing, bottom.
    static let recorded: [(String, ViewImageConfig, [[CGFloat]])] = [
        ("iPhone SE", .iPhoneSe, [[133.5, 20, 53, 19.5], [0, 284.5, 24, 19.5], [283, 284.5, 37, 19.5], [156.5, 551, 7.5, 17]]),
        ("iPhone 8", .iPhone8, [[161, 20, 53, 19.5], [0, 334, 24, 19.5], [338, 334, 37, 19.5], [184, 650, 7.5, 17]]),
        ("iPhone 8 Plus", .iPhone8Plus, [[180.333, 20, 53.6667, 19.3333], [0, 368.333, 23.6667, 19.3333], [377, 368.333, 37, 19.3333],
                                         [203.333, 719, 7.33333, 17]]),
        ("iPhone X", .iPhoneX, [[161.333, 44, 52.6667, 19.3333], [0, 401.333, 23.6667, 19.3333], [338, 401.333, 37, 19.3333],
                                [184, 761, 7.33333, 17]]),
        ("iPhone XR", .iPhoneXr, [[180.5, 44, 53, 19.5], [0, 443.5, 24, 19.5], [377, 443.5, 37, 19.5], [203.5, 845, 7.5, 17]]),
        ("iPad mini", .iPadMini, [[484.5, 20, 55.5, 20.5], [0, 384, 25, 20.5], [985, 384, 39, 20.5], [508.5, 750, 7.5, 18]]),
        ("iPad 9.7", .iPad9_7, [[484.333, 20, 55.6667, 20.3333], [0, 384, 25, 20.3333], [985, 384, 39, 20.3333], [508.333, 750, 7.66667, 18]]),
        ("iPad 10.2", .iPad10_2, [[512.333, 20, 55.6667, 20.3333], [0, 405, 25, 20.3333], [1041, 405, 39, 20.3333],
                                  [536.333, 792, 7.66667, 18]]),
        ("iPad Pro 10.5", .iPadPro10_5, [[528.333, 20, 55.6667, 20.3333], [0, 417, 25, 20.3333], [1073, 417, 39, 20.3333],
                                         [552.333, 816, 7.66667, 18]]),
        ("iPad Pro 11", .iPadPro11, [[569.5, 24, 55.5, 20.5], [0, 409, 25, 20.5], [1155, 409, 39, 20.5], [593.5, 796, 7.5, 18]]),
        ("iPad Pro 12.9", .iPadPro12_9, [[655.333, 20, 55.6667, 20.3333], [0, 512, 25, 20.3333], [1327, 512, 39, 20.3333],
                                         [679.333, 1006, 7.66667, 18]]),
    ]

    @Test func theFourLabelsLandWhereUIKitLaidThemOutOnEveryPreset() throws {
        var facts = 0, matching = 0
        for (name, config, frames) in Self.recorded {
            var description = ""
            Snapshotting<UIViewController, String>.recursiveDescription(on: config).snapshot(ReferenceScreens.FourLabels()).run { description = $0 }
            let ours = Self.labelFrames(in: description)
            try #require(ours.count == 4, "\(name): \(description)")
            for (i, (uikit, mine)) in zip(frames, ours).enumerated() {
                let u = CGRect(x: uikit[0], y: uikit[1], width: uikit[2], height: uikit[3])
                // The pinned edge or centre of each label: top centre, leading middle, trailing middle, bottom centre.
                let pinned: [(CGFloat, CGFloat)] = [[(u.minY, mine.minY), (u.midX, mine.midX)], [(u.minX, mine.minX), (u.midY, mine.midY)],
                                                    [(u.maxX, mine.maxX), (u.midY, mine.midY)], [(u.maxY, mine.maxY), (u.midX, mine.midX)]][i]
                let checks = pinned.map { abs($0.0 - $0.1) <= 0.5 } + [abs(u.height - mine.height) <= 0.34,
                                                                     abs(u.width - mine.width) <= max(0.02 * u.width, 0.5)]
                facts += checks.count
                matching += checks.filter { $0 }.count
                #expect(checks.allSatisfy { $0 }, "\(name), label \(i): UIKit \(u), UIModel \(mine)")
            }
        }
        print("Upstream testTraits frames: \(matching) of \(facts) facts match UIKit's")
        #expect(facts == 11 * 4 * 4)
    }

    /// The labels' frames in a recursive description, in order.
    static func labelFrames(in description: String) -> [CGRect] {
        description.split(separator: "\n").filter { $0.contains("<UILabel") }.compactMap { line in
            guard let start = line.range(of: "frame = ("), let end = line[start.upperBound...].firstIndex(of: ")") else { return nil }
            let numbers = line[start.upperBound..<end].replacingOccurrences(of: ";", with: " ").split(separator: " ").compactMap { Double($0) }
            return numbers.count == 4 ? CGRect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3]) : nil
        }
    }
}
