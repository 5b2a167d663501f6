import Foundation
import Testing
@testable import UIModel
import UIModelTesting

/// Controls and bars show styled titles and text as UIKit does.
@Suite(.freshRuntime) struct AttributedControlsTests {
    private let red: [NSAttributedString.Key: Any] = [.foregroundColor: UIColor.red, .font: UIFont.boldSystemFont(ofSize: 20)]

    /// Every label under `view`.
    private func labels(in view: UIView) -> [UILabel] {
        view.subviews.flatMap { ($0 as? UILabel).map { [$0] } ?? [] + labels(in: $0) }
    }

    @Test func buttonsDrawTheirAttributedTitleForTheState() {
        let button = UIButton(type: .system)
        button.setTitle("Plain", for: .normal)
        button.setAttributedTitle(NSAttributedString(string: "Styled", attributes: red), for: .normal)
        #expect(button.titleLabel?.text == "Styled" && button.currentAttributedTitle?.string == "Styled")
        #expect(button.titleLabel?.font == UIFont.boldSystemFont(ofSize: 20) && button.titleLabel?.textColor == .red)
        #expect(button.accessibilityLabel == "Plain")
        button.isHighlighted = true
        #expect(abs(button.titleLabel!.alpha - UIButton.highlightedTitleAlpha) < 1e-6)
        button.isHighlighted = false
        button.setAttributedTitle(nil, for: .normal)
        #expect(button.titleLabel?.text == "Plain" && button.titleLabel?.alpha == 1)
        // The size follows the styled title.
        button.setAttributedTitle(NSAttributedString(string: "Wide title", attributes: [.kern: 10]), for: .normal)
        let kerned = button.intrinsicContentSize.width
        button.setAttributedTitle(NSAttributedString(string: "Wide title"), for: .normal)
        #expect(kerned - button.intrinsicContentSize.width == 100)
    }

    @Test func aConfigurationsAttributedTitleAndTransformer() {
        var config = UIButton.Configuration.filled()
        var title = AttributedString("Go ")
        title.font = .italicSystemFont(ofSize: 22)
        var rest = AttributedString("now")
        rest.foregroundColor = .yellow
        title.append(rest)
        config.attributedTitle = title
        #expect(config.title == "Go now")
        config.titleTextAttributesTransformer = UIConfigurationTextAttributesTransformer { incoming in
            var outgoing = incoming
            outgoing.kern = 1
            return outgoing
        }
        let button = UIButton(configuration: config)
        let styled = button.titleLabel!.attributedText!
        #expect(styled.string == "Go now")
        #expect(styled.attribute(.font, at: 0, effectiveRange: nil) as? UIFont == .italicSystemFont(ofSize: 22))
        // Unstyled runs take the configuration's font and colour (white on filled).
        #expect(styled.attribute(.font, at: 4, effectiveRange: nil) as? UIFont == config.titleFont)
        #expect(styled.attribute(.foregroundColor, at: 0, effectiveRange: nil) as? UIColor == .white)
        #expect(styled.attribute(.foregroundColor, at: 4, effectiveRange: nil) as? UIColor == .yellow)
        #expect(styled.attribute(.kern, at: 4, effectiveRange: nil) as? CGFloat == 1)
        // A plain title clears the attributed one.
        config.title = "Plain"
        #expect(config.attributedTitle == nil)
    }

    @Test func attributedStringsConvertBothWays() throws {
        var text = AttributedString("ab")
        text.font = .systemFont(ofSize: 30)
        text.underlineStyle = .single
        text.link = URL(string: "https://example.com")
        let ns = NSAttributedString(text)
        #expect(ns.attribute(.font, at: 1, effectiveRange: nil) as? UIFont == .systemFont(ofSize: 30))
        #expect(ns.attribute(.underlineStyle, at: 0, effectiveRange: nil) as? NSUnderlineStyle == .single)
        #expect(ns.attribute(.link, at: 0, effectiveRange: nil) as? URL == URL(string: "https://example.com"))
        let back = AttributedString(ns)
        #expect(back == text)
        #expect(try NSAttributedString(text, including: \.uiKit).isEqual(to: ns))
    }

    @Test func textFieldsKeepStyledTextPlaceholdersAndDefaults() {
        let field = UITextField()
        field.attributedPlaceholder = NSAttributedString(string: "Search", attributes: [.foregroundColor: UIColor.green])
        #expect(field.placeholder == "Search")
        #expect(labels(in: field).contains { $0.attributedText?.attribute(.foregroundColor, at: 0, effectiveRange: nil) as? UIColor == .green })
        field.placeholder = "Plain"
        #expect(field.attributedPlaceholder?.attribute(.foregroundColor, at: 0, effectiveRange: nil) as? UIColor == .placeholderText)
        field.attributedText = NSAttributedString(string: "hi", attributes: red)
        #expect(field.text == "hi")
        field.defaultTextAttributes = [.font: UIFont.systemFont(ofSize: 9)]
        #expect(field.font == .systemFont(ofSize: 9))
        #expect(field.attributedText?.attribute(.font, at: 1, effectiveRange: nil) as? UIFont == .systemFont(ofSize: 9))
        #expect(field.attributedText?.attribute(.foregroundColor, at: 1, effectiveRange: nil) as? UIColor == .red)
        // Typing continues in the styles at the end (or the typing attributes).
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        window.addSubview(field)
        #expect(field.becomeFirstResponder())
        field.insertText("!")
        #expect(field.attributedText?.attribute(.foregroundColor, at: 2, effectiveRange: nil) as? UIColor == .red)
        field.typingAttributes = [.foregroundColor: UIColor.blue]
        field.insertText("?")
        #expect(field.attributedText?.attribute(.foregroundColor, at: 3, effectiveRange: nil) as? UIColor == .blue)
        field.deleteBackward()
        #expect(field.attributedText?.string == "hi!" && field.text == "hi!")
        field.text = "plain"
        #expect(field.attributedText?.attribute(.foregroundColor, at: 0, effectiveRange: nil) as? UIColor == field.textColor)
    }

    @Test func textViewsLayOutStyledTextAndLinks() {
        let view = UITextView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        view.isScrollEnabled = false
        let text = NSMutableAttributedString(string: "Read the ", attributes: [.font: UIFont.systemFont(ofSize: 10)])
        text.append(NSAttributedString(string: "terms", attributes: [.font: UIFont.systemFont(ofSize: 30), .link: "https://example.com"]))
        view.attributedText = text
        #expect(view.text == "Read the terms")
        // One line as tall as its tallest run, inside the 8 pt insets.
        #expect(abs(view.sizeThatFits(CGSize(width: 200, height: 0)).height - (36 + 16)) < 1e-6)
        let label = labels(in: view).first { $0.text == "Read the terms" }!
        // Links take the link text attributes: the tint colour, no underline.
        view.linkTextAttributes = [.foregroundColor: UIColor.orange]
        #expect(label.linkAttributes[.foregroundColor] as? UIColor == .orange)
        #expect(view.typingAttributes[.link] != nil)
        view.typingAttributes = [.font: UIFont.systemFont(ofSize: 10)]
        view.text = "plain"
        #expect(view.attributedText.attribute(.font, at: 0, effectiveRange: nil) as? UIFont == view.font)
    }

    @Test func segmentedControlsAndBarsTakeTitleTextAttributes() {
        let control = UISegmentedControl(items: ["One", "Two"])
        control.selectedSegmentIndex = 0
        let before = control.intrinsicContentSize.width
        control.setTitleTextAttributes([.font: UIFont.systemFont(ofSize: 26)], for: .normal)
        control.setTitleTextAttributes([.foregroundColor: UIColor.white], for: .selected)
        #expect(control.titleTextAttributes(for: .selected)?[.foregroundColor] as? UIColor == .white)
        #expect(control.intrinsicContentSize.width > before)
        control.frame = CGRect(x: 0, y: 0, width: 300, height: 32)
        control.layoutIfNeeded()
        let selected = labels(in: control).first { $0.text == "One" }!
        let other = labels(in: control).first { $0.text == "Two" }!
        #expect(selected.textColor == .white && selected.font == .systemFont(ofSize: 26))
        #expect(other.font == .systemFont(ofSize: 26) && other.textColor != .white)

        let bar = UINavigationBar(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        bar.update(top: UINavigationItem(title: "Inbox"), back: nil)
        bar.titleTextAttributes = [.foregroundColor: UIColor.purple]
        #expect(labels(in: bar).contains { $0.text == "Inbox" && $0.textColor == .purple })

        let item = UITabBarItem(title: "Feed", image: nil, tag: 0)
        item.setTitleTextAttributes([.font: UIFont.systemFont(ofSize: 14)], for: .normal)
        item.setTitleTextAttributes([.foregroundColor: UIColor.brown], for: .selected)
        #expect(item.resolvedTitleAttributes(for: .selected)?.count == 2)
        let tabs = UITabBar(frame: CGRect(x: 0, y: 0, width: 320, height: 49))
        tabs.items = [item]
        tabs.selectedItem = item
        tabs.layoutIfNeeded()
        #expect(labels(in: tabs).contains { $0.text == "Feed" && $0.textColor == .brown && $0.font == .systemFont(ofSize: 14) })
    }
}
