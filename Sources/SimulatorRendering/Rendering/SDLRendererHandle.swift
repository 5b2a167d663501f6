import CSDL2

/// Owns one SDL renderer (and, for a software renderer, the surface it draws into). Every object
/// that makes textures from the renderer holds this handle, so the renderer is destroyed only
/// after the last of them has destroyed its textures: the teardown order follows from the
/// references, whatever order their owners release them in.
package nonisolated final class SDLRendererHandle {
    let pointer: OpaquePointer
    /// The memory surface a software renderer draws into (from `SurfacePool`); given back to the
    /// pool after the renderer is destroyed.
    let surface: UnsafeMutablePointer<SDL_Surface>?
    /// The window the renderer draws into; destroyed after the renderer.
    private let window: OpaquePointer?

    /// A window's renderer.
    package init(_ pointer: OpaquePointer, window: OpaquePointer) {
        self.pointer = pointer
        self.window = window
        surface = nil
    }

    /// A software renderer on a surface from `SurfacePool`.
    init(_ pointer: OpaquePointer, pooledSurface: UnsafeMutablePointer<SDL_Surface>) {
        self.pointer = pointer
        surface = pooledSurface
        window = nil
    }

    deinit {
        SDL_DestroyRenderer(pointer)
        if let surface { SurfacePool.recycle(surface) }
        if let window { SDL_DestroyWindow(window) }
    }
}
