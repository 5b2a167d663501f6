import Foundation
import UIModel
import SimulatorRendering

/// The status bar and home indicator the simulator draws above the app, as the iOS Simulator
/// shows them for stable screenshots: 9:41, full signal and Wi-Fi, a full battery.
struct SystemBars {
    /// The time and date the iOS Simulator's status bar override shows.
    static let time = "9:41"
    static let padDate = "Tue Jan 9"
    /// The Dynamic Island, centred at the top: 126 × 37 pt, 11 pt down (iPhone 15).
    static let islandWidth: CGFloat = 126, islandCenterY: CGFloat = 29.5
    /// The home indicator: 134 × 5 pt, 8 pt above the bottom edge (iPhone 15, portrait; the same
    /// bar is drawn on every device here).
    static let homeIndicatorSize = CGSize(width: 134, height: 5), homeIndicatorBottom: CGFloat = 8
    /// How long the home indicator stays after a touch when the app lets it hide.
    static let homeIndicatorHideDelay: CFTimeInterval = 2

    let screen: CGSize
    let insets: DeviceInsets
    let metrics: TextMetrics

    /// Content colour: `.default` follows the appearance (dark content in light mode).
    static func contentColor(_ style: UIStatusBarStyle, dark: Bool) -> RGBA {
        let light = style == .lightContent || style == .default && dark
        return light ? RGBA(r: 1, g: 1, b: 1, a: 1) : RGBA(r: 0, g: 0, b: 0, a: 1)
    }

    func appendStatusBar(style: UIStatusBarStyle, dark: Bool, to list: inout DisplayList) {
        let color = Self.contentColor(style, dark: dark)
        let height = insets.statusBarHeight
        switch height {
        case ..<22:  // a home-button iPhone: time centred, signal left, battery right
            let font = UIFont.systemFont(ofSize: 12, weight: .semibold)
            text(Self.time, font: font, centerX: screen.width / 2, centerY: height / 2, color: color, to: &list)
            signal(x: 6, centerY: height / 2, scale: 0.8, color: color, to: &list)
            battery(maxX: screen.width - 6, centerY: height / 2, scale: 0.8, color: color, to: &list)
        case ..<30:  // an iPad: time and date left, icons right
            let font = UIFont.systemFont(ofSize: 12, weight: .semibold)
            text("\(Self.time)  \(Self.padDate)", font: font, minX: 20, centerY: height / 2, color: color, to: &list)
            icons(maxX: screen.width - 20, centerY: height / 2, scale: 0.85, color: color, to: &list)
        default:  // a Dynamic Island iPhone: time in the left ear, icons in the right
            let ear = (screen.width - Self.islandWidth) / 2
            let font = UIFont.systemFont(ofSize: 17, weight: .semibold)
            text(Self.time, font: font, centerX: ear / 2 + 8, centerY: Self.islandCenterY, color: color, to: &list)
            icons(maxX: screen.width - ear / 2 + 36, centerY: Self.islandCenterY, scale: 1, color: color, to: &list)
        }
    }

    func appendHomeIndicator(dark: Bool, to list: inout DisplayList) {
        let s = Self.homeIndicatorSize
        let rect = CGRect(x: (screen.width - s.width) / 2, y: screen.height - Self.homeIndicatorBottom - s.height,
                          width: s.width, height: s.height)
        let color = dark ? RGBA(r: 1, g: 1, b: 1, a: 1) : RGBA(r: 0, g: 0, b: 0, a: 1)
        fill(rect, radius: s.height / 2, color: color, to: &list)
    }

    // MARK: Pieces

    private func fill(_ rect: CGRect, radius: CGFloat, color: RGBA, to list: inout DisplayList) {
        list.append(.fill(RoundedRect(rect: rect, cornerRadius: radius, transform: .identity), color))
    }

    private func text(_ s: String, font: UIFont, centerX: CGFloat, centerY: CGFloat, color: RGBA, to list: inout DisplayList) {
        let width = metrics.width(of: Substring(s), font: font)
        text(s, font: font, minX: centerX - width / 2, centerY: centerY, color: color, to: &list)
    }

    private func text(_ s: String, font: UIFont, minX: CGFloat, centerY: CGFloat, color: RGBA, to list: inout DisplayList) {
        let origin = CGPoint(x: minX, y: centerY - metrics.lineHeight(for: font) / 2)
        list.append(.text(TextRun(text: s, font: font, color: color, origin: origin, transform: .identity)))
    }

    /// Signal, Wi-Fi and battery, right-aligned at `maxX`.
    private func icons(maxX: CGFloat, centerY: CGFloat, scale: CGFloat, color: RGBA, to list: inout DisplayList) {
        let batteryMinX = battery(maxX: maxX, centerY: centerY, scale: scale, color: color, to: &list)
        let wifiMinX = wifi(maxX: batteryMinX - 5 * scale, centerY: centerY, scale: scale, color: color, to: &list)
        signal(x: wifiMinX - 5 * scale - 18 * scale, centerY: centerY, scale: scale, color: color, to: &list)
    }

    /// Four bars rising left to right, 18 pt wide at scale 1.
    private func signal(x: CGFloat, centerY: CGFloat, scale: CGFloat, color: RGBA, to list: inout DisplayList) {
        let heights: [CGFloat] = [4, 6, 8.5, 11]
        for (i, h) in heights.enumerated() {
            let r = CGRect(x: x + CGFloat(i) * 5 * scale, y: centerY + 5.5 * scale - h * scale, width: 3 * scale, height: h * scale)
            fill(r, radius: 1 * scale, color: color, to: &list)
        }
    }

    /// A fan of three bars narrowing downwards (Wi-Fi); returns its left edge.
    @discardableResult
    private func wifi(maxX: CGFloat, centerY: CGFloat, scale: CGFloat, color: RGBA, to list: inout DisplayList) -> CGFloat {
        let width = 16 * scale
        let cx = maxX - width / 2
        for (i, w) in [16, 10.5, 5].enumerated() {
            let r = CGRect(x: cx - w * scale / 2, y: centerY - 5.5 * scale + CGFloat(i) * 4 * scale, width: w * scale, height: 2.6 * scale)
            fill(r, radius: 1.3 * scale, color: color, to: &list)
        }
        return maxX - width
    }

    /// A full battery: outline, charge and cap; returns its left edge.
    @discardableResult
    private func battery(maxX: CGFloat, centerY: CGFloat, scale: CGFloat, color: RGBA, to list: inout DisplayList) -> CGFloat {
        let body = CGRect(x: maxX - 27 * scale, y: centerY - 6 * scale, width: 25 * scale, height: 12 * scale)
        list.append(.stroke(RoundedRect(rect: body, cornerRadius: 3.5 * scale, transform: .identity), color.withOpacity(0.4), width: 1 * scale))
        fill(body.insetBy(dx: 2 * scale, dy: 2 * scale), radius: 1.8 * scale, color: color, to: &list)
        fill(CGRect(x: body.maxX + 1 * scale, y: centerY - 2 * scale, width: 1.5 * scale, height: 4 * scale), radius: 0.7 * scale,
             color: color.withOpacity(0.4), to: &list)
        return body.minX
    }
}
