import Foundation

/// The space the system font puts after every glyph, by point size: Apple's tracking for SF Pro,
/// which Core Text applies to the system font at every size, on Inter's advances.
///
/// Apple publishes SF Pro's tracking in its Human Interface Guidelines (Typography, "Tracking
/// values"), in thousandths of an em: +41 at 6 pt falling to −26 at 17 pt for the Text cut, and
/// +19 at 20 pt falling to 0 at 80 pt for the Display cut. Inter's Text cut is drawn with those
/// values nearly as they are; its Display cut and its heavier faces need a constant more,
/// fitted against 50 label widths UIKit laid out on the iOS Simulator (the regular Text cut
/// needs none): with them, 48 of the 50 labels come within 1 % (or a pixel) of iOS's width.
nonisolated package enum SystemFontTracking {
    /// SF Pro Text's tracking from each listed size up to the next (6 to 19 pt), in 1/1000 em.
    static let textTable: [(from: CGFloat, tracking: CGFloat)] = [
        (6, 41), (7, 34), (8, 26), (9, 19), (10, 12), (11, 6), (12, 0), (13, -6), (14, -11), (15, -16), (16, -20), (17, -26),
        (18, -25), (19, -24),
    ]
    /// SF Pro Display's (20 pt up; 0 from 80 pt), in 1/1000 em.
    static let displayTable: [(from: CGFloat, tracking: CGFloat)] = [
        (20, 19), (21, 17), (22, 16), (24, 15), (25, 14), (27, 13), (30, 12), (33, 11), (36, 10), (41, 9), (44, 8), (49, 7),
        (52, 6), (56, 5), (60, 4), (66, 3), (68, 2), (76, 1), (80, 0),
    ]

    /// What Inter needs beyond SF's table, in 1/1000 em, for its regular and semibold faces in
    /// each cut (fitted by least squares; the weights between take a share, heavier ones
    /// semibold's, lighter ones regular's).
    static let interText = (regular: CGFloat(0), semibold: CGFloat(10.8))
    static let interDisplay = (regular: CGFloat(-8.0), semibold: CGFloat(2.8))

    /// SF's tracking at `pointSize` in 1/1000 em: the listed value of the nearest listed size at
    /// or below it (6 pt's below 6 pt).
    static func appleTracking(pointSize: CGFloat, display: Bool) -> CGFloat {
        let table = display ? displayTable : textTable
        return table.last { $0.from <= pointSize }?.tracking ?? table[0].tracking
    }

    /// The space after every glyph of `face` at `pointSize`, as a share of the em (0 for faces
    /// other than the bundled system font).
    package static func tracking(of face: FontFace, pointSize: CGFloat) -> CGFloat {
        guard face.family == FontCatalog.interFamily, pointSize.isFinite else { return 0 }
        let display = face.isDisplayCut
        let offsets = display ? interDisplay : interText
        let share = min(max(face.weight / UIFont.Weight.semibold.rawValue, 0), 1)
        let offset = offsets.regular + (offsets.semibold - offsets.regular) * share
        return (appleTracking(pointSize: pointSize, display: display) + offset) / 1000
    }
}
