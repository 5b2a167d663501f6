import Foundation
import Testing
@testable import UIModel
import UIModelTesting

private final class CountingView: UIView {
    var layouts = 0
    override func layoutSubviews() { layouts += 1 }
}

private final class RecordingController: UIViewController {
    var log: [String] = []
    override func loadView() { log.append("loadView"); view = UIView(frame: .zero) }
    override func viewDidLoad() { log.append("viewDidLoad") }
    override func viewWillAppear(_ animated: Bool) { log.append("viewWillAppear") }
    override func viewDidAppear(_ animated: Bool) { log.append("viewDidAppear") }
    override func viewWillDisappear(_ animated: Bool) { log.append("viewWillDisappear") }
    override func viewDidDisappear(_ animated: Bool) { log.append("viewDidDisappear") }
    override func viewWillLayoutSubviews() { log.append("viewWillLayoutSubviews") }
    override func viewDidLayoutSubviews() { log.append("viewDidLayoutSubviews") }
}

@Suite(.freshRuntime) struct LayoutTests {
    @Test func autoresizingFlexibleWidthAndMargins() {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let stretch = UIView(frame: CGRect(x: 10, y: 10, width: 80, height: 20))
        stretch.autoresizingMask = [.flexibleWidth]
        let pinnedRight = UIView(frame: CGRect(x: 70, y: 40, width: 20, height: 20))
        pinnedRight.autoresizingMask = [.flexibleLeftMargin, .flexibleTopMargin]
        let fixed = UIView(frame: CGRect(x: 10, y: 70, width: 20, height: 20))
        [stretch, pinnedRight, fixed].forEach(parent.addSubview)
        parent.frame = CGRect(x: 0, y: 0, width: 200, height: 150)
        #expect(stretch.frame == CGRect(x: 10, y: 10, width: 180, height: 20))
        #expect(pinnedRight.frame == CGRect(x: 170, y: 90, width: 20, height: 20))
        #expect(fixed.frame == CGRect(x: 10, y: 70, width: 20, height: 20))
    }

    @Test func autoresizingSharesTheChangeInProportion() {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        // Left margin 20, width 60, right margin 20: all three flexible share +100 as 20:60:20.
        let v = UIView(frame: CGRect(x: 20, y: 0, width: 60, height: 10))
        v.autoresizingMask = [.flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin]
        parent.addSubview(v)
        parent.bounds.size = CGSize(width: 200, height: 100)
        #expect(v.frame == CGRect(x: 40, y: 0, width: 120, height: 10))
        // Shrinking to nothing never gives a negative size.
        parent.bounds.size = CGSize(width: 0, height: 100)
        #expect(v.frame.width >= 0)
    }

    @Test func layoutRunsOncePerInvalidationTopDown() {
        let root = CountingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let child = CountingView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        root.addSubview(child)
        root.layoutIfNeeded()
        #expect(root.layouts == 1 && child.layouts == 1)
        root.layoutIfNeeded()
        #expect(root.layouts == 1 && child.layouts == 1)
        child.setNeedsLayout()
        root.layoutIfNeeded()
        #expect(root.layouts == 1 && child.layouts == 2)
        child.frame.size = CGSize(width: 20, height: 20)  // a size change invalidates the view
        root.layoutIfNeeded()
        #expect(child.layouts == 3)
    }

    @Test func controllerLoadsLazilyAndGetsCallbacksInOrder() {
        let vc = RecordingController()
        #expect(!vc.isViewLoaded)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.rootViewController = vc
        #expect(vc.log == ["loadView", "viewDidLoad"])
        window.makeKeyAndVisible()
        #expect(vc.log == ["loadView", "viewDidLoad", "viewWillAppear", "viewWillLayoutSubviews",
                           "viewDidLayoutSubviews", "viewDidAppear"])
        #expect(vc.view.frame == window.bounds)
        #expect(vc.view.next === vc && vc.next === window)
        let replacement = RecordingController()
        vc.log.removeAll()
        window.rootViewController = replacement
        #expect(vc.log == ["viewWillDisappear", "viewDidDisappear"])
        #expect(replacement.log == ["loadView", "viewDidLoad", "viewWillAppear", "viewDidAppear"])
        #expect(vc.view.superview == nil)
        UIModelRuntime.current.removeAllWindows()
    }

    @Test func labelWrapsAndTruncates() {
        UIModelRuntime.current.textMetrics = FixedPitchTextMetrics()
        // Fixed pitch: 10 pt font → 6 pt per character.
        let font = UIFont.systemFont(ofSize: 10)
        let wrap = TextLayout(text: "one two three four", font: font, width: 60, numberOfLines: 0,
                              lineBreakMode: .byWordWrapping, metrics: FixedPitchTextMetrics())
        #expect(wrap.lines.map(\.text) == ["one two", "three four"])
        let tail = TextLayout(text: "abcdefghijklmnop", font: font, width: 60, numberOfLines: 1,
                              lineBreakMode: .byTruncatingTail, metrics: FixedPitchTextMetrics())
        #expect(tail.lines.map(\.text) == ["abcdefghi\u{2026}"])
        let head = TextLayout(text: "abcdefghijklmnop", font: font, width: 60, numberOfLines: 1,
                              lineBreakMode: .byTruncatingHead, metrics: FixedPitchTextMetrics())
        #expect(head.lines.map(\.text) == ["\u{2026}hijklmnop"])
        let middle = TextLayout(text: "abcdefghijklmnop", font: font, width: 60, numberOfLines: 1,
                                lineBreakMode: .byTruncatingMiddle, metrics: FixedPitchTextMetrics())
        #expect(middle.lines.map(\.text) == ["abcde\u{2026}mnop"])
        let twoLines = TextLayout(text: "one two three four five six", font: font, width: 60, numberOfLines: 2,
                                  lineBreakMode: .byTruncatingTail, metrics: FixedPitchTextMetrics())
        #expect(twoLines.lines.count == 2)
        #expect(twoLines.lines[1].text.hasSuffix("\u{2026}") && twoLines.lines[1].width <= 60)
        let label = UILabel(frame: .zero)
        label.font = font
        label.text = "hello"
        #expect(label.intrinsicContentSize == CGSize(width: 30, height: 12))
        label.numberOfLines = 0
        label.text = "hello world"
        #expect(label.sizeThatFits(CGSize(width: 40, height: 100)) == CGSize(width: 30, height: 24))
    }

    @Test func imageViewContentModes() {
        let b = CGRect(x: 0, y: 0, width: 100, height: 50)
        let size = CGSize(width: 40, height: 40)
        #expect(UIImageView.rect(for: size, in: b, mode: .scaleToFill) == b)
        #expect(UIImageView.rect(for: size, in: b, mode: .scaleAspectFit) == CGRect(x: 25, y: 0, width: 50, height: 50))
        #expect(UIImageView.rect(for: size, in: b, mode: .scaleAspectFill) == CGRect(x: 0, y: -25, width: 100, height: 100))
        #expect(UIImageView.rect(for: size, in: b, mode: .center) == CGRect(x: 30, y: 5, width: 40, height: 40))
    }
}

/// The consistency check behind `--check-hierarchy` finds real damage.
@Suite(.freshRuntime) struct HierarchyProblemTests {
    @Test func brokenTreesAreReported() {
        var app: UIModelRuntime { .current }
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.makeKeyAndVisible()
        defer { app.removeAllWindows() }
        let a = UIView(frame: .zero), b = UIView(frame: .zero)
        window.addSubview(a)
        #expect(app.hierarchyProblems().isEmpty)
        a.superview = b  // a listed under the window but pointing elsewhere
        #expect(app.hierarchyProblems() == ["UIView has the wrong superview"])
        a.superview = window
        window.subviews.append(a)  // the same view twice
        #expect(app.hierarchyProblems().contains("UIView appears twice in the view tree"))
    }
}
