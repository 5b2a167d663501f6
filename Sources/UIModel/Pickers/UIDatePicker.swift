import Foundation

/// How a date picker looks (UIKit's raw values): chosen by the system, spinning wheels, a
/// compact pill that opens a calendar or wheels, or an inline calendar.
nonisolated public enum UIDatePickerStyle: Int, Sendable { case automatic, wheels, compact, inline }

/// Picks a date, a time, both, or a countdown duration, as iOS 14 and later show it. Dates are
/// shown in the picker's `locale`, `calendar` and `timeZone`; unset, the simulator's are
/// English (United States), Gregorian and GMT, whatever the machine's are, so screenshots are
/// the same everywhere. Its default date is the simulator's "now": 9:41 on 9 January 2007, the
/// time the status bar shows (never the machine's clock). A change by the user sends
/// `.valueChanged`; setting `date` from code sends nothing.
@preconcurrency @MainActor open class UIDatePicker: UIControl {
    nonisolated deinit {}
    nonisolated public enum Mode: Int, Sendable { case time, date, dateAndTime, countDownTimer }

    open var datePickerMode: Mode = .dateAndTime { didSet { rebuild() } }
    open var preferredDatePickerStyle: UIDatePickerStyle = .automatic { didSet { rebuild() } }
    /// The style shown: `.automatic` is compact, and wheels for a countdown (which has no other).
    open var datePickerStyle: UIDatePickerStyle {
        if datePickerMode == .countDownTimer { return .wheels }
        switch preferredDatePickerStyle {
        case .automatic: return .compact
        case .inline where datePickerMode == .time: return .compact
        default: return preferredDatePickerStyle
        }
    }
    open var locale: Locale? { didSet { rebuild() } }
    open var calendar: Calendar! {
        get { ownCalendar ?? Self.simulatorCalendar(timeZone: resolvedTimeZone) }
        set { ownCalendar = newValue; rebuild() }
    }
    private var ownCalendar: Calendar?
    open var timeZone: TimeZone? { didSet { rebuild() } }
    open var date: Date {
        get { storedDate }
        set { setDate(newValue, animated: false) }
    }
    private var storedDate = UIDatePicker.simulatorNow
    open var minimumDate: Date? { didSet { clampAndShow() } }
    open var maximumDate: Date? { didSet { clampAndShow() } }
    /// The countdown's length in seconds (`.countDownTimer`), in whole minutes.
    open var countDownDuration: TimeInterval = 0 {
        didSet {
            let valid = countDownDuration.isFinite ? min(max(countDownDuration, 0), 23 * 3600 + 59 * 60) : 0
            if valid != countDownDuration { countDownDuration = valid; return }
            content?.show(animated: false)
        }
    }
    /// The minutes wheel's step: a divisor of 60 from 1 to 30 (anything else is 1, as in UIKit).
    open var minuteInterval = 1 {
        didSet { if minuteInterval < 1 || minuteInterval > 30 || 60 % minuteInterval != 0 { minuteInterval = 1 }; rebuild() }
    }
    open var roundsToMinuteInterval = true

    /// The simulator's "now": 9:41 GMT on 9 January 2007 (the status bar's time).
    static let simulatorNow = Date(timeIntervalSince1970: 1_168_335_660)

    /// What the style shows: the wheels, the pills or the calendar.
    private var content: DatePickerContent?

    public override init(frame: CGRect) {
        super.init(frame: frame)
        rebuild()
    }

    public convenience init() { self.init(frame: .zero) }
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override func setUpBeforeDecoding() {
        super.setUpBeforeDecoding()
        rebuild()
    }

    var resolvedLocale: Locale { locale ?? Locale(identifier: "en_US") }
    var resolvedTimeZone: TimeZone { timeZone ?? TimeZone(identifier: "GMT")! }
    var resolvedCalendar: Calendar {
        var c = calendar ?? Self.simulatorCalendar(timeZone: resolvedTimeZone)
        c.timeZone = resolvedTimeZone
        c.locale = resolvedLocale
        return c
    }

    static func simulatorCalendar(timeZone: TimeZone) -> Calendar {
        var c = Calendar(identifier: .gregorian)
        c.timeZone = timeZone
        c.locale = Locale(identifier: "en_US")
        return c
    }

    open func setDate(_ date: Date, animated: Bool) {
        storedDate = clamped(rounded(date))
        content?.show(animated: animated)
    }

    /// `date` within the minimum and maximum dates.
    func clamped(_ date: Date) -> Date {
        var d = date
        if let minimumDate, d < minimumDate { d = minimumDate }
        if let maximumDate, d > maximumDate { d = maximumDate }
        return d
    }

    /// `date` on the minute interval (down to the step, as UIKit rounds when it shows a date).
    private func rounded(_ date: Date) -> Date {
        guard roundsToMinuteInterval, minuteInterval > 1 else { return date }
        let c = resolvedCalendar
        let minute = c.component(.minute, from: date)
        return c.date(byAdding: .minute, value: -(minute % minuteInterval), to: date) ?? date
    }

    private func clampAndShow() {
        storedDate = clamped(storedDate)
        content?.show(animated: false)
    }

    /// The user picked `date` (or a duration): it is kept within the bounds and sent.
    func userPicked(_ date: Date) {
        let picked = clamped(date)
        let changed = picked != storedDate
        storedDate = picked
        if picked != date { content?.show(animated: true) }
        if changed { sendValueChanged(with: nil) }
    }

    func userPicked(duration: TimeInterval) {
        guard duration != countDownDuration else { return }
        countDownDuration = duration
        sendValueChanged(with: nil)
    }

    private func rebuild() {
        content?.removeFromSuperview()
        let made: DatePickerContent
        switch datePickerStyle {
        case .inline: made = DateCalendarView(picker: self)
        case .compact: made = CompactDateView(picker: self)
        default: made = DateWheels(picker: self)
        }
        content = made
        addSubview(made)
        made.show(animated: false)
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    open override var intrinsicContentSize: CGSize { content?.naturalSize ?? .zero }
    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    open override func layoutSubviews() {
        super.layoutSubviews()
        content?.frame = bounds
    }

    /// A formatter for `template` in the picker's locale, calendar and time zone.
    func formatter(_ template: String) -> DateFormatter {
        let f = DateFormatter()
        f.locale = resolvedLocale
        f.calendar = resolvedCalendar
        f.timeZone = resolvedTimeZone
        f.setLocalizedDateFormatFromTemplate(template)
        return f
    }
}

/// What a date picker's style shows; it draws the picker's date and reports the user's picks.
class DatePickerContent: UIView {
    nonisolated deinit {}
    unowned let picker: UIDatePicker
    init(picker: UIDatePicker) {
        self.picker = picker
        super.init(frame: .zero)
    }
    required init?(coder: NSCoder) { nil }
    /// Shows the picker's date (or duration).
    func show(animated: Bool) {}
    /// The size the style takes.
    var naturalSize: CGSize { .zero }
}
