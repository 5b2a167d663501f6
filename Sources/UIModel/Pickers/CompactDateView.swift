import Foundation

/// A compact date picker: the date and the time as grey pills ("Jan 9, 2007", "9:41 AM"). A tap
/// on the date opens the inline calendar, a tap on the time the time wheels, in a card over a
/// dimmed window; a tap outside the card closes it.
final class CompactDateView: DatePickerContent {
    nonisolated deinit {}
    /// Which pills show.
    nonisolated enum Parts { case date, time, both }
    private let parts: Parts
    private let datePill = UIButton(type: .custom)
    private let timePill = UIButton(type: .custom)

    /// iOS's pills: 17 pt text, 11 pt side padding, 34 pt high, 6 pt corners, 8 pt apart.
    static let height: CGFloat = 34
    static let padding: CGFloat = 11
    static let gap: CGFloat = 8

    init(picker: UIDatePicker, parts: Parts? = nil) {
        self.parts = parts ?? (picker.datePickerMode == .date ? .date : picker.datePickerMode == .time ? .time : .both)
        super.init(picker: picker)
        for (pill, showsTime) in [(datePill, false), (timePill, true)] {
            pill.backgroundColor = .tertiarySystemFill
            pill.layer.cornerRadius = 6
            pill.titleLabel?.font = .systemFont(ofSize: 17)
            pill.setTitleColor(.label, for: .normal)
            pill.accessibilityIdentifier = showsTime ? "datePicker.time" : "datePicker.date"
            pill.addAction(UIAction { [weak self] _ in self?.open(time: showsTime) }, for: .touchUpInside)
            addSubview(pill)
        }
    }

    required init?(coder: NSCoder) { nil }

    private var pills: [UIButton] {
        switch parts {
        case .date: [datePill]
        case .time: [timePill]
        case .both: [datePill, timePill]
        }
    }

    private func width(_ pill: UIButton) -> CGFloat {
        ceil((pill.titleLabel?.intrinsicContentSize.width ?? 0) + 2 * Self.padding)
    }

    override var naturalSize: CGSize {
        let ws = pills.map(width)
        return CGSize(width: ws.reduce(0, +) + CGFloat(max(ws.count - 1, 0)) * Self.gap, height: Self.height)
    }

    override func show(animated: Bool) {
        datePill.setTitle(picker.formatter("yMMMd").string(from: picker.date), for: .normal)
        timePill.setTitle(picker.formatter("jmm").string(from: picker.date), for: .normal)
        datePill.isHidden = !pills.contains(datePill)
        timePill.isHidden = !pills.contains(timePill)
        picker.invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        // Pills sit at the trailing edge, as a compact picker in a form row does.
        var x = bounds.width - naturalSize.width
        for pill in pills {
            let w = width(pill)
            pill.frame = CGRect(x: x, y: (bounds.height - Self.height) / 2, width: w, height: Self.height)
            x += w + Self.gap
        }
    }

    /// Opens the calendar (or the time wheels) in a card over the window.
    private func open(time: Bool) {
        guard let window else { return }
        let card = UIDatePicker()
        card.datePickerMode = time ? .time : .date
        card.preferredDatePickerStyle = time ? .wheels : .inline
        card.locale = picker.locale
        card.timeZone = picker.timeZone
        card.minimumDate = picker.minimumDate
        card.maximumDate = picker.maximumDate
        card.minuteInterval = picker.minuteInterval
        card.date = picker.date
        card.tintColor = picker.tintColor
        card.addAction(UIAction { [weak self, weak card] _ in
            guard let self, let card else { return }
            self.picker.userPicked(card.date)
            self.show(animated: false)
        }, for: .valueChanged)
        DatePickerCard.present(card, in: window, below: convert(bounds, to: window))
    }
}

/// The card a compact date picker opens: the picker on a rounded, shadowed platter, over a
/// dimmed window, below the pills when there is room (else above); a tap outside closes it.
final class DatePickerCard: UIView {
    nonisolated deinit {}
    private let platter = UIView(frame: .zero)

    static func present(_ picker: UIDatePicker, in window: UIWindow, below anchor: CGRect) {
        let overlay = DatePickerCard(frame: window.bounds)
        overlay.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        overlay.backgroundColor = MenuMetrics.dimming
        overlay.accessibilityIdentifier = "datePicker.card"
        let size = picker.intrinsicContentSize
        let avail = window.bounds.inset(by: window.safeAreaInsets).insetBy(dx: MenuMetrics.screenMargin, dy: MenuMetrics.screenMargin)
        let w = min(size.width, avail.width), h = min(size.height, avail.height)
        var y = anchor.maxY + MenuMetrics.anchorGap
        if y + h > avail.maxY { y = max(anchor.minY - MenuMetrics.anchorGap - h, avail.minY) }
        let x = min(max(anchor.maxX - w, avail.minX), avail.maxX - w)
        overlay.platter.frame = CGRect(x: x, y: y, width: w, height: h)
        overlay.platter.backgroundColor = .secondarySystemGroupedBackground
        overlay.platter.layer.cornerRadius = MenuMetrics.cornerRadius
        overlay.platter.layer.shadowColor = UIColor.black.cgColor
        overlay.platter.layer.shadowOpacity = 0.15
        overlay.platter.layer.shadowRadius = 20
        picker.frame = overlay.platter.bounds
        overlay.platter.addSubview(picker)
        overlay.addSubview(overlay.platter)
        window.addSubview(overlay)
        overlay.alpha = 0
        UIView.animate(withDuration: MenuMetrics.openDuration) { overlay.alpha = 1 }
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        UIView.animate(withDuration: MenuMetrics.closeDuration, animations: { self.alpha = 0 },
                       completion: { _ in self.removeFromSuperview() })
    }
}
