import Foundation

/// Behaviour added to a view with `addInteraction(_:)`: context menus here.
@preconcurrency @MainActor public protocol UIInteraction: NSObjectProtocol {
    /// The view the interaction is added to.
    var view: UIView? { get }
    func willMove(to view: UIView?)
    func didMove(to view: UIView?)
}

extension UIView {
    func baseAddInteraction(_ interaction: UIInteraction) {
        guard !storedInteractions.contains(where: { $0 === interaction }) else { return }
        // An interaction belongs to one view: adding it elsewhere takes it from there.
        interaction.view?.removeInteraction(interaction)
        interaction.willMove(to: self)
        storedInteractions.append(interaction)
        interaction.didMove(to: self)
    }

    func baseRemoveInteraction(_ interaction: UIInteraction) {
        guard let i = storedInteractions.firstIndex(where: { $0 === interaction }) else { return }
        interaction.willMove(to: nil)
        storedInteractions.remove(at: i)
        interaction.didMove(to: nil)
    }
}
