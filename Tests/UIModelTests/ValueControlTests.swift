import Foundation
import Testing
@testable import UIModel
import UIModelTesting

/// Sliders, steppers, segmented controls, page controls, progress views, activity indicators,
/// text views and `endEditing(_:)`: what a touch does, what is sent, how bad values clamp.
@Suite(.serialized, .freshRuntime) struct ValueControlTests {
    var app: UIModelRuntime { .current }

    /// A window with `view` at `frame`; the clock is moved well past earlier tests' touches.
    func show(_ view: UIView, at frame: CGRect) -> TimeInterval {
        app.removeAllWindows()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = UIViewController()
        window.makeKeyAndVisible()
        view.frame = frame
        window.rootViewController!.view.addSubview(view)
        window.layoutIfNeeded()
        let t = app.clock.animationEngine.now.rounded(.up) + 10
        app.fireDisplayLinks(timestamp: t, duration: 1.0 / 60)
        return t
    }

    func tap(_ p: CGPoint, at t: TimeInterval) {
        app.handleTouch(.began, at: p, timestamp: t)
        app.handleTouch(.ended, at: p, timestamp: t + 0.05)
    }

    // MARK: UISlider

    @Test func aThumbImageSizesTheThumbAndTrackImagesTheTrack() {
        let slider = UISlider(frame: .zero)
        let knob = UIGraphicsImageRenderer(size: CGSize(width: 40, height: 40)).image { _ in }
        let bar = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 8)).image { _ in }
        slider.setThumbImage(knob, for: .normal)
        slider.setMinimumTrackImage(bar, for: .normal)
        #expect(slider.currentThumbImage === knob && slider.thumbImage(for: .highlighted) == nil)
        #expect(slider.intrinsicContentSize.height == 40)
        _ = show(slider, at: CGRect(x: 0, y: 100, width: 240, height: 40))
        let track = slider.trackRect(forBounds: slider.bounds)
        #expect(track.height == 8)
        // The travel is the width less the image's: 0.5 centres a 40 pt thumb at 120.
        #expect(slider.thumbRect(forBounds: slider.bounds, trackRect: track, value: 0.5) == CGRect(x: 100, y: 0, width: 40, height: 40))
        slider.setThumbImage(nil, for: .normal)
        #expect(slider.currentThumbImage == nil && slider.intrinsicContentSize.height == 31)
    }

    @Test func sliderDragsFromTheThumbAndClamps() {
        let slider = UISlider(frame: .zero)
        var sent: [Float] = []
        slider.addAction(UIAction { _ in sent.append(slider.value) }, for: .valueChanged)
        let t = show(slider, at: CGRect(x: 20, y: 100, width: 228, height: 31))
        // The track's travel is 228 - 28 = 200 pt; 0.5 puts the thumb's centre at x = 20 + 14 + 100.
        #expect(slider.value == 0.5)
        // A touch on the track away from the thumb does nothing.
        tap(CGPoint(x: 40, y: 115), at: t)
        #expect(slider.value == 0.5 && sent.isEmpty)
        // Grabbed 4 pt right of its centre, the thumb follows the finger without jumping.
        app.handleTouch(.began, at: CGPoint(x: 138, y: 115), timestamp: t + 1)
        app.handleTouch(.moved, at: CGPoint(x: 178, y: 115), timestamp: t + 1.02)
        #expect(abs(slider.value - 0.7) < 1e-5)
        app.handleTouch(.moved, at: CGPoint(x: 400, y: 115), timestamp: t + 1.04)
        #expect(slider.value == 1, "the value stops at the maximum")
        app.handleTouch(.ended, at: CGPoint(x: 400, y: 115), timestamp: t + 1.06)
        #expect(sent.count == 2, "continuous: one .valueChanged per change")
        slider.value = .nan
        #expect(slider.value == 0, "NaN clamps to the minimum")
        slider.minimumValue = 10
        #expect(slider.maximumValue == 10 && slider.value == 10, "a minimum above the maximum raises both")
        #expect(sent.count == 2, "setting the value sends nothing")
    }

    @Test func aSliderThatIsNotContinuousSendsOnceOnRelease() {
        let slider = UISlider(frame: .zero)
        slider.isContinuous = false
        var sent = 0
        slider.addAction(UIAction { _ in sent += 1 }, for: .valueChanged)
        let t = show(slider, at: CGRect(x: 20, y: 100, width: 228, height: 31))
        app.handleTouch(.began, at: CGPoint(x: 134, y: 115), timestamp: t)
        for i in 1...5 { app.handleTouch(.moved, at: CGPoint(x: 134 + 10 * CGFloat(i), y: 115), timestamp: t + 0.02 * Double(i)) }
        #expect(sent == 0)
        app.handleTouch(.ended, at: CGPoint(x: 184, y: 115), timestamp: t + 0.2)
        #expect(sent == 1 && abs(slider.value - 0.75) < 1e-5)
    }

    // MARK: UIStepper

    @Test func stepperStepsOnTouchDownRepeatsWhileHeldAndStopsAtTheEnds() {
        let stepper = UIStepper(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(stepper.frame.size == UIStepper.stepperSize, "a stepper keeps its own size")
        stepper.maximumValue = 5
        var sent: [Double] = []
        stepper.addAction(UIAction { _ in sent.append(stepper.value) }, for: .valueChanged)
        let t = show(stepper, at: CGRect(x: 100, y: 100, width: 94, height: 32))
        let plus = CGPoint(x: 170, y: 116), minus = CGPoint(x: 120, y: 116)
        app.handleTouch(.began, at: plus, timestamp: t)
        #expect(stepper.value == 1, "the value steps on touch down")
        // Held: the first repeat after 0.5 s, then every 0.1 s, up to the maximum.
        for i in 1...60 { app.fireDisplayLinks(timestamp: t + Double(i) / 60, duration: 1.0 / 60) }
        app.handleTouch(.ended, at: plus, timestamp: t + 1.01)
        #expect(stepper.value == 5 && sent == [1, 2, 3, 4, 5])
        tap(plus, at: t + 2)
        #expect(stepper.value == 5 && sent.count == 5, "at the maximum the + half does nothing")
        tap(minus, at: t + 3)
        #expect(stepper.value == 4)
        stepper.wraps = true
        tap(plus, at: t + 4)
        tap(plus, at: t + 5)
        #expect(stepper.value == 0, "wrapping goes round to the minimum")
        stepper.stepValue = 0
        #expect(stepper.stepValue == 1 && UIKitWarning.history.last?.contains("stepValue") == true)
        stepper.value = .nan
        #expect(stepper.value == 0)
    }

    // MARK: UISegmentedControl

    @Test func segmentedControlSelectsOnReleaseAndPerformsTheSegmentsAction() {
        var performed: [String] = []
        let control = UISegmentedControl(items: ["Day", "Week", "Month"])
        #expect(control.frame.height == 32 && control.selectedSegmentIndex == UISegmentedControl.noSegment)
        control.insertSegment(action: UIAction(title: "Year") { _ in performed.append("Year") }, at: 3, animated: false)
        var changes: [Int] = []
        control.addAction(UIAction { _ in changes.append(control.selectedSegmentIndex) }, for: .valueChanged)
        let t = show(control, at: CGRect(x: 20, y: 100, width: 320, height: 32))
        // Four segments of 80 pt each.
        app.handleTouch(.began, at: CGPoint(x: 150, y: 116), timestamp: t)
        #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment, "nothing is selected until the finger lifts")
        app.handleTouch(.ended, at: CGPoint(x: 150, y: 116), timestamp: t + 0.05)
        #expect(control.selectedSegmentIndex == 1 && changes == [1])
        tap(CGPoint(x: 300, y: 116), at: t + 1)
        #expect(control.selectedSegmentIndex == 3 && performed == ["Year"] && changes == [1, 3])
        tap(CGPoint(x: 300, y: 116), at: t + 2)
        #expect(changes.count == 2, "tapping the selected segment again sends nothing")
        control.setEnabled(false, forSegmentAt: 0)
        tap(CGPoint(x: 40, y: 116), at: t + 3)
        #expect(control.selectedSegmentIndex == 3, "a disabled segment cannot be selected")
        control.selectedSegmentIndex = 7
        #expect(control.selectedSegmentIndex == 3 && UIKitWarning.history.last?.contains("out of") == true)
        control.removeSegment(at: 1, animated: false)
        #expect(control.selectedSegmentIndex == 2 && control.titleForSegment(at: 2) == "Year", "the selection follows its segment")
        control.isMomentary = true
        tap(CGPoint(x: 150, y: 116), at: t + 4)
        #expect(changes.last == 1 && control.selectedSegmentIndex == UISegmentedControl.noSegment)
    }

    @Test func aSegmentTapIsTheControlsNotAnAncestorsTapRecognizer() {
        let control = UISegmentedControl(items: ["A", "B"])
        let t = show(control, at: CGRect(x: 20, y: 100, width: 200, height: 32))
        var backgroundTaps = 0
        let tapRecognizer = UITapGestureRecognizer(handler: { _ in backgroundTaps += 1 })
        control.superview!.addGestureRecognizer(tapRecognizer)
        tap(CGPoint(x: 170, y: 116), at: t)
        #expect(control.selectedSegmentIndex == 1 && backgroundTaps == 0)
    }

    // MARK: UIPageControl

    @Test func pageControlTapsStepAPageAndClamp() {
        let pages = UIPageControl(frame: .zero)
        pages.numberOfPages = 5
        #expect(pages.intrinsicContentSize == CGSize(width: 4 * 16 + 7 + 20, height: 26))
        var sent: [Int] = []
        pages.addAction(UIAction { _ in sent.append(pages.currentPage) }, for: .valueChanged)
        let t = show(pages, at: CGRect(x: 0, y: 100, width: 390, height: 26))
        tap(CGPoint(x: 300, y: 113), at: t)
        tap(CGPoint(x: 300, y: 113), at: t + 1)
        tap(CGPoint(x: 20, y: 113), at: t + 2)
        #expect(sent == [1, 2, 1])
        pages.currentPage = 99
        #expect(pages.currentPage == 4)
        pages.numberOfPages = 2
        #expect(pages.currentPage == 1)
        pages.numberOfPages = 1
        pages.hidesForSinglePage = true
        #expect(pages.hitTest(CGPoint(x: 10, y: 10), with: nil) == nil)
    }

    // MARK: UIProgressView and UIActivityIndicatorView

    @Test func progressClampsAndFillsItsShare() {
        let progress = UIProgressView(progressViewStyle: .default)
        _ = show(progress, at: CGRect(x: 0, y: 100, width: 200, height: 4))
        progress.progress = 0.25
        #expect(progress.subviews[0].frame.width == 50)
        progress.progress = 3
        #expect(progress.progress == 1)
        progress.progress = .nan
        #expect(progress.progress == 0 && progress.subviews[0].frame.width == 0)
        #expect(progress.layer.cornerRadius == 2)
    }

    @Test func activityIndicatorStepsOnTheDisplayLinkAndHidesWhenStopped() {
        let spinner = UIActivityIndicatorView(style: .large)
        #expect(spinner.frame.size == CGSize(width: 37, height: 37) && spinner.isHidden)
        let t = show(spinner, at: CGRect(x: 100, y: 100, width: 37, height: 37))
        spinner.startAnimating()
        #expect(!spinner.isHidden && spinner.isAnimating)
        app.fireDisplayLinks(timestamp: t + 1, duration: 1.0 / 60)
        func brightest() -> Int { spinner.subviews.indices.max { spinner.subviews[$0].alpha < spinner.subviews[$1].alpha }! }
        #expect(brightest() == 0)
        app.fireDisplayLinks(timestamp: t + 1 + 3.0 / 8 + 0.01, duration: 1.0 / 60)
        #expect(brightest() == 3, "eight steps a second")
        spinner.stopAnimating()
        #expect(spinner.isHidden)
        spinner.hidesWhenStopped = false
        #expect(!spinner.isHidden)
    }

    // MARK: UITextView and endEditing

    final class TextViewLog: NSObject, UITextViewDelegate {
        var changes = 0
        var refuse = false
        func textViewDidChange(_ textView: UITextView) { changes += 1 }
        func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool { !refuse }
        func textViewShouldEndEditing(_ textView: UITextView) -> Bool { !refuse }
    }

    @Test func textViewWrapsTakesNewlinesAndScrollsToTheCaret() {
        let textView = UITextView(frame: .zero)
        let log = TextViewLog()
        textView.delegate = log
        textView.font = .systemFont(ofSize: 17)
        final class Count { var value = 0 }
        let notified = Count()
        let observer = NotificationCenter.default.addObserver(forName: UITextView.textDidChangeNotification, object: textView,
                                                              queue: nil) { _ in MainActor.assumeIsolated { notified.value += 1 } }
        defer { NotificationCenter.default.removeObserver(observer) }
        let t = show(textView, at: CGRect(x: 0, y: 100, width: 200, height: 100))
        tap(CGPoint(x: 100, y: 150), at: t)
        #expect(textView.isFirstResponder)
        for line in 1...8 { _ = app.insertText("line \(line)\n") }
        #expect(log.changes == 8 && notified.value == 8)
        #expect(textView.text.components(separatedBy: "\n").count == 9)
        textView.layoutIfNeeded()
        #expect(textView.contentSize.height > 100, "nine lines do not fit in 100 pt")
        #expect(textView.contentOffset.y > 0, "the view scrolled to keep the caret in sight")
        _ = app.deleteBackward()
        #expect(textView.text.hasSuffix("\nLine 8"), "each line starts a sentence: autocapitalized")
        // endEditing asks the delegate unless forced.
        log.refuse = true
        #expect(!textView.superview!.endEditing(false) && textView.isFirstResponder)
        #expect(textView.superview!.endEditing(true) && !textView.isFirstResponder)
    }

    final class LinkLog: NSObject, UITextViewDelegate {
        var asked: [(URL, NSRange)] = []
        var allow = true
        func textView(_ textView: UITextView, shouldInteractWith URL: URL, in characterRange: NSRange,
                      interaction: UITextItemInteraction) -> Bool {
            asked.append((URL, characterRange))
            return allow
        }
    }

    @Test func aTappedLinkInAReadOnlyTextViewOpensWhenTheDelegateAgrees() {
        let textView = UITextView(frame: .zero)
        textView.isEditable = false
        let log = LinkLog()
        textView.delegate = log
        let url = URL(string: "https://example.com/terms")!
        let text = NSMutableAttributedString(string: "See ", attributes: [.font: UIFont.systemFont(ofSize: 10)])
        text.append(NSAttributedString(string: "terms", attributes: [.font: UIFont.systemFont(ofSize: 10), .link: url]))
        text.append(NSAttributedString(string: " here", attributes: [.font: UIFont.systemFont(ofSize: 10)]))
        textView.attributedText = text
        let t = show(textView, at: CGRect(x: 0, y: 100, width: 300, height: 100))
        // The model font's characters are 6 pt wide; the text starts 5 pt in (the line padding)
        // and 8 pt down (the inset): "terms" spans x 29-59 of the first 12-pt line.
        tap(CGPoint(x: 10, y: 114), at: t)
        #expect(log.asked.isEmpty && UIModelRuntime.current.openedURLs.isEmpty, "plain text opens nothing")
        tap(CGPoint(x: 40, y: 114), at: t + 1)
        #expect(log.asked.map(\.0) == [url] && log.asked.first?.1 == NSRange(location: 4, length: 5))
        #expect(UIModelRuntime.current.openedURLs == [url])
        log.allow = false
        tap(CGPoint(x: 40, y: 114), at: t + 2)
        #expect(log.asked.count == 2 && UIModelRuntime.current.openedURLs == [url], "the delegate refused")
        // While editable, a tap edits instead of following the link.
        textView.isEditable = true
        tap(CGPoint(x: 40, y: 114), at: t + 3)
        #expect(log.asked.count == 2 && textView.isFirstResponder)
    }

    @Test func theSimulatorOpensWebAndSettingsURLsAndTellsTheCompletion() async {
        let web = URL(string: "https://www.apple.com")!, phone = URL(string: "tel:123")!
        let settings = URL(string: UIApplication.openSettingsURLString)!
        #expect(app.application.canOpenURL(web) && app.application.canOpenURL(settings))
        #expect(!app.application.canOpenURL(phone), "no Phone app on the simulator")
        let opened = await withCheckedContinuation { done in app.application.open(web) { done.resume(returning: $0) } }
        let refused = await withCheckedContinuation { done in app.application.open(phone, options: [:]) { done.resume(returning: $0) } }
        let universal = await withCheckedContinuation { done in
            app.application.open(web, options: [.universalLinksOnly: true]) { done.resume(returning: $0) }
        }
        #expect(opened && !refused && !universal)
        #expect(UIModelRuntime.current.openedURLs == [web])
    }

    @Test func aTapOnATextViewFocusesItDespiteADismissRecognizerAbove() {
        let textView = UITextView(frame: .zero)
        let t = show(textView, at: CGRect(x: 0, y: 100, width: 200, height: 100))
        var dismissals = 0
        textView.superview!.addGestureRecognizer(UITapGestureRecognizer(handler: { _ in dismissals += 1 }))
        tap(CGPoint(x: 100, y: 150), at: t)
        #expect(textView.isFirstResponder && dismissals == 0)
        tap(CGPoint(x: 100, y: 500), at: t + 1)
        #expect(dismissals == 1, "a tap elsewhere is the recognizer's")
    }

    @Test func aTextViewWithoutScrollingSizesToItsText() {
        let textView = UITextView(frame: .zero)
        textView.isScrollEnabled = false
        textView.font = .systemFont(ofSize: 17)
        _ = show(textView, at: CGRect(x: 0, y: 100, width: 300, height: 40))
        textView.text = "one"
        let one = textView.intrinsicContentSize.height
        textView.text = "one\ntwo\nthree"
        let lineHeight = app.textMetrics.lineHeight(for: .systemFont(ofSize: 17))
        #expect(textView.intrinsicContentSize.height == one + 2 * lineHeight)
        #expect(one == lineHeight + 16, "one line plus UIKit's 8 pt insets")
    }

    @Test func endEditingResignsOnlyInsideTheView() {
        let field = UITextField(frame: .zero)
        _ = show(field, at: CGRect(x: 0, y: 100, width: 200, height: 40))
        let other = UIView(frame: .zero)
        field.superview!.addSubview(other)
        field.becomeFirstResponder()
        #expect(other.endEditing(true) && field.isFirstResponder, "a view outside the field's branch ends nothing")
        #expect(field.window!.endEditing(false) && !field.isFirstResponder)
    }

    // MARK: Cells' accessory views

    @Test func anAccessoryViewSitsAtTheTrailingEdgeAndSurvivesCellReuse() {
        let toggle = UISwitch(), slider = UISlider(frame: CGRect(x: 0, y: 0, width: 120, height: 31))
        let a = UITableViewCell(style: .default, reuseIdentifier: nil), b = UITableViewCell(style: .default, reuseIdentifier: nil)
        a.frame = CGRect(x: 0, y: 0, width: 390, height: 44)
        a.accessoryView = toggle
        a.layoutIfNeeded()
        #expect(toggle.frame == CGRect(x: 390 - 16 - 51, y: 6.5, width: 51, height: 31), "intrinsic size, trailing margin, centred")
        #expect(abs(a.contentView.frame.width - (390 - 16 - 51)) < 1e-9)
        // Rebinding reused cells: the switch moves to b, then a takes the slider; the switch stays in b.
        b.accessoryView = toggle
        a.accessoryView = slider
        #expect(toggle.superview === b && slider.superview === a)
    }

    // MARK: Colours

    @Test func systemColoursHaveTheirDarkValues() {
        let dark = UITraitCollection(userInterfaceStyle: .dark)
        #expect(UIColor.systemBlue.resolvedColor(with: dark) == UIColor(red: 10 / 255, green: 132 / 255, blue: 1, alpha: 1))
        #expect(UIColor.systemFill.resolvedColor(with: dark).alpha == CGFloat(0.36))
        #expect(UIColor.tertiarySystemGroupedBackground.resolvedColor(with: dark) == UIColor(red: 44 / 255, green: 44 / 255, blue: 46 / 255, alpha: 1))
        #expect(UIColor.opaqueSeparator.alpha == 1)
    }
}
