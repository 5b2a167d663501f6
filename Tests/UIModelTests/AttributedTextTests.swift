import Foundation
import Testing
@testable import UIModel
import UIModelTesting

/// Attributed text on the model metrics: every character 0.6 em wide, lines 1.2 em high (rounded
/// up), the baseline 1 em below a line's top.
@Suite(.freshRuntime) struct AttributedTextTests {
    private let ten = UIFont.systemFont(ofSize: 10)
    private let twenty = UIFont.systemFont(ofSize: 20)

    private func layout(_ text: NSAttributedString, width: CGFloat = .greatestFiniteMagnitude, lines: Int = 0,
                        mode: NSLineBreakMode = .byWordWrapping) -> AttributedTextLayout {
        AttributedTextLayout(text, defaults: TextDefaults(font: ten, color: .black, lineBreakMode: mode), width: width,
                             numberOfLines: lines, metrics: FixedPitchTextMetrics())
    }

    /// Whether two lengths agree to a thousandth of a point (the model widths are sums of tenths).
    private func near(_ a: CGFloat, _ b: CGFloat) -> Bool { abs(a - b) < 0.001 }

    private func texts(_ l: AttributedTextLayout) -> [String] { l.lines.map { $0.fragments.map(\.text).joined() } }

    private func mixed() -> NSAttributedString {
        let s = NSMutableAttributedString(string: "ab", attributes: [.font: ten])
        s.append(NSAttributedString(string: "cd", attributes: [.font: twenty, .foregroundColor: UIColor.red]))
        return s
    }

    @Test func runsOfDifferentSizesShareALineAndItsBaseline() {
        let l = layout(mixed())
        #expect(l.lines.count == 1)
        #expect(l.lines[0].fragments.map(\.text) == ["ab", "cd"])
        #expect(l.lines[0].fragments.map(\.x) == [0, 12])
        #expect(l.exactSize.width == 36)
        // The tallest run sets the line: 20 pt above the baseline, 4 below.
        #expect(l.lines[0].baseline == 20 && l.lines[0].height == 24)
        #expect(l.lines[0].fragments[1].style.color == .red && l.lines[0].fragments[0].style.color == .black)
    }

    @Test func linesWrapAcrossRuns() {
        let s = NSMutableAttributedString(string: "one two ", attributes: [.font: ten])
        s.append(NSAttributedString(string: "three four", attributes: [.font: ten, .foregroundColor: UIColor.blue]))
        let l = layout(s, width: 60)
        #expect(texts(l) == ["one two", "three four"])
        #expect(l.lines[1].fragments.count == 1 && l.lines[1].fragments[0].style.color == .blue)
        #expect(l.lines[1].top == 12)
    }

    @Test func paragraphStylesSpaceIndentAndAlignLines() {
        let p = NSMutableParagraphStyle()
        p.lineSpacing = 4
        p.paragraphSpacing = 10
        p.firstLineHeadIndent = 6
        p.headIndent = 12
        p.alignment = .center
        let s = NSAttributedString(string: "aaaa bbbb cccc\ndd", attributes: [.font: ten, .paragraphStyle: p])
        let l = layout(s, width: 42)
        #expect(texts(l) == ["aaaa", "bbbb", "cccc", "dd"])
        // Line spacing follows every line but the last, paragraph spacing every paragraph.
        #expect(l.lines.map(\.top) == [0, 16, 32, 58])
        #expect(l.lines.map(\.indent) == [6, 12, 12, 6])
        #expect(l.exactSize.height == 70)
        #expect(l.lines[0].alignment == .center)
        #expect(near(l.lineStart(l.lines[3], width: 42, layoutDirection: .leftToRight), 6 + (36 - 12) / 2))
    }

    @Test func lineHeightsFollowMultipleMinimumAndMaximum() {
        let p = NSMutableParagraphStyle()
        p.lineHeightMultiple = 2
        var l = layout(NSAttributedString(string: "a", attributes: [.font: ten, .paragraphStyle: p]))
        // The extra height goes above the text.
        #expect(l.lines[0].height == 24 && l.lines[0].baseline == 22)
        p.lineHeightMultiple = 0
        p.minimumLineHeight = 30
        l = layout(NSAttributedString(string: "a", attributes: [.font: ten, .paragraphStyle: p]))
        #expect(l.lines[0].height == 30)
        p.minimumLineHeight = 0
        p.maximumLineHeight = 8
        l = layout(NSAttributedString(string: "a", attributes: [.font: ten, .paragraphStyle: p]))
        #expect(l.lines[0].height == 8)
    }

    @Test func kernBaselineOffsetAndAttachmentsTakeTheirSpace() {
        let kerned = layout(NSAttributedString(string: "abc", attributes: [.font: ten, .kern: 2]))
        #expect(near(kerned.exactSize.width, 18 + 6))
        let raised = layout(NSAttributedString(string: "a", attributes: [.font: ten, .baselineOffset: 5]))
        #expect(raised.lines[0].baseline == 15 && raised.lines[0].height == 17)
        let attachment = NSTextAttachment(image: UIImage(name: "dot", size: CGSize(width: 8, height: 30)))
        let s = NSMutableAttributedString(string: "a", attributes: [.font: ten])
        s.append(NSAttributedString(attachment: attachment))
        let l = layout(s)
        #expect(near(l.exactSize.width, 6 + 8))
        #expect(l.lines[0].baseline == 30)
        attachment.bounds = CGRect(x: 0, y: -4, width: 12, height: 12)
        let placed = layout(s)
        #expect(near(placed.exactSize.width, 6 + 12) && placed.lines[0].baseline == 10)
    }

    @Test func theLastLineTruncatesPerTheLineBreakMode() {
        let s = NSAttributedString(string: "one two three four five", attributes: [.font: ten])
        let tail = layout(s, width: 60, lines: 2, mode: .byTruncatingTail)
        #expect(tail.isTruncated)
        #expect(texts(tail) == ["one two", "three fou…"])
        // Word wrapping ends the last line at a word without an ellipsis.
        #expect(texts(layout(s, width: 60, lines: 2)) == ["one two", "three four"])
        let single = NSAttributedString(string: "abcdefghij", attributes: [.font: ten])
        #expect(texts(layout(single, width: 36, lines: 1, mode: .byTruncatingHead)) == ["…fghij"])
        #expect(texts(layout(single, width: 36, lines: 1, mode: .byTruncatingMiddle)) == ["abc…ij"])
        #expect(texts(layout(single, width: 36, lines: 1, mode: .byTruncatingTail)) == ["abcde…"])
        // The ellipsis takes the style of the text before it.
        let red = layout(NSAttributedString(string: "abcdefghij", attributes: [.font: ten, .foregroundColor: UIColor.red]),
                         width: 36, lines: 1, mode: .byTruncatingTail)
        #expect(red.lines[0].fragments.last?.style.color == .red)
    }

    @Test func aLabelsStyledTextAndPlainPropertiesStayInStep() {
        let label = UILabel()
        label.attributedText = mixed()
        #expect(label.text == "abcd")
        #expect(label.font == ten)
        // A new font applies to the whole of the styled text.
        label.font = twenty
        let styled = label.attributedText!
        #expect(styled.attribute(.font, at: 0, effectiveRange: nil) as? UIFont == twenty)
        #expect(styled.attribute(.font, at: 3, effectiveRange: nil) as? UIFont == twenty)
        #expect(styled.attribute(.foregroundColor, at: 3, effectiveRange: nil) as? UIColor == .red)
        label.textAlignment = .right
        let p = label.attributedText!.attribute(.paragraphStyle, at: 0, effectiveRange: nil) as? NSParagraphStyle
        #expect(p?.alignment == .right)
        // Plain text replaces the styles.
        label.text = "plain"
        #expect(label.attributedText?.attribute(.foregroundColor, at: 4, effectiveRange: nil) as? UIColor == label.textColor)
        label.attributedText = nil
        #expect(label.text == nil && label.attributedText == nil)
    }

    @Test func aLabelSizesAndDrawsItsRuns() {
        let label = UILabel()
        label.attributedText = mixed()
        #expect(label.intrinsicContentSize == CGSize(width: 36, height: 24))
        label.frame = CGRect(x: 0, y: 0, width: 100, height: 40)
        var list = DisplayList()
        label.appendContent(to: &list, transform: .identity, opacity: 1)
        let runs = list.items.compactMap { item -> TextRun? in if case .text(let r) = item { return r } else { return nil } }
        #expect(runs.map(\.text) == ["ab", "cd"])
        // Centred vertically (8 pt above), the baselines aligned 20 pt below the line's top.
        #expect(runs[0].origin == CGPoint(x: 0, y: 8 + 20 - 10))
        #expect(runs[1].origin == CGPoint(x: 12, y: 8))
    }

    @Test func underlinesStrikethroughsAndBackgroundsAreDrawn() {
        let s = NSAttributedString(string: "ab", attributes: [.font: twenty, .underlineStyle: NSUnderlineStyle.single.rawValue,
                                                             .strikethroughStyle: NSUnderlineStyle.double, .backgroundColor: UIColor.yellow])
        let l = layout(s)
        var list = DisplayList()
        l.append(to: &list, in: CGRect(x: 0, y: 0, width: 100, height: 30), transform: .identity, opacity: 1, traits: nil,
                 layoutDirection: .leftToRight)
        let fills = list.items.compactMap { item -> CGRect? in if case .fill(let r, _) = item { return r.rect } else { return nil } }
        // The background, one underline below the baseline, two strikethrough lines.
        #expect(fills.count == 4)
        #expect(fills[0] == CGRect(x: 0, y: 0, width: 24, height: 24))
        #expect(fills[1].minY > 20 && fills[1].width == 24)
        #expect(fills[2].maxY < 20 && fills[3].minY > fills[2].maxY)
    }

    @Test func measuringAndDrawingStrings() {
        let attrs: [NSAttributedString.Key: Any] = [.font: ten]
        #expect("abc".size(withAttributes: attrs) == CGSize(width: 18, height: 12))
        #expect(("abc" as NSString).size(withAttributes: attrs) == CGSize(width: 18, height: 12))
        let wrapped = "one two three".boundingRect(with: CGSize(width: 45, height: 0), options: .usesLineFragmentOrigin,
                                                   attributes: attrs, context: nil)
        #expect(wrapped == CGRect(x: 0, y: 0, width: 42, height: 24))
        // Without the line fragment origin, one line from a baseline origin.
        let oneLine = "one two three".boundingRect(with: CGSize(width: 45, height: 0), options: [], attributes: attrs, context: nil)
        #expect(oneLine == CGRect(x: 0, y: -10, width: 78, height: 12))
        // Without a font: Helvetica 12 pt.
        #expect("ab".size().height == 15)
        let image = UIGraphicsImageRenderer(size: CGSize(width: 50, height: 20)).image { _ in
            "hi".draw(at: CGPoint(x: 2, y: 3), withAttributes: attrs)
        }
        let runs = (image.drawing ?? []).compactMap { item -> TextRun? in if case .text(let r) = item { return r } else { return nil } }
        #expect(runs.map(\.text) == ["hi"] && runs.first?.origin == CGPoint(x: 2, y: 3))
    }

    @Test func badInputIsIgnoredWithAWarning() {
        let s = NSMutableAttributedString(string: "ab", attributes: [.font: "Helvetica", .kern: "wide", .foregroundColor: 3])
        let l = layout(s)
        #expect(l.lines[0].fragments[0].style.font == ten && l.exactSize.width == 12)
        #expect(UIKitWarning.history.filter { $0.contains("attributed string") }.count == 3)
        #expect(layout(NSAttributedString(string: "")).lines.isEmpty)
        // An attribute over half of a surrogate pair, and NaN values.
        let emoji = NSMutableAttributedString(string: "a😀b", attributes: [.font: ten])
        emoji.addAttribute(.foregroundColor, value: UIColor.red, range: NSRange(location: 2, length: 1))
        emoji.addAttribute(.baselineOffset, value: CGFloat.nan, range: NSRange(location: 0, length: 1))
        #expect(layout(emoji).lines.count == 1)
        let p = NSMutableParagraphStyle()
        p.lineSpacing = -20
        p.paragraphSpacing = .nan
        #expect(layout(NSAttributedString(string: "a b\nc", attributes: [.font: ten, .paragraphStyle: p]), width: 7).lines.count == 3)
    }

    @Test func aMegabyteParagraphLaysOutLineByLine() {
        let big = String(repeating: "word ", count: 200_000)
        let l = layout(NSAttributedString(string: big, attributes: [.font: ten]), width: 300)
        #expect(l.lines.count == 200_000 / 10)
    }

    /// The text runs a view draws.
    private func drawnRuns(_ view: UIView) -> [TextRun] {
        var list = DisplayList()
        view.appendContent(to: &list, transform: .identity, opacity: 1)
        return list.items.compactMap { item -> TextRun? in if case .text(let r) = item { return r } else { return nil } }
    }

    @Test func labelsShrinkToFitWhenAllowed() {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 60, height: 20))
        label.font = ten
        label.text = "twenty characters!!!"  // 120 pt at 10 pt
        #expect(drawnRuns(label).first?.text.hasSuffix("…") == true)
        label.adjustsFontSizeToFitWidth = true
        label.minimumScaleFactor = 0.25
        let shrunk = drawnRuns(label)
        #expect(shrunk.map(\.text) == ["twenty characters!!!"])
        // Half size: 20 characters at 5 pt fill the 60 pt exactly.
        #expect(abs(shrunk[0].font.pointSize - 5) < 0.02)
        // Not below the minimum: truncated at that size instead.
        label.minimumScaleFactor = 0.8
        let floor = drawnRuns(label)
        #expect(abs(floor[0].font.pointSize - 8) < 0.001 && floor.map(\.text).joined().hasSuffix("…"))
        // The intrinsic size stays the full-size text's.
        #expect(label.intrinsicContentSize.width == 120)
        // Several lines shrink until every line fits the height.
        let multi = UILabel(frame: CGRect(x: 0, y: 0, width: 60, height: 20))
        multi.numberOfLines = 0
        multi.font = ten
        multi.text = "one two three four"
        multi.adjustsFontSizeToFitWidth = true
        multi.minimumScaleFactor = 0.1
        let lines = drawnRuns(multi)
        #expect(lines.map(\.text).joined(separator: " ") == "one two three four")
        #expect(lines[0].font.pointSize < 10)
    }

    @Test func aShrunkLineSitsOnTheBaselineAdjustmentsLine() {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 60, height: 30))
        label.font = ten
        label.text = "twenty characters!!!"
        label.adjustsFontSizeToFitWidth = true
        label.minimumScaleFactor = 0.25
        #expect(label.baselineAdjustment == .alignBaselines)
        func top(_ adjustment: UIBaselineAdjustment) -> (y: CGFloat, font: UIFont) {
            label.baselineAdjustment = adjustment
            let run = drawnRuns(label)[0]
            return (run.origin.y, run.font)
        }
        let baselines = top(.alignBaselines), centers = top(.alignCenters), none = top(.none)
        // The top of the text box, its centre, and in between the baseline of the full-size line.
        #expect(none.y < centers.y && centers.y < baselines.y)
        #expect(abs((baselines.y - none.y) - (ten.ascender - baselines.font.ascender)) < 0.01)
    }

    @Test func aLabelsLastLineTakesAWordRatherThanALoneOne() {
        // 60 pt holds 10 characters: "aaa bbb cc" then "dd" alone; pushed out, "cc dd".
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 60, height: 100))
        label.font = ten
        label.numberOfLines = 0
        label.text = "aaa bbb cc dd"
        #expect(label.layout(forWidth: 60).lines.map(\.text) == ["aaa bbb", "cc dd"])
        #expect(drawnRuns(label).map(\.text) == ["aaa bbb", "cc dd"])
        // Without the strategy the lone word stays.
        label.lineBreakStrategy = []
        #expect(label.layout(forWidth: 60).lines.map(\.text) == ["aaa bbb cc", "dd"])
        // A line of one word keeps it; two words too wide together stay apart.
        label.lineBreakStrategy = .pushOut
        label.text = "aaaaaaaaa bbbbbbb"
        #expect(label.layout(forWidth: 60).lines.map(\.text) == ["aaaaaaaaa", "bbbbbbb"])
        // Styled text follows its paragraph style: none by default, as TextKit's.
        label.attributedText = NSAttributedString(string: "aaa bbb cc dd", attributes: [.font: ten])
        #expect(drawnRuns(label).map(\.text) == ["aaa bbb cc", "dd"])
        let pushing = NSMutableParagraphStyle()
        pushing.lineBreakStrategy = .pushOut
        label.attributedText = NSAttributedString(string: "aaa bbb cc dd", attributes: [.font: ten, .paragraphStyle: pushing])
        #expect(drawnRuns(label).map(\.text) == ["aaa bbb", "cc dd"])
        #expect(NSParagraphStyle.default.lineBreakStrategy == [])
    }

    @Test func aLabelTightensALineALittleTooWideInsteadOfTruncatingIt() {
        // Eleven characters are 66 pt: 3 % too wide for 64 pt is tightened, 10 % too wide for
        // 60 pt is truncated even when tightening is on.
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 64, height: 20))
        label.font = ten
        label.text = "abcdefghijk"
        #expect(drawnRuns(label).map(\.text).joined().hasSuffix("…"))
        label.allowsDefaultTighteningForTruncation = true
        let runs = drawnRuns(label)
        #expect(runs.map(\.text).joined() == "abcdefghijk", "every letter drawn, none truncated")
        // Drawn letter by letter, each 6 pt advance less a share of the 2 pt excess.
        #expect(runs.count == 11 && abs(runs[10].origin.x - 10 * (6 - 2.0 / 11)) < 0.001)
        label.frame.size.width = 60
        #expect(drawnRuns(label).map(\.text).joined().hasSuffix("…"), "10 % too wide: truncated")
        // A paragraph style allows it for styled text.
        let tight = NSMutableParagraphStyle()
        tight.allowsDefaultTighteningForTruncation = true
        tight.lineBreakMode = .byTruncatingTail
        let styled = UILabel(frame: CGRect(x: 0, y: 0, width: 64, height: 20))
        styled.attributedText = NSAttributedString(string: "abcdefghijk", attributes: [.font: ten, .paragraphStyle: tight])
        #expect(drawnRuns(styled).map(\.text).joined() == "abcdefghijk")
    }

    @Test func aLabelsShadowIsDrawnUnderItsTextAndAButtonSetsItPerState() {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 100, height: 20))
        label.font = ten
        label.text = "hi"
        label.shadowColor = .black
        label.shadowOffset = CGSize(width: 1, height: 2)
        let runs = drawnRuns(label)
        #expect(runs.count == 2 && runs[0].color == RGBA(r: 0, g: 0, b: 0, a: 1))
        #expect(runs[0].origin.x == runs[1].origin.x + 1 && runs[0].origin.y == runs[1].origin.y + 2)
        // Styled text takes the shadow where a run has none of its own.
        label.attributedText = NSAttributedString(string: "hi", attributes: [.font: ten])
        #expect(drawnRuns(label).count == 2)
        let button = UIButton(type: .custom)
        button.setTitle("Go", for: .normal)
        button.setTitleShadowColor(.red, for: .normal)
        button.setTitleShadowColor(.blue, for: .highlighted)
        #expect(button.titleLabel?.shadowColor == .red && button.currentTitleShadowColor == .red)
        button.isHighlighted = true
        #expect(button.titleLabel?.shadowColor == .blue)
    }

    @Test func aTextViewsContainerPadsAndLimitsItsLines() {
        let view = UITextView(frame: CGRect(x: 0, y: 0, width: 100, height: 200))
        view.font = ten
        view.isScrollEnabled = false
        view.textContainerInset = .zero
        view.text = "aaaa bbbb cccc dddd"
        // 100 wide less 5 pt padding each side: 15 characters a line.
        #expect(view.sizeThatFits(CGSize(width: 100, height: 0)).height == 24)
        view.textContainer.lineFragmentPadding = 0
        #expect(view.sizeThatFits(CGSize(width: 100, height: 0)).height == 24)
        view.textContainer.lineFragmentPadding = 30
        #expect(view.sizeThatFits(CGSize(width: 100, height: 0)).height == 48)
        view.textContainer.maximumNumberOfLines = 1
        view.textContainer.lineBreakMode = .byTruncatingTail
        #expect(view.sizeThatFits(CGSize(width: 100, height: 0)).height == 12)
    }
}
