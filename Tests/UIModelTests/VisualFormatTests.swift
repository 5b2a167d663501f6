import Foundation
import Testing
@testable import UIModel
import UIModelTesting

/// The Visual Format Language: what a format lays out, and UIKit's messages for formats it
/// cannot parse.
@Suite(.freshRuntime) struct VisualFormatTests {
    /// A 300 × 200 root with `count` subviews that use Auto Layout.
    func views(_ count: Int) -> (UIView, [String: UIView]) {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        var views: [String: UIView] = [:]
        for i in 0..<count {
            let v = UIView()
            v.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(v)
            views["v\(i)"] = v
        }
        return (root, views)
    }

    func layout(_ root: UIView, _ formats: [String], options: NSLayoutConstraint.FormatOptions = [],
                metrics: [String: Any]? = nil, views: [String: UIView]) -> Int {
        var count = 0
        for format in formats {
            let constraints = NSLayoutConstraint.constraints(withVisualFormat: format, options: options, metrics: metrics, views: views)
            count += constraints.count
            NSLayoutConstraint.activate(constraints)
        }
        root.layoutIfNeeded()
        return count
    }

    @Test func standardAndExplicitSpacingToTheSuperviewAndBetweenViews() {
        let (root, views) = views(2)
        _ = layout(root, ["H:|-[v0]-[v1(==v0)]-|", "V:|-top-[v0(40)]-(>=5)-[v1(==40@750)]|"],
                   metrics: ["top": 10], views: views)
        let v0 = views["v0"]!.frame, v1 = views["v1"]!.frame
        #expect(v0 == CGRect(x: 20, y: 10, width: 126, height: 40), "20 to the superview's edges")
        #expect(v1.minX == 154 && v1.width == 126, "8 between siblings")
        #expect(v1.height == 40 && v1.maxY == 200)
    }

    @Test func horizontalFormatsFollowTheLayoutDirectionUnlessToldLeftToRight() {
        let (root, views) = views(1)
        root.semanticContentAttribute = .forceRightToLeft
        _ = layout(root, ["H:|-(12)-[v0(50)]", "V:|[v0(10)]"], views: views)
        #expect(abs(views["v0"]!.frame.minX - (300 - 12 - 50)) < 0.001, "leading is the right edge in right-to-left")
        let (other, more) = self.views(1)
        other.semanticContentAttribute = .forceRightToLeft
        _ = layout(other, ["H:|-(12)-[v0(50)]", "V:|[v0(10)]"], options: .directionLeftToRight, views: more)
        #expect(more["v0"]!.frame.minX == 12)
    }

    @Test func alignmentOptionsAlignEveryViewOnTheFirst() {
        let (root, views) = views(3)
        let count = layout(root, ["H:|[v0(50)][v1(50)][v2(50)]"], options: .alignAllTop, views: views)
        _ = layout(root, ["V:|-30-[v0(20)]", "V:[v1(20)]", "V:[v2(20)]"], views: views)
        #expect(count == 6 + 2)
        #expect(views.values.allSatisfy { $0.frame.minY == 30 })
        #expect(views["v2"]!.frame.minX == 100)
    }

    @Test func anEmptyConstraintCanBeConfiguredAndDoesNotActivate() {
        let c = NSLayoutConstraint()
        c.constant = 4
        c.priority = .defaultHigh
        c.identifier = "empty"
        #expect(c.firstItem == nil && c.firstAttribute == .notAnAttribute && c.constant == 4)
        let before = UIKitWarning.count
        c.isActive = true
        #expect(!c.isActive && UIKitWarning.count == before + 1)
    }

    @Test(arguments: [
        ("H:|-[missing]", "missing is not a key in the views dictionary.", 12),
        ("H:|-gap-[v0]", "gap is not a key in the metrics dictionary.", 7),
        ("H:[v0(>=50]", "Expected ')'", 10),
        ("H:[v0]-[v1", "Expected ']'", 10),
        ("H:[v0(50@2000)]", "Priorities must be greater than 0 and at most 1000", 9),
        ("H:[v0]-8", "Expected '-' after the spacing", 8),
        ("V:[v0]", nil, 0),
    ] as [(String, String?, Int)])
    func badFormatsAreReportedAsUIKitReportsThemAndMakeNothing(format: String, reason: String?, caret: Int) {
        let (_, views) = views(2)
        let before = UIKitWarning.count
        let made = NSLayoutConstraint.constraints(withVisualFormat: format, options: [], metrics: nil, views: views)
        guard let reason else {
            #expect(made.isEmpty && UIKitWarning.count == before, "a lone view makes no constraint")
            return
        }
        #expect(made.isEmpty)
        #expect(UIKitWarning.history.last == "Unable to parse constraint format: \n\(reason) \n\(format) \n" + String(repeating: " ", count: caret) + "^")
    }

    @Test func aBarNeedsASuperviewAndAlignmentMustCrossTheAxis() {
        let lone = UIView()
        let before = UIKitWarning.count
        #expect(NSLayoutConstraint.constraints(withVisualFormat: "H:|[v]|", options: [], metrics: nil, views: ["v": lone]).isEmpty)
        #expect(UIKitWarning.history.last?.contains("Unable to interpret '|' character, because the related view doesn't have a superview") == true)
        let (_, views) = views(2)
        #expect(NSLayoutConstraint.constraints(withVisualFormat: "H:[v0][v1]", options: .alignAllLeading, metrics: nil, views: views).isEmpty)
        #expect(UIKitWarning.count == before + 2)
    }
}
