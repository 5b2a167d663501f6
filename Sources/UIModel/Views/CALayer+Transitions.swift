import Foundation

/// A `CATransition` running on a layer: the picture of its drawing when it was added, and its
/// progress (0 to 1, through the animation's timing) as an animation the engine runs.
final class LayerTransition: LayerAnimation {
    nonisolated deinit {}
    let before: [DisplayItem]
    let type: CATransitionType
    let subtype: CATransitionSubtype?

    init(before: [DisplayItem], transition t: CATransition) {
        self.before = before
        type = t.type
        subtype = t.subtype
        func clamp(_ v: Float) -> CGFloat { v.isFinite ? CGFloat(min(max(v, 0), 1)) : 0 }
        super.init(key: .opacity, from: AnimatableVector(clamp(t.startProgress)), to: AnimatableVector(clamp(t.endProgress)), beginTime: 0)
    }
}

extension CALayer {
    /// Adds a transition: its progress runs as an explicit animation that sets nothing; the
    /// layer's drawing now is kept to draw against the new one.
    func addTransition(_ t: CATransition, forKey key: String?) {
        var list = DisplayList()
        runDisplayPhase()
        appendDisplayItems(to: &list, transform: .identity, opacity: 1)
        let salt = UInt(bitPattern: ObjectIdentifier(t))
        let record = LayerTransition(before: list.items.map { $0.reidentified(salt) }, transition: t)
        let timing = MediaTiming(t)
        let progress = CurveAnimation(key: .opacity, from: record.from, to: record.to, beginTime: 0, duration: timing.duration,
                                      curve: t.timingFunction?.curve ?? .linear, repeats: false, autoreverses: false)
        let running = ExplicitAnimation(key: .opacity, name: key ?? kCATransition, pass: progress, beginTime: t.beginTime, animation: t)
        running.components = 0
        running.transition = record
        UIModelRuntime.current.clock.animationEngine.add([running], named: key ?? kCATransition, to: self)
    }

    /// The transition the layer shows at clock time `now`, with its progress.
    func runningTransition(at now: CFTimeInterval) -> (LayerTransition, CGFloat)? {
        let t = localTime(now)
        for a in animations.reversed() {
            if let record = a.transition, a.isInEffect(at: t) { return (record, min(max(a.sample(t)[0], 0), 1)) }
        }
        return nil
    }

    /// Draws the old picture and the new drawing (`body`, drawn through the transform and at
    /// the opacity it is given) as the transition has them at `progress`.
    func appendTransition(_ record: LayerTransition, progress p: CGFloat, to list: inout DisplayList, bounds: CGRect,
                          transform: CGAffineTransform, opacity: Float,
                          body: (inout DisplayList, CGAffineTransform, Float) -> Void) {
        let direction: CGPoint
        switch record.subtype {
        case .fromLeft?: direction = CGPoint(x: -1, y: 0)
        case .fromTop?: direction = CGPoint(x: 0, y: -1)
        case .fromBottom?: direction = CGPoint(x: 0, y: 1)
        default: direction = CGPoint(x: 1, y: 0)
        }
        func moved(_ f: CGFloat) -> CGAffineTransform {
            CGAffineTransform(translationX: direction.x * f * bounds.width, y: direction.y * f * bounds.height).concatenating(transform)
        }
        func old(_ place: CGAffineTransform, _ alpha: Float) {
            guard !record.before.isEmpty, alpha > 0 else { return }
            let items = record.before.map { $0.placed(by: place, opacity: 1) }
            list.append(.group(GroupDraw(id: UInt(bitPattern: ObjectIdentifier(record)), items: items,
                                         bounds: DisplayItem.bounds(of: items), opacity: alpha)))
        }
        switch record.type {
        case .push:
            old(moved(-p), opacity)
            body(&list, moved(1 - p), opacity)
        case .moveIn:
            old(transform, opacity)
            body(&list, moved(1 - p), opacity)
        case .reveal:
            body(&list, transform, opacity)
            old(moved(-p), opacity)
        default:
            // A cross-fade: the two drawings mixed (old × (1 − p) + new × p), so what both
            // cover stays covered all along.
            var below = DisplayList(), above = DisplayList()
            swap(&list, &below)
            old(transform, opacity * Float(1 - p))
            swap(&list, &below)
            var new = DisplayList()
            body(&new, transform, 1)
            if !new.items.isEmpty {
                above.append(.group(GroupDraw(id: layerID, items: new.items, bounds: DisplayItem.bounds(of: new.items), opacity: opacity * Float(p))))
            }
            let area = DisplayItem.bounds(of: below.items).union(DisplayItem.bounds(of: above.items))
            guard !area.isNull else { return }
            list.append(.composite(CompositeDraw(below: below.items, above: above.items, mode: .plusLighter, bounds: area, transform: .identity)))
        }
    }
}
