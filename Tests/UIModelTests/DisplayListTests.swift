import Foundation
import Testing
@testable import UIModel
import UIModelTesting

@Suite(.freshRuntime) struct DisplayListTests {
    @Test func itemsComeInLayerOrder() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        root.backgroundColor = .white
        let card = UIView(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
        card.backgroundColor = .red
        card.layer.shadowOpacity = 0.5
        card.layer.borderWidth = 2
        card.layer.borderColor = UIColor.blue.cgColor
        card.clipsToBounds = true
        let inner = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        inner.backgroundColor = .green
        card.addSubview(inner)
        root.addSubview(card)
        var list = DisplayList()
        UIModelRuntime.current.display(root)
        list.append(view: root)
        let kinds = list.items.map { item -> String in
            switch item {
            case .fill: return "fill"
            case .stroke: return "stroke"
            case .shadow: return "shadow"
            case .text: return "text"
            case .image: return "image"
            case .path: return "path"
            case .gradient: return "gradient"
            case .composite: return "composite"
            case .group: return "group"
            case .backdrop: return "backdrop"
            case .pushClip, .pushPathClip: return "push"
            case .popClip: return "pop"
            }
        }
        // Clipping to bounds hides the card's shadow, as on iOS.
        #expect(kinds == ["fill", "fill", "push", "fill", "pop", "stroke"])
        if case .fill(let shape, _) = list.items[3] {
            #expect(CGPoint.zero.applying(shape.transform) == CGPoint(x: 10, y: 10))
        } else {
            Issue.record("expected the inner fill")
        }
        card.clipsToBounds = false
        list.reset()
        UIModelRuntime.current.display(root)
        list.append(view: root)
        if case .shadow = list.items[1] {} else { Issue.record("an unclipped card casts its shadow first") }
    }

    @Test func alphaMultipliesDownAndHiddenSubtreesAreSkipped() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        root.alpha = 0.5
        let child = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        child.backgroundColor = UIColor.black.withAlphaComponent(0.5)
        child.alpha = 0.5
        root.addSubview(child)
        let hidden = UIView(frame: root.bounds)
        hidden.backgroundColor = .red
        hidden.isHidden = true
        root.addSubview(hidden)
        var list = DisplayList()
        UIModelRuntime.current.display(root)
        list.append(view: root)
        #expect(list.items.count == 1)
        if case .fill(_, let c) = list.items[0] { #expect(c.a == 0.125) }
    }

    @Test func labelTextIsCentredVerticallyAndAligned() {
        UIModelRuntime.current.textMetrics = FixedPitchTextMetrics()
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
        label.font = .systemFont(ofSize: 10)  // 6 pt per character, 12 pt lines
        label.text = "abc"
        label.textAlignment = .right
        var list = DisplayList()
        UIModelRuntime.current.display(label)
        list.append(view: label)
        guard case .text(let run) = list.items.first else { Issue.record("no text"); return }
        #expect(run.origin == CGPoint(x: 82, y: 14))
        #expect(run.text == "abc")
    }

    /// A label shorter than its text shows the lines that fit, the last truncated, centred as
    /// UIKit centres them; one too short for a line still shows one.
    @Test func aLabelShowsOnlyTheLinesThatFitItsHeight() {
        UIModelRuntime.current.textMetrics = FixedPitchTextMetrics()
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 60, height: 30))
        label.font = .systemFont(ofSize: 10)  // 6 pt per character, 12 pt lines: 10 characters a line
        label.numberOfLines = 0
        label.text = "aaaa bbbb cccc dddd eeee ffff gggg"
        func runs() -> [TextRun] {
            var list = DisplayList()
            UIModelRuntime.current.display(label)
            list.append(view: label)
            return list.items.compactMap { if case .text(let run) = $0 { run } else { nil } }
        }
        var shown = runs()
        #expect(shown.count == 2, "30 pt holds two 12 pt lines")
        #expect(shown.last?.text.hasSuffix("…") == true)
        #expect(shown.first?.origin.y == 3, "the two lines centred in 30 pt")
        label.frame.size.height = 200
        shown = runs()
        #expect(shown.count == 4 && shown.allSatisfy { !$0.text.hasSuffix("…") }, "all of it when it fits")
        label.frame.size.height = 5
        #expect(runs().count == 1)
    }

    /// `font` and `textColor` set to nil give UIKit's defaults back.
    @Test func aLabelsFontAndColourResetToTheDefaultsWhenSetToNil() {
        let label = UILabel()
        label.font = .boldSystemFont(ofSize: 30)
        label.font = nil
        #expect(label.font == .systemFont(ofSize: 17))
        label.textColor = .red
        label.textColor = nil
        #expect(label.textColor == .label)
        label.text = "still drawn"
        label.frame = CGRect(x: 0, y: 0, width: 200, height: 40)
        var list = DisplayList()
        UIModelRuntime.current.display(label)
        list.append(view: label)
        #expect(list.items.contains { if case .text = $0 { true } else { false } })
    }

    /// `sizeToFit()` keeps the top-left corner, as UIKit's does (its frame's size changes).
    @Test func sizeToFitKeepsTheOrigin() {
        UIModelRuntime.current.textMetrics = FixedPitchTextMetrics()
        let label = UILabel(frame: CGRect(x: 40, y: 30, width: 200, height: 100))
        label.font = .systemFont(ofSize: 10)
        label.text = "abcd"
        label.sizeToFit()
        #expect(label.frame == CGRect(x: 40, y: 30, width: 24, height: 12))
    }
}
