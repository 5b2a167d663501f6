import Foundation
import UIModel

/// swift-snapshot-testing's presets, with that library's sizes, safe areas and traits (its
/// phones take the Medium text size, as upstream's traits set it). Like upstream's they carry no
/// display scale: an image takes the recording simulator's (`SnapshotHostScale`).
extension ViewImageConfig {
    /// A phone `w` × `h` pt in portrait, with upstream's safe areas for either orientation.
    static func phone(_ orientation: Orientation, _ w: CGFloat, _ h: CGFloat, portrait: UIEdgeInsets, landscape: UIEdgeInsets,
                      traits: UITraitCollection) -> ViewImageConfig {
        orientation == .landscape
            ? ViewImageConfig(safeArea: landscape, size: CGSize(width: h, height: w), traits: traits)
            : ViewImageConfig(safeArea: portrait, size: CGSize(width: w, height: h), traits: traits)
    }

    private static let statusBar = UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
    private static func notch(_ top: CGFloat) -> UIEdgeInsets { UIEdgeInsets(top: top, left: 0, bottom: 34, right: 0) }
    private static func sideNotch(_ side: CGFloat, bottom: CGFloat) -> UIEdgeInsets {
        UIEdgeInsets(top: 0, left: side, bottom: bottom, right: side)
    }

    public static let iPhoneSe = ViewImageConfig.iPhoneSe(.portrait)
    public static func iPhoneSe(_ o: Orientation) -> ViewImageConfig {
        phone(o, 320, 568, portrait: statusBar, landscape: .zero, traits: .iPhoneSe(o))
    }
    public static let iPhone8 = ViewImageConfig.iPhone8(.portrait)
    public static func iPhone8(_ o: Orientation) -> ViewImageConfig {
        phone(o, 375, 667, portrait: statusBar, landscape: .zero, traits: .iPhone8(o))
    }
    public static let iPhone8Plus = ViewImageConfig.iPhone8Plus(.portrait)
    public static func iPhone8Plus(_ o: Orientation) -> ViewImageConfig {
        phone(o, 414, 736, portrait: statusBar, landscape: .zero, traits: .iPhone8Plus(o))
    }
    public static let iPhoneX = ViewImageConfig.iPhoneX(.portrait)
    public static func iPhoneX(_ o: Orientation) -> ViewImageConfig {
        phone(o, 375, 812, portrait: notch(44), landscape: sideNotch(44, bottom: 24), traits: .iPhoneX(o))
    }
    public static let iPhoneXsMax = ViewImageConfig.iPhoneXsMax(.portrait)
    public static func iPhoneXsMax(_ o: Orientation) -> ViewImageConfig {
        phone(o, 414, 896, portrait: notch(44), landscape: sideNotch(44, bottom: 24), traits: .iPhoneXsMax(o))
    }
    public static let iPhoneXr = ViewImageConfig.iPhoneXr(.portrait)
    public static func iPhoneXr(_ o: Orientation) -> ViewImageConfig {
        phone(o, 414, 896, portrait: notch(44), landscape: sideNotch(44, bottom: 24), traits: .iPhoneXr(o))
    }
    public static let iPhone12 = ViewImageConfig.iPhone12(.portrait)
    public static func iPhone12(_ o: Orientation) -> ViewImageConfig {
        phone(o, 390, 844, portrait: notch(47), landscape: sideNotch(47, bottom: 21), traits: .iPhone12(o))
    }
    public static let iPhone12Pro = ViewImageConfig.iPhone12Pro(.portrait)
    public static func iPhone12Pro(_ o: Orientation) -> ViewImageConfig { iPhone12(o) }
    public static let iPhone12ProMax = ViewImageConfig.iPhone12ProMax(.portrait)
    public static func iPhone12ProMax(_ o: Orientation) -> ViewImageConfig {
        phone(o, 428, 926, portrait: notch(47), landscape: sideNotch(47, bottom: 21), traits: .iPhone12ProMax(o))
    }
    public static let iPhone13 = ViewImageConfig.iPhone13(.portrait)
    public static func iPhone13(_ o: Orientation) -> ViewImageConfig {
        phone(o, 390, 844, portrait: notch(47), landscape: sideNotch(47, bottom: 21), traits: .iPhone13(o))
    }
    public static let iPhone13Mini = ViewImageConfig.iPhone13Mini(.portrait)
    public static func iPhone13Mini(_ o: Orientation) -> ViewImageConfig {
        phone(o, 375, 812, portrait: notch(50), landscape: sideNotch(50, bottom: 21), traits: .iPhone13(o))
    }
    public static let iPhone13Pro = ViewImageConfig.iPhone13Pro(.portrait)
    public static func iPhone13Pro(_ o: Orientation) -> ViewImageConfig { iPhone13(o) }
    public static let iPhone13ProMax = ViewImageConfig.iPhone13ProMax(.portrait)
    public static func iPhone13ProMax(_ o: Orientation) -> ViewImageConfig {
        phone(o, 428, 926, portrait: notch(47), landscape: sideNotch(47, bottom: 21), traits: .iPhone13ProMax(o))
    }

    // MARK: iPads (upstream's default to landscape)

    /// An iPad's screen or Split View window: `widths` are the portrait 1/3, 2/3 and full widths
    /// and the landscape 1/3, 1/2, 2/3 and full widths; `height` the portrait height.
    private struct PadGeometry {
        var portrait: (oneThird: CGFloat, twoThirds: CGFloat, full: CGFloat)
        var landscape: (oneThird: CGFloat, oneHalf: CGFloat, twoThirds: CGFloat, full: CGFloat)
        var safeArea: UIEdgeInsets
        /// Whether the landscape half is regular width (the 12.9" iPad Pro's).
        var regularHalf = false
    }

    private static func pad(_ orientation: TabletOrientation, _ g: PadGeometry) -> ViewImageConfig {
        let size: CGSize, compact: Bool
        switch orientation {
        case .landscape(let split):
            let h = g.portrait.full
            switch split {
            case .oneThird: (size, compact) = (CGSize(width: g.landscape.oneThird, height: h), true)
            case .oneHalf: (size, compact) = (CGSize(width: g.landscape.oneHalf, height: h), !g.regularHalf)
            case .twoThirds: (size, compact) = (CGSize(width: g.landscape.twoThirds, height: h), false)
            case .full: (size, compact) = (CGSize(width: g.landscape.full, height: h), false)
            }
        case .portrait(let split):
            let h = g.landscape.full
            switch split {
            case .oneThird: (size, compact) = (CGSize(width: g.portrait.oneThird, height: h), true)
            case .twoThirds: (size, compact) = (CGSize(width: g.portrait.twoThirds, height: h), true)
            case .full: (size, compact) = (CGSize(width: g.portrait.full, height: h), false)
            }
        }
        return ViewImageConfig(safeArea: g.safeArea, size: size, traits: compact ? .iPadMini_Compact_SplitView : .iPadMini)
    }

    private static func full(_ o: Orientation) -> TabletOrientation { o == .landscape ? .landscape(splitView: .full) : .portrait(splitView: .full) }

    private static let mini = PadGeometry(portrait: (320, 438, 768), landscape: (320, 507, 694, 1024), safeArea: statusBar)
    private static let tenTwo = PadGeometry(portrait: (320, 480, 810), landscape: (320, 535, 750, 1080), safeArea: statusBar)
    private static let tenFive = PadGeometry(portrait: (320, 504, 834), landscape: (320, 551, 782, 1112), safeArea: statusBar)
    private static let eleven = PadGeometry(portrait: (320, 504, 834), landscape: (375, 592, 809, 1194),
                                            safeArea: UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0))
    private static let twelveNine = PadGeometry(portrait: (375, 639, 1024), landscape: (375, 678, 981, 1366), safeArea: statusBar,
                                                regularHalf: true)

    /// The 768 × 1024 pt iPad mini (5th generation and before); this project's 6th is `.iPadMini6`.
    public static let iPadMini = ViewImageConfig.iPadMini(.landscape)
    public static func iPadMini(_ o: Orientation) -> ViewImageConfig { iPadMini(full(o)) }
    public static func iPadMini(_ o: TabletOrientation) -> ViewImageConfig { pad(o, mini) }
    public static let iPad9_7 = iPadMini
    public static func iPad9_7(_ o: Orientation) -> ViewImageConfig { iPadMini(o) }
    public static func iPad9_7(_ o: TabletOrientation) -> ViewImageConfig { iPadMini(o) }
    public static let iPad10_2 = ViewImageConfig.iPad10_2(.landscape)
    public static func iPad10_2(_ o: Orientation) -> ViewImageConfig { iPad10_2(full(o)) }
    public static func iPad10_2(_ o: TabletOrientation) -> ViewImageConfig { pad(o, tenTwo) }
    public static let iPadPro10_5 = ViewImageConfig.iPadPro10_5(.landscape)
    public static func iPadPro10_5(_ o: Orientation) -> ViewImageConfig { iPadPro10_5(full(o)) }
    public static func iPadPro10_5(_ o: TabletOrientation) -> ViewImageConfig { pad(o, tenFive) }
    public static let iPadPro11 = ViewImageConfig.iPadPro11(.landscape)
    public static func iPadPro11(_ o: Orientation) -> ViewImageConfig { iPadPro11(full(o)) }
    public static func iPadPro11(_ o: TabletOrientation) -> ViewImageConfig { pad(o, eleven) }
    /// The 12.9" iPad Pro with a home button (upstream's); this project's later model is `.iPad13`.
    public static let iPadPro12_9 = ViewImageConfig.iPadPro12_9(.landscape)
    public static func iPadPro12_9(_ o: Orientation) -> ViewImageConfig { iPadPro12_9(full(o)) }
    public static func iPadPro12_9(_ o: TabletOrientation) -> ViewImageConfig { pad(o, twelveNine) }
}

/// swift-snapshot-testing's device traits: the size classes and idiom, and on phones 3D Touch,
/// the layout direction and the Medium text size upstream sets (no display scale: the host's).
extension UITraitCollection {
    static func phone(_ o: ViewImageConfig.Orientation, forceTouch: Bool = true, regularLandscape: Bool = false) -> UITraitCollection {
        UITraitCollection(traitsFrom: [
            UITraitCollection(forceTouchCapability: forceTouch ? .available : .unavailable), UITraitCollection(layoutDirection: .leftToRight),
            UITraitCollection(preferredContentSizeCategory: .medium), UITraitCollection(userInterfaceIdiom: .phone),
            UITraitCollection(horizontalSizeClass: o == .landscape && regularLandscape ? .regular : .compact),
            UITraitCollection(verticalSizeClass: o == .landscape ? .compact : .regular),
        ])
    }

    public static func iPhoneSe(_ o: ViewImageConfig.Orientation) -> UITraitCollection { phone(o) }
    public static func iPhone8(_ o: ViewImageConfig.Orientation) -> UITraitCollection { phone(o) }
    public static func iPhone8Plus(_ o: ViewImageConfig.Orientation) -> UITraitCollection { phone(o, regularLandscape: true) }
    public static func iPhoneX(_ o: ViewImageConfig.Orientation) -> UITraitCollection { phone(o) }
    public static func iPhoneXr(_ o: ViewImageConfig.Orientation) -> UITraitCollection { phone(o, forceTouch: false, regularLandscape: true) }
    public static func iPhoneXsMax(_ o: ViewImageConfig.Orientation) -> UITraitCollection { phone(o, regularLandscape: true) }
    public static func iPhone12(_ o: ViewImageConfig.Orientation) -> UITraitCollection { phone(o) }
    public static func iPhone12ProMax(_ o: ViewImageConfig.Orientation) -> UITraitCollection { phone(o, regularLandscape: true) }
    public static func iPhone13(_ o: ViewImageConfig.Orientation) -> UITraitCollection { phone(o) }
    public static func iPhone13ProMax(_ o: ViewImageConfig.Orientation) -> UITraitCollection { phone(o, regularLandscape: true) }

    /// Upstream's iPad traits set only the size classes and the idiom: the text size (and the
    /// layout direction) are the screen's, Large unless the simulator's switch says otherwise,
    /// where its phones' are Medium. (UIKit's labels in upstream's references are a size larger
    /// on its iPads than on its phones for that reason.)
    private static func pad(compact: Bool) -> UITraitCollection {
        UITraitCollection(traitsFrom: [
            UITraitCollection(userInterfaceIdiom: .pad),
            UITraitCollection(horizontalSizeClass: compact ? .compact : .regular), UITraitCollection(verticalSizeClass: .regular),
        ])
    }
    public static let iPadMini = pad(compact: false)
    public static let iPadMini_Compact_SplitView = pad(compact: true)
    public static let iPad9_7 = iPadMini
    public static let iPad9_7_Compact_SplitView = iPadMini_Compact_SplitView
    public static let iPad10_2 = iPadMini
    public static let iPad10_2_Compact_SplitView = iPadMini_Compact_SplitView
    public static let iPadPro10_5 = iPadMini
    public static let iPadPro10_5_Compact_SplitView = iPadMini_Compact_SplitView
    public static let iPadPro11 = iPadMini
    public static let iPadPro11_Compact_SplitView = iPadMini_Compact_SplitView
    public static let iPadPro12_9 = iPadMini
    public static let iPadPro12_9_Compact_SplitView = iPadMini_Compact_SplitView
}
