import Foundation
import Testing
@testable import UIModel
import UIModelTesting

@Suite(.freshRuntime) struct ResizableImageTests {
    private let image = UIImage(name: "bubble", size: CGSize(width: 30, height: 30))

    private func draws(_ image: UIImage, in rect: CGRect) -> [(clip: CGRect, image: CGRect)] {
        var list = DisplayList()
        image.appendDraw(to: &list, rect: rect, opacity: 1, transform: .identity, tint: nil)
        var result: [(CGRect, CGRect)] = []
        var clip = CGRect.null
        for item in list.items {
            if case .pushClip(let r) = item { clip = r.rect }
            if case .image(let d) = item { result.append((clip, d.rect)) }
        }
        return result
    }

    @Test func stretchedSlicesKeepTheCornersAtTheirSize() {
        let resizable = image.resizableImage(withCapInsets: UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10), resizingMode: .stretch)
        #expect(resizable.capInsets.left == 10 && resizable.resizingMode == .stretch)
        let slices = draws(resizable, in: CGRect(x: 0, y: 0, width: 90, height: 30))
        #expect(slices.count == 9)
        // The top-left corner: the image at its size, clipped to 10 × 10.
        #expect(slices[0].clip == CGRect(x: 0, y: 0, width: 10, height: 10) && slices[0].image == CGRect(x: 0, y: 0, width: 30, height: 30))
        // The top edge's middle 10 points stretch to 70: the image scaled 7 times across.
        #expect(slices[1].clip == CGRect(x: 10, y: 0, width: 70, height: 10))
        #expect(slices[1].image == CGRect(x: 10 - 70, y: 0, width: 210, height: 30))
        // The top-right corner at its size, at the right edge.
        #expect(slices[2].clip == CGRect(x: 80, y: 0, width: 10, height: 10) && slices[2].image.width == 30)
    }

    @Test func tiledSlicesRepeatAndBadInsetsAreClamped() {
        let tiled = image.resizableImage(withCapInsets: UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10))
        #expect(tiled.resizingMode == .tile)
        let slices = draws(tiled, in: CGRect(x: 0, y: 0, width: 90, height: 30))
        // The top and bottom edges and the middle repeat their 10 points seven times.
        #expect(slices.count == 4 + 7 * 3 + 2)
        let odd = image.resizableImage(withCapInsets: UIEdgeInsets(top: .nan, left: -5, bottom: 100, right: 20))
        #expect(odd.capInsets == UIEdgeInsets(top: 0, left: 0, bottom: 30, right: 20))
        #expect(!draws(odd, in: CGRect(x: 0, y: 0, width: 60, height: 60)).isEmpty)
        let legacy = image.stretchableImage(withLeftCapWidth: 14, topCapHeight: 0)
        #expect(legacy.capInsets == UIEdgeInsets(top: 0, left: 14, bottom: 0, right: 15) && legacy.resizingMode == .stretch)
    }
}
