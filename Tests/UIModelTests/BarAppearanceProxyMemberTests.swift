import Foundation
import Testing
@testable import UIModel

/// The bars' `UIAppearance` properties set through their proxies, as apps set them in
/// `application(_:didFinishLaunchingWithOptions:)`: every bar takes them unless set on it.
@Suite(.serialized, .freshRuntime) struct BarAppearanceProxyMemberTests: AnimationTesting {
    /// A 4 × 4 image of one colour.
    func swatch(_ color: UIColor) -> UIImage {
        UIGraphicsImageRenderer(size: CGSize(width: 4, height: 4)).image { context in
            color.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
        }
    }

    func backgrounds(_ bar: UIView) -> [BarBackgroundView] { bar.subviews.compactMap { $0 as? BarBackgroundView } }

    func images(in view: UIView) -> [UIImage] {
        view.subviews.compactMap { ($0 as? UIImageView)?.image } + view.subviews.flatMap { images(in: $0) }
    }

    @Test func anOpaqueNavigationBarFromTheProxyPutsTheContentBelowIt() {
        UINavigationBar.appearance().isTranslucent = false
        UINavigationBar.appearance().barStyle = .black
        let root = UIViewController()
        let nav = UINavigationController(rootViewController: root)
        show(nav).layoutIfNeeded()
        #expect(!nav.navigationBar.isTranslucent && nav.navigationBar.barStyle == .black)
        #expect(root.view.convert(root.view.bounds, to: nav.view).minY == nav.navigationBar.frame.maxY)
        #expect(nav.navigationBar.standardAppearance.backgroundColor != UIBarAppearance.blackBarColor)  // the proxy's own default
        #expect(backgrounds(nav.navigationBar)[0].subviews.contains { $0.backgroundColor == UIBarAppearance.blackBarColor })
        // What the app sets on one bar wins over the proxy.
        nav.navigationBar.isTranslucent = true
        nav.view.layoutIfNeeded()
        #expect(root.view.convert(root.view.bounds, to: nav.view).minY == 0)
        #expect(UINavigationBar.appearance().isTranslucent == false)
    }

    @Test func backgroundImagesFollowTheBarMetricsAndPositionAsUIKitLooksThemUp() {
        let red = swatch(.systemRed), blue = swatch(.systemBlue)
        UINavigationBar.appearance().setBackgroundImage(red, for: .default)
        UINavigationBar.appearance().setBackgroundImage(blue, for: .any, barMetrics: .compact)
        let nav = UINavigationController(rootViewController: UIViewController())
        show(nav).layoutIfNeeded()
        let bar = nav.navigationBar
        #expect(bar.backgroundImage(for: .default) === red && bar.backgroundImage(for: .top, barMetrics: .default) == nil)
        #expect(images(in: backgrounds(bar)[0]).contains { $0 === red })
        // In a compact height, the compact metrics' image.
        bar.traitOverrides.verticalSizeClass = .compact
        app.layoutWindows()
        #expect(images(in: backgrounds(bar)[0]).contains { $0 === blue })
        // The bar's own nil wins over the proxy's image.
        bar.setBackgroundImage(nil, for: .compact)
        bar.setBackgroundImage(nil, for: .any, barMetrics: .default)
        #expect(!images(in: backgrounds(bar)[0]).contains { $0 === blue || $0 === red })
    }

    @Test func aBackIndicatorImageAndTitleAdjustmentChangeTheBar() {
        let chevron = swatch(.black)
        UINavigationBar.appearance().backIndicatorImage = chevron
        UINavigationBar.appearance().backIndicatorTransitionMaskImage = chevron
        UINavigationBar.appearance().setTitleVerticalPositionAdjustment(-6, for: .default)
        let first = UIViewController(), second = UIViewController()
        first.title = "List"
        second.title = "Detail"
        let nav = UINavigationController(rootViewController: first)
        show(nav).layoutIfNeeded()
        nav.pushViewController(second, animated: false)
        nav.view.layoutIfNeeded()
        let bar = nav.navigationBar
        #expect(bar.backButton.image(for: .normal) != nil && bar.backButton.title(for: .normal) == "List")
        #expect(bar.titleLabel.frame.minY == -6)
        #expect(bar.titleVerticalPositionAdjustment(for: .default) == -6 && bar.titleVerticalPositionAdjustment(for: .compact) == 0)
        bar.backIndicatorImage = nil
        nav.view.layoutIfNeeded()
        // Back to UIKit's own chevron: a 13 × 21 pt template image before the title.
        let uikitChevron = bar.backButton.image(for: .normal)
        #expect(uikitChevron?.size == CGSize(width: 13, height: 21) && uikitChevron?.renderingMode == .alwaysTemplate)
        #expect(bar.backButton.title(for: .normal) == "List")
    }

    @Test func tabBarAndToolbarProxiesStyleTheirBars() {
        let marker = swatch(.systemYellow), floor = swatch(.systemGreen)
        UITabBar.appearance().isTranslucent = false
        UITabBar.appearance().selectionIndicatorImage = marker
        UITabBar.appearance().backgroundImage = floor
        UIToolbar.appearance().barStyle = .black
        UIToolbar.appearance().setBackgroundImage(floor, forToolbarPosition: .any, barMetrics: .default)
        let first = UIViewController(), second = UIViewController()
        first.tabBarItem = UITabBarItem(title: "One", image: nil, selectedImage: nil)
        second.tabBarItem = UITabBarItem(title: "Two", image: nil, selectedImage: nil)
        let tabs = UITabBarController()
        tabs.viewControllers = [first, second]
        show(tabs).layoutIfNeeded()
        let bar = tabs.tabBar
        #expect(!bar.isTranslucent && first.view.frame.maxY == bar.frame.minY)
        #expect(images(in: backgrounds(bar)[0]).contains { $0 === floor })
        let markers = bar.subviews.flatMap(\.subviews).compactMap { $0 as? UIImageView }.filter { $0.image === marker }
        #expect(markers.count == 1 && markers.first?.frame.width == bar.bounds.width / 2)
        let toolbar = UIToolbar(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        toolbar.layoutIfNeeded()
        #expect(toolbar.barStyle == .black && toolbar.backgroundImage(forToolbarPosition: .any, barMetrics: .default) === floor)
        #expect(images(in: backgrounds(toolbar)[0]).contains { $0 === floor })
    }
}
