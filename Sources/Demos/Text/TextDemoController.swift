import Foundation
import UIModel

/// The "text" demo: styled text as apps write it (mixed runs, paragraph styles, decorations,
/// links), the font families and weights, every script, SF Symbols and buttons with them, a
/// view that draws itself, and labels that truncate inside their bounds, in a scrolling column
/// of cards.
final class TextDemoController: DemoViewController {
    private let scrollView = UIScrollView(frame: .zero)
    private let stack = UIStackView(frame: .zero)

    init(back: (() -> Void)?) { super.init(title: "Text", back: back) }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func viewDidLoad() {
        view.backgroundColor = .systemGroupedBackground
        view.accessibilityIdentifier = "text"
        scrollView.translatesAutoresizingMaskIntoConstraints = false
        scrollView.accessibilityIdentifier = "text.scroll"
        view.addSubview(scrollView)
        stack.axis = .vertical
        stack.spacing = 12
        stack.translatesAutoresizingMaskIntoConstraints = false
        scrollView.addSubview(stack)
        for card in [runsCard(), paragraphCard(), fontsCard(), scriptsCard(), symbolsCard(), drawingCard(), truncationCard()] { stack.addArrangedSubview(card) }
        addHeader()
        NSLayoutConstraint.activate([
            scrollView.topAnchor.constraint(equalTo: contentTop),
            scrollView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            scrollView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            scrollView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
            stack.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor, constant: 12),
            stack.bottomAnchor.constraint(equalTo: scrollView.contentLayoutGuide.bottomAnchor, constant: -12),
            stack.leadingAnchor.constraint(equalTo: scrollView.frameLayoutGuide.leadingAnchor, constant: 12),
            stack.trailingAnchor.constraint(equalTo: scrollView.frameLayoutGuide.trailingAnchor, constant: -12),
        ])
    }

    // MARK: Cards

    /// A rounded card titled `title` holding `rows` one under another.
    private func card(_ title: String, _ rows: [UIView]) -> UIView {
        let card = UIView(frame: .zero)
        card.backgroundColor = .secondarySystemGroupedBackground
        card.layer.cornerRadius = 12
        let heading = UILabel(frame: .zero)
        heading.text = title.uppercased()
        heading.font = .systemFont(ofSize: 12, weight: .semibold)
        heading.textColor = .secondaryLabel
        let column = UIStackView(arrangedSubviews: [heading] + rows)
        column.axis = .vertical
        column.spacing = 8
        column.translatesAutoresizingMaskIntoConstraints = false
        card.addSubview(column)
        NSLayoutConstraint.activate([
            column.topAnchor.constraint(equalTo: card.topAnchor, constant: 12),
            column.bottomAnchor.constraint(equalTo: card.bottomAnchor, constant: -12),
            column.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 16),
            column.trailingAnchor.constraint(equalTo: card.trailingAnchor, constant: -16),
        ])
        return card
    }

    private func label(_ text: NSAttributedString, lines: Int = 0, id: String? = nil) -> UILabel {
        let label = UILabel(frame: .zero)
        label.numberOfLines = lines
        label.attributedText = text
        label.accessibilityIdentifier = id
        return label
    }

    private func runsCard() -> UIView {
        let body = UIFont.systemFont(ofSize: 17)
        let s = NSMutableAttributedString(string: "Mixed ", attributes: [.font: body])
        s.append(NSAttributedString(string: "bold ", attributes: [.font: UIFont.boldSystemFont(ofSize: 17)]))
        s.append(NSAttributedString(string: "italic ", attributes: [.font: UIFont.italicSystemFont(ofSize: 17)]))
        s.append(NSAttributedString(string: "big ", attributes: [.font: UIFont.systemFont(ofSize: 28, weight: .heavy),
                                                                  .foregroundColor: UIColor.systemIndigo]))
        s.append(NSAttributedString(string: "small ", attributes: [.font: UIFont.systemFont(ofSize: 11)]))
        s.append(NSAttributedString(string: "and coloured runs share one baseline, then wrap across runs onto the next line.",
                                    attributes: [.font: body, .foregroundColor: UIColor.systemTeal]))
        let decorated = NSMutableAttributedString(string: "Underlined", attributes: [
            .font: body, .underlineStyle: NSUnderlineStyle.single.rawValue, .underlineColor: UIColor.systemRed,
        ])
        decorated.append(NSAttributedString(string: "  ", attributes: [.font: body]))
        decorated.append(NSAttributedString(string: "struck", attributes: [.font: body, .strikethroughStyle: NSUnderlineStyle.single.rawValue]))
        decorated.append(NSAttributedString(string: "  ", attributes: [.font: body]))
        decorated.append(NSAttributedString(string: "marked", attributes: [.font: body, .backgroundColor: UIColor.systemYellow]))
        decorated.append(NSAttributedString(string: "  x", attributes: [.font: body]))
        decorated.append(NSAttributedString(string: "2", attributes: [.font: UIFont.systemFont(ofSize: 11), .baselineOffset: 7]))
        let spaced = NSMutableAttributedString(string: "TRACKED OUT", attributes: [.font: UIFont.systemFont(ofSize: 15, weight: .semibold), .kern: 4])
        spaced.append(NSAttributedString(string: "   ", attributes: [.font: body]))
        spaced.append(NSAttributedString(string: "a link", attributes: [.font: body, .link: "https://example.com"]))
        let shadow = NSShadow()
        shadow.shadowOffset = CGSize(width: 2, height: 3)
        shadow.shadowBlurRadius = 4
        shadow.shadowColor = UIColor.systemGray
        let shadowed = NSAttributedString(string: "Shadowed title", attributes: [.font: UIFont.systemFont(ofSize: 24, weight: .bold), .shadow: shadow])
        return card("Attributed runs", [label(s, id: "text.runs"), label(decorated), label(spaced), label(shadowed)])
    }

    private func paragraphCard() -> UIView {
        let centered = NSMutableParagraphStyle()
        centered.alignment = .center
        centered.lineSpacing = 6
        let indented = NSMutableParagraphStyle()
        indented.firstLineHeadIndent = 0
        indented.headIndent = 18
        indented.paragraphSpacing = 8
        let body = UIFont.systemFont(ofSize: 15)
        let text = NSMutableAttributedString(string: "Centred with six points between its lines, as a paragraph style sets them.\n",
                                             attributes: [.font: body, .paragraphStyle: centered])
        text.append(NSAttributedString(string: "• A hanging indent keeps the lines of a bullet clear of the bullet itself.\n",
                                       attributes: [.font: body, .paragraphStyle: indented]))
        text.append(NSAttributedString(string: "• Paragraph spacing opens the gap after each bullet.",
                                       attributes: [.font: body, .paragraphStyle: indented]))
        return card("Paragraph styles", [label(text, id: "text.paragraphs")])
    }

    private func fontsCard() -> UIView {
        let weights: [(String, UIFont.Weight)] = [("Ultralight", .ultraLight), ("Thin", .thin), ("Light", .light), ("Regular", .regular),
                                                  ("Medium", .medium), ("Semibold", .semibold), ("Bold", .bold), ("Heavy", .heavy),
                                                  ("Black", .black)]
        let weightLine = NSMutableAttributedString(string: "")
        for (name, weight) in weights {
            weightLine.append(NSAttributedString(string: name + " ", attributes: [.font: UIFont.systemFont(ofSize: 16, weight: weight)]))
        }
        weightLine.append(NSAttributedString(string: "Italic", attributes: [.font: UIFont.italicSystemFont(ofSize: 16)]))
        let named = ["Helvetica-Bold", "TimesNewRomanPSMT", "Georgia-Italic", "Palatino-Roman", "Futura-Medium", "CourierNewPSMT",
                     "Menlo-Regular", "SFProRounded-Bold", "Noteworthy-Bold", "SnellRoundhand"]
        let families = NSMutableAttributedString(string: "")
        for (i, name) in named.enumerated() {
            guard let font = UIFont(name: name, size: 17) else { continue }
            families.append(NSAttributedString(string: (i > 0 ? "\n" : "") + name, attributes: [.font: font]))
        }
        return card("Fonts", [label(weightLine, id: "text.weights"), label(families, id: "text.families")])
    }

    /// A line in each of several scripts, drawn with fallback fonts; right-to-left lines keep
    /// Latin words and numbers inside them in reading order.
    private func scriptsCard() -> UIView {
        let lines = [
            "Emoji 😀 👍🏽 👨‍👩‍👧 🇯🇵 ❤️ 1️⃣", "中文 你好，世界", "日本語 こんにちは", "한국어 안녕하세요",
            "العربية مرحبا بالعالم 2026", "עברית שלום עולם", "हिन्दी नमस्ते दुनिया", "ไทย สวัสดีชาวโลก",
            "Mixed: Hello مرحبا world",
        ]
        let text = NSAttributedString(string: lines.joined(separator: "\n"), attributes: [.font: UIFont.systemFont(ofSize: 17)])
        return card("Scripts", [label(text, id: "text.scripts")])
    }

    /// SF Symbols by name, drawn from the icon set in the tint colour: outlined and filled,
    /// at three scales, and sized to a font.
    private func symbolsCard() -> UIView {
        func row(_ names: [String], configuration: UIImage.SymbolConfiguration? = nil, tint: UIColor? = nil) -> UIView {
            let views = names.compactMap { name -> UIImageView? in
                guard let image = UIImage(systemName: name, withConfiguration: configuration) else { return nil }
                let view = UIImageView(image: image)
                view.tintColor = tint
                view.accessibilityIdentifier = "symbol." + name
                return view
            }
            let stack = UIStackView(arrangedSubviews: views)
            stack.spacing = 14
            stack.alignment = .center
            let line = UIStackView(arrangedSubviews: [stack, UIView(frame: .zero)])
            return line
        }
        let big = UIImage.SymbolConfiguration(pointSize: 26)
        let like = UIButton(type: .system)
        like.setTitle("Like", for: .normal)
        like.setImage(UIImage(systemName: "heart"), for: .normal)
        var send = UIButton.Configuration.filled()
        send.title = "Send"
        send.image = UIImage(systemName: "paperplane.fill")
        send.imagePadding = 6
        let buttons = UIStackView(arrangedSubviews: [like, UIButton(configuration: send), UIButton(type: .close),
                                                     UIButton(type: .infoLight), UIButton(type: .contactAdd), UIView(frame: .zero)])
        buttons.spacing = 16
        buttons.alignment = .center
        buttons.accessibilityIdentifier = "text.symbolButtons"
        return card("Symbols", [
            row(["house", "magnifyingglass", "heart", "star", "person.circle", "gearshape", "bell", "envelope", "trash"]),
            row(["house.fill", "heart.fill", "star.fill", "person.circle.fill", "bell.fill", "envelope.fill", "trash.fill",
                 "checkmark.circle.fill", "xmark.circle.fill"], tint: .systemPink),
            row(["play.fill", "pause.fill", "forward.fill", "chevron.left", "chevron.right", "plus", "minus", "ellipsis"],
                configuration: big, tint: .systemIndigo),
            row(["wifi", "battery.100", "bolt.fill", "cloud.sun.fill", "moon.fill", "flame.fill", "leaf.fill", "drop.fill"],
                configuration: UIImage.SymbolConfiguration(textStyle: .footnote, scale: .large), tint: .systemGreen),
            buttons,
        ])
    }

    /// A view that draws itself (`draw(_:)`): a ring and bars.
    private func drawingCard() -> UIView {
        let chart = RingChartView(frame: .zero)
        chart.accessibilityIdentifier = "text.chart"
        return card("Custom drawing", [chart])
    }

    private func truncationCard() -> UIView {
        let long = "A label never draws outside its bounds: the last line that fits ends in an ellipsis when more text follows it."
        let font = UIFont.systemFont(ofSize: 15)
        let twoLines = label(NSAttributedString(string: long, attributes: [.font: font]), lines: 2, id: "text.twoLines")
        twoLines.lineBreakMode = .byTruncatingTail
        let modes: [(String, NSLineBreakMode)] = [("Head", .byTruncatingHead), ("Middle", .byTruncatingMiddle), ("Tail", .byTruncatingTail)]
        let singles = modes.map { name, mode -> UILabel in
            let l = UILabel(frame: .zero)
            l.text = "\(name): the quick brown fox jumps over the lazy dog twice"
            l.font = font
            l.lineBreakMode = mode
            return l
        }
        return card("Truncation", [twoLines] + singles)
    }
}
