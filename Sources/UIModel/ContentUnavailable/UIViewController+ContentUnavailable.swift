import Foundation

/// A controller's content-unavailable configuration and the view showing it.
final class ContentUnavailableSlot {
    nonisolated deinit {}
    var configuration: UIContentConfiguration?
    var view: (UIView & UIContentView)?
    /// Set until the first layout and by `setNeedsUpdateContentUnavailableConfiguration()`.
    var needsUpdate = true
    /// The text of the search controller whose bar is in the controller's view.
    var searchText: String?
}

/// The content-unavailable view covers the controller's view (its visible part, when the view
/// scrolls), above its other subviews; the configuration is updated for the controller's state
/// in the layout pass after something asked for it.
extension UIViewController {
    var baseContentUnavailableConfigurationState: UIContentUnavailableConfigurationState {
        var state = UIContentUnavailableConfigurationState(traitCollection: traitCollection)
        state.searchText = contentUnavailable.searchText
        return state
    }

    func baseSetNeedsUpdateContentUnavailableConfiguration() {
        contentUnavailable.needsUpdate = true
        viewIfLoaded?.setNeedsLayout()
    }

    /// Runs the controller's update if one was asked for (from its view's layout pass).
    func updateContentUnavailableIfNeeded() {
        guard contentUnavailable.needsUpdate else { return }
        contentUnavailable.needsUpdate = false
        updateContentUnavailableConfiguration(using: contentUnavailableConfigurationState)
        showContentUnavailable()
    }

    /// Shows the configuration (updated for the controller's state), or removes its view.
    func showContentUnavailable() {
        let slot = contentUnavailable
        guard let configuration = slot.configuration, let host = viewIfLoaded else {
            slot.view?.removeFromSuperview()
            slot.view = nil
            return
        }
        let shown = configuration.updated(for: contentUnavailableConfigurationState)
        if let view = slot.view, type(of: view.configuration) == type(of: shown) {
            view.configuration = shown
        } else {
            slot.view?.removeFromSuperview()
            slot.view = shown.makeContentView()
        }
        placeContentUnavailable(in: host)
    }

    /// Keeps the view over the controller's view, in front (after each layout).
    func placeContentUnavailable(in host: UIView) {
        guard let view = contentUnavailable.view else { return }
        if view.superview !== host || host.subviews.last !== view { host.addSubview(view) }
        if view.frame != host.bounds { view.frame = host.bounds }
    }
}
