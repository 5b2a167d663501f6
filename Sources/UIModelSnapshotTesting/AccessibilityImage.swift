import Foundation
import SimulatorCore
import UIModel

/// An accessibility snapshot (as cashapp's AccessibilitySnapshot draws one): the screen with each
/// element VoiceOver reads marked in a colour (a tinted fill, a border and its number in reading
/// order), and beside it a legend listing, in that order, each number and colour with what
/// VoiceOver says (label, value, traits) and its hint. Markers and legend are UIModel views
/// rendered outside the app's windows, so the app under test is left as it was.
struct AccessibilityImage {
    /// The markers' colours, in reading order, repeating after the last.
    static let palette: [UIColor] = [.systemRed, .systemOrange, .systemGreen, .systemTeal, .systemBlue,
                                     .systemIndigo, .systemPurple, .systemPink, .brown, .systemGray]
    /// The marker's fill opacity and border width (points).
    static let fillOpacity: CGFloat = 0.25
    static let borderWidth: CGFloat = 1
    /// The legend's width (points).
    static let legendWidth: CGFloat = 300

    let screen: RGBAImage
    let elements: [AccessibilityHierarchy.Element]
    /// Renders the markers and the legend (outside the app's windows).
    let session: SimulatorSession
    /// Pixels per point of `screen` (the session's).
    var scale: CGFloat { session.capturedScale }

    /// `screen` with the elements of `root` (their frames in the screenshot's points).
    init(screen: RGBAImage, root: UIView, session: SimulatorSession) {
        self.screen = screen
        elements = AccessibilityHierarchy(root: root).elements
        self.session = session
    }

    /// The marked screen and the legend side by side, on white.
    func render() throws -> RGBAImage {
        let size = CGSize(width: CGFloat(screen.width) / scale, height: CGFloat(screen.height) / scale)
        let markers = UIView(frame: CGRect(origin: .zero, size: size))
        for (i, e) in elements.enumerated() {
            let color = Self.palette[i % Self.palette.count]
            let marker = UIView(frame: e.frame)
            marker.backgroundColor = color.withAlphaComponent(Self.fillOpacity)
            marker.layer.borderWidth = Self.borderWidth
            marker.layer.borderColor = color.cgColor
            markers.addSubview(marker)
            let badge = AccessibilityLegendView.badge(i + 1, color: color)
            badge.frame.origin = e.frame.origin
            markers.addSubview(badge)
        }
        let marked = try session.render(detached: markers, scale: scale).composited(over: screen.flattened(over: (255, 255, 255)))
        let legendView = AccessibilityLegendView(elements: elements, colors: Self.palette, width: Self.legendWidth)
        legendView.frame.size.height = max(legendView.fittingHeight, size.height)
        let legend = try session.render(detached: legendView, scale: scale)
        return RGBAImage.strip([marked, legend], spacing: 0).flattened(over: (255, 255, 255))
    }
}

/// The legend: a row per element, its numbered colour badge and what VoiceOver says, the hint
/// below it.
final class AccessibilityLegendView: UIView {
    static let padding: CGFloat = 16, badgeHeight: CGFloat = 16, textGap: CGFloat = 8, rowGap: CGFloat = 10
    static let descriptionFont = UIFont.systemFont(ofSize: 13, weight: .medium), hintFont = UIFont.systemFont(ofSize: 12)
    static let hintColor = UIColor(white: 0.4, alpha: 1)
    private var rows: [(badge: UIView, description: UILabel, hint: UILabel?)] = []

    init(elements: [AccessibilityHierarchy.Element], colors: [UIColor], width: CGFloat) {
        super.init(frame: CGRect(x: 0, y: 0, width: width, height: 0))
        backgroundColor = .white
        for (i, e) in elements.enumerated() {
            let badge = Self.badge(i + 1, color: colors[i % colors.count])
            let description = Self.label(e.description, font: Self.descriptionFont, color: .black)
            let hint = e.spokenHint.map { Self.label($0, font: Self.hintFont, color: Self.hintColor) }
            [badge, description].forEach(addSubview)
            hint.map(addSubview)
            rows.append((badge, description, hint))
        }
        if elements.isEmpty {
            let none = Self.label("No accessibility elements", font: Self.descriptionFont, color: Self.hintColor)
            addSubview(none)
            rows.append((UIView(frame: .zero), none, nil))
        }
        fittingHeight = layoutRows()
    }

    required init?(coder: NSCoder) { nil }

    /// The height the rows need.
    private(set) var fittingHeight: CGFloat = 0

    /// A rounded badge in `color` with the element's number in white.
    static func badge(_ number: Int, color: UIColor) -> UILabel {
        let l = UILabel(frame: .zero)
        l.text = "\(number)"
        l.font = .systemFont(ofSize: 10, weight: .bold)
        l.textColor = .white
        l.textAlignment = .center
        l.backgroundColor = color
        l.layer.cornerRadius = 4
        l.frame.size = CGSize(width: max(badgeHeight, l.intrinsicContentSize.width + 6), height: badgeHeight)
        return l
    }

    private static func label(_ text: String, font: UIFont, color: UIColor) -> UILabel {
        let l = UILabel(frame: .zero)
        l.text = text
        l.font = font
        l.textColor = color
        l.numberOfLines = 0
        return l
    }

    override func layoutSubviews() {
        _ = layoutRows()
    }

    /// Places the rows from the top; returns the height they take.
    private func layoutRows() -> CGFloat {
        let badgeWidth = rows.map(\.badge.frame.width).max() ?? Self.badgeHeight
        let textX = Self.padding + badgeWidth + Self.textGap
        let textWidth = max(bounds.width - textX - Self.padding, 1)
        var y = Self.padding
        for row in rows {
            row.badge.frame.origin = CGPoint(x: Self.padding, y: y)
            let h = row.description.sizeThatFits(CGSize(width: textWidth, height: .greatestFiniteMagnitude)).height
            row.description.frame = CGRect(x: textX, y: y, width: textWidth, height: max(h, Self.badgeHeight))
            y += max(h, Self.badgeHeight)
            if let hint = row.hint {
                let hh = hint.sizeThatFits(CGSize(width: textWidth, height: .greatestFiniteMagnitude)).height
                hint.frame = CGRect(x: textX, y: y + 2, width: textWidth, height: hh)
                y += hh + 2
            }
            y += Self.rowGap
        }
        return y - Self.rowGap + Self.padding
    }
}

extension RGBAImage {
    /// The image over an opaque colour (its pixels hold straight, not premultiplied, alpha).
    func flattened(over background: (UInt8, UInt8, UInt8)) -> RGBAImage {
        var out = pixels
        let bg = [Int(background.0), Int(background.1), Int(background.2)]
        var i = 0
        while i < out.count {
            let a = Int(out[i + 3])
            if a < 255 {
                for c in 0..<3 { out[i + c] = UInt8((Int(out[i + c]) * a + bg[c] * (255 - a) + 127) / 255) }
                out[i + 3] = 255
            }
            i += 4
        }
        return RGBAImage(width: width, height: height, pixels: out)
    }

    /// This image (straight alpha) drawn over `background` (opaque, the same size).
    func composited(over background: RGBAImage) -> RGBAImage {
        precondition(width == background.width && height == background.height)
        var out = background.pixels
        pixels.withUnsafeBufferPointer { top in
            var i = 0
            while i < out.count {
                let a = Int(top[i + 3])
                if a > 0 {
                    for c in 0..<3 { out[i + c] = UInt8((Int(top[i + c]) * a + Int(out[i + c]) * (255 - a) + 127) / 255) }
                }
                i += 4
            }
        }
        return RGBAImage(width: width, height: height, pixels: out)
    }
}
