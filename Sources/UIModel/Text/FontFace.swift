import Foundation

/// One font file the simulator draws with: a face of a family, at a weight (on UIKit's
/// `UIFont.Weight` scale) and upright or italic.
nonisolated package struct FontFace: Hashable, Sendable {
    /// Where the file comes from.
    package enum Source: Hashable, Sendable {
        /// Shipped in the simulator's Resources/Fonts folder: always there, the same bytes on
        /// every machine.
        case bundled
        /// Installed by a Debian package (the make targets install it) at an absolute path.
        case package(String)
    }

    package var postScriptName: String
    package var family: String
    /// The file's name in Resources/Fonts, or its absolute path for a packaged font.
    package var file: String
    package var source: Source
    package var weight: CGFloat
    package var isItalic: Bool
    package var isMonospaced: Bool

    package init(_ postScriptName: String, family: String, file: String, source: Source, weight: UIFont.Weight,
                 italic: Bool = false, monospaced: Bool = false) {
        self.postScriptName = postScriptName
        self.family = family
        self.file = file
        self.source = source
        self.weight = weight.rawValue
        self.isItalic = italic
        self.isMonospaced = monospaced
    }
}
