import CSDL2
import Foundation
import Synchronization

/// Process-wide SDL set-up: the subsystems, the font engine and the image loader, initialised
/// once. FreeType's environment overrides are removed so text renders the same everywhere.
package nonisolated enum SDLSupport {
    /// Whether the core and the video subsystem are up; initialising holds the lock, so two
    /// threads (a test rendering off the main actor, say) never initialise SDL twice.
    private static let ready = Mutex((core: false, video: false))

    static func initCore() throws {
        try ready.withLock { state in
            guard !state.core else { return }
            try initCoreOnce()
            state.core = true
        }
    }

    private static func initCoreOnce() throws {
        unsetenv("FREETYPE_PROPERTIES")
        // SIGINT and SIGTERM are the run loops' to handle (SignalMonitor), not SDL's quit events.
        SDL_SetHint(SDL_HINT_NO_SIGNAL_HANDLERS, "1")
        guard SDL_Init(UInt32(SDL_INIT_EVENTS)) == 0 else { throw SimulatorError.sdl("SDL_Init failed: \(lastError)") }
        guard TTF_Init() == 0 else { throw SimulatorError.sdl("TTF_Init failed: \(lastError)") }
        let png = Int32(IMG_INIT_PNG.rawValue)
        guard IMG_Init(png) & png != 0 else { throw SimulatorError.sdl("IMG_Init failed: \(lastError)") }
    }

    /// SDL's video drivers that show nothing on a screen. Without a display SDL falls back to
    /// them on its own; they are used only when asked for by name (`SDL_VIDEODRIVER`).
    static let invisibleVideoDrivers: Set<String> = ["offscreen", "dummy", "evdev"]

    package static func initVideo() throws {
        try initCore()
        try ready.withLock { state in
            guard !state.video else { return }
            try initVideoOnce()
            state.video = true
        }
    }

    private static func initVideoOnce() throws {
        func noDisplay(_ why: String) -> SimulatorError {
            .noDisplay("error: no display available (\(why)). Run with --headless, or under a virtual display: xvfb-run swift run Simulator")
        }
        guard SDL_InitSubSystem(UInt32(SDL_INIT_VIDEO)) == 0 else { throw noDisplay(lastError) }
        let driver = SDL_GetCurrentVideoDriver().map { String(cString: $0) } ?? ""
        if invisibleVideoDrivers.contains(driver), getenv("SDL_VIDEODRIVER") == nil {
            SDL_QuitSubSystem(UInt32(SDL_INIT_VIDEO))
            throw noDisplay("SDL found only its '\(driver)' driver, which shows no window")
        }
    }

    package static var lastError: String { String(cString: SDL_GetError()) }
}
