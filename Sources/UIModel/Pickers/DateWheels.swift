import Foundation

/// A date picker's wheels, in the order English (United States) shows them:
/// a date as month, day and year; a time as hour, minute and AM/PM; a date and time as the
/// day ("Today", or "Tue Jan 9"), hour, minute and AM/PM; a countdown as hours and minutes.
/// A wheel the user turns sets the picker's date from all the wheels; a date outside the
/// minimum and maximum springs back to the nearest allowed one.
final class DateWheels: DatePickerContent, UIPickerViewDataSource, UIPickerViewDelegate {
    nonisolated deinit {}
    private let wheels = UIPickerView(frame: .zero)

    /// What each wheel shows.
    private enum Wheel { case month, day, year, hour, minute, meridiem, dayOfYear, countdownHours, countdownMinutes }
    private var layout: [Wheel] {
        switch picker.datePickerMode {
        case .date: [.month, .day, .year]
        case .time: [.hour, .minute, .meridiem]
        case .dateAndTime: [.dayOfYear, .hour, .minute, .meridiem]
        case .countDownTimer: [.countdownHours, .countdownMinutes]
        }
    }

    /// The years the year wheel offers, and how many days either side of the date the day wheel does.
    static let years = 1900...2100
    static let dayRange = 365

    /// The first day the day wheel offers (it offers `2 * dayRange + 1` days).
    private var firstDay = Date()

    override init(picker: UIDatePicker) {
        super.init(picker: picker)
        wheels.dataSource = self
        wheels.delegate = self
        addSubview(wheels)
    }

    required init?(coder: NSCoder) { nil }

    override var naturalSize: CGSize { CGSize(width: 320, height: UIPickerView.defaultHeight) }

    override func layoutSubviews() {
        super.layoutSubviews()
        wheels.frame = bounds
    }

    private var calendar: Calendar { picker.resolvedCalendar }

    override func show(animated: Bool) {
        let c = calendar, date = picker.date
        firstDay = c.date(byAdding: .day, value: -Self.dayRange, to: c.startOfDay(for: date)) ?? date
        wheels.reloadAllComponents()
        let parts = c.dateComponents([.year, .month, .day, .hour, .minute], from: date)
        let step = picker.minuteInterval
        for (i, wheel) in layout.enumerated() {
            let row: Int
            switch wheel {
            case .month: row = (parts.month ?? 1) - 1
            case .day: row = (parts.day ?? 1) - 1
            case .year: row = (parts.year ?? 2007) - Self.years.lowerBound
            case .hour: row = ((parts.hour ?? 0) + 11) % 12
            case .minute: row = (parts.minute ?? 0) / step
            case .meridiem: row = (parts.hour ?? 0) < 12 ? 0 : 1
            case .dayOfYear: row = Self.dayRange
            case .countdownHours: row = Int(picker.countDownDuration) / 3600
            case .countdownMinutes: row = Int(picker.countDownDuration) % 3600 / 60 / step
            }
            wheels.selectRow(row, inComponent: i, animated: animated)
        }
    }

    func numberOfComponents(in pickerView: UIPickerView) -> Int { layout.count }

    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int {
        switch layout[component] {
        case .month: 12
        case .day: 31
        case .year: Self.years.count
        case .hour: 12
        case .minute, .countdownMinutes: 60 / picker.minuteInterval
        case .meridiem: 2
        case .dayOfYear: 2 * Self.dayRange + 1
        case .countdownHours: 24
        }
    }

    func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat {
        let w = pickerView.bounds.width - 2 * UIPickerView.bandInset
        switch (picker.datePickerMode, layout[component]) {
        case (.date, .month): return w * 0.42
        case (.date, _): return w * 0.27
        case (.dateAndTime, .dayOfYear): return w * 0.4
        default: return 0
        }
    }

    func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? {
        let step = picker.minuteInterval
        switch layout[component] {
        case .month: return picker.formatter("MMMM").standaloneMonthSymbols[row]
        case .day: return "\(row + 1)"
        case .year: return "\(Self.years.lowerBound + row)"
        case .hour: return "\(row + 1)"
        case .minute: return String(format: "%02d", row * step)
        case .meridiem: return row == 0 ? picker.formatter("a").amSymbol : picker.formatter("a").pmSymbol
        case .dayOfYear:
            guard row != Self.dayRange else { return "Today" }
            let day = calendar.date(byAdding: .day, value: row, to: firstDay) ?? firstDay
            return picker.formatter("EEEMMMd").string(from: day).replacingOccurrences(of: ",", with: "")
        case .countdownHours: return row == 1 ? "1 hour" : "\(row) hours"
        case .countdownMinutes: return "\(row * step) min"
        }
    }

    /// A wheel came to rest: the picker's date from every wheel.
    func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {
        let selected = layout.indices.map { pickerView.selectedRow(inComponent: $0) }
        let step = picker.minuteInterval
        if picker.datePickerMode == .countDownTimer {
            return picker.userPicked(duration: TimeInterval(selected[0] * 3600 + selected[1] * step * 60))
        }
        let c = calendar
        var parts = c.dateComponents([.year, .month, .day, .hour, .minute], from: picker.date)
        var hour12: Int?, pm: Bool?
        for (wheel, row) in zip(layout, selected) {
            switch wheel {
            case .month: parts.month = row + 1
            case .day: parts.day = row + 1
            case .year: parts.year = Self.years.lowerBound + row
            case .hour: hour12 = row + 1
            case .minute: parts.minute = row * step
            case .meridiem: pm = row == 1
            case .dayOfYear:
                let day = c.date(byAdding: .day, value: row, to: firstDay) ?? firstDay
                let d = c.dateComponents([.year, .month, .day], from: day)
                (parts.year, parts.month, parts.day) = (d.year, d.month, d.day)
            case .countdownHours, .countdownMinutes: break
            }
        }
        if let hour12, let pm { parts.hour = hour12 % 12 + (pm ? 12 : 0) }
        // A day past the month's end (31 February) is the month's last day, as UIKit turns it back.
        if let year = parts.year, let month = parts.month, let first = c.date(from: DateComponents(year: year, month: month, day: 1)),
           let days = c.range(of: .day, in: .month, for: first)?.count, let day = parts.day, day > days {
            parts.day = days
        }
        guard let date = c.date(from: parts) else { return }
        picker.userPicked(date)
        // The wheels show what was kept (a day turned back, a date held within the bounds).
        show(animated: true)
    }
}
