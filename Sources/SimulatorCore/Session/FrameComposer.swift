import Foundation
import UIModel
import SimulatorRendering

/// What a frame draws with the app's windows: the device's status bar (the system's window at
/// the status-bar level, under alerts' windows) and home indicator, and what the host draws over
/// the screen: the frame overlay, the fingers of a pinch, and the HUD panel. It only reads the
/// app; the session builds one for each frame.
struct FrameComposer {
    var screenSize: CGSize
    var textSystem: SDLTextSystem
    /// Whether the device's status bar and home indicator exist (`--no-system-bars`: not).
    var showsSystemBars: Bool
    /// The frame overlay (key F): every view's frame outlined.
    var showsFrames: Bool
    var fingerMarkers: [CGPoint]
    /// The app lets the home indicator hide and no touch began lately.
    var homeIndicatorHidden: Bool

    static let frameOutlineColor = RGBA(r: 1, g: 0.15, b: 0.55, a: 0.9)
    /// Views whose constraints leave their frames ambiguous, in the frame overlay.
    static let ambiguousOutlineColor = RGBA(r: 1, g: 0.6, b: 0, a: 1)
    /// The iOS Simulator's finger circles: about a fingertip wide, translucent grey.
    static let fingerMarkerDiameter: CGFloat = 36
    static let fingerMarkerColor = RGBA(r: 0.5, g: 0.5, b: 0.5, a: 0.5)

    /// The windows in order, the system bars between and over them, then the overlays and the
    /// HUD (with `hudLines`, unless there are none).
    func compose(into displayList: inout DisplayList, hudLines: [String]) {
        let windows = UIApplication.shared.windows.filter { !$0.isHidden }
        for w in windows where w.windowLevel <= .statusBar { displayList.append(view: w) }
        if showsSystemBars { appendStatusBar(to: &displayList) }
        for w in windows where w.windowLevel > .statusBar { displayList.append(view: w) }
        if showsSystemBars { appendHomeIndicator(to: &displayList) }
        if showsFrames {
            for w in UIApplication.shared.windows where !w.isHidden {
                displayList.appendFrameOutlines(of: w, color: Self.frameOutlineColor, width: 1, ambiguousColor: Self.ambiguousOutlineColor)
            }
        }
        for p in fingerMarkers {
            let r = Self.fingerMarkerDiameter / 2
            displayList.append(.fill(RoundedRect(rect: CGRect(x: p.x - r, y: p.y - r, width: 2 * r, height: 2 * r), cornerRadius: r,
                                                 transform: .identity), Self.fingerMarkerColor))
        }
        if !hudLines.isEmpty { appendHUD(lines: hudLines, to: &displayList) }
    }

    /// The status bar (unless the app hides it) and the home indicator (unless it is hidden).
    private var systemBars: SystemBars {
        SystemBars(screen: screenSize, insets: UIModelRuntime.current.deviceInsets, metrics: textSystem)
    }

    private var darkAppearance: Bool { UIScreen.main.traitCollection.userInterfaceStyle == .dark }

    private func appendStatusBar(to displayList: inout DisplayList) {
        let manager = UIModelRuntime.current.statusBar
        guard UIModelRuntime.current.deviceInsets.statusBarHeight > 0, !manager.isStatusBarHidden else { return }
        systemBars.appendStatusBar(style: manager.statusBarStyle, dark: darkAppearance, to: &displayList)
    }

    private func appendHomeIndicator(to displayList: inout DisplayList) {
        guard UIModelRuntime.current.deviceInsets.hasHomeIndicator, !homeIndicatorHidden else { return }
        systemBars.appendHomeIndicator(dark: darkAppearance, to: &displayList)
    }

    private func appendHUD(lines: [String], to displayList: inout DisplayList) {
        let font = UIFont.systemFont(ofSize: 12, weight: .medium)
        let lineHeight = textSystem.lineHeight(for: font)
        let width = (lines.map { textSystem.width(of: Substring($0), font: font) }.max() ?? 0) + 16
        // Bottom left, clear of navigation bars.
        let height = CGFloat(lines.count) * lineHeight + 12
        let panel = CGRect(x: 8, y: screenSize.height - height - 8, width: width, height: height)
        displayList.append(.fill(RoundedRect(rect: panel, cornerRadius: 8, transform: .identity),
                                 RGBA(r: 0, g: 0, b: 0, a: 0.7)))
        for (i, line) in lines.enumerated() {
            displayList.append(.text(TextRun(text: line, font: font, color: RGBA(r: 1, g: 1, b: 1, a: 1),
                                             origin: CGPoint(x: 16, y: panel.minY + 6 + CGFloat(i) * lineHeight),
                                             transform: .identity)))
        }
    }
}
