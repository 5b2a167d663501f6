import CSDL2
import UIModel

/// One SDL call of a frame, recorded so a frame can be executed (or replayed) in one pass.
nonisolated package enum DrawCommand {
    case clear(SDL_Color)
    /// nil: no clipping.
    case clip(SDL_Rect?)
    case fillRect(SDL_Rect, SDL_Color, blend: Bool)
    /// Triangles `first ..< first + count` of the vertex array, textured when `texture` is set.
    case geometry(texture: OpaquePointer?, first: Int, count: Int)
    /// A texture copied unscaled or scaled into `dst`, modulated by `color`.
    case copy(texture: OpaquePointer, dst: SDL_Rect, color: SDL_Color)
    /// A texture of `pixels` copied unscaled into `dst` at `alpha` (1–254) of its strength: the
    /// pixels SDL's alpha-modulated copy gives (see `DrawCommand.fadedCopy`).
    case fade(texture: OpaquePointer, pixels: BlendPixels, dst: SDL_Rect, alpha: UInt8)
    /// Pixels combined with the target's pixels under them by a blend mode (read back, mixed,
    /// written over them), at `alpha` of their strength.
    case blend(BlendPixels, dst: SDL_Rect, mode: CGBlendMode, alpha: UInt8)
    /// The target's pixels under `dst` blurred (a Gaussian of `sigma` pixels, edges extended)
    /// and written back inside the rounded rectangle of `cornerRadius` pixels, mixed over the
    /// pixels by `opacity` (0–255).
    case backdrop(dst: SDL_Rect, sigma: Float, cornerRadius: Float, opacity: UInt8)
}

/// Straight ARGB pixels a blend or a fade command mixes into the target; one object per drawing,
/// so two frames mixing in the same drawing share it.
nonisolated package final class BlendPixels {
    let pixels: [UInt32]
    init(_ pixels: [UInt32]) { self.pixels = pixels }
}

/// A frame's recorded SDL calls and the vertices they draw. Reused across frames, so a steady
/// frame does not allocate.
nonisolated package struct CommandBuffer {
    package internal(set) var commands: [DrawCommand] = []
    package internal(set) var vertices: [SDL_Vertex] = []

    package init() {}

    package mutating func reset() {
        commands.removeAll(keepingCapacity: true)
        vertices.removeAll(keepingCapacity: true)
    }

    /// Runs the recorded calls on `renderer`; `surface`, when set, is the memory surface it
    /// draws into (a software renderer's), whose pixels some calls mix into directly.
    package func execute(on renderer: OpaquePointer, surface: UnsafeMutablePointer<SDL_Surface>? = nil) {
        vertices.withUnsafeBufferPointer { vp in
            for command in commands { command.run(on: renderer, vertices: vp, surface: surface) }
        }
    }
}

nonisolated extension DrawCommand {
    /// Makes the call on `renderer`; `vertices` holds the triangles' vertices; `surface`, when
    /// set, is the memory surface the renderer draws into.
    func run(on renderer: OpaquePointer, vertices: UnsafeBufferPointer<SDL_Vertex>, surface: UnsafeMutablePointer<SDL_Surface>? = nil) {
        switch self {
        case .clear(let c):
            SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_NONE)
            SDL_SetRenderDrawColor(renderer, c.r, c.g, c.b, c.a)
            SDL_RenderClear(renderer)
        case .clip(let rect):
            if var r = rect { SDL_RenderSetClipRect(renderer, &r) } else { SDL_RenderSetClipRect(renderer, nil) }
        case .fillRect(var r, let c, let blend):
            SDL_SetRenderDrawBlendMode(renderer, blend ? SDL_BLENDMODE_BLEND : SDL_BLENDMODE_NONE)
            SDL_SetRenderDrawColor(renderer, c.r, c.g, c.b, c.a)
            SDL_RenderFillRect(renderer, &r)
        case .geometry(let texture, let first, let count):
            SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND)
            Self.blending(texture, if: true) {
                SDL_RenderGeometry(renderer, texture, vertices.baseAddress! + first, Int32(count), nil, 0)
            }
        case .copy(let texture, var dst, let c):
            SDL_SetTextureColorMod(texture, c.r, c.g, c.b)
            SDL_SetTextureAlphaMod(texture, c.a)
            Self.blending(texture, if: c.a < 255) { SDL_RenderCopy(renderer, texture, nil, &dst) }
        case .fade(let texture, let pixels, let dst, let alpha):
            Self.fadedCopy(pixels.pixels, texture: texture, into: dst, alpha: alpha, on: renderer, surface: surface)
        case .blend(let source, let dst, let mode, let alpha):
            Self.blend(source.pixels, into: dst, mode: mode, alpha: alpha, on: renderer)
        case .backdrop(let dst, let sigma, let corner, let opacity):
            Self.backdrop(dst, sigma: sigma, cornerRadius: corner, opacity: opacity, on: renderer)
        }
    }

    /// Runs `draw` with an opaque texture (one whose blend mode is none: see `TextureCache`)
    /// blending when `needed` (it is faded, or drawn as triangles whose colours may fade it).
    private static func blending(_ texture: OpaquePointer?, if needed: Bool, _ draw: () -> Void) {
        var mode = SDL_BLENDMODE_BLEND
        guard needed, let texture, SDL_GetTextureBlendMode(texture, &mode) == 0, mode == SDL_BLENDMODE_NONE else { return draw() }
        SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND)
        draw()
        SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_NONE)
    }

    /// Reads the target's pixels under `dst`, mixes `pixels` into them by `mode` and writes
    /// the result back (through the clip, as any call).
    private static func blend(_ pixels: [UInt32], into dst: SDL_Rect, mode: CGBlendMode, alpha: UInt8, on renderer: OpaquePointer) {
        let count = Int(dst.w) * Int(dst.h)
        guard count > 0, pixels.count == count else { return }
        var rect = dst
        var target = [UInt32](repeating: 0, count: count)
        guard SDL_RenderReadPixels(renderer, &rect, SDL_PIXELFORMAT_ARGB8888.rawValue, &target, dst.w * 4) == 0 else { return }
        let strength = Float(alpha) / 255
        func straight(_ p: UInt32, premultiplied: Bool) -> BlendCompositor.Color {
            let a = Float(p >> 24) / 255
            guard a > 0 else { return (0, 0, 0, 0) }
            let k: Float = premultiplied ? 255 * a : 255
            return (min(Float(p >> 16 & 0xFF) / k, 1), min(Float(p >> 8 & 0xFF) / k, 1), min(Float(p & 0xFF) / k, 1), a)
        }
        var out = target
        for i in 0..<count where pixels[i] >> 24 != 0 {
            var s = straight(pixels[i], premultiplied: false)
            s.3 *= strength
            // A drawn-on target holds colours multiplied by their alpha (opaque: the same).
            let d = straight(target[i], premultiplied: true)
            let r = BlendCompositor.pixel(s, d, mode)
            let a = max(0, min(1, r.3))
            func byte(_ v: Float) -> UInt32 { UInt32(max(0, min(255, (v * 255).rounded()))) }
            out[i] = byte(a) << 24 | byte(r.0) << 16 | byte(r.1) << 8 | byte(r.2)
        }
        writeBack(out, to: rect, on: renderer)
    }

    /// Writes ARGB `pixels` over the target's `rect` as they are (through the clip).
    static func writeBack(_ pixels: [UInt32], to rect: SDL_Rect, on renderer: OpaquePointer) {
        var rect = rect
        guard let texture = SDL_CreateTexture(renderer, SDL_PIXELFORMAT_ARGB8888.rawValue, Int32(SDL_TEXTUREACCESS_STATIC.rawValue),
                                              rect.w, rect.h) else { return }
        pixels.withUnsafeBytes { _ = SDL_UpdateTexture(texture, nil, $0.baseAddress, rect.w * 4) }
        SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_NONE)
        SDL_RenderCopy(renderer, texture, nil, &rect)
        SDL_DestroyTexture(texture)
    }
}
