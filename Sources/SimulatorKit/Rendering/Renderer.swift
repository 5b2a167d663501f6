import CSDL2
import Foundation
import UIModel

/// Draws display lists with one SDL renderer (a window's, or a software renderer on a surface):
/// encodes the list into SDL calls, then executes them.
public final class Renderer {
    /// The SDL renderer, owned with its surface or window; see `SDLRendererHandle`.
    let handle: SDLRendererHandle
    public var sdlRenderer: OpaquePointer { handle.pointer }
    let textures: TextureCache
    let encoder: FrameEncoder
    let shapes: ShapeTextures
    let sprites: SpriteCache

    init(handle: SDLRendererHandle, textSystem: SDLTextSystem, images: ImageCatalog) {
        self.handle = handle
        textures = TextureCache(renderer: handle, textSystem: textSystem, images: images)
        shapes = ShapeTextures(renderer: handle)
        sprites = SpriteCache(renderer: handle)
        encoder = FrameEncoder(textures: textures, shapes: shapes, sprites: sprites)
    }

    /// The renderer's output size in pixels.
    public var outputSize: (w: Int32, h: Int32) {
        var w: Int32 = 0, h: Int32 = 0
        SDL_GetRendererOutputSize(sdlRenderer, &w, &h)
        return (w, h)
    }

    /// Encodes the frame (without drawing it): the SDL calls are in `commands` afterwards.
    public func encode(_ list: DisplayList, scale: CGFloat, background: UIColor = .black) {
        let c = background
        func b(_ v: CGFloat) -> UInt8 { UInt8((v * 255).rounded()) }
        encoder.encode(list, scale: scale, size: outputSize,
                       background: SDL_Color(r: b(c.red), g: b(c.green), b: b(c.blue), a: b(c.alpha)))
    }

    /// The SDL calls of the last encoded frame.
    public var commands: CommandBuffer { encoder.buffer }

    /// Encodes and draws a frame at `scale` pixels per point.
    public func draw(_ list: DisplayList, scale: CGFloat, background: UIColor = .black) {
        encode(list, scale: scale, background: background)
        encoder.buffer.execute(on: sdlRenderer)
    }

    /// The pixels drawn so far (read before presenting).
    public func readPixels() -> RGBAImage {
        let (w, h) = outputSize
        let count = Int(w) * Int(h) * 4
        let px = [UInt8](unsafeUninitializedCapacity: count) { buffer, initialized in
            if SDL_RenderReadPixels(sdlRenderer, nil, SDL_PIXELFORMAT_RGBA32.rawValue, buffer.baseAddress, w * 4) != 0 {
                buffer.initialize(repeating: 0)  // a failed read gives black, not stale memory
            }
            initialized = count
        }
        return RGBAImage(width: Int(w), height: Int(h), pixels: px)
    }
}

/// A software renderer drawing into a memory surface: headless runs, screenshots and tests.
public final class OffscreenCanvas {
    public let renderer: Renderer
    public var surface: UnsafeMutablePointer<SDL_Surface> { renderer.handle.surface! }

    /// The largest side of an offscreen frame, in pixels (bounds memory for huge sizes).
    public static let maxSide = 8192

    public init(width: Int, height: Int, textSystem: SDLTextSystem, images: ImageCatalog) throws {
        try SDLSupport.initCore()
        let w = Int32(min(max(width, 1), Self.maxSide)), h = Int32(min(max(height, 1), Self.maxSide))
        guard let s = SDL_CreateRGBSurfaceWithFormat(0, w, h, 32, SDL_PIXELFORMAT_ARGB8888.rawValue) else {
            throw SimulatorError.sdl("cannot create a \(w)×\(h) surface: \(SDLSupport.lastError)")
        }
        guard let r = SDL_CreateSoftwareRenderer(s) else {
            SDL_FreeSurface(s)
            throw SimulatorError.sdl("cannot create the software renderer: \(SDLSupport.lastError)")
        }
        renderer = Renderer(handle: SDLRendererHandle(r, surface: s), textSystem: textSystem, images: images)
    }

    public var width: Int { Int(surface.pointee.w) }
    public var height: Int { Int(surface.pointee.h) }
}
