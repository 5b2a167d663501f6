import Foundation
import Testing
@testable import UIModel
import UIModelTesting

/// A list content view's layout guides, for constraints that line views up with its parts.
@Suite(.serialized, .freshRuntime) struct ListContentGuideTests {
    @Test func aListContentViewsGuidesFollowItsTextAndImage() {
        var configuration = UIListContentConfiguration.subtitleCell()
        configuration.text = "Title"
        configuration.image = UIGraphicsImageRenderer(size: CGSize(width: 24, height: 24)).image { _ in }
        let content = UIListContentView(configuration: configuration)
        content.frame = CGRect(x: 0, y: 0, width: 320, height: 60)
        #expect(content.secondaryTextLayoutGuide == nil, "no secondary text")
        let text = try! #require(content.textLayoutGuide)
        let image = try! #require(content.imageLayoutGuide)
        #expect(content.textLayoutGuide === text, "the same guide each time")
        let underline = UIView()
        underline.translatesAutoresizingMaskIntoConstraints = false
        content.addSubview(underline)
        NSLayoutConstraint.activate([
            underline.leadingAnchor.constraint(equalTo: text.leadingAnchor),
            underline.trailingAnchor.constraint(equalTo: content.trailingAnchor),
            underline.topAnchor.constraint(equalTo: text.bottomAnchor, constant: 2),
            underline.heightAnchor.constraint(equalToConstant: 1),
        ])
        content.layoutIfNeeded()
        #expect(text.layoutFrame == content.textLabel.frame && image.layoutFrame == content.imageView.frame)
        #expect(underline.frame.minX == content.textLabel.frame.minX && underline.frame.minY == content.textLabel.frame.maxY + 2)
        configuration.text = nil
        content.configuration = configuration
        #expect(content.textLayoutGuide == nil)
    }
}
