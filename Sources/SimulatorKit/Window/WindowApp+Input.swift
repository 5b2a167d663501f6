import CSDL2
import Foundation
import UIModel
import SimulatorCore
import SimulatorRendering

/// The window's input: SDL's events become touches (the mouse is a finger; Option adds a
/// mirrored second one), hover, wheel scrolls, keys and text, each recorded as the session's
/// script events while a recording runs.
extension WindowApp {
    func pumpEvents() throws {
        var e = SDL_Event()
        stopPumping = false
        // A key that quits or ends a recording ends the frame's input: what follows waits for
        // the next frame (a recording ends exactly where the session stops being recorded).
        while !stopPumping, SDL_PollEvent(&e) != 0 {
            switch SDL_EventType(e.type) {
            case SDL_QUIT: running = false
            case SDL_KEYDOWN: try keyDown(e.key)
            case SDL_TEXTINPUT where UIModelRuntime.current.isTextInputActive:
                // Typed characters go to the first responder (a text field) while it edits.
                let text = withUnsafeBytes(of: e.text.text) { raw in
                    String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
                }
                guard !text.isEmpty else { break }
                try recorder.record(.text(text), at: hostTime(e.text.timestamp))
                UIModelRuntime.current.insertText(text)
            case SDL_MOUSEBUTTONDOWN where e.button.button == UInt8(SDL_BUTTON_LEFT) && rightPress == nil:
                mouseDown = true
                let mods = UInt32(SDL_GetModState().rawValue)
                secondFinger = mods & UInt32(KMOD_ALT.rawValue) == 0 ? nil
                    : TwoFingerMouse(pointer: screenPoint(x: e.button.x, y: e.button.y), screen: session.screenSize,
                                     together: mods & UInt32(KMOD_SHIFT.rawValue) != 0)
                try touch(.began, x: e.button.x, y: e.button.y, ms: e.button.timestamp)
            case SDL_MOUSEBUTTONDOWN where e.button.button == UInt8(SDL_BUTTON_RIGHT) && !mouseDown && rightPress == nil:
                let p = screenPoint(x: e.button.x, y: e.button.y), t = hostTime(e.button.timestamp)
                rightPress = (p, t + ScriptTimeline.longPressDuration)
                try fingerTouch(.began, at: p, finger: 0, hostTime: t)
            case SDL_MOUSEMOTION where mouseDown:
                try touch(.moved, x: e.motion.x, y: e.motion.y, ms: e.motion.timestamp)
            case SDL_MOUSEMOTION where rightPress == nil:
                try hover(screenPoint(x: e.motion.x, y: e.motion.y), ms: e.motion.timestamp)
            case SDL_MOUSEBUTTONUP where e.button.button == UInt8(SDL_BUTTON_LEFT):
                guard mouseDown else { break }
                mouseDown = false
                try touch(.ended, x: e.button.x, y: e.button.y, ms: e.button.timestamp)
                secondFinger = nil
            case SDL_MOUSEWHEEL: try wheel(e.wheel)
            case SDL_WINDOWEVENT:
                switch SDL_WindowEventID(UInt32(e.window.event)) {
                case SDL_WINDOWEVENT_SIZE_CHANGED: try windowResized(width: e.window.data1, height: e.window.data2, ms: e.window.timestamp)
                case SDL_WINDOWEVENT_EXPOSED: needsPresent = true
                case SDL_WINDOWEVENT_MOVED, SDL_WINDOWEVENT_DISPLAY_CHANGED: updateFramePeriod()
                case SDL_WINDOWEVENT_LEAVE, SDL_WINDOWEVENT_FOCUS_LOST:
                    try hover(nil, ms: e.window.timestamp)
                    // The finger left the screen: UIKit cancels the touch.
                    if mouseDown {
                        mouseDown = false
                        secondFinger = nil
                        let t = hostTime(e.window.timestamp)
                        try recorder.record(.cancelTouches, at: t)
                        UIModelRuntime.current.cancelActiveTouch(timestamp: session.eventTime(forHostTime: t))
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
    private func touch(_ phase: UITouch.Phase, x: Int32, y: Int32, ms: UInt32) throws {
        let p = screenPoint(x: x, y: y), t = hostTime(ms)
        try fingerTouch(phase, at: p, finger: 0, hostTime: t)
        if let secondFinger {
            try fingerTouch(phase, at: secondFinger.secondFinger(pointer: p, screen: session.screenSize), finger: 1, hostTime: t)
        }
    }

    func fingerTouch(_ phase: UITouch.Phase, at p: CGPoint, finger: Int, hostTime t: Double) throws {
        let action: Script.Action = phase == .began ? .down(p, finger: finger) : phase == .moved ? .move(p, finger: finger) : .up(p, finger: finger)
        try recorder.record(action, at: t)
        UIModelRuntime.current.handleTouch(phase, at: p, timestamp: session.eventTime(forHostTime: t), finger: finger)
    }

    /// Where the fingers show while Option (Alt) is held: the pointer's and its mirror (or the
    /// pair that is down), as the iOS Simulator shows them.
    func fingerMarkers() -> [CGPoint] {
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
    /// The pointer over the screen with no button down (nil: it left), for hover recognizers;
    /// recorded only when one was under it, before or after.
    private func hover(_ p: CGPoint?, ms: UInt32) throws {
        let t = hostTime(ms)
        guard UIModelRuntime.current.handleHover(at: p, timestamp: session.eventTime(forHostTime: t)) else { return }
        try recorder.record(.hover(p), at: t)
    }

    private func wheel(_ w: SDL_MouseWheelEvent) throws {
        let flip: CGFloat = w.direction == SDL_MOUSEWHEEL_FLIPPED.rawValue ? -1 : 1
        let delta = CGVector(dx: CGFloat(w.preciseX) * flip * Self.wheelPointsPerNotch,
                             dy: -CGFloat(w.preciseY) * flip * Self.wheelPointsPerNotch)
        let p = screenPoint(x: w.mouseX, y: w.mouseY), t = hostTime(w.timestamp)
        guard delta != .zero, abs(delta.dx) <= Script.maxScrollDelta, abs(delta.dy) <= Script.maxScrollDelta else { return }
        try recorder.record(.scroll(at: p, by: delta), at: t)
        UIModelRuntime.current.handleScrollWheel(delta, at: p, timestamp: session.eventTime(forHostTime: t))
    }

    /// An input event's time in seconds since the first frame, from its SDL ticks: within the
    /// current frame's interval (after the previous frame, at most this one), which is where a
    /// replay hands it to the app.
    func hostTime(_ ms: UInt32) -> TimeInterval {
        let t = Double(Int64(ms) - Int64(startTicks)) / 1000
        return min(max(t, previousFrameTime + Self.minimumEventSpacing), frameTime)
    }

    private func keyDown(_ k: SDL_KeyboardEvent) throws {
        // Keys a script cannot name (punctuation, function keys) do nothing here either.
        guard let name = Self.keyName(for: k), let action = Script.Action.key(named: name) else { return }
        let t = hostTime(k.timestamp)
        if name == "ctrl+v" { try takeDesktopClipboard(at: t) }
        try recorder.record(action, at: t)
        if let command = session.pressKey(name, hostTime: t) { perform(command) }
    }

    /// Before a paste: text the desktop's clipboard got from another program goes to
    /// `UIPasteboard.general` (recorded, so a replay pastes the same).
    private func takeDesktopClipboard(at t: TimeInterval) throws {
        guard SDL_HasClipboardText() == SDL_TRUE, let raw = SDL_GetClipboardText() else { return }
        defer { SDL_free(raw) }
        let text = String(cString: raw)
        guard !text.isEmpty, text != UIModelRuntime.current.pasteboard.string else { return }
        try recorder.record(.clipboard(text), at: t)
        UIModelRuntime.current.pasteboard.string = text
    }

    /// The script name of a key press ("ctrl+right", "h", "1"), or nil for keys without one.
    static func keyName(for k: SDL_KeyboardEvent) -> String? {
        let ctrl = (UInt32(k.keysym.mod) & UInt32(KMOD_CTRL.rawValue)) != 0
        let shift = (UInt32(k.keysym.mod) & UInt32(KMOD_SHIFT.rawValue)) != 0
        let sym = Int(k.keysym.sym)
        var name: String
        switch sym {
        case Int(SDLK_HOME.rawValue): name = "home"
        case Int(SDLK_END.rawValue): name = "end"
        case Int(SDLK_LEFT.rawValue): name = "left"
        case Int(SDLK_RIGHT.rawValue): name = "right"
        case Int(SDLK_UP.rawValue): name = "up"
        case Int(SDLK_DOWN.rawValue): name = "down"
        case Int(SDLK_SPACE.rawValue): name = "space"
        case Int(SDLK_TAB.rawValue): name = "tab"
        case Int(SDLK_ESCAPE.rawValue): name = "escape"
        case Int(SDLK_BACKSPACE.rawValue): name = "backspace"
        case Int(SDLK_RETURN.rawValue), Int(SDLK_KP_ENTER.rawValue): name = "return"
        case 32..<127: name = String(UnicodeScalar(UInt8(sym)))
        default: return nil
        }
        // Shift with an arrow selects while editing text; with other keys it only types.
        if shift, ["left", "right", "up", "down"].contains(name) { name = "shift+" + name }
        if ctrl { name = "ctrl+" + name }
        return name
    }

    func perform(_ command: KeyCommand) {
        switch command {
        case .quit:
            running = false
            stopPumping = true
        case .screenshot, .dump: pendingCaptures.append(command)
        case .toggleRecording:
            if recorder.isRecording {
                stopPumping = true
                pendingCaptures.append(.toggleRecording)
            } else {
                startRecording()
            }
        case .rotateLeft, .rotateRight, .selectDevice:
            session.apply(command)
            fitWindowToScreen()
        case .toggleSlowAnimations:
            session.apply(command)
            print("slow animations \(session.slowAnimations ? "on" : "off")")
        case .nextLocation:
            print("location \(UIModelRuntime.current.simulatedLocation.nextPreset())")
        case .toggleHUD, .toggleFrames, .toggleDamage, .toggleAppearance, .toggleLayoutDirection, .nextContentSizeCategory, .deleteBackward, .insertNewline,
             .toggleHardwareKeyboard, .shake:
            session.apply(command)
        }
    }
}
