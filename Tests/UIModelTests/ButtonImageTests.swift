import Foundation
import Testing
@testable import UIModel
import UIModelTesting

@Suite(.freshRuntime) struct ButtonImageTests {
    @Test func aButtonShowsItsImageBeforeItsTitle() throws {
        let button = UIButton(type: .system)
        button.setTitle("Like", for: .normal)
        let titleOnly = button.intrinsicContentSize
        button.setImage(UIImage(systemName: "heart"), for: .normal)
        #expect(button.currentImage?.isSymbolImage == true && button.imageView?.isHidden == false)
        // The image's 20 points join the title's width; the height is the taller of the two.
        #expect(button.intrinsicContentSize.width == titleOnly.width + 20)
        button.frame = CGRect(origin: .zero, size: button.intrinsicContentSize)
        button.layoutIfNeeded()
        let image = try #require(button.imageView), title = try #require(button.titleLabel)
        #expect(image.frame.maxX <= title.frame.minX + 0.001 && image.frame.minX >= 0)
        // A system button draws the symbol as a template in its tint colour.
        #expect(image.image?.renderingMode == .alwaysTemplate && image.tintColor == button.tintColor)
        button.setImage(UIImage(systemName: "heart.fill"), for: .highlighted)
        button.isHighlighted = true
        #expect(button.imageView?.image?.symbol == UIImage(systemName: "heart.fill")?.symbol)
        button.isHighlighted = false
        // Right to left, the image follows the title.
        button.semanticContentAttribute = .forceRightToLeft
        button.setNeedsLayout()
        button.layoutIfNeeded()
        #expect(image.frame.minX >= title.frame.maxX - 0.001)
    }

    @Test func buttonTypesShowTheirSymbolsAndConfigurationsTheirImage() throws {
        for type in [UIButton.ButtonType.close, .infoLight, .infoDark, .detailDisclosure] {
            let button = UIButton(type: type)
            #expect(button.currentImage?.isSymbolImage == true && button.intrinsicContentSize.width > 0, "\(type)")
        }
        // The Add Contact button's circled plus at the size iOS draws it (24⅓ × 23⅔ pt).
        let add = UIButton(type: .contactAdd)
        #expect(add.currentImage?.size == CGSize(width: 73.0 / 3, height: 71.0 / 3) && add.currentImage?.renderingMode == .alwaysTemplate)
        #expect(UIButton(type: .system).currentImage == nil)
        var config = UIButton.Configuration.filled()
        config.title = "Send"
        config.image = UIImage(systemName: "paperplane.fill")
        config.imagePadding = 8
        config.preferredSymbolConfigurationForImage = UIImage.SymbolConfiguration(pointSize: 10)
        let button = UIButton(configuration: config)
        let image = try #require(button.imageView)
        #expect(image.image?.size == CGSize(width: 12, height: 12))
        #expect(image.tintColor == .white, "the filled style's foreground")
        let plain = UIButton(configuration: {
            var c = UIButton.Configuration.filled(); c.title = "Send"; return c
        }())
        #expect(button.intrinsicContentSize.width == plain.intrinsicContentSize.width + 12 + 8)
    }

    @Test func theBorderedStylesLookLikeTheirCounterparts() {
        let pairs: [(UIButton.Configuration, UIButton.Configuration)] = [(.borderless(), .plain()), (.bordered(), .gray()),
                                                                           (.borderedTinted(), .tinted()), (.borderedProminent(), .filled())]
        for (bordered, counterpart) in pairs {
            var a = bordered, b = counterpart
            a.title = "Go"; b.title = "Go"
            let x = UIButton(configuration: a), y = UIButton(configuration: b)
            x.frame = CGRect(x: 0, y: 0, width: 80, height: 34); y.frame = x.frame
            #expect(x.backgroundColor == y.backgroundColor && x.intrinsicContentSize == y.intrinsicContentSize)
            var one = DisplayList(), other = DisplayList()
            x.layoutIfNeeded(); y.layoutIfNeeded()
            x.appendContent(to: &one, transform: .identity, opacity: 1)
            y.appendContent(to: &other, transform: .identity, opacity: 1)
            #expect(one.items == other.items)
        }
    }

    @Test func barButtonItemsShowTheirImagesAndImagesTakeAFixedTint() throws {
        let bar = UINavigationBar(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        let item = UINavigationItem(title: "Inbox")
        item.rightBarButtonItem = UIBarButtonItem(image: UIImage(systemName: "square.and.pencil"))
        bar.update(top: item, back: nil)
        let button = try #require(bar.barItemViews.first as? UIButton)
        #expect(button.currentImage?.isSymbolImage == true && button.currentTitle == nil)

        let red = try #require(UIImage(systemName: "star.fill")?.withTintColor(.red))
        #expect(red.renderingMode == .alwaysOriginal)
        let view = UIImageView(image: red)
        view.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
        view.tintColor = .blue
        var list = DisplayList()
        view.appendContent(to: &list, transform: .identity, opacity: 1)
        guard case .text(let run) = list.items.first else { Issue.record("no glyph"); return }
        #expect(run.color == UIColor.red.rgba(for: nil))
    }

    @Test func aConfigurationPlacesItsImageOnAnySide() throws {
        func button(_ placement: NSDirectionalRectEdge) -> UIButton {
            var config = UIButton.Configuration.plain()
            config.title = "Share"
            config.image = UIImage(systemName: "square.and.arrow.up")
            config.imagePadding = 4
            config.imagePlacement = placement
            let b = UIButton(configuration: config)
            b.frame = CGRect(origin: .zero, size: b.intrinsicContentSize)
            b.layoutIfNeeded()
            return b
        }
        let top = button(.top)
        #expect(top.imageView!.frame.maxY <= top.titleLabel!.frame.minY - 3.999)
        #expect(abs(top.imageView!.frame.midX - top.titleLabel!.frame.midX) < 0.001)
        let bottom = button(.bottom)
        #expect(bottom.imageView!.frame.minY >= bottom.titleLabel!.frame.maxY + 3.999)
        let trailing = button(.trailing)
        #expect(trailing.imageView!.frame.minX >= trailing.titleLabel!.frame.maxX + 3.999)
        let leading = button(.leading)
        #expect(leading.imageView!.frame.maxX <= leading.titleLabel!.frame.minX - 3.999)
        // Stacked, the button is as wide as the wider of the two and as tall as both.
        #expect(top.intrinsicContentSize.height > leading.intrinsicContentSize.height)
    }

    @Test func contentAlignmentsPlaceTheTitleAndImage() throws {
        let button = UIButton(type: .system)
        button.setTitle("Forgot password?", for: .normal)
        button.setImage(UIImage(systemName: "key"), for: .normal)
        button.frame = CGRect(x: 0, y: 0, width: 300, height: 60)
        button.contentHorizontalAlignment = .left
        button.layoutIfNeeded()
        #expect(button.imageView!.frame.minX == 0 && button.titleLabel!.frame.minX == 20)
        button.contentHorizontalAlignment = .trailing
        button.layoutIfNeeded()
        #expect(abs(button.titleLabel!.frame.maxX - 300) < 0.001)
        button.semanticContentAttribute = .forceRightToLeft
        #expect(button.effectiveContentHorizontalAlignment == .left)
        button.semanticContentAttribute = .unspecified
        button.contentVerticalAlignment = .top
        button.layoutIfNeeded()
        #expect(button.imageView!.frame.minY == 0)
        button.contentVerticalAlignment = .bottom
        button.layoutIfNeeded()
        #expect(abs(button.imageView!.frame.maxY - 60) < 0.001)
    }

    @Test func aConfigurationsActivityIndicatorTakesTheImagesPlace() throws {
        var config = UIButton.Configuration.filled()
        config.title = "Save"
        config.image = UIImage(systemName: "square.and.arrow.down")
        config.imagePadding = 8
        let button = UIButton(configuration: config)
        button.frame = CGRect(x: 0, y: 0, width: 200, height: 44)
        button.layoutIfNeeded()
        #expect(!button.subviews.contains { $0 is UIActivityIndicatorView })
        config.showsActivityIndicator = true
        button.configuration = config
        button.layoutIfNeeded()
        let spinner = try #require(button.subviews.compactMap { $0 as? UIActivityIndicatorView }.first)
        #expect(spinner.isAnimating && button.imageView?.isHidden == true)
        // Leading the title, the padding between them.
        let title = try #require(button.titleLabel)
        #expect(abs(spinner.frame.maxX + 8 - title.frame.minX) < 0.001 && spinner.frame.width == spinner.intrinsicContentSize.width)
        #expect(spinner.color == button.titleLabel?.textColor)
        config.showsActivityIndicator = false
        button.configuration = config
        #expect(!button.subviews.contains { $0 is UIActivityIndicatorView } && button.imageView?.isHidden == false)
    }

    @Test func fillAlignmentsStretchTheContent() throws {
        let button = UIButton(type: .custom)
        button.setImage(UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10)).image { $0.fill(CGRect(x: 0, y: 0, width: 10, height: 10)) },
                        for: .normal)
        button.frame = CGRect(x: 0, y: 0, width: 120, height: 40)
        button.contentHorizontalAlignment = .fill
        button.contentVerticalAlignment = .fill
        button.layoutIfNeeded()
        // An image alone fills the bounds.
        #expect(button.imageView?.frame == CGRect(x: 0, y: 0, width: 120, height: 40))
        // With a title, the image keeps its width and the title takes the rest.
        button.setTitle("Go", for: .normal)
        button.layoutIfNeeded()
        let image = try #require(button.imageView?.frame), title = try #require(button.titleLabel?.frame)
        #expect(image.width == 10 && image.height == 40 && title.minX == 10 && title.width == 110 && title.height == 40)
    }

    @Test func aHighlightedButtonGlowsAndReversesItsTitleShadowWhenAsked() throws {
        let button = UIButton(type: .custom)
        button.frame = CGRect(x: 0, y: 0, width: 100, height: 44)
        button.setTitle("Go", for: .normal)
        button.showsTouchWhenHighlighted = true
        button.reversesTitleShadowWhenHighlighted = true
        button.setTitleShadowColor(.black, for: .normal)
        button.titleLabel?.shadowOffset = CGSize(width: 0, height: 1)
        func glows() -> Bool {
            var list = DisplayList()
            button.appendContent(to: &list, transform: .identity, opacity: 1)
            return list.items.contains { if case .gradient(let g) = $0 { return g.kind == .radial } else { return false } }
        }
        #expect(!glows())
        button.isHighlighted = true
        #expect(glows() && button.titleLabel?.shadowOffset == CGSize(width: 0, height: -1))
        button.isHighlighted = false
        #expect(!glows() && button.titleLabel?.shadowOffset == CGSize(width: 0, height: 1))
    }
}
