import CSDL2
import Foundation
import UIModel

/// Draws display lists with one SDL renderer (a window's, or a software renderer on a surface):
/// encodes the list into SDL calls, then runs the ones that reach the pixels that changed since
/// the last frame (see `DamageTracker`), onto a target that keeps its pixels between frames: the
/// surface, or for a window a texture copied to the window when presented.
nonisolated public final class Renderer {
    /// The SDL renderer, owned with its surface or window; see `SDLRendererHandle`.
    let handle: SDLRendererHandle
    package var sdlRenderer: OpaquePointer { handle.pointer }
    let textures: TextureCache
    let encoder: FrameEncoder
    let shapes: ShapeTextures
    let sprites: SpriteCache
    private let damage = DamageTracker()
    /// A window's frame, kept between frames (nil for a surface, which keeps its own pixels).
    private var frameTexture: OpaquePointer?
    private var frameTextureSize: (w: Int32, h: Int32) = (0, 0)
    /// Frames drawn, for the damage overlay's colours.
    private var framesDrawn = 0

    /// Outlines what each frame redrew, in a colour that changes every frame (Flutter's repaint
    /// rainbow): the whole target when it was drawn from scratch, nothing when nothing changed.
    public var showsDamage = false
    /// What the last frame redrew.
    public private(set) var lastDamage = FrameDamage.full

    package init(handle: SDLRendererHandle, textSystem: SDLTextSystem, images: ImageCatalog) {
        self.handle = handle
        textures = TextureCache(renderer: handle, textSystem: textSystem, images: images)
        shapes = ShapeTextures(renderer: handle)
        sprites = SpriteCache(renderer: handle)
        encoder = FrameEncoder(textures: textures, shapes: shapes, sprites: sprites, groups: GroupCache(renderer: handle))
    }

    deinit { if let frameTexture { SDL_DestroyTexture(frameTexture) } }

    /// The renderer's output size in pixels.
    public var outputSize: (w: Int32, h: Int32) {
        var w: Int32 = 0, h: Int32 = 0
        SDL_GetRendererOutputSize(sdlRenderer, &w, &h)
        return (w, h)
    }

    /// Encodes the frame (without drawing it): the SDL calls are in `commands` afterwards. The
    /// next frame drawn is drawn whole.
    public func encode(_ list: DisplayList, scale: CGFloat, background: UIColor = .black) {
        encode(list, scale: scale, background: background, size: outputSize)
        damage.invalidate()
    }

    private func encode(_ list: DisplayList, scale: CGFloat, background c: UIColor, size: (w: Int32, h: Int32)) {
        func b(_ v: CGFloat) -> UInt8 { UInt8((v * 255).rounded()) }
        encoder.encode(list, scale: scale, size: size, background: SDL_Color(r: b(c.red), g: b(c.green), b: b(c.blue), a: b(c.alpha)))
    }

    /// The SDL calls of the last encoded frame.
    package var commands: CommandBuffer { encoder.buffer }

    /// Runs the last frame's recorded SDL calls again on this renderer, without encoding: the
    /// baseline a frame's encoding is measured against (the benchmarks).
    public func replayLastFrame() { encoder.buffer.execute(on: handle.pointer, surface: handle.surface) }

    /// Encodes a frame at `scale` pixels per point and draws what changed since the last frame
    /// drawn here (everything, `fromScratch`). The pixels are those a redraw from scratch gives.
    @discardableResult
    public func draw(_ list: DisplayList, scale: CGFloat, background: UIColor = .black, fromScratch: Bool = false) -> FrameDamage {
        let size = outputSize
        let onTexture = useFrameTexture(size)
        defer { if onTexture { SDL_SetRenderTarget(sdlRenderer, nil) } }
        encode(list, scale: scale, background: background, size: size)
        // The calls are taken in either case: they are what the next frame is compared with.
        self.damage.take(encoder.buffer, size: size)
        let damage = fromScratch ? .full : self.damage.damage()
        switch damage {
        case .none: break
        case .full: encoder.buffer.execute(on: sdlRenderer, surface: handle.surface)
        case .regions(let rects): self.damage.redraw(rects, on: sdlRenderer, surface: handle.surface)
        }
        self.damage.commit()
        framesDrawn += 1
        lastDamage = FrameDamage(damage)
        if showsDamage { outline(damage, size) }
        return lastDamage
    }

    /// Shows the frame in the window (a window's renderer; a surface has nothing to present).
    public func present() {
        guard handle.surface == nil else { return }
        if let frameTexture { SDL_RenderCopy(sdlRenderer, frameTexture, nil, nil) }
        SDL_RenderPresent(sdlRenderer)
    }

    /// For a window, makes the kept frame texture (of `size`) the target; false when there is
    /// none (a surface, or a renderer without render targets: every frame is then drawn whole).
    private func useFrameTexture(_ size: (w: Int32, h: Int32)) -> Bool {
        guard handle.surface == nil else { return false }
        if frameTexture == nil || frameTextureSize != size {
            if let frameTexture { SDL_DestroyTexture(frameTexture) }
            frameTexture = SDL_RenderTargetSupported(sdlRenderer) == SDL_TRUE
                ? SDL_CreateTexture(sdlRenderer, SDL_PIXELFORMAT_ARGB8888.rawValue, Int32(SDL_TEXTUREACCESS_TARGET.rawValue),
                                    max(size.w, 1), max(size.h, 1))
                : nil
            frameTextureSize = size
            damage.invalidate()
        }
        guard let frameTexture, SDL_SetRenderTarget(sdlRenderer, frameTexture) == 0 else {
            damage.invalidate()
            return false
        }
        return true
    }

    /// The overlay's colours, one per frame in turn.
    static let damageColors: [SDL_Color] = [
        SDL_Color(r: 255, g: 59, b: 48, a: 230), SDL_Color(r: 255, g: 149, b: 0, a: 230), SDL_Color(r: 255, g: 204, b: 0, a: 230),
        SDL_Color(r: 52, g: 199, b: 89, a: 230), SDL_Color(r: 0, g: 122, b: 255, a: 230), SDL_Color(r: 175, g: 82, b: 222, a: 230),
    ]
    /// The overlay's line width, in pixels.
    static let damageOutlineWidth: Int32 = 3

    /// Outlines the frame's own changes (not the last overlay's repair) over the frame; the
    /// pixels it covers are redrawn next frame.
    private func outline(_ damage: DamageTracker.Damage, _ size: (w: Int32, h: Int32)) {
        let rects: [SDL_Rect]
        switch damage {
        case .none: return
        case .full: rects = self.damage.changedRects ?? [SDL_Rect(x: 0, y: 0, w: size.w, h: size.h)]
        case .regions: rects = self.damage.changedRects ?? []
        }
        let c = Self.damageColors[framesDrawn % Self.damageColors.count]
        let n = Self.damageOutlineWidth
        var edges: [SDL_Rect] = []
        for r in rects {
            let t = min(n, r.w / 2, r.h / 2)
            edges += [SDL_Rect(x: r.x, y: r.y, w: r.w, h: t), SDL_Rect(x: r.x, y: r.y + r.h - t, w: r.w, h: t),
                      SDL_Rect(x: r.x, y: r.y + t, w: t, h: r.h - 2 * t), SDL_Rect(x: r.x + r.w - t, y: r.y + t, w: t, h: r.h - 2 * t)]
        }
        SDL_SetRenderDrawBlendMode(sdlRenderer, SDL_BLENDMODE_BLEND)
        SDL_SetRenderDrawColor(sdlRenderer, c.r, c.g, c.b, c.a)
        SDL_RenderFillRects(sdlRenderer, edges, Int32(edges.count))
        self.damage.drewOver(edges)
    }

    /// The pixels drawn so far (read before presenting).
    public func readPixels() -> RGBAImage {
        let (w, h) = outputSize
        let count = Int(w) * Int(h) * 4
        if let surface = handle.surface, let pixels = surfaceRGBA(surface, count: count) {
            return RGBAImage(width: Int(w), height: Int(h), pixels: pixels)
        }
        let px = [UInt8](unsafeUninitializedCapacity: count) { buffer, initialized in
            if SDL_RenderReadPixels(sdlRenderer, nil, SDL_PIXELFORMAT_RGBA32.rawValue, buffer.baseAddress, w * 4) != 0 {
                buffer.initialize(repeating: 0)  // a failed read gives black, not stale memory
            }
            initialized = count
        }
        return RGBAImage(width: Int(w), height: Int(h), pixels: px)
    }

    /// An ARGB8888 surface's pixels as RGBA bytes, read directly: the same bytes as
    /// `SDL_RenderReadPixels`, in a loop the compiler vectorizes (SDL's converter goes pixel by
    /// pixel through its generic blitter). Nil for another format.
    private func surfaceRGBA(_ surface: UnsafeMutablePointer<SDL_Surface>, count: Int) -> [UInt8]? {
        let s = surface.pointee
        guard s.format.pointee.format == SDL_PIXELFORMAT_ARGB8888.rawValue, let base = s.pixels,
              Int(s.w) * Int(s.h) * 4 == count else { return nil }
        SDL_RenderFlush(sdlRenderer)
        let w = Int(s.w), pitch = Int(s.pitch)
        return [UInt8](unsafeUninitializedCapacity: count) { buffer, initialized in
            let out = UnsafeMutableRawPointer(buffer.baseAddress!).assumingMemoryBound(to: UInt32.self)
            for y in 0..<Int(s.h) {
                let row = (base + y * pitch).assumingMemoryBound(to: UInt32.self), dst = out + y * w
                // 0xAARRGGBB in memory order B, G, R, A; RGBA bytes are 0xAABBGGRR.
                for x in 0..<w {
                    let p = row[x]
                    dst[x] = (p & 0xFF00_FF00) | (p >> 16 & 0xFF) | (p & 0xFF) << 16
                }
            }
            initialized = count
        }
    }
}

/// What a frame redrew, in pixels: nothing (it is the frame before), everything, or rectangles.
nonisolated public enum FrameDamage: Equatable, Sendable {
    case none
    case full
    case regions([CGRect])

    init(_ d: DamageTracker.Damage) {
        switch d {
        case .none: self = .none
        case .full: self = .full
        case .regions(let r): self = .regions(r.map { CGRect(x: CGFloat($0.x), y: CGFloat($0.y), width: CGFloat($0.w), height: CGFloat($0.h)) })
        }
    }
}

/// A software renderer drawing into a memory surface: headless runs, screenshots and tests.
nonisolated public final class OffscreenCanvas {
    public let renderer: Renderer
    package var surface: UnsafeMutablePointer<SDL_Surface> { renderer.handle.surface! }

    /// The largest side of an offscreen frame, in pixels (bounds memory for huge sizes).
    public static let maxSide = 8192

    public init(width: Int, height: Int, textSystem: SDLTextSystem, images: ImageCatalog) throws {
        try SDLSupport.initCore()
        let w = Int32(min(max(width, 1), Self.maxSide)), h = Int32(min(max(height, 1), Self.maxSide))
        guard let s = SurfacePool.surface(width: w, height: h) else {
            throw SimulatorError.sdl("cannot create a \(w)×\(h) surface: \(SDLSupport.lastError)")
        }
        guard let r = SDL_CreateSoftwareRenderer(s) else {
            SurfacePool.recycle(s)
            throw SimulatorError.sdl("cannot create the software renderer: \(SDLSupport.lastError)")
        }
        renderer = Renderer(handle: SDLRendererHandle(r, pooledSurface: s), textSystem: textSystem, images: images)
    }

    public var width: Int { Int(surface.pointee.w) }
    public var height: Int { Int(surface.pointee.h) }
}
