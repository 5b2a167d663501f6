import CSDL2

/// One SDL call of a frame, recorded so a frame can be executed (or replayed) in one pass.
nonisolated public enum DrawCommand {
    case clear(SDL_Color)
    /// nil: no clipping.
    case clip(SDL_Rect?)
    case fillRect(SDL_Rect, SDL_Color, blend: Bool)
    /// Triangles `first ..< first + count` of the vertex array, textured when `texture` is set.
    case geometry(texture: OpaquePointer?, first: Int, count: Int)
    /// A texture copied unscaled or scaled into `dst`, modulated by `color`.
    case copy(texture: OpaquePointer, dst: SDL_Rect, color: SDL_Color)
}

/// A frame's recorded SDL calls and the vertices they draw. Reused across frames, so a steady
/// frame does not allocate.
nonisolated public struct CommandBuffer {
    public internal(set) var commands: [DrawCommand] = []
    public internal(set) var vertices: [SDL_Vertex] = []

    public init() {}

    public mutating func reset() {
        commands.removeAll(keepingCapacity: true)
        vertices.removeAll(keepingCapacity: true)
    }

    /// Runs the recorded calls on `renderer`.
    public func execute(on renderer: OpaquePointer) {
        vertices.withUnsafeBufferPointer { vp in
            for command in commands { command.run(on: renderer, vertices: vp) }
        }
    }
}

nonisolated extension DrawCommand {
    /// Makes the call on `renderer`; `vertices` holds the triangles' vertices.
    func run(on renderer: OpaquePointer, vertices: UnsafeBufferPointer<SDL_Vertex>) {
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
            SDL_RenderGeometry(renderer, texture, vertices.baseAddress! + first, Int32(count), nil, 0)
        case .copy(let texture, var dst, let c):
            SDL_SetTextureColorMod(texture, c.r, c.g, c.b)
            SDL_SetTextureAlphaMod(texture, c.a)
            SDL_RenderCopy(renderer, texture, nil, &dst)
        }
    }
}
