import Foundation
import Testing
@testable import UIModel
import UIModelTesting

/// UISwitch: flipped by a tap, sliding on a spring, read as a switch button.
@Suite(.freshRuntime) struct SwitchTests: AnimationTesting {
    /// A switch at (100, 100) in a fresh window, and a log of the events it sent.
    func makeSwitch() -> (UISwitch, () -> [String]) {
        let root = makeView().window!
        let s = UISwitch(frame: CGRect(x: 100, y: 100, width: 200, height: 200))
        var log: [String] = []
        s.addAction(UIAction { _ in log.append("valueChanged \(s.isOn)") }, for: .valueChanged)
        s.addAction(UIAction { _ in log.append("primary \(s.isOn)") }, for: .primaryActionTriggered)
        root.addSubview(s)
        return (s, { log })
    }

    func tap(_ p: CGPoint, at t: CFTimeInterval) {
        app.handleTouch(.began, at: p, timestamp: t)
        app.handleTouch(.ended, at: p, timestamp: t + 0.05)
    }

    @Test func itIsOffAndTheSizeOfUIKitsSwitchWhateverItsFrame() {
        let (s, log) = makeSwitch()
        #expect(!s.isOn)
        #expect(s.bounds.size == CGSize(width: 51, height: 31) && s.intrinsicContentSize == s.bounds.size)
        s.isOn = true
        s.setOn(false, animated: true)
        #expect(log().isEmpty)  // set by the app: no events
    }

    @Test func aTapFlipsItSendsValueChangedAndSlidesTheThumbOnASpring() throws {
        let (s, log) = makeSwitch()
        let thumb = try #require(s.subviews.last)
        let t0 = CACurrentMediaTime()
        tap(CGPoint(x: 125, y: 115), at: t0)
        #expect(s.isOn)
        #expect(log() == ["valueChanged true", "primary true"])
        // The thumb's model position is at the right at once; on screen it slides there.
        #expect(thumb.frame.minX == CGFloat(51 - 2 - 27))
        frame(0.1)
        let mid = thumb.layer.presentation()?.position.x ?? thumb.center.x
        #expect(mid > 2 + 13.5 && mid < 51 - 2 - 13.5)
        run(seconds: 1)
        #expect(abs((thumb.layer.presentation()?.position.x ?? 0) - (51 - 2 - 13.5)) < 0.01)
        tap(CGPoint(x: 125, y: 115), at: CACurrentMediaTime())
        #expect(!s.isOn && log().suffix(2) == ["valueChanged false", "primary false"])
    }

    @Test func aDisabledSwitchDoesNotFlipAndIsDimmed() {
        let (s, log) = makeSwitch()
        s.isEnabled = false
        tap(CGPoint(x: 125, y: 115), at: CACurrentMediaTime())
        #expect(!s.isOn && log().isEmpty)
        #expect(s.accessibilityTraits == [.button, .toggleButton, .notEnabled])
        #expect(s.alpha == 1)  // the app's alpha is its own; the track and thumb fade
    }

    @Test func voiceOverReadsItAsASwitchButtonWithItsStateAsTheValue() {
        let s = UISwitch(frame: .zero)
        #expect(s.isAccessibilityElement)
        #expect(s.accessibilityTraits == [.button, .toggleButton])
        #expect(s.accessibilityValue == "0" && s.accessibilityLabel == nil)
        s.isOn = true
        #expect(s.accessibilityValue == "1")
    }

    @Test func onAndThumbTintColoursColourTheTrackAndThumb() throws {
        let s = UISwitch(frame: .zero)
        s.onTintColor = .systemBlue
        s.thumbTintColor = .systemRed
        s.isOn = true
        #expect(s.subviews.first?.backgroundColor == .systemBlue)
        #expect(s.subviews.last?.backgroundColor == .systemRed)
        s.isOn = false
        #expect(s.subviews.first?.backgroundColor == UISwitch.offTrackColor)
    }
}
