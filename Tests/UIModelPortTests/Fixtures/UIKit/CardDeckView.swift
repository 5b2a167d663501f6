import UIKit

/// A deck's delegate: what the app must answer and what it may.
@objc protocol CardDeckViewDelegate: AnyObject {
    func cardDeckView(_ deck: CardDeckView, titleFor index: Int) -> String
    @objc optional func cardDeckView(_ deck: CardDeckView, heightFor index: Int) -> CGFloat
    @objc optional func cardDeckViewDidTapCard(_ deck: CardDeckView)
}

/// A column of cards, as tall as the delegate says when it says.
class CardDeckView: UIView {
    weak var delegate: CardDeckViewDelegate?
    private(set) var heights: [CGFloat] = []
    private(set) var titles: [String] = []

    func reload(count: Int) {
        titles = (0..<count).map { delegate?.cardDeckView(self, titleFor: $0) ?? "" }
        heights = (0..<count).map { delegate?.cardDeckView?(self, heightFor: $0) ?? 44 }
    }

    /// Whether a tap reports to the delegate (only when it listens).
    var reportsTaps: Bool {
        delegate?.responds(to: #selector(CardDeckViewDelegate.cardDeckViewDidTapCard(_:))) ?? false
    }

    func tapCard() {
        delegate?.cardDeckViewDidTapCard?(self)
    }
}

/// A delegate that answers only what it must.
class PlainDeckController: UIViewController, CardDeckViewDelegate {
    let deck = CardDeckView()

    func cardDeckView(_ deck: CardDeckView, titleFor index: Int) -> String { "Card \(index)" }
}

/// A delegate that sizes its cards and hears taps.
class TallDeckController: PlainDeckController {
    private(set) var taps = 0
}

extension TallDeckController {
    func cardDeckView(_ deck: CardDeckView, heightFor index: Int) -> CGFloat { CGFloat(60 + 10 * index) }

    func cardDeckViewDidTapCard(_ deck: CardDeckView) { taps += 1 }
}
