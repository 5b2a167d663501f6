import Foundation

/// How long a registered font stays available (Core Text's scopes). Fonts registered here stay
/// for the process, whichever scope is given.
nonisolated public enum CTFontManagerScope: Int, Sendable {
    case none = 0, process = 1, persistent = 2, session = 3
    public static let user = CTFontManagerScope.persistent
}

/// Makes the font file at `fontURL` (a .ttf or .otf of the app's own) available to
/// `UIFont(name:size:)` for the rest of the process, by its PostScript-style name (the family
/// and style without spaces, "Montserrat-SemiBold") and its family (`UIFont.familyNames`), as
/// Core Text's call of this name does. The names come from the file (the text system reads
/// them) or else from the file's name ("Montserrat-SemiBold.ttf"). False, with an error, when
/// the file does not exist or the text system cannot read it; registering a file again is
/// harmless. Apps pass `url as CFURL`; here the `URL` itself.
@discardableResult
public func CTFontManagerRegisterFontsForURL(_ fontURL: URL, _ scope: CTFontManagerScope,
                                             _ error: UnsafeMutablePointer<Unmanaged<NSError>?>?) -> Bool {
    func fail(_ reason: String) -> Bool {
        let e = NSError(domain: "com.apple.CoreText.CTFontManagerErrorDomain", code: 105,
                        userInfo: [NSLocalizedDescriptionKey: "\(fontURL.lastPathComponent): \(reason)"])
        error?.pointee = Unmanaged.passRetained(e)
        UIKitWarning.log("CTFontManagerRegisterFontsForURL: \(fontURL.path): \(reason)")
        return false
    }
    guard FileManager.default.fileExists(atPath: fontURL.path) else { return fail("no such file") }
    switch UIModelRuntime.current.resources.textMetrics.faceNames(ofFontAt: fontURL) {
    case .unreadable:
        return fail("not a font file the text system can read")
    case .names(let family, let style):
        FontCatalog.register(fontURL, family: family, style: style)
    case .notRead:
        let base = fontURL.deletingPathExtension().lastPathComponent
        let parts = base.split(separator: "-", maxSplits: 1).map(String.init)
        FontCatalog.register(fontURL, family: parts[0], style: parts.count > 1 ? parts[1] : "Regular")
    }
    return true
}
