import Foundation

/// The software keyboard's size. Heights are those iOS 17 reports in
/// `keyboardFrameEndUserInfoKey` with the predictive bar, as commonly published for the iOS
/// Simulator: 336 pt for an iPhone with a home indicator in portrait (the bar, four rows of
/// keys, the globe and dictation row and the home indicator's strip), 260 pt with a home
/// button, 209 and 200 pt in landscape; on an iPad 320 pt in portrait and 398 pt in landscape.
/// The number, decimal and phone pads have no predictive bar: 291 pt on an iPhone with a home
/// indicator in portrait (216 pt of keys over the 75 pt strip the letters' globe row and home
/// indicator take) and 216 pt with a home button; in landscape 162 pt of keys, plus the 21 pt
/// landscape home-indicator strip where there is one. iPads show their full keyboard instead.
nonisolated enum KeyboardMetrics {
    static let predictiveBarHeight: CGFloat = 44
    /// The globe and dictation row under the keys of an iPhone with a home indicator (portrait).
    static let globeRowHeight: CGFloat = 45
    static let keySpacing: CGFloat = 6
    static let sideMargin: CGFloat = 3
    static let keyCornerRadius: CGFloat = 5
    /// The keyboard's slide (UIKit's keyboard animation: 0.25 s on curve 7).
    static let animationDuration: TimeInterval = 0.25
    static let animationCurve = 7

    /// The keyboard's height on a screen of `size` with `bottomInset` of safe area (the home
    /// indicator's), for `idiom`.
    static func height(screen size: CGSize, bottomInset: CGFloat, idiom: UIUserInterfaceIdiom, numberPad: Bool = false) -> CGFloat {
        let landscape = size.width > size.height
        if idiom == .pad { return landscape ? 398 : 320 }
        let homeIndicator = bottomInset > 0
        if numberPad {
            if landscape { return homeIndicator ? 162 + 21 : 162 }
            return homeIndicator ? 291 : 216
        }
        switch (landscape, homeIndicator) {
        case (false, true): return 336
        case (false, false): return 260
        case (true, true): return 209
        case (true, false): return 200
        }
    }
}
