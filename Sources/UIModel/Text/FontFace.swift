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
    /// The family's optical sizes, when it has a Text and a Display cut (as SF Pro has): which
    /// file draws the face depends on the point size (`cut(forPointSize:)`).
    package var opticalSizes: OpticalSizes?

    /// A face's two optical cuts: one drawn for text below `displayFrom` points, one from there
    /// up (looser spacing and finer details for small text, tighter for large).
    package struct OpticalSizes: Hashable, Sendable {
        package var text: Cut
        package var display: Cut
        package var displayFrom: CGFloat
        package init(text: Cut, display: Cut, displayFrom: CGFloat) {
            self.text = text
            self.display = display
            self.displayFrom = displayFrom
        }
    }

    /// One optical cut's PostScript name and file.
    package struct Cut: Hashable, Sendable {
        package var postScriptName: String
        package var file: String
        package init(_ postScriptName: String, file: String) {
            self.postScriptName = postScriptName
            self.file = file
        }
    }

    /// Whether digits are set at one width (`monospacedDigitSystemFont`): the face's tabular
    /// figures, which Inter carries at U+E071 to U+E07A (its `tnum` forms of 0 to 9).
    package var tabularDigits = false

    /// Where Inter keeps its tabular zero; one to nine follow it.
    static let tabularZero: UInt32 = 0xE071

    /// `text` as this face sets it: with tabular digits, 0 to 9 become the face's tabular forms.
    package func setText(_ text: String) -> String {
        guard tabularDigits, text.utf8.contains(where: { $0 >= 0x30 && $0 <= 0x39 }) else { return text }
        var scalars = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            let isDigit = (0x30...0x39).contains(scalar.value)
            scalars.append(isDigit ? Unicode.Scalar(Self.tabularZero + scalar.value - 0x30)! : scalar)
        }
        return String(scalars)
    }

    /// Whether the face is its family's Display cut (drawn at large sizes).
    package var isDisplayCut: Bool { opticalSizes.map { $0.display.postScriptName == postScriptName } ?? false }

    /// The face as drawn at `pointSize`: the cut for that size when the family has optical sizes,
    /// else the face itself.
    package func cut(forPointSize pointSize: CGFloat) -> FontFace {
        guard let sizes = opticalSizes else { return self }
        let cut = pointSize >= sizes.displayFrom ? sizes.display : sizes.text
        var face = self
        face.postScriptName = cut.postScriptName
        face.file = cut.file
        return face
    }

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
