import Foundation

/// View transitions: the change a block makes to a view shown as a flip, a page curl or a cross
/// dissolve from a frozen picture of the view before it (`snapshotView`).
extension UIView {
    /// The transition an options value asks for (its bits 20–23).
    enum TransitionKind: UInt {
        case none = 0, flipFromLeft, flipFromRight, curlUp, curlDown, crossDissolve, flipFromTop, flipFromBottom

        init(_ options: AnimationOptions) { self = TransitionKind(rawValue: (options.rawValue >> 20) & 0xF) ?? .none }
    }

    /// How far the eye is from a flipping or curling view, in points: the perspective of the turn.
    static let transitionEyeDistance: CGFloat = 1000

    /// Runs `animations` (the change to `view`) and shows it by the options' transition: the
    /// view as it was turns over and the view as it is now turns in (flips), the old picture
    /// turns up over the top edge or the new one turns down over it (curls, drawn as a page
    /// turning flat about the top edge rather than bending), or the old picture fades out over
    /// the new (cross dissolve). The change shows at once under the picture, unless
    /// `.allowAnimatedContent` animates it. Without a transition option the block animates as
    /// `animate(withDuration:)` would.
    public class func transition(with view: UIView, duration: TimeInterval, options: AnimationOptions = [],
                                 animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        let kind = TransitionKind(options)
        guard kind != .none, duration.isFinite, duration > 0, view.bounds.width > 0, view.bounds.height > 0 else {
            return UIView.animate(withDuration: duration.isFinite ? max(duration, 0) : 0, delay: 0, options: options,
                                  animations: animations ?? {}, completion: completion)
        }
        let before = view.frozenDrawing(afterScreenUpdates: false)
        if options.contains(.allowAnimatedContent) {
            UIView.animate(withDuration: duration, delay: 0, options: options, animations: animations ?? {})
        } else {
            UIView.performWithoutAnimation { animations?() }
        }
        view.layoutIfNeeded()
        let after = kind == .curlDown ? view.frozenDrawing(afterScreenUpdates: false) : []
        let end = TransitionEnd(completion)
        let curve = Self.timingFunction(options)
        func cover(_ drawing: [DisplayItem]) -> UIView {
            let c = SnapshotView(drawing: drawing, source: view.bounds, capInsets: .zero)
            c.frame = view.bounds
            c.isUserInteractionEnabled = false
            view.addSubview(c)
            end.covers.append(c)
            return c
        }
        var p = CATransform3DIdentity
        p.m34 = -1 / transitionEyeDistance
        switch kind {
        case .crossDissolve:
            let old = cover(before)
            old.layer.opacity = 0
            old.layer.add(Self.basic("opacity", from: Float(1), to: Float(0), duration, curve, end), forKey: "transition")
        case .flipFromLeft, .flipFromRight, .flipFromTop, .flipFromBottom:
            let old = cover(before)
            let horizontal = kind == .flipFromLeft || kind == .flipFromRight
            let sign: CGFloat = kind == .flipFromLeft || kind == .flipFromBottom ? 1 : -1
            let (x, y): (CGFloat, CGFloat) = horizontal ? (0, 1) : (1, 0)
            let base = view.layer.transform
            func turned(_ angle: CGFloat) -> CATransform3D { CATransform3DMakeRotation(angle, x, y, 0).concatenating(p).concatenating(base) }
            let flip = CAKeyframeAnimation(keyPath: "transform")
            flip.values = [turned(0), turned(sign * .pi / 2), turned(-sign * .pi / 2), turned(0)]
            flip.keyTimes = [0, 0.5, 0.5, 1]
            flip.duration = duration
            flip.timingFunction = curve
            flip.delegate = end
            view.layer.add(flip, forKey: "transition")
            // The old picture shows for the first half, while its side faces the eye.
            let swap = CAKeyframeAnimation(keyPath: "opacity")
            swap.values = [Float(1), Float(0)]
            swap.keyTimes = [0, 0.5]
            swap.calculationMode = .discrete
            swap.duration = duration
            swap.timingFunction = curve
            old.layer.opacity = 0
            old.layer.add(swap, forKey: "transition")
        case .curlUp:
            let old = cover(before)
            Self.hinge(old)
            let turn = CAKeyframeAnimation(keyPath: "transform")
            turn.values = [p, CATransform3DMakeRotation(.pi / 2, 1, 0, 0).concatenating(p)]
            turn.duration = duration
            turn.timingFunction = curve
            turn.delegate = end
            // Edge-on at the end: nothing of it shows until the completion takes it away.
            old.layer.transform = CATransform3DMakeRotation(.pi / 2, 1, 0, 0).concatenating(p)
            old.layer.add(turn, forKey: "transition")
        case .curlDown:
            _ = cover(before)
            let new = cover(after)
            Self.hinge(new)
            let turn = CAKeyframeAnimation(keyPath: "transform")
            turn.values = [CATransform3DMakeRotation(.pi / 2, 1, 0, 0).concatenating(p), p]
            turn.duration = duration
            turn.timingFunction = curve
            turn.delegate = end
            new.layer.add(turn, forKey: "transition")
        case .none:
            break
        }
    }

    /// Replaces `fromView` by `toView` in its superview (or hides one and shows the other, with
    /// `.showHideTransitionViews`), shown by the options' transition of the superview.
    public class func transition(from fromView: UIView, to toView: UIView, duration: TimeInterval,
                                 options: AnimationOptions = [], completion: ((Bool) -> Void)? = nil) {
        guard let container = fromView.superview, fromView !== toView else {
            UIKitWarning.log("UIView.transition(from:to:): the from view has no superview (or is the to view); nothing changes")
            return UIView.animate(withDuration: 0, animations: {}, completion: completion)
        }
        transition(with: container, duration: duration, options: options, animations: {
            if options.contains(.showHideTransitionViews) {
                fromView.isHidden = true
                toView.isHidden = false
            } else {
                if toView.superview !== container { container.insertSubview(toView, aboveSubview: fromView) }
                fromView.removeFromSuperview()
            }
        }, completion: completion)
    }

    /// The options' curve as a timing function (ease-in-ease-out by default, as UIKit's).
    static func timingFunction(_ options: AnimationOptions) -> CAMediaTimingFunction {
        switch (options.rawValue >> 16) & 0x3 {
        case 1: return CAMediaTimingFunction(name: .easeIn)
        case 2: return CAMediaTimingFunction(name: .easeOut)
        case 3: return CAMediaTimingFunction(name: .linear)
        default: return CAMediaTimingFunction(name: .easeInEaseOut)
        }
    }

    private static func basic(_ path: String, from: Any, to: Any, _ duration: TimeInterval, _ curve: CAMediaTimingFunction,
                              _ delegate: CAAnimationDelegate?) -> CABasicAnimation {
        let a = CABasicAnimation(keyPath: path)
        a.fromValue = from; a.toValue = to; a.duration = duration; a.timingFunction = curve; a.delegate = delegate
        return a
    }

    /// Hangs a cover from its top edge (the page turns about it).
    private static func hinge(_ cover: UIView) {
        let frame = cover.frame
        cover.layer.anchorPoint = CGPoint(x: 0.5, y: 0)
        cover.frame = frame
    }
}

/// Ends a view transition: takes its pictures away and runs the completion, once.
private final class TransitionEnd: NSObject, CAAnimationDelegate {
    var covers: [UIView] = []
    private var completion: ((Bool) -> Void)?

    init(_ completion: ((Bool) -> Void)?) { self.completion = completion }

    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        for c in covers { c.removeFromSuperview() }
        covers = []
        let done = completion
        completion = nil
        done?(flag)
    }
}
