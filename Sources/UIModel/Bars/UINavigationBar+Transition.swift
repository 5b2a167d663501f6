import Foundation

/// The bar's share of a push or pop, as iOS 7 and later animate it: the new title slides in
/// and fades in while the old one slides the other way and fades out, and the back button's
/// title cross-fades. The animations go alongside the transition, through its coordinator, so
/// an interactive pop scrubs, finishes and cancels them with the views.
extension UINavigationBar {
    /// How far the incoming title slides, as a fraction of the bar's width (it comes from the
    /// right on a push, from the back button's side on a pop); the outgoing title goes the other
    /// way by `outgoingTitleTravel`.
    static let incomingTitleTravel: CGFloat = 0.5
    static let outgoingTitleTravel: CGFloat = 1.0 / 3

    /// Shows `top` (with `back` below it) now, animating the change with the transition
    /// `coordinator` runs. `push`: the new item arrives from the right.
    func transition(to top: UINavigationItem?, back: UINavigationItem?, push: Bool,
                    coordinator: UIViewControllerTransitionCoordinator) {
        let oldTitle = copy(of: titleLabel), oldBack = backButton.isHidden ? nil : copy(of: backButton.titleLabel)
        let outgoing = [oldTitle, oldBack].compactMap { $0 }
        for label in outgoing { addSubview(label) }
        let fadesTitle = largeTitleHeight == nil
        UIView.performWithoutAnimation {
            update(top: top, back: back)
            layoutIfNeeded()
        }
        let width = bounds.width
        let incoming = CGAffineTransform(translationX: (push ? 1 : -1) * width * Self.incomingTitleTravel, y: 0)
        let leaving = CGAffineTransform(translationX: (push ? -1 : 1) * width * Self.outgoingTitleTravel, y: 0)
        let arriving = [backButton] + barItemViews
        UIView.performWithoutAnimation {
            titleLabel.transform = incoming
            if fadesTitle { titleLabel.alpha = 0 }
            for v in arriving { v.alpha = 0 }
        }
        coordinator.animate(alongsideTransition: { _ in
            self.titleLabel.transform = .identity
            if fadesTitle { self.titleLabel.alpha = 1 }
            for v in arriving { v.alpha = 1 }
            for label in outgoing { label.alpha = 0 }
            oldTitle?.transform = leaving
        }, completion: { _ in
            for label in outgoing { label.removeFromSuperview() }
            // A cancelled transition leaves its animated values where they started: put them back.
            UIView.performWithoutAnimation {
                self.titleLabel.transform = .identity
                if fadesTitle { self.titleLabel.alpha = 1 }
                for v in arriving { v.alpha = 1 }
            }
        })
    }

    /// A label showing what `label` shows now, where it shows it (the outgoing title or back title).
    private func copy(of label: UILabel?) -> UILabel? {
        guard let label, !label.isHidden, label.alpha > 0, let text = label.text, !text.isEmpty else { return nil }
        let c = UILabel(frame: label.convert(label.bounds, to: self))
        c.text = text
        c.font = label.font
        c.textColor = label.textColor
        c.textAlignment = label.textAlignment
        c.alpha = label.alpha
        c.isUserInteractionEnabled = false
        c.isAccessibilityElement = false
        return c
    }
}
