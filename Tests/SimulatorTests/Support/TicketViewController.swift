import Foundation
import UIModel

/// A ticket screen as an app might write it, with the accessibility work a careful developer
/// does: a heading, a stepper made of two buttons whose labels say what they do, a seat map
/// drawn as one view that lists its seats as accessibility elements, a decorative image that is
/// not read, a labelled image, a field, a selected option, a switch that carries its row's
/// label, a disabled button and a hint.
final class TicketViewController: UIViewController {
    let heading = UILabel(frame: .zero)
    let fewer = UIButton(type: .system), more = UIButton(type: .system)
    let count = UILabel(frame: .zero)
    let seats = SeatMapView(frame: .zero)
    let decoration = UIImageView(frame: .zero)
    let venue = UIImageView(frame: .zero)
    let email = UITextField(frame: .zero)
    let standard = UIButton(type: .system), premium = UIButton(type: .system)
    let reminderLabel = UILabel(frame: .zero)
    let reminder = UISwitch(frame: .zero)
    let buy = UIButton(type: .system)
    let secret = UILabel(frame: .zero)

    override func viewDidLoad() {
        view.backgroundColor = .systemBackground
        heading.text = "Tickets"
        heading.font = .systemFont(ofSize: 28, weight: .bold)
        heading.accessibilityTraits = [.staticText, .header]
        fewer.setTitle("−", for: .normal)
        fewer.accessibilityLabel = "Fewer tickets"
        more.setTitle("+", for: .normal)
        more.accessibilityLabel = "More tickets"
        count.text = "2 tickets"
        count.textAlignment = .center
        decoration.backgroundColor = .systemGray5
        venue.backgroundColor = .systemTeal
        venue.isAccessibilityElement = true
        venue.accessibilityLabel = "Venue map"
        email.placeholder = "Email"
        email.borderStyle = .roundedRect
        standard.setTitle("Standard", for: .normal)
        standard.isSelected = true
        premium.setTitle("Premium", for: .normal)
        reminderLabel.text = "Remind me the day before"
        // The row is read once, as the switch.
        reminderLabel.isAccessibilityElement = false
        reminder.accessibilityLabel = reminderLabel.text
        reminder.isOn = true
        buy.setTitle("Buy", for: .normal)
        buy.isEnabled = false
        buy.accessibilityHint = "Choose seats first."
        secret.text = "Not on screen"
        secret.isHidden = true
        for v in [heading, fewer, count, more, seats, decoration, venue, email, standard, premium, reminderLabel, reminder, buy, secret] as [UIView] {
            view.addSubview(v)
        }
    }

    override func viewDidLayoutSubviews() {
        let top = view.safeAreaInsets.top + 16, w = view.bounds.width
        heading.frame = CGRect(x: 20, y: top, width: w - 40, height: 36)
        // The stepper's parts sit a few points apart vertically: VoiceOver still reads them as one row.
        fewer.frame = CGRect(x: 20, y: top + 56, width: 44, height: 44)
        count.frame = CGRect(x: 72, y: top + 60, width: w - 144, height: 36)
        more.frame = CGRect(x: w - 64, y: top + 53, width: 44, height: 44)
        seats.frame = CGRect(x: 20, y: top + 116, width: w - 40, height: 100)
        decoration.frame = CGRect(x: 20, y: top + 232, width: 60, height: 60)
        venue.frame = CGRect(x: 96, y: top + 232, width: w - 116, height: 60)
        email.frame = CGRect(x: 20, y: top + 308, width: w - 40, height: 40)
        standard.frame = CGRect(x: 20, y: top + 364, width: (w - 48) / 2, height: 44)
        premium.frame = CGRect(x: 28 + (w - 48) / 2, y: top + 364, width: (w - 48) / 2, height: 44)
        reminderLabel.frame = CGRect(x: 20, y: top + 424, width: w - 111, height: 31)
        reminder.frame.origin = CGPoint(x: w - 71, y: top + 424)
        buy.frame = CGRect(x: 20, y: top + 475, width: w - 40, height: 50)
    }
}

/// Four seats drawn in one view; VoiceOver reads them through accessibility elements, listed in
/// the order a person would read the row (a custom order: the aisle seats first).
final class SeatMapView: UIView {
    static let seats: [(name: String, taken: Bool)] = [("A1", false), ("A2", true), ("A3", false), ("A4", true)]
    private var tiles: [UIView] = []

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .secondarySystemBackground
        layer.cornerRadius = 12
        for seat in Self.seats {
            let tile = UIView(frame: .zero)
            tile.backgroundColor = seat.taken ? .systemGray3 : .systemGreen
            tile.layer.cornerRadius = 8
            addSubview(tile)
            tiles.append(tile)
        }
        rebuildElements()
    }

    required init?(coder: NSCoder) { nil }

    private var seatElements: [UIAccessibilityElement] = []

    private func rebuildElements() {
        seatElements = Self.seats.map { seat in
            let e = UIAccessibilityElement(accessibilityContainer: self)
            e.accessibilityLabel = "Seat \(seat.name)"
            e.accessibilityValue = seat.taken ? "Taken" : "Free"
            e.accessibilityTraits = seat.taken ? [.button, .notEnabled] : .button
            return e
        }
        // Aisle seats (A1, A4) first, then the middle ones.
        accessibilityElements = [seatElements[0], seatElements[3], seatElements[1], seatElements[2]]
    }

    override func layoutSubviews() {
        let side: CGFloat = 60, gap = (bounds.width - 4 * side) / 5
        for (i, tile) in tiles.enumerated() {
            let frame = CGRect(x: gap + CGFloat(i) * (side + gap), y: 20, width: side, height: side)
            tile.frame = frame
            seatElements[i].accessibilityFrameInContainerSpace = frame
        }
    }
}
