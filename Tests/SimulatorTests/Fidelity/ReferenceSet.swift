import Foundation
import UIModel
import UIModelSnapshotTesting

/// The iOS reference set by group: for each reference recorded on the iOS Simulator, the screen
/// that made it, rebuilt (`ReferenceScreens`) at the reference's configuration.
enum ReferenceSet {
    /// swift-snapshot-testing's text sizes and the names its references carry.
    static let textSizes: [(String, UIContentSizeCategory)] = [
        ("extra-small", .extraSmall), ("small", .small), ("medium", .medium), ("large", .large),
        ("extra-large", .extraLarge), ("extra-extra-large", .extraExtraLarge), ("extra-extra-extra-large", .extraExtraExtraLarge),
        ("accessibility-medium", .accessibilityMedium), ("accessibility-large", .accessibilityLarge),
        ("accessibility-extra-large", .accessibilityExtraLarge), ("accessibility-extra-extra-large", .accessibilityExtraExtraLarge),
        ("accessibility-extra-extra-extra-large", .accessibilityExtraExtraExtraLarge),
    ]

    /// Upstream's phones: a reference's name, portrait and landscape ("-alternative").
    static let phones: [(String, (ViewImageConfig.Orientation) -> ViewImageConfig)] = [
        ("iphone-se", ViewImageConfig.iPhoneSe), ("iphone-8", ViewImageConfig.iPhone8), ("iphone-8-plus", ViewImageConfig.iPhone8Plus),
        ("iphone-x", ViewImageConfig.iPhoneX), ("iphone-xr", ViewImageConfig.iPhoneXr), ("iphone-xs-max", ViewImageConfig.iPhoneXsMax),
    ]

    /// Upstream's iPads: the full-screen name (landscape; portrait is "-alternative"), the
    /// Split View names' prefix, and the configuration.
    static let pads: [(String, String, (ViewImageConfig.TabletOrientation) -> ViewImageConfig)] = [
        ("ipad-mini", "ipad-mini", ViewImageConfig.iPadMini), ("ipad-9-7", "ipad-9-7", ViewImageConfig.iPad9_7),
        ("ipad-10-2", "ipad-10-2", ViewImageConfig.iPad10_2), ("ipad-pro-10-5", "ipad-pro-10inch", ViewImageConfig.iPadPro10_5),
        ("ipad-pro-11", "ipad-pro-11inch", ViewImageConfig.iPadPro11), ("ipad-pro-12-9", "ipad-pro-12inch", ViewImageConfig.iPadPro12_9),
    ]

    /// The Split View sizes' name suffixes (the 10.2" iPad's one-third landscape reference is
    /// named "split-landscape", the others "33-split-landscape").
    static func splits(of pad: String) -> [(String, ViewImageConfig.TabletOrientation)] {
        [(pad == "ipad-10-2" ? "split-landscape" : "33-split-landscape", .landscape(splitView: .oneThird)),
         ("50-split-landscape", .landscape(splitView: .oneHalf)), ("66-split-landscape", .landscape(splitView: .twoThirds)),
         ("33-split-portrait", .portrait(splitView: .oneThird)), ("66-split-portrait", .portrait(splitView: .twoThirds))]
    }

    /// Every device of upstream's, by reference name, with Split View sizes when `splitViews`.
    static func devices(splitViews: Bool) -> [(String, ViewImageConfig)] {
        var all: [(String, ViewImageConfig)] = []
        for (name, config) in phones { all += [(name, config(.portrait)), (name + "-alternative", config(.landscape))] }
        for (name, prefix, config) in pads {
            all += [(name, config(.landscape(splitView: .full))), (name + "-alternative", config(.portrait(splitView: .full)))]
            if splitViews { all += splits(of: name).map { ("\(prefix)-\($0.0)", config($0.1)) } }
        }
        return all
    }

    /// swift-snapshot-testing's `testTraits`: the four labels on every device and Split View
    /// size, and at every text size on the iPhone SE.
    static let traits: [ReferenceScreen] =
        devices(splitViews: true).map { name, config in
            ReferenceScreen.controller("testTraits.\(name)", on: config) { ReferenceScreens.FourLabels() }
        } + textSizes.map { name, size in
            ReferenceScreen.controller("testTraits.iphone-se-\(name)", on: .iPhoneSe, traits: UITraitCollection(preferredContentSizeCategory: size)) {
                ReferenceScreens.FourLabels()
            }
        }

    /// `testTraitsEmbeddedInTabNavigation`: the labels in a navigation and a tab bar controller
    /// (their bars and the Add item) on every device.
    static let tabsAndNavigation: [ReferenceScreen] = devices(splitViews: false).map { name, config in
        ReferenceScreen.controller("testTraitsEmbeddedInTabNavigation.\(name)", on: config) { ReferenceScreens.fourLabelsInTabsAndNavigation() }
    }

    /// `testTraitsWithView`: a Title 1 label sized to fit at every text size.
    static let label: [ReferenceScreen] = textSizes.map { name, size in
        ReferenceScreen.view("testTraitsWithView.label-\(name)", traits: UITraitCollection(preferredContentSizeCategory: size)) {
            ReferenceScreens.titleLabel()
        }
    }

    /// Tables and collection views: ten rows on four devices, orange cells on four.
    static let lists: [ReferenceScreen] = [
        ("testTableViewController.1", ViewImageConfig.iPhoneSe), ("testAssertMultipleSnapshot.iPhoneSE-image", .iPhoneSe),
        ("testAssertMultipleSnapshot.iPad-image", .iPadMini), ("testAssertMultipleSnapshot.1", .iPhoneX),
        ("testAssertMultipleSnapshot.2", .iPhoneXsMax),
    ].map { name, config in
        ReferenceScreen.controller(name, on: config) { ReferenceScreens.NumberedRows() }
    } + [
        ("ipad", ViewImageConfig.iPadPro12_9), ("iphoneSe", .iPhoneSe), ("iphone8", .iPhone8), ("iphoneMax", .iPhoneXsMax),
    ].map { name, config in
        ReferenceScreen.controller("testCollectionViewsWithMultipleScreenSizes.\(name)", on: config) { ReferenceScreens.OrangeCells() }
    }

    /// Layers, a gradient, paths and the Add Contact button.
    static let drawing: [ReferenceScreen] = [
        .drawing("testCALayer.1", as: .image) { ReferenceScreens.borderedRedLayer() },
        .drawing("testCALayerWithGradient.1", as: .image) { ReferenceScreens.redToYellowGradient() },
        .drawing("testCGPath.iOS", as: .image) { ReferenceScreens.heart },
        .drawing("testUIBezierPath.iOS", as: .image) { UIBezierPath(cgPath: ReferenceScreens.heart) },
        .view("testUIView.1") { UIButton(type: .contactAdd) },
    ]

    /// iOSSnapshotTestCase's demo views at @2x and @3x: squares, a tinted switch and a padded
    /// system button.
    static let views: [ReferenceScreen] = [2, 3].flatMap { (scale: CGFloat) -> [ReferenceScreen] in
        let traits = UITraitCollection(displayScale: scale), suffix = "@\(Int(scale))x"
        return [
            .view("testExample" + suffix, traits: traits) { ReferenceScreens.square(.blue, side: 64) },
            .view("testViewSnapshot" + suffix, traits: traits) { ReferenceScreens.square(.red, side: 40) },
            .view("testViewSnapshotWithDifferentBackgroundColorPerArchitecture" + suffix, traits: traits) {
                ReferenceScreens.square(.magenta, side: 40)
            },
            .view("testViewSnapshotWithUIAppearance" + suffix, traits: traits) { ReferenceScreens.blueSwitch() },
            .view("testViewSnapshotWithUIAppearanceResizing" + suffix, traits: traits) { ReferenceScreens.paddedButton() },
        ]
    }

    /// Critical Maps' rules list on iOS 14 (iPhone 8, @2x): seven rows with disclosure
    /// indicators under a large title.
    static let accessories: [ReferenceScreen] = [
        .view(ofController: "testGeneralAppearance.en_DE-current.light", traits: UITraitCollection(displayScale: 2)) {
            ReferenceScreens.RulesList.screen()
        },
    ]

    /// AccessibilitySnapshot's text field on iOS 17.5, 18.5 and 26.2 (iPhone 15 Pro, 16 Pro and
    /// 17 Pro, @3x): the system font as iOS draws it today.
    static let textField: [ReferenceScreen] = ["17_5_393x852", "18_5_402x874", "26_2_402x874"].map { device in
        .view("testTextFieldHidesCursor_\(device)@3x", traits: UITraitCollection(displayScale: 3)) { ReferenceScreens.TextFieldInABox() }
    }
}
