import CSDL2
import Foundation

/// Process-wide SDL set-up: the subsystems, the font engine and the image loader, initialised
/// once. FreeType's environment overrides are removed so text renders the same everywhere.
enum SDLSupport {
    nonisolated(unsafe) private static var coreReady = false
    nonisolated(unsafe) private static var videoReady = false

    static func initCore() throws {
        guard !coreReady else { return }
        unsetenv("FREETYPE_PROPERTIES")
        // SIGINT and SIGTERM are the run loops' to handle (SignalMonitor), not SDL's quit events.
        SDL_SetHint(SDL_HINT_NO_SIGNAL_HANDLERS, "1")
        guard SDL_Init(UInt32(SDL_INIT_EVENTS)) == 0 else { throw SimulatorError.sdl("SDL_Init failed: \(lastError)") }
        guard TTF_Init() == 0 else { throw SimulatorError.sdl("TTF_Init failed: \(lastError)") }
        let png = Int32(IMG_INIT_PNG.rawValue)
        guard IMG_Init(png) & png != 0 else { throw SimulatorError.sdl("IMG_Init failed: \(lastError)") }
        coreReady = true
    }

    static func initVideo() throws {
        try initCore()
        guard !videoReady else { return }
        guard SDL_InitSubSystem(UInt32(SDL_INIT_VIDEO)) == 0 else {
            throw SimulatorError.noDisplay(
                "error: no display available (\(lastError)). Run with --headless, or under a virtual display: xvfb-run swift run Simulator")
        }
        videoReady = true
    }

    static var lastError: String { String(cString: SDL_GetError()) }
}
