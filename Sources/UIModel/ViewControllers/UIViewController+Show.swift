import Foundation

/// An action name, as UIKit's `Selector` (`targetViewController(forAction:sender:)` takes one).
/// Linux has no Objective-C selectors: the two show actions are constants, and any other name
/// is a string (`Selector("myAction:")`).
nonisolated public struct Selector: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    public let name: String
    public init(_ name: String) { self.name = name }
    public init(stringLiteral value: String) { name = value }
    public var description: String { name }
    /// `show(_:sender:)`.
    public static let showViewController = Selector("showViewController:sender:")
    /// `showDetailViewController(_:sender:)`.
    public static let showDetailViewController = Selector("showDetailViewController:sender:")
}

extension UIViewController {
    func presentFromWindowRoot(_ vc: UIViewController) {
        var root = viewIfLoaded?.window?.rootViewController ?? self
        while let p = root.presentedViewController { root = p }
        root.present(vc, animated: true)
    }
}
