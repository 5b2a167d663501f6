import Foundation
import Testing
@testable import UIModel

@Suite(.serialized, .freshRuntime) struct PickerTests: AnimationTesting {
    final class Sizes: NSObject, UIPickerViewDataSource, UIPickerViewDelegate {
        var components = 2
        var picks: [String] = []
        func numberOfComponents(in pickerView: UIPickerView) -> Int { components }
        func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int { component == 0 ? 5 : 30 }
        func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? { "\(component):\(row)" }
        func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) { picks.append("\(component):\(row)") }
    }

    func onScreen(_ view: UIView, height: CGFloat = 216) -> UIWindow {
        let window = makeView().window!
        view.frame = CGRect(x: 0, y: 100, width: 400, height: height)
        window.addSubview(view)
        window.layoutIfNeeded()
        return window
    }

    func drag(_ from: CGPoint, by dy: CGFloat, steps: Int = 10) {
        var t = CACurrentMediaTime()
        app.handleTouch(.began, at: from, timestamp: t)
        for i in 1...steps {
            run(seconds: 1.0 / 60)
            t = CACurrentMediaTime()
            app.handleTouch(.moved, at: CGPoint(x: from.x, y: from.y + dy * CGFloat(i) / CGFloat(steps)), timestamp: t)
        }
        run(seconds: 0.2)  // held still: no fling
        app.handleTouch(.ended, at: CGPoint(x: from.x, y: from.y + dy), timestamp: CACurrentMediaTime())
        run(seconds: 2)
    }

    @Test func wheelsTurnToRowsAndTellTheDelegateOnlyWhenTheUserTurnsThem() {
        let sizes = Sizes()
        let picker = UIPickerView()
        picker.dataSource = sizes
        picker.delegate = sizes
        _ = onScreen(picker)
        #expect(picker.numberOfComponents == 2 && picker.numberOfRows(inComponent: 1) == 30)
        #expect(picker.rowSize(forComponent: 0).height == 32 && picker.intrinsicContentSize.height == 216)
        picker.selectRow(3, inComponent: 0, animated: false)
        #expect(picker.selectedRow(inComponent: 0) == 3 && sizes.picks.isEmpty)
        // Dragged up by three rows and held: the wheel rests three rows on.
        drag(CGPoint(x: 300, y: 208), by: -96)
        #expect(picker.selectedRow(inComponent: 1) == 3 && sizes.picks == ["1:3"])
        // A tap on the row below the middle turns it up.
        let t = CACurrentMediaTime()
        app.handleTouch(.began, at: CGPoint(x: 300, y: 208 + 32), timestamp: t)
        app.handleTouch(.ended, at: CGPoint(x: 300, y: 208 + 32), timestamp: t + 0.05)
        run(seconds: 1)
        #expect(picker.selectedRow(inComponent: 1) == 4 && sizes.picks == ["1:3", "1:4"])
        #expect(picker.view(forRow: 4, forComponent: 1) is UILabel)
    }

    @Test func noComponentsOrRowsAreDefinedNotCrashes() {
        let sizes = Sizes()
        sizes.components = 0
        let picker = UIPickerView()
        picker.dataSource = sizes
        _ = onScreen(picker)
        #expect(picker.numberOfComponents == 0 && picker.selectedRow(inComponent: 0) == -1)
        picker.selectRow(2, inComponent: 5, animated: true)
        #expect(UIModelRuntime.current.warnings.contains { $0.contains("no component 5") })
    }

    @Test func aDatePickerStartsAtTheSimulatorsNowInItsOwnLocaleAndZone() {
        let picker = UIDatePicker()
        #expect(picker.date == Date(timeIntervalSince1970: 1_168_335_660))
        #expect(picker.datePickerStyle == .compact && picker.datePickerMode == .dateAndTime)
        _ = onScreen(picker, height: 40)
        let date = picker.subviews.first?.subviews.compactMap { $0 as? UIButton }.map(\.currentTitle)
        #expect(date == ["Jan 9, 2007", "9:41\u{202F}AM"])  // a narrow no-break space, as ICU and iOS 17 write it
        picker.datePickerMode = .countDownTimer
        #expect(picker.datePickerStyle == .wheels)
        picker.minuteInterval = 7
        #expect(picker.minuteInterval == 1)
    }

    @Test func turningTheMonthWheelChangesTheDateWithinItsBounds() throws {
        let picker = UIDatePicker()
        picker.datePickerMode = .date
        picker.preferredDatePickerStyle = .wheels
        var changes = 0
        picker.addAction(UIAction { _ in changes += 1 }, for: .valueChanged)
        picker.maximumDate = Date(timeIntervalSince1970: 1_172_000_000)  // 20 February 2007
        _ = onScreen(picker)
        // The month wheel (the first) turned down by two rows: March, past the maximum, springs back.
        drag(CGPoint(x: 60, y: 208), by: -64)
        let c = picker.resolvedCalendar
        #expect(changes == 1 && c.component(.month, from: picker.date) == 2 && picker.date == picker.maximumDate)
        // Setting the date from code sends nothing.
        picker.date = Date(timeIntervalSince1970: 1_168_335_660)
        #expect(changes == 1)
    }

    @Test func anInlineCalendarPicksADayAndKeepsTheTime() throws {
        let picker = UIDatePicker()
        picker.datePickerMode = .date
        picker.preferredDatePickerStyle = .inline
        var picked: [Date] = []
        picker.addAction(UIAction { [weak picker] _ in picked.append(picker!.date) }, for: .valueChanged)
        let window = onScreen(picker, height: 360)
        let day = try #require(window.view(withAccessibilityIdentifier: "day20"))
        let p = day.convert(CGPoint(x: day.bounds.midX, y: day.bounds.midY), to: nil)
        let t = CACurrentMediaTime()
        app.handleTouch(.began, at: p, timestamp: t)
        app.handleTouch(.ended, at: p, timestamp: t + 0.05)
        #expect(picked == [Date(timeIntervalSince1970: 1_168_335_660 + 11 * 86_400)])
        #expect(window.view(withAccessibilityIdentifier: "day20")?.accessibilityTraits.contains(.selected) == true)
    }
}
