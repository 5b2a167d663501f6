import Foundation
import Testing
@testable import UIModel
import UIModelTesting

/// A view with a fixed intrinsic size.
private final class Block: UIView {
    let size: CGSize
    init(_ w: CGFloat, _ h: CGFloat) { size = CGSize(width: w, height: h); super.init(frame: .zero) }
    required init?(coder: NSCoder) { fatalError() }
    override var intrinsicContentSize: CGSize { size }
}

/// UIStackView: each distribution and alignment, spacing, margins, hiding (animated too) and
/// right-to-left rows.
@Suite(.serialized, .freshRuntime) struct StackViewTests: AnimationTesting {
    /// A stack pinned to the top left of a 400 × 800 root, `width` wide (nil: its own size) and 100 tall.
    private func stack(_ views: [UIView], width: CGFloat? = 300, configure: (UIStackView) -> Void = { _ in }) -> (UIView, UIStackView) {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
        let s = UIStackView(arrangedSubviews: views)
        configure(s)
        s.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(s)
        var list = [s.leadingAnchor.constraint(equalTo: root.leadingAnchor), s.topAnchor.constraint(equalTo: root.topAnchor)]
        if let width { list.append(s.widthAnchor.constraint(equalToConstant: width)) }
        if s.axis == .horizontal { list.append(s.heightAnchor.constraint(equalToConstant: 100)) }
        NSLayoutConstraint.activate(list)
        root.layoutIfNeeded()
        return (root, s)
    }

    @Test func fillStretchesTheLowestHuggingViewAndSpaces() {
        let a = Block(50, 20), b = Block(60, 30), c = Block(40, 10)
        b.setContentHuggingPriority(.defaultLow - 1, for: .horizontal)
        let (_, s) = stack([a, b, c]) { $0.spacing = 10 }
        #expect(s.subviews.count == 3 && s.arrangedSubviews.count == 3)
        #expect(a.frame == CGRect(x: 0, y: 0, width: 50, height: 100))
        #expect(b.frame == CGRect(x: 60, y: 0, width: 190, height: 100))
        #expect(c.frame == CGRect(x: 260, y: 0, width: 40, height: 100))
        // Equal hugging: the last one stretches.
        let d = Block(50, 20), e = Block(50, 20)
        let (_, _) = stack([d, e])
        #expect(d.frame.width == 50 && e.frame == CGRect(x: 50, y: 0, width: 250, height: 100))
    }

    @Test func fillEquallyAndProportionally() {
        let a = Block(50, 20), b = Block(150, 20)
        _ = stack([a, b]) { $0.distribution = .fillEqually; $0.spacing = 20 }
        #expect(a.frame.width == 140 && b.frame == CGRect(x: 160, y: 0, width: 140, height: 100))
        let c = Block(50, 20), d = Block(150, 20)
        _ = stack([c, d]) { $0.distribution = .fillProportionally; $0.spacing = 20 }
        #expect(abs(c.frame.width - 70) < 0.01 && abs(d.frame.width - 210) < 0.01 && abs(d.frame.minX - 90) < 0.01)
    }

    @Test func equalSpacingAndEqualCentering() {
        let a = Block(40, 20), b = Block(60, 20), c = Block(40, 20)
        _ = stack([a, b, c]) { $0.distribution = .equalSpacing }
        #expect(a.frame.minX == 0 && c.frame.maxX == 300)
        #expect(abs((b.frame.minX - a.frame.maxX) - (c.frame.minX - b.frame.maxX)) < 0.01)
        #expect(abs(b.frame.minX - 120) < 0.01)
        let d = Block(20, 20), e = Block(100, 20), f = Block(20, 20)
        _ = stack([d, e, f]) { $0.distribution = .equalCentering }
        #expect(abs((e.frame.midX - d.frame.midX) - (f.frame.midX - e.frame.midX)) < 0.01)
        #expect(d.frame.minX == 0 && f.frame.maxX == 300)
    }

    @Test func alignmentsAcrossAVerticalStack() {
        for (alignment, x) in [(UIStackView.Alignment.leading, CGFloat(0)), (.center, 100), (.trailing, 200)] {
            let a = Block(100, 30), b = Block(300, 30)
            let (_, s) = stack([a, b], width: nil) { $0.axis = .vertical; $0.alignment = alignment; $0.spacing = 5 }
            #expect(s.frame.size == CGSize(width: 300, height: 65), "the stack fits its widest view")
            #expect(a.frame == CGRect(x: x, y: 0, width: 100, height: 30))
            #expect(b.frame == CGRect(x: 0, y: 35, width: 300, height: 30))
        }
        let a = Block(100, 30)
        _ = stack([a]) { $0.axis = .vertical; $0.alignment = .fill }
        #expect(a.frame.width == 300)
    }

    @Test func customSpacingMarginsAndBaselines() {
        let a = Block(10, 10), b = Block(10, 10), c = Block(10, 10)
        let (_, s) = stack([a, b, c], width: nil) {
            $0.spacing = 4
            $0.setCustomSpacing(20, after: $0.arrangedSubviews[0])
            $0.isLayoutMarginsRelativeArrangement = true
            $0.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 0, leading: 7, bottom: 0, trailing: 7)
            $0.alignment = .center
        }
        #expect(s.customSpacing(after: a) == 20 && s.customSpacing(after: b) == UIStackView.spacingUseDefault)
        #expect(a.frame.minX == 7 && b.frame.minX == 37 && c.frame.minX == 51 && s.frame.width == 68)
        // Labels of two sizes on one baseline.
        let small = UILabel(), big = UILabel()
        small.text = "small"; small.font = .systemFont(ofSize: 12)
        big.text = "Big"; big.font = .systemFont(ofSize: 30)
        _ = stack([small, big]) { $0.alignment = .firstBaseline; $0.spacing = 8 }
        #expect(abs((small.frame.minY + small.font.ascender) - (big.frame.minY + big.font.ascender)) < 0.01)
    }

    @Test func hidingCollapsesAndRemovingStopsArranging() {
        let a = Block(50, 20), b = Block(50, 20), c = Block(50, 20)
        let (root, s) = stack([a, b, c], width: nil) { $0.spacing = 10 }
        #expect(s.frame.width == 170)
        b.isHidden = true
        root.layoutIfNeeded()
        #expect(s.frame.width == 110 && c.frame.minX == 60 && b.frame.width == 0)
        s.removeArrangedSubview(c)
        root.layoutIfNeeded()
        #expect(s.arrangedSubviews.count == 2 && c.superview === s && s.frame.width == 50)
        a.removeFromSuperview()
        #expect(s.arrangedSubviews.map { $0 === b } == [true])
    }

    @Test func hidingInsideAnAnimationCollapsesTheViewThenHidesIt() {
        _ = makeView()
        let a = Block(50, 20), b = Block(50, 20), c = Block(50, 20)
        let (root, _) = stack([a, b, c], width: nil) { $0.spacing = 10 }
        app.application.keyWindow!.addSubview(root)
        root.layoutIfNeeded()
        UIView.animate(withDuration: 0.5) {
            b.isHidden = true
            root.layoutIfNeeded()
        }
        #expect(b.isHidden && !b.layer.isHidden, "drawn while it collapses")
        #expect(c.frame.minX == 60, "the model is at the end")
        run(seconds: 0.25)
        let midway = c.layer.presentation()!.frame.minX
        #expect(midway > 60 && midway < 120)
        run(seconds: 0.5)
        #expect(b.layer.isHidden && b.isHidden)
    }

    @Test func aRowRunsRightToLeftInARightToLeftLayout() {
        let a = Block(50, 20), b = Block(60, 20)
        let (root, s) = stack([a, b]) { $0.spacing = 10 }
        #expect(a.frame.minX == 0 && b.frame.minX == 60)
        s.semanticContentAttribute = .forceRightToLeft
        root.layoutIfNeeded()
        #expect(a.frame.maxX == 300 && b.frame.maxX == 240 && b.frame.width == 240)
    }
}
