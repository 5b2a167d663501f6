import CSDL2
import Foundation
import UIModel

/// The simulator in a desktop window: a vsync loop that feeds mouse input to the app as touches,
/// fires display links with the frame time, lays out, draws and presents; keyboard shortcuts for
/// devices, rotation, slow animations, HUD, frame overlay, screenshots and dumps.
public final class WindowApp: ScriptHost {
    let session: SimulatorSession
    let outputDirectory: URL
    let script: Script?
    /// `--check-hierarchy`: the trees checked after every input event, script step and frame.
    let hierarchyCheck: HierarchyCheck?
    /// The SDL window; owned (with the renderer) by `renderer`'s handle.
    private var window: OpaquePointer!
    private var renderer: Renderer!
    private var hasVSync = false
    /// Window size in desktop units per screen point, chosen to fit the phone on the desktop.
    private var zoom: CGFloat = 1
    private var running = true
    private var mouseDown = false
    /// The second finger while Option (Alt) put two fingers down with the mouse.
    private var secondFinger: TwoFingerMouse?
    private var start: UInt64 = 0
    /// SDL's millisecond tick count at `start` (input events carry ticks).
    private var startTicks: UInt32 = 0
    private var captureCount = 0
    /// SDL events handled so far (named by `--check-hierarchy`).
    private var inputEvents = 0
    private var fpsMeter = FrameRateMeter()
    /// Kept between screenshots (device pixels, offscreen).
    private var screenshotCanvas: OffscreenCanvas?

    /// Part of the desktop the initial window may cover.
    static let desktopFraction: CGFloat = 0.9
    /// Frame period used to pace the loop when the renderer has no vsync.
    static let fallbackFramePeriod = 1.0 / 60

    public init(session: SimulatorSession, outputDirectory: URL, script: Script? = nil, hierarchyCheck: HierarchyCheck? = nil) {
        self.session = session
        self.outputDirectory = outputDirectory
        self.script = script
        self.hierarchyCheck = hierarchyCheck
    }

    public func run() throws {
        setvbuf(stdout, nil, _IOLBF, 0)
        try SDLSupport.initVideo()
        try openWindow()
        start = SDL_GetPerformanceCounter()
        startTicks = SDL_GetTicks()
        let player = script.map { ScriptPlayer(script: $0, fps: 1 / Self.fallbackFramePeriod, outputDirectory: outputDirectory) }
        while running {
            try SignalMonitor.check()
            let frameStart = SDL_GetPerformanceCounter()
            let now = seconds(since: start, to: frameStart)
            try pumpEvents()
            try player?.runSteps(at: now, session: session, host: self)
            session.advance(to: now, frameDuration: Self.fallbackFramePeriod)
            try hierarchyCheck?.verify(after: "the frame at \(JSONValue.format(now)) s")
            if let player {
                for url in try player.sampleTraces(at: now, session: session) { print("wrote \(url.path)") }
                if player.isFinished(at: now) { running = false }
            }
            drawFrame()
            let work = seconds(since: frameStart, to: SDL_GetPerformanceCounter())
            fpsMeter.record(frameAt: now, workSeconds: work)
            SDL_RenderPresent(renderer.sdlRenderer)
            pace(frameStart: frameStart)
        }
        let end = seconds(since: start, to: SDL_GetPerformanceCounter())
        for url in try player?.sampleTraces(at: end, session: session, finishing: true) ?? [] { print("wrote \(url.path)") }
    }

    // MARK: Window

    private func openWindow() throws {
        zoom = fittingZoom(for: session.screenSize)
        let size = windowSize(for: session.screenSize)
        let flags = SDL_WINDOW_RESIZABLE.rawValue | SDL_WINDOW_ALLOW_HIGHDPI.rawValue
        guard let w = SDL_CreateWindow(title, Int32(SDL_WINDOWPOS_CENTERED_MASK), Int32(SDL_WINDOWPOS_CENTERED_MASK),
                                       size.w, size.h, flags)
        else { throw SimulatorError.noDisplay("error: cannot open a window (\(SDLSupport.lastError)). Run with --headless, or under xvfb-run") }
        guard let r = SDL_CreateRenderer(w, -1, SDL_RENDERER_PRESENTVSYNC.rawValue)
                ?? SDL_CreateRenderer(w, -1, SDL_RENDERER_SOFTWARE.rawValue)
        else {
            SDL_DestroyWindow(w)
            throw SimulatorError.sdl("error: cannot create a renderer: \(SDLSupport.lastError)")
        }
        window = w
        var info = SDL_RendererInfo()
        SDL_GetRendererInfo(r, &info)
        hasVSync = info.flags & SDL_RENDERER_PRESENTVSYNC.rawValue != 0
        renderer = Renderer(handle: SDLRendererHandle(r, window: w), textSystem: session.textSystem, images: session.images)
        SDL_SetWindowMinimumSize(w, 1, 1)
        print("window: \(session.device.displayName) \(Int(session.screenSize.width))×\(Int(session.screenSize.height)) pt, renderer \(String(cString: info.name))")
    }

    private var title: String {
        let s = session.screenSize
        return "UIModel Simulator — \(session.device.displayName) \(Int(s.width))×\(Int(s.height))"
    }

    /// The largest zoom (at most 1) at which the screen fits in the desktop's usable area.
    private func fittingZoom(for size: CGSize) -> CGFloat {
        var usable = SDL_Rect()
        guard SDL_GetDisplayUsableBounds(0, &usable) == 0, usable.w > 0, usable.h > 0 else { return 1 }
        let z = min(CGFloat(usable.w) * Self.desktopFraction / size.width, CGFloat(usable.h) * Self.desktopFraction / size.height)
        return min(max(z, 0.1), 1)
    }

    private func windowSize(for size: CGSize) -> (w: Int32, h: Int32) {
        (Int32((size.width * zoom).rounded()), Int32((size.height * zoom).rounded()))
    }

    /// Fits the window to the session's screen (after a device change or a rotation).
    private func fitWindowToScreen() {
        zoom = fittingZoom(for: session.screenSize)
        let size = windowSize(for: session.screenSize)
        SDL_SetWindowSize(window, size.w, size.h)
        SDL_SetWindowTitle(window, title)
    }

    /// The window was resized by the user: the screen takes the new size in points.
    private func windowResized(width: Int32, height: Int32) {
        let points = CGSize(width: CGFloat(max(width, 1)) / zoom, height: CGFloat(max(height, 1)) / zoom)
        session.resize(to: points)
        SDL_SetWindowTitle(window, title)
    }

    /// Pixels per point in the window, and the logical-to-pixel factor (HiDPI).
    private var drawScale: (pixelsPerPoint: CGFloat, pixelsPerUnit: CGFloat) {
        let out = renderer.outputSize
        var w: Int32 = 0, h: Int32 = 0
        SDL_GetWindowSize(window, &w, &h)
        let s = session.screenSize
        let ppp = min(CGFloat(out.w) / s.width, CGFloat(out.h) / s.height)
        return (max(ppp, 0.01), w > 0 ? CGFloat(out.w) / CGFloat(w) : 1)
    }

    private func screenPoint(x: Int32, y: Int32) -> CGPoint {
        let d = drawScale
        return CGPoint(x: CGFloat(x) * d.pixelsPerUnit / d.pixelsPerPoint, y: CGFloat(y) * d.pixelsPerUnit / d.pixelsPerPoint)
    }

    // MARK: Frame

    private func drawFrame() {
        let lines = session.showsHUD ? session.hudStatusLines + fpsMeter.hudLines : []
        session.fingerMarkers = fingerMarkers()
        let list = session.buildDisplayList(hudLines: lines)
        renderer.draw(list, scale: drawScale.pixelsPerPoint)
    }

    private func pace(frameStart: UInt64) {
        let elapsed = seconds(since: frameStart, to: SDL_GetPerformanceCounter())
        // Without vsync (software renderer, dummy driver) present returns at once: sleep the rest.
        if !hasVSync || elapsed < 0.002, elapsed < Self.fallbackFramePeriod {
            SDL_Delay(UInt32((Self.fallbackFramePeriod - elapsed) * 1000))
        }
    }

    private func seconds(since a: UInt64, to b: UInt64) -> Double {
        Double(b &- a) / Double(SDL_GetPerformanceFrequency())
    }

    // MARK: Input

    private func pumpEvents() throws {
        var e = SDL_Event()
        while SDL_PollEvent(&e) != 0 {
            switch SDL_EventType(e.type) {
            case SDL_QUIT: running = false
            case SDL_KEYDOWN: keyDown(e.key)
            case SDL_TEXTINPUT where UIApplication.shared.isTextInputActive:
                // Typed characters go to the first responder (a text field) while it edits.
                let text = withUnsafeBytes(of: e.text.text) { raw in
                    String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
                }
                UIApplication.shared.insertText(text)
            case SDL_MOUSEBUTTONDOWN where e.button.button == UInt8(SDL_BUTTON_LEFT):
                mouseDown = true
                let mods = UInt32(SDL_GetModState().rawValue)
                secondFinger = mods & UInt32(KMOD_ALT.rawValue) == 0 ? nil
                    : TwoFingerMouse(pointer: screenPoint(x: e.button.x, y: e.button.y), screen: session.screenSize,
                                     together: mods & UInt32(KMOD_SHIFT.rawValue) != 0)
                touch(.began, x: e.button.x, y: e.button.y, ms: e.button.timestamp)
            case SDL_MOUSEMOTION where mouseDown:
                touch(.moved, x: e.motion.x, y: e.motion.y, ms: e.motion.timestamp)
            case SDL_MOUSEBUTTONUP where e.button.button == UInt8(SDL_BUTTON_LEFT):
                guard mouseDown else { break }
                mouseDown = false
                touch(.ended, x: e.button.x, y: e.button.y, ms: e.button.timestamp)
                secondFinger = nil
            case SDL_MOUSEWHEEL: wheel(e.wheel)
            case SDL_WINDOWEVENT:
                switch SDL_WindowEventID(UInt32(e.window.event)) {
                case SDL_WINDOWEVENT_SIZE_CHANGED: windowResized(width: e.window.data1, height: e.window.data2)
                case SDL_WINDOWEVENT_LEAVE, SDL_WINDOWEVENT_FOCUS_LOST:
                    // The finger left the screen: UIKit cancels the touch.
                    if mouseDown {
                        mouseDown = false
                        secondFinger = nil
                        UIApplication.shared.cancelActiveTouch(timestamp: eventTime(e.window.timestamp))
                    }
                default: break
                }
            default: break
            }
            inputEvents += 1
            try hierarchyCheck?.verify(after: "input event \(inputEvents) (SDL event type 0x\(String(e.type, radix: 16)))")
        }
    }

    /// The mouse's finger, and the mirrored second finger while Option (Alt) holds one down.
    private func touch(_ phase: UITouch.Phase, x: Int32, y: Int32, ms: UInt32) {
        let p = screenPoint(x: x, y: y), t = eventTime(ms)
        UIApplication.shared.handleTouch(phase, at: p, timestamp: t, finger: 0)
        if let secondFinger {
            UIApplication.shared.handleTouch(phase, at: secondFinger.secondFinger(pointer: p, screen: session.screenSize),
                                             timestamp: t, finger: 1)
        }
    }

    /// Where the fingers show while Option (Alt) is held: the pointer's and its mirror (or the
    /// pair that is down), as the iOS Simulator shows them.
    private func fingerMarkers() -> [CGPoint] {
        var x: Int32 = 0, y: Int32 = 0
        let inside = SDL_GetMouseFocus() == window
        _ = SDL_GetMouseState(&x, &y)
        let mods = UInt32(SDL_GetModState().rawValue)
        guard inside, mouseDown ? secondFinger != nil : mods & UInt32(KMOD_ALT.rawValue) != 0 else { return [] }
        let p = screenPoint(x: x, y: y), screen = session.screenSize
        let pair = secondFinger ?? TwoFingerMouse(pointer: p, screen: screen, together: false)
        return [p, pair.secondFinger(pointer: p, screen: screen)]
    }

    /// How far one wheel notch scrolls, in points (about three lines of text, as desktop
    /// browsers scroll; a trackpad sends fractions of a notch).
    static let wheelPointsPerNotch: CGFloat = 40

    /// The wheel or trackpad scrolls the scroll view under the pointer (away from the user moves
    /// towards the content's start, unless the system flips it).
    private func wheel(_ w: SDL_MouseWheelEvent) {
        let flip: CGFloat = w.direction == SDL_MOUSEWHEEL_FLIPPED.rawValue ? -1 : 1
        let delta = CGVector(dx: CGFloat(w.preciseX) * flip * Self.wheelPointsPerNotch,
                             dy: -CGFloat(w.preciseY) * flip * Self.wheelPointsPerNotch)
        UIApplication.shared.handleScrollWheel(delta, at: screenPoint(x: w.mouseX, y: w.mouseY), timestamp: eventTime(w.timestamp))
    }

    /// An input event's SDL ticks on the animation clock (frames are timed from `start`).
    private func eventTime(_ ms: UInt32) -> TimeInterval {
        session.eventTime(forHostTime: Double(Int64(ms) - Int64(startTicks)) / 1000)
    }

    private func keyDown(_ k: SDL_KeyboardEvent) {
        if UIApplication.shared.isTextInputActive, let name = Self.keyName(for: k), !name.hasPrefix("ctrl+") {
            // While a text field edits, keys type: backspace and return edit, Escape ends editing,
            // the characters arrive as SDL_TEXTINPUT.
            switch name {
            case "backspace": UIApplication.shared.deleteBackward()
            case "return": UIApplication.shared.insertText("\n")
            case "escape": UIApplication.shared.firstResponder?.resignFirstResponder()
            default: break
            }
            return
        }
        guard let name = Self.keyName(for: k), !session.sendKey(name), let command = KeyCommand(name: name) else { return }
        perform(command)
    }

    /// The script name of a key press ("ctrl+right", "h", "1"), or nil for keys without one.
    static func keyName(for k: SDL_KeyboardEvent) -> String? {
        let ctrl = (UInt32(k.keysym.mod) & UInt32(KMOD_CTRL.rawValue)) != 0
        let sym = Int(k.keysym.sym)
        var name: String
        switch sym {
        case Int(SDLK_LEFT.rawValue): name = "left"
        case Int(SDLK_RIGHT.rawValue): name = "right"
        case Int(SDLK_ESCAPE.rawValue): name = "escape"
        case Int(SDLK_BACKSPACE.rawValue): name = "backspace"
        case Int(SDLK_RETURN.rawValue), Int(SDLK_KP_ENTER.rawValue): name = "return"
        case 32..<127: name = String(UnicodeScalar(UInt8(sym)))
        default: return nil
        }
        if ctrl { name = "ctrl+" + name }
        return name
    }

    private func perform(_ command: KeyCommand) {
        switch command {
        case .quit: running = false
        case .screenshot: capture { try self.writeScreenshot("screenshot-\($0)") }
        case .dump: capture { try self.writeDump("dump-\($0)") }
        case .rotateLeft, .rotateRight, .selectDevice:
            session.apply(command)
            fitWindowToScreen()
        case .toggleSlowAnimations:
            session.apply(command)
            print("slow animations \(session.slowAnimations ? "on" : "off")")
        case .toggleHUD, .toggleFrames, .toggleAppearance, .toggleLayoutDirection, .nextContentSizeCategory, .deleteBackward, .insertNewline:
            session.apply(command)
        }
    }

    // MARK: Script host

    func settle() { UIApplication.shared.layoutWindows() }
    func handle(_ key: KeyCommand) { perform(key) }
    func screenChanged() { fitWindowToScreen() }
    func stepDone(_ event: @autoclosure () -> String) throws { try hierarchyCheck?.verify(after: event()) }

    private func capture(_ body: (Int) throws -> Void) {
        captureCount += 1
        do { try body(captureCount) } catch { print("\(error)") }
    }

    /// Saves the current frame at the device's pixel scale (not the window's).
    func writeScreenshot(_ name: String) throws {
        settle()
        let image = try session.renderFrame(reusing: &screenshotCanvas, hudLines: session.hudStatusLines)
        let url = outputDirectory.appendingPathComponent(name + ".png")
        try OutputFiles.write(try image.pngData(), to: url)
        print("screenshot: \(url.path)")
    }

    func writeDump(_ name: String) throws {
        let url = outputDirectory.appendingPathComponent(name + ".json")
        let t = seconds(since: start, to: SDL_GetPerformanceCounter())
        try OutputFiles.write(session.dump(time: t).serialized(), to: url)
        print("dump: \(url.path)")
    }
}

/// Frames per second and frame cost for the HUD, averaged over the last half second.
struct FrameRateMeter {
    private var windowStart: Double?
    private var frames = 0
    private var work = 0.0
    private(set) var fps = 0.0
    private(set) var frameMilliseconds = 0.0

    /// Averaging window, in seconds.
    static let period = 0.5

    mutating func record(frameAt t: Double, workSeconds: Double) {
        guard let start = windowStart else { windowStart = t; return }
        frames += 1
        work += workSeconds
        if t - start >= Self.period {
            fps = Double(frames) / (t - start)
            frameMilliseconds = work / Double(frames) * 1000
            windowStart = t; frames = 0; work = 0
        }
    }

    var hudLines: [String] {
        [String(format: "%.0f fps  %.2f ms/frame", fps, frameMilliseconds)]
    }
}
