import Foundation
import Testing
@testable import UIModel
import UIModelTesting

private final class UpdatingView: UIView {
    var widthConstraint: NSLayoutConstraint?
    var updates = 0
    var wantedWidth: CGFloat = 40
    override func updateConstraints() {
        updates += 1
        if widthConstraint == nil {
            widthConstraint = widthAnchor.constraint(equalToConstant: wantedWidth)
            widthConstraint!.isActive = true
        }
        widthConstraint!.constant = wantedWidth
        super.updateConstraints()
    }
}

/// Auto Layout through UIKit's API: anchors and constraints solved into frames in the layout
/// pass, intrinsic sizes with hugging and compression resistance, guides, the update pass,
/// animation, and UIKit's handling of bad constraints.
@Suite(.serialized, .freshRuntime) struct AutoLayoutTests: AnimationTesting {
    /// A 400 × 800 container (the root of its own hierarchy) and a subview laid out by constraints.
    private func container() -> (UIView, UIView) {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
        let child = UIView()
        child.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(child)
        return (root, child)
    }

    @Test func edgesPinnedWithInsetsGiveTheFrame() {
        let (root, child) = container()
        NSLayoutConstraint.activate([
            child.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
            child.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -30),
            child.topAnchor.constraint(equalTo: root.topAnchor, constant: 40),
            child.bottomAnchor.constraint(equalTo: root.bottomAnchor, constant: -50),
        ])
        #expect(root.constraints.count == 4 && root.constraints.allSatisfy(\.isActive))
        root.layoutIfNeeded()
        #expect(child.frame == CGRect(x: 20, y: 40, width: 350, height: 710))
        // The root resizes (it translates its mask): the child follows.
        root.frame = CGRect(x: 0, y: 0, width: 300, height: 500)
        root.layoutIfNeeded()
        #expect(child.frame == CGRect(x: 20, y: 40, width: 250, height: 410))
    }

    @Test func centresSizesAndMultipliers() {
        let (root, child) = container()
        NSLayoutConstraint.activate([
            child.centerXAnchor.constraint(equalTo: root.centerXAnchor),
            child.centerYAnchor.constraint(equalTo: root.centerYAnchor, constant: -100),
            child.widthAnchor.constraint(equalTo: root.widthAnchor, multiplier: 0.5),
            child.heightAnchor.constraint(equalTo: child.widthAnchor, multiplier: 0.5, constant: 10),
        ])
        root.layoutIfNeeded()
        #expect(child.frame == CGRect(x: 100, y: 245, width: 200, height: 110))
    }

    /// The init UIKit code wrote before anchors, and siblings spaced by the system spacing.
    @Test func itemAttributeConstraintsAndSiblings() {
        let (root, a) = container()
        let b = UIView()
        b.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(b)
        NSLayoutConstraint.activate([
            NSLayoutConstraint(item: a, attribute: .left, relatedBy: .equal, toItem: root, attribute: .left, multiplier: 1, constant: 16),
            NSLayoutConstraint(item: a, attribute: .top, relatedBy: .equal, toItem: root, attribute: .top, multiplier: 1, constant: 16),
            NSLayoutConstraint(item: a, attribute: .width, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute, multiplier: 1, constant: 100),
            NSLayoutConstraint(item: a, attribute: .height, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute, multiplier: 1, constant: 50),
            b.leadingAnchor.constraint(equalToSystemSpacingAfter: a.trailingAnchor, multiplier: 2),
            b.topAnchor.constraint(equalTo: a.topAnchor),
            b.widthAnchor.constraint(equalTo: a.widthAnchor),
            b.heightAnchor.constraint(greaterThanOrEqualToConstant: 70),
        ])
        root.layoutIfNeeded()
        #expect(a.frame == CGRect(x: 16, y: 16, width: 100, height: 50))
        #expect(b.frame == CGRect(x: 132, y: 16, width: 100, height: 70))
    }

    /// Labels bring their text's size; the one that hugs less takes the spare room.
    @Test func intrinsicSizesHuggingAndCompressionResistance() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 200))
        let name = UILabel(), value = UILabel()
        name.text = "Name"
        value.text = "Value"
        for l in [name, value] { l.translatesAutoresizingMaskIntoConstraints = false; root.addSubview(l) }
        #expect(name.contentHuggingPriority(for: .horizontal) == 251)
        #expect(UIView().contentHuggingPriority(for: .horizontal) == .defaultLow)
        #expect(name.contentCompressionResistancePriority(for: .vertical) == .defaultHigh)
        NSLayoutConstraint.activate([
            name.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            value.leadingAnchor.constraint(equalTo: name.trailingAnchor, constant: 10),
            value.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -10),
            name.topAnchor.constraint(equalTo: root.topAnchor),
            value.firstBaselineAnchor.constraint(equalTo: name.firstBaselineAnchor),
        ])
        value.setContentHuggingPriority(.defaultLow, for: .horizontal)
        root.layoutIfNeeded()
        #expect(name.frame.size == name.intrinsicContentSize)
        #expect(value.frame.width == 400 - 30 - name.intrinsicContentSize.width)
        #expect(value.frame.minY == name.frame.minY)
        // Text that grows invalidates the intrinsic size: the layout follows.
        name.text = "A longer name"
        root.layoutIfNeeded()
        #expect(name.frame.width == name.intrinsicContentSize.width)
        #expect(abs(value.frame.minX - (name.frame.maxX + 10)) < 1e-9)
    }

    @Test func baselinesAlignLabelsOfDifferentSizes() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 200))
        let big = UILabel(), small = UILabel()
        big.text = "Big"
        big.font = .systemFont(ofSize: 34)
        small.text = "small"
        for l in [big, small] { l.translatesAutoresizingMaskIntoConstraints = false; root.addSubview(l) }
        NSLayoutConstraint.activate([
            big.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            big.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
            small.leadingAnchor.constraint(equalTo: big.trailingAnchor, constant: 8),
            small.lastBaselineAnchor.constraint(equalTo: big.lastBaselineAnchor),
        ])
        root.layoutIfNeeded()
        let bigBaseline = big.frame.minY + big.font.ascender
        let smallBaseline = small.frame.minY + small.font.ascender
        #expect(abs(bigBaseline - smallBaseline) < 1e-9)
        #expect(small.frame.minY > big.frame.minY)
    }

    @Test func aConstantChangeReSolvesAndNothingElseDoes() throws {
        let (root, child) = container()
        let width = child.widthAnchor.constraint(equalToConstant: 100)
        NSLayoutConstraint.activate([width, child.heightAnchor.constraint(equalToConstant: 10)])
        root.layoutIfNeeded()
        let engine = try #require(root.layoutEngine)
        #expect(!engine.isDirty)
        width.constant = 150
        #expect(engine.isDirty && !engine.needsRebuild)
        root.layoutIfNeeded()
        #expect(child.frame.width == 150 && !engine.isDirty)
        width.isActive = false
        #expect(!width.isActive && child.constraints.count == 1 && root.constraints.isEmpty)
    }

    @Test func layoutGuidesTakePartLikeViews() {
        let (root, a) = container()
        let b = UIView()
        b.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(b)
        let gap = UILayoutGuide()
        root.addLayoutGuide(gap)
        #expect(gap.owningView === root && root.layoutGuides.count == 1)
        NSLayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            a.widthAnchor.constraint(equalToConstant: 100),
            gap.leadingAnchor.constraint(equalTo: a.trailingAnchor),
            gap.widthAnchor.constraint(equalToConstant: 30),
            b.leadingAnchor.constraint(equalTo: gap.trailingAnchor),
            b.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            gap.topAnchor.constraint(equalTo: root.topAnchor), gap.heightAnchor.constraint(equalToConstant: 1),
            a.topAnchor.constraint(equalTo: root.topAnchor), a.heightAnchor.constraint(equalToConstant: 10),
            b.topAnchor.constraint(equalTo: root.topAnchor), b.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        #expect(gap.layoutFrame == CGRect(x: 100, y: 0, width: 30, height: 1))
        #expect(b.frame == CGRect(x: 130, y: 0, width: 270, height: 10))
    }

    /// Cousins in different superviews (one moved by its frame) line up in their common ancestor.
    @Test func constraintsAcrossTheHierarchyFollowFramesThatTranslateTheirMask() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
        let header = UIView(frame: CGRect(x: 0, y: 100, width: 400, height: 60))  // translates its mask
        root.addSubview(header)
        let title = UIView()
        title.translatesAutoresizingMaskIntoConstraints = false
        header.addSubview(title)
        let body = UIView()
        body.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(body)
        NSLayoutConstraint.activate([
            title.leadingAnchor.constraint(equalTo: header.leadingAnchor, constant: 10),
            title.centerYAnchor.constraint(equalTo: header.centerYAnchor),
            title.widthAnchor.constraint(equalToConstant: 50), title.heightAnchor.constraint(equalToConstant: 20),
            body.leadingAnchor.constraint(equalTo: title.leadingAnchor),
            body.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 5),
            body.widthAnchor.constraint(equalToConstant: 10), body.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        #expect(title.frame == CGRect(x: 10, y: 20, width: 50, height: 20))
        #expect(body.frame == CGRect(x: 10, y: 145, width: 10, height: 10))
        header.frame.origin = CGPoint(x: 30, y: 200)
        root.layoutIfNeeded()
        #expect(body.frame == CGRect(x: 40, y: 245, width: 10, height: 10))
    }

    @Test func theUpdatePassRunsBeforeLayout() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
        let view = UpdatingView()
        view.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(view)
        NSLayoutConstraint.activate([view.topAnchor.constraint(equalTo: root.topAnchor), view.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                                     view.heightAnchor.constraint(equalToConstant: 5)])
        view.setNeedsUpdateConstraints()
        #expect(view.needsUpdateConstraints())
        root.layoutIfNeeded()
        #expect(view.updates == 1 && view.frame.width == 40 && !view.needsUpdateConstraints())
        view.wantedWidth = 90
        view.setNeedsUpdateConstraints()
        root.layoutIfNeeded()
        #expect(view.updates == 2 && view.frame.width == 90)
        root.layoutIfNeeded()
        #expect(view.updates == 2)
    }

    /// The iOS idiom: change a constant, then lay out inside an animation block.
    @Test func aConstantChangeAnimatesInsideAnAnimationBlock() throws {
        let host = makeView()
        let window = try #require(host.window)
        let card = UIView()
        card.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(card)
        let top = card.topAnchor.constraint(equalTo: window.topAnchor, constant: 100)
        NSLayoutConstraint.activate([top, card.leadingAnchor.constraint(equalTo: window.leadingAnchor),
                                     card.widthAnchor.constraint(equalToConstant: 50), card.heightAnchor.constraint(equalToConstant: 50)])
        window.layoutIfNeeded()
        #expect(card.frame.minY == 100)
        top.constant = 500
        UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear]) { window.layoutIfNeeded() }
        #expect(card.frame.minY == 500)  // the model value at once
        run(seconds: 0.5)
        let mid = try #require(card.layer.presentation()).frame.minY
        #expect(mid > 250 && mid < 350)
        run(seconds: 0.6)
        #expect(try #require(card.layer.presentation()).frame.minY == 500)
    }

    // MARK: Bad input

    @Test func conflictingConstraintsAreReportedAndOneIsBroken() {
        let (root, child) = container()
        UIKitWarning.reset()
        let wide = child.widthAnchor.constraint(equalToConstant: 100)
        let narrow = child.widthAnchor.constraint(equalToConstant: 200)
        narrow.identifier = "narrow"
        NSLayoutConstraint.activate([wide, narrow, child.heightAnchor.constraint(equalToConstant: 10),
                                     child.topAnchor.constraint(equalTo: root.topAnchor), child.leadingAnchor.constraint(equalTo: root.leadingAnchor)])
        root.layoutIfNeeded()
        let report = UIKitWarning.history.first { $0.contains("Unable to simultaneously satisfy constraints") }
        #expect(report?.contains("Will attempt to recover by breaking constraint") == true)
        #expect(report?.contains("'narrow'") == true)
        #expect(child.frame.width == 100)
        #expect(narrow.isActive)  // broken, not removed, as in UIKit
        // Fixing the constant brings it back.
        narrow.constant = 100
        root.layoutIfNeeded()
        #expect(child.frame.width == 100)
    }

    @Test func aFrameThatTranslatesItsMaskConflictsAsInUIKit() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
        let forgot = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))  // translatesAutoresizingMaskIntoConstraints left true
        root.addSubview(forgot)
        UIKitWarning.reset()
        forgot.widthAnchor.constraint(equalToConstant: 50).isActive = true
        root.layoutIfNeeded()
        #expect(UIKitWarning.history.contains { $0.contains("NSAutoresizingMaskLayoutConstraint") })
        #expect(forgot.frame.width == 10)
    }

    @Test func itemsWithNoCommonAncestorAreUIKitsErrorNotACrash() {
        let a = UIView(), b = UIView()
        UIKitWarning.reset()
        let c = a.leadingAnchor.constraint(equalTo: b.leadingAnchor)
        c.isActive = true
        #expect(!c.isActive)
        #expect(UIKitWarning.history.last?.contains("because they have no common ancestor") == true)
    }

    @Test func nonFiniteNumbersAreRejected() {
        let (root, child) = container()
        UIKitWarning.reset()
        let c = child.widthAnchor.constraint(equalToConstant: .nan)
        #expect(c.constant == 0)
        c.constant = 30
        c.constant = .infinity
        #expect(c.constant == 30)
        let m = child.heightAnchor.constraint(equalTo: root.heightAnchor, multiplier: .nan)
        #expect(m.multiplier == 1)
        #expect(UIKitWarning.history.count == 3)
    }

    @Test func removingAViewRemovesItsConstraintsToTheRest() {
        let (root, child) = container()
        let inner = UIView()
        inner.translatesAutoresizingMaskIntoConstraints = false
        child.addSubview(inner)
        let outside = child.leadingAnchor.constraint(equalTo: root.leadingAnchor)
        let within = inner.leadingAnchor.constraint(equalTo: child.leadingAnchor)
        NSLayoutConstraint.activate([outside, within])
        child.removeFromSuperview()
        #expect(!outside.isActive && within.isActive)
        #expect(root.constraints.isEmpty && child.constraints.count == 1)
    }

    @Test func priorityChangesAcrossRequiredAreRefusedOnActiveConstraints() {
        let (_, child) = container()
        UIKitWarning.reset()
        let c = child.widthAnchor.constraint(equalToConstant: 10)
        c.priority = .defaultHigh
        c.isActive = true
        c.priority = .defaultLow
        #expect(c.priority == .defaultLow)
        c.priority = .required
        #expect(c.priority == .defaultLow)
        #expect(UIKitWarning.history.last?.contains("Mutating a priority from required to not on an installed constraint") == true)
    }
}

/// `systemLayoutSizeFitting`: the size a view's own constraints want, without moving anything.
@Suite(.serialized, .freshRuntime) struct SystemLayoutSizeFittingTests {
    /// A card: a title and a body label pinned inside with 16-point insets, stacked 8 apart.
    private func card() -> (UIView, UILabel, UILabel) {
        let card = UIView(frame: CGRect(x: 5, y: 5, width: 50, height: 50))
        let title = UILabel(), body = UILabel()
        title.text = "Title"
        body.text = "A longer body text"
        for l in [title, body] { l.translatesAutoresizingMaskIntoConstraints = false; card.addSubview(l) }
        NSLayoutConstraint.activate([
            title.topAnchor.constraint(equalTo: card.topAnchor, constant: 16),
            title.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 16),
            title.trailingAnchor.constraint(lessThanOrEqualTo: card.trailingAnchor, constant: -16),
            body.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 8),
            body.leadingAnchor.constraint(equalTo: title.leadingAnchor),
            body.trailingAnchor.constraint(lessThanOrEqualTo: card.trailingAnchor, constant: -16),
            body.bottomAnchor.constraint(equalTo: card.bottomAnchor, constant: -16),
        ])
        return (card, title, body)
    }

    @Test func theCompressedSizeWrapsTheContent() {
        let (card, title, body) = card()
        let size = card.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
        #expect(size.width == body.intrinsicContentSize.width + 32)
        #expect(size.height == title.intrinsicContentSize.height + 8 + body.intrinsicContentSize.height + 32)
        #expect(card.frame == CGRect(x: 5, y: 5, width: 50, height: 50))  // nothing moved
    }

    @Test func aRequiredWidthGivesTheHeightForIt() {
        let (card, title, body) = card()
        let size = card.systemLayoutSizeFitting(CGSize(width: 320, height: 0), withHorizontalFittingPriority: .required,
                                                verticalFittingPriority: .fittingSizeLevel)
        #expect(size == CGSize(width: 320, height: title.intrinsicContentSize.height + 8 + body.intrinsicContentSize.height + 32))
    }

    @Test func theExpandedSizeStopsAtWhatTheConstraintsAllow() {
        let (card, _, _) = card()
        card.widthAnchor.constraint(lessThanOrEqualToConstant: 400).isActive = true
        let size = card.systemLayoutSizeFitting(UIView.layoutFittingExpandedSize)
        #expect(size.width == 400)
        #expect(UIView(frame: .zero).systemLayoutSizeFitting(CGSize(width: 10, height: 20)) == CGSize(width: 10, height: 20))
    }

    @Test func ambiguityIsFoundWithoutMovingAnything() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
        let child = UIView()
        child.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(child)
        NSLayoutConstraint.activate([child.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                                     child.topAnchor.constraint(equalTo: root.topAnchor),
                                     child.widthAnchor.constraint(equalToConstant: 50)])
        root.layoutIfNeeded()
        let before = child.frame
        #expect(child.hasAmbiguousLayout, "no height")
        #expect(child.frame == before && !root.hasAmbiguousLayout)
        child.heightAnchor.constraint(equalToConstant: 20).isActive = true
        #expect(!child.hasAmbiguousLayout)
        // Two labels between the edges with equal hugging: which one stretches is a tie.
        let a = UILabel(), b = UILabel()
        for (l, text) in [(a, "A"), (b, "B")] {
            l.text = text
            l.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(l)
        }
        NSLayoutConstraint.activate([a.leadingAnchor.constraint(equalTo: root.leadingAnchor), b.leadingAnchor.constraint(equalTo: a.trailingAnchor),
                                     b.trailingAnchor.constraint(equalTo: root.trailingAnchor), a.topAnchor.constraint(equalTo: root.topAnchor),
                                     b.topAnchor.constraint(equalTo: root.topAnchor)])
        #expect(a.hasAmbiguousLayout && b.hasAmbiguousLayout)
        b.setContentHuggingPriority(.defaultLow - 1, for: .horizontal)
        #expect(!a.hasAmbiguousLayout && !b.hasAmbiguousLayout)
    }
}

/// A view that outlives the container it was laid out in (a controller's view shown in one
/// window, then in another) keeps its constraints working in the next hierarchy.
@Suite(.freshRuntime) struct OrphanedSubtreeTests {
    @Test func constraintsOfAViewWhoseSuperviewWentAwayJoinTheNextHierarchy() {
        let content = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        let label = UIView()
        label.translatesAutoresizingMaskIntoConstraints = false
        content.addSubview(label)
        NSLayoutConstraint.activate([
            label.trailingAnchor.constraint(equalTo: content.trailingAnchor, constant: -10),
            label.topAnchor.constraint(equalTo: content.topAnchor, constant: 10),
            label.widthAnchor.constraint(equalToConstant: 50),
            label.heightAnchor.constraint(equalToConstant: 20),
        ])
        do {
            let first = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
            first.addSubview(content)
            first.layoutIfNeeded()
            #expect(label.frame == CGRect(x: 240, y: 10, width: 50, height: 20))
        }
        // The first container is gone; `content` lives on.
        #expect(content.superview == nil)
        let second = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        content.frame = second.bounds
        second.addSubview(content)
        second.layoutIfNeeded()
        #expect(label.frame == CGRect(x: 140, y: 10, width: 50, height: 20))
    }
}
