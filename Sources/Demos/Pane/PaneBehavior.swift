import Foundation
import UIModel

/// The pane's dynamic behavior: an attachment to the target point (frequency 3.5, damping
/// 0.4, length 0) and an item behavior (density 100, resistance 10). Setting `velocity` adds the
/// difference to the item's current velocity, since dynamic items only take relative changes.
final class PaneBehavior: UIDynamicBehavior {
    let item: UIDynamicItem
    private let attachmentBehavior: UIAttachmentBehavior
    private let itemBehavior: UIDynamicItemBehavior

    init(item: UIDynamicItem) {
        self.item = item
        attachmentBehavior = UIAttachmentBehavior(item: item, attachedToAnchor: .zero)
        attachmentBehavior.frequency = 3.5
        attachmentBehavior.damping = 0.4
        attachmentBehavior.length = 0
        itemBehavior = UIDynamicItemBehavior(items: [item])
        itemBehavior.density = 100
        itemBehavior.resistance = 10
        super.init()
        addChildBehavior(attachmentBehavior)
        addChildBehavior(itemBehavior)
    }

    var targetPoint: CGPoint = .zero {
        didSet { attachmentBehavior.anchorPoint = targetPoint }
    }

    var velocity: CGPoint {
        get { itemBehavior.linearVelocity(for: item) }
        set {
            let current = itemBehavior.linearVelocity(for: item)
            itemBehavior.addLinearVelocity(CGPoint(x: newValue.x - current.x, y: newValue.y - current.y), for: item)
        }
    }
}
