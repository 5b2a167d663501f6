import Foundation

/// An inline date picker: a month's calendar as iOS 14 and later draws it. The month and year
/// head it with arrows to the previous and next month; weekday initials; the days in a grid of
/// up to six weeks, the chosen day in the tint on a pale disc of it and today (the simulator's)
/// in the tint. With a time too (`.dateAndTime`), a Time row with a compact time pill follows.
final class DateCalendarView: DatePickerContent {
    nonisolated deinit {}
    private let title = UILabel(frame: .zero)
    private let previousMonth = UIButton(type: .system)
    private let nextMonth = UIButton(type: .system)
    private var weekdays: [UILabel] = []
    private var days: [UIButton] = []
    private let timeTitle = UILabel(frame: .zero)
    private var timePill: CompactDateView?
    /// The first day of the month shown.
    private var month = Date()

    /// iOS's inline calendar on a phone: 44 pt header and weekday rows, 44 pt day cells, 16 pt margins.
    static let rowHeight: CGFloat = 44
    static let margin: CGFloat = 16
    static let selectedDisc: CGFloat = 40

    override init(picker: UIDatePicker) {
        super.init(picker: picker)
        title.font = .systemFont(ofSize: 17, weight: .semibold)
        addSubview(title)
        for (button, symbol, step) in [(previousMonth, "chevron.left", -1), (nextMonth, "chevron.right", 1)] {
            button.setImage(UIImage(systemName: symbol, withConfiguration: UIImage.SymbolConfiguration(pointSize: 20, weight: .medium)), for: .normal)
            button.addAction(UIAction { [weak self] _ in self?.turnMonth(by: step) }, for: .touchUpInside)
            button.accessibilityLabel = step < 0 ? "Previous Month" : "Next Month"
            addSubview(button)
        }
        for symbol in picker.formatter("EEE").shortStandaloneWeekdaySymbols {
            let l = UILabel(frame: .zero)
            l.text = symbol.uppercased()
            l.font = .systemFont(ofSize: 13, weight: .semibold)
            l.textColor = .tertiaryLabel
            l.textAlignment = .center
            weekdays.append(l)
            addSubview(l)
        }
        for _ in 0..<42 {
            let b = UIButton(type: .custom)
            b.titleLabel?.font = .systemFont(ofSize: 20)
            b.layer.cornerRadius = Self.selectedDisc / 2
            b.addAction(UIAction { [weak self, weak b] _ in if let b { self?.pick(b) } }, for: .touchUpInside)
            days.append(b)
            addSubview(b)
        }
        if picker.datePickerMode == .dateAndTime {
            timeTitle.text = "Time"
            timeTitle.font = .systemFont(ofSize: 17)
            addSubview(timeTitle)
            let pill = CompactDateView(picker: picker, parts: .time)
            timePill = pill
            addSubview(pill)
        }
    }

    required init?(coder: NSCoder) { nil }

    override var naturalSize: CGSize {
        CGSize(width: 7 * Self.rowHeight + 2 * Self.margin, height: Self.rowHeight * 8 + (timePill == nil ? 0 : Self.rowHeight + 8))
    }

    private var calendar: Calendar { picker.resolvedCalendar }

    override func show(animated: Bool) {
        let c = calendar
        month = c.date(from: c.dateComponents([.year, .month], from: picker.date)) ?? picker.date
        timePill?.show(animated: animated)
        fillMonth()
    }

    private func turnMonth(by step: Int) {
        month = calendar.date(byAdding: .month, value: step, to: month) ?? month
        fillMonth()
    }

    /// The days of the month shown, in weeks from the calendar's first weekday.
    private func fillMonth() {
        let c = calendar
        title.text = picker.formatter("MMMMyyyy").string(from: month)
        let lead = (c.component(.weekday, from: month) - c.firstWeekday + 7) % 7
        let count = c.range(of: .day, in: .month, for: month)?.count ?? 30
        let chosen = c.dateComponents([.year, .month, .day], from: picker.date)
        let now = c.dateComponents([.year, .month, .day], from: UIDatePicker.simulatorNow)
        let shown = c.dateComponents([.year, .month], from: month)
        for (i, b) in days.enumerated() {
            let day = i - lead + 1
            let inMonth = day >= 1 && day <= count
            b.isHidden = !inMonth
            guard inMonth else { continue }
            let date = c.date(byAdding: .day, value: day - 1, to: month) ?? month
            let allowed = picker.clamped(date) == date || c.isDate(picker.clamped(date), inSameDayAs: date)
            let isChosen = chosen.year == shown.year && chosen.month == shown.month && chosen.day == day
            let isToday = now.year == shown.year && now.month == shown.month && now.day == day
            b.setTitle("\(day)", for: .normal)
            b.tag = day
            b.isEnabled = allowed
            b.titleLabel?.font = .systemFont(ofSize: 20, weight: isChosen ? .semibold : .regular)
            b.setTitleColor(!allowed ? .tertiaryLabel : isChosen || isToday ? tintColor : .label, for: .normal)
            b.backgroundColor = isChosen ? tintColor.withAlphaComponent(0.12) : nil
            b.accessibilityIdentifier = "day\(day)"
            b.accessibilityTraits = isChosen ? [.button, .selected] : .button
        }
        setNeedsLayout()
    }

    override func tintColorDidChange() {
        super.tintColorDidChange()
        fillMonth()
    }

    /// A day was tapped: the date moves to it, keeping its time.
    private func pick(_ button: UIButton) {
        let c = calendar
        let time = c.dateComponents([.hour, .minute, .second], from: picker.date)
        var parts = c.dateComponents([.year, .month], from: month)
        (parts.day, parts.hour, parts.minute, parts.second) = (button.tag, time.hour, time.minute, time.second)
        guard let date = c.date(from: parts) else { return }
        picker.userPicked(date)
        fillMonth()
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let m = Self.margin, h = Self.rowHeight
        let cell = (bounds.width - 2 * m) / 7
        title.frame = CGRect(x: m, y: 0, width: bounds.width - 2 * m - 2 * h, height: h)
        previousMonth.frame = CGRect(x: bounds.width - m - 2 * h, y: 0, width: h, height: h)
        nextMonth.frame = CGRect(x: bounds.width - m - h, y: 0, width: h, height: h)
        for (i, l) in weekdays.enumerated() { l.frame = CGRect(x: m + CGFloat(i) * cell, y: h, width: cell, height: 20) }
        let d = Self.selectedDisc
        for (i, b) in days.enumerated() {
            let centre = CGPoint(x: m + (CGFloat(i % 7) + 0.5) * cell, y: h + 20 + (CGFloat(i / 7) + 0.5) * h)
            b.frame = CGRect(x: centre.x - d / 2, y: centre.y - d / 2, width: d, height: d)
        }
        if let timePill {
            let y = h + 20 + 6 * h + 8
            timeTitle.frame = CGRect(x: m, y: y, width: 100, height: h)
            let size = timePill.naturalSize
            timePill.frame = CGRect(x: bounds.width - m - size.width, y: y + (h - size.height) / 2, width: size.width, height: size.height)
        }
    }
}
