import Foundation
import UIModel

/// The "pickers" demo: a scrolling form of pickers. A picker view of sizes and colours whose
/// choice the label above it shows; a compact date and time picker (its pills open a calendar
/// and time wheels); an inline calendar; time wheels every five minutes; a countdown.
final class PickersDemoController: UIViewController, UIPickerViewDataSource, UIPickerViewDelegate {
    private let back: (() -> Void)?
    private let sizes = ["XS", "S", "M", "L", "XL"]
    private let colours = ["Red", "Orange", "Yellow", "Green", "Blue", "Indigo", "Violet"]
    private let choice = UILabel()
    private let picked = UILabel()

    init(back: (() -> Void)?) {
        self.back = back
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGroupedBackground
        view.accessibilityIdentifier = "pickers"
        let scroll = UIScrollView()
        scroll.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(scroll)
        let stack = UIStackView()
        stack.axis = .vertical
        stack.spacing = 12
        stack.translatesAutoresizingMaskIntoConstraints = false
        scroll.addSubview(stack)
        NSLayoutConstraint.activate([
            scroll.topAnchor.constraint(equalTo: view.topAnchor),
            scroll.bottomAnchor.constraint(equalTo: view.bottomAnchor),
            scroll.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            scroll.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            stack.topAnchor.constraint(equalTo: scroll.contentLayoutGuide.topAnchor, constant: 8),
            stack.bottomAnchor.constraint(equalTo: scroll.contentLayoutGuide.bottomAnchor, constant: -20),
            stack.leadingAnchor.constraint(equalTo: scroll.frameLayoutGuide.leadingAnchor, constant: 16),
            stack.trailingAnchor.constraint(equalTo: scroll.frameLayoutGuide.trailingAnchor, constant: -16),
        ])
        if let back {
            let button = UIButton(type: .system, primaryAction: UIAction(title: "\u{2039} Gallery") { _ in back() })
            button.contentHorizontalAlignment = .leading
            stack.addArrangedSubview(button)
        }

        choice.font = .preferredFont(forTextStyle: .headline)
        stack.addArrangedSubview(choice)
        let wheels = UIPickerView()
        wheels.dataSource = self
        wheels.delegate = self
        wheels.accessibilityIdentifier = "pickers.wheels"
        wheels.selectRow(2, inComponent: 0, animated: false)
        wheels.selectRow(4, inComponent: 1, animated: false)
        stack.addArrangedSubview(card(wheels))
        showChoice(wheels)

        let compact = UIDatePicker()
        compact.accessibilityIdentifier = "pickers.compact"
        stack.addArrangedSubview(card(row("Starts", compact)))

        let inline = UIDatePicker()
        inline.datePickerMode = .date
        inline.preferredDatePickerStyle = .inline
        inline.accessibilityIdentifier = "pickers.inline"
        inline.addAction(UIAction { [weak self, weak inline] _ in
            guard let inline else { return }
            self?.picked.text = "Picked " + Self.dayFormatter.string(from: inline.date)
        }, for: .valueChanged)
        picked.font = .preferredFont(forTextStyle: .footnote)
        picked.textColor = .secondaryLabel
        picked.text = "Picked " + Self.dayFormatter.string(from: inline.date)
        stack.addArrangedSubview(picked)
        stack.addArrangedSubview(card(inline))

        let time = UIDatePicker()
        time.datePickerMode = .time
        time.preferredDatePickerStyle = .wheels
        time.minuteInterval = 5
        time.accessibilityIdentifier = "pickers.time"
        stack.addArrangedSubview(card(time))

        let timer = UIDatePicker()
        timer.datePickerMode = .countDownTimer
        timer.countDownDuration = 25 * 60
        timer.accessibilityIdentifier = "pickers.timer"
        stack.addArrangedSubview(card(timer))
    }

    private static let dayFormatter: DateFormatter = {
        let f = DateFormatter()
        f.locale = Locale(identifier: "en_US")
        f.timeZone = TimeZone(identifier: "GMT")
        f.dateStyle = .long
        return f
    }()

    /// `content` on a rounded white card.
    private func card(_ content: UIView) -> UIView {
        let card = UIView()
        card.backgroundColor = .secondarySystemGroupedBackground
        card.layer.cornerRadius = 10
        content.translatesAutoresizingMaskIntoConstraints = false
        card.addSubview(content)
        NSLayoutConstraint.activate([
            content.topAnchor.constraint(equalTo: card.topAnchor, constant: 4),
            content.bottomAnchor.constraint(equalTo: card.bottomAnchor, constant: -4),
            content.leadingAnchor.constraint(equalTo: card.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: card.trailingAnchor),
        ])
        return card
    }

    /// A form row: a title on the left, `control` on the right.
    private func row(_ title: String, _ control: UIView) -> UIView {
        let label = UILabel()
        label.text = title
        let row = UIStackView(arrangedSubviews: [label, control])
        row.isLayoutMarginsRelativeArrangement = true
        row.layoutMargins = UIEdgeInsets(top: 6, left: 16, bottom: 6, right: 16)
        return row
    }

    private func showChoice(_ picker: UIPickerView) {
        choice.text = "\(sizes[picker.selectedRow(inComponent: 0)]) in \(colours[picker.selectedRow(inComponent: 1)])"
    }

    func numberOfComponents(in pickerView: UIPickerView) -> Int { 2 }
    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int {
        component == 0 ? sizes.count : colours.count
    }
    func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? {
        component == 0 ? sizes[row] : colours[row]
    }
    func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) { showChoice(pickerView) }
}
