import Foundation

/// The view a cell shows for its content configuration, inside its content view: updated in
/// place when the configuration suits it, made again when it does not.
final class ConfiguredContent {
    nonisolated deinit {}
    private(set) var view: (UIView & UIContentView)?

    func apply(_ configuration: UIContentConfiguration?, in contentView: UIView) {
        guard let configuration else {
            view?.removeFromSuperview()
            view = nil
            return
        }
        if let view, let list = view as? UIListContentView, list.supports(configuration) {
            view.configuration = configuration
        } else {
            view?.removeFromSuperview()
            let made = configuration.makeContentView()
            view = made
            contentView.addSubview(made)
        }
    }

    /// The height `contentView` needs at `width`: its constraints when it has any, else the list
    /// content's (`list`, the configured view's or a legacy one).
    static func fittingHeight(of contentView: UIView, list: UIListContentView?, width: CGFloat) -> CGFloat {
        if let list, !contentView.hasConstraintsInSubtree {
            return list.sizeThatFits(CGSize(width: width, height: 0)).height
        }
        return contentView.systemLayoutSizeFitting(CGSize(width: width, height: 0), withHorizontalFittingPriority: .required,
                                                   verticalFittingPriority: .fittingSizeLevel).height
    }
}
