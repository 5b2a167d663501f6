import Foundation

/// A font face as Core Graphics names it: `CGFont(name)` finds the face `UIFont(name:size:)`
/// finds (nil for a name no shipped or registered face has), and a `CATextLayer` draws its
/// string in it.
nonisolated public final class CGFont: @unchecked Sendable {
    /// The name it was made from.
    let name: String
    private let font: UIFont

    /// The face named `name` (a PostScript or family name); nil when there is none.
    public init?(_ name: String) {
        guard let font = UIFont(name: name, size: 12) else { return nil }
        self.name = name
        self.font = font
    }

    /// The face's PostScript name.
    public var postScriptName: String? { font.fontName }
    /// The face's full name ("Roboto Bold").
    public var fullName: String? { font.fontName.replacingOccurrences(of: "-", with: " ") }

    /// The face at `size` points.
    func uiFont(ofSize size: CGFloat) -> UIFont { font.withSize(size) }
}
