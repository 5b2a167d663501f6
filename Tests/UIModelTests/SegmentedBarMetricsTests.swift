import Foundation
import Testing
@testable import UIModel
import UIModelTesting

/// A segmented control flattened the old way: background and divider images, content offsets.
@Suite(.serialized, .freshRuntime) struct SegmentedBarMetricsTests {
    func swatch(_ color: UIColor, width: CGFloat = 4) -> UIImage {
        UIGraphicsImageRenderer(size: CGSize(width: width, height: 4)).image { context in
            color.setFill()
            context.fill(CGRect(x: 0, y: 0, width: width, height: 4))
        }
    }

    @Test func backgroundImagesReplaceTheTrackAndThePlate() {
        let control = UISegmentedControl(items: ["One", "Two", "Three"])
        control.frame = CGRect(x: 0, y: 0, width: 300, height: 32)
        control.selectedSegmentIndex = 1
        let plain = swatch(.systemGray6), chosen = swatch(.systemBlue), line = swatch(.clear, width: 2)
        control.setBackgroundImage(plain, for: .normal, barMetrics: .default)
        control.setBackgroundImage(chosen, for: .selected, barMetrics: .default)
        control.setDividerImage(line, forLeftSegmentState: .normal, rightSegmentState: .normal, barMetrics: .default)
        control.setContentPositionAdjustment(UIOffset(horizontal: 0, vertical: 3), forSegmentType: .left, barMetrics: .default)
        control.layoutIfNeeded()
        #expect(control.backgroundImage(for: .selected, barMetrics: .default) === chosen)
        #expect(control.backgroundImage(for: .selected, barMetrics: .compact) == nil)
        #expect(control.segments.map { $0.background.image } == [plain, chosen, plain])
        #expect(control.segments[1].background.frame == CGRect(x: 100, y: 0, width: 100, height: 32))
        #expect(control.plate.isHidden && control.backgroundColor == nil)
        // Both dividers show, next to the selected segment too (the normal pair's image stands in).
        #expect(control.dividers.prefix(2).allSatisfy { !$0.isHidden && $0.image === line && $0.frame.size == CGSize(width: 2, height: 32) })
        #expect(control.dividers[0].frame.midX == 100)
        // The left segment's title sits 3 pt lower; the others stay.
        #expect(control.segments[0].label.frame.minY == 3 && control.segments[1].label.frame.minY == 0)
        #expect(control.contentPositionAdjustment(forSegmentType: .left, barMetrics: .default).vertical == 3)
    }

    @Test func withoutImagesTheControlKeepsItsOwnLook() {
        let control = UISegmentedControl(items: ["A", "B"])
        control.frame = CGRect(x: 0, y: 0, width: 200, height: 32)
        control.selectedSegmentIndex = 0
        control.layoutIfNeeded()
        #expect(!control.plate.isHidden && control.backgroundColor == .tertiarySystemFill)
        #expect(control.segments.allSatisfy { $0.background.image == nil })
    }
}
