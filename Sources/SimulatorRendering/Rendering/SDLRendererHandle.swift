import CSDL2

/// Owns one SDL renderer (and, for a software renderer, the surface it draws into). Every object
/// that makes textures from the renderer holds this handle, so the renderer is destroyed only
/// after the last of them has destroyed its textures: the teardown order follows from the
/// references, whatever order their owners release them in.
package nonisolated final class SDLRendererHandle {
    let pointer: OpaquePointer
    /// The memory surface a software renderer draws into; freed (or given back to the
    /// `SurfacePool` it came from) after the renderer.
    let surface: UnsafeMutablePointer<SDL_Surface>?
    private let surfaceIsPooled: Bool
    /// The window the renderer draws into; destroyed after the renderer.
    private let window: OpaquePointer?

    package init(_ pointer: OpaquePointer, surface: UnsafeMutablePointer<SDL_Surface>? = nil, window: OpaquePointer? = nil) {
        self.pointer = pointer
        self.surface = surface
        self.window = window
        surfaceIsPooled = false
    }

    /// A software renderer on a surface from `SurfacePool`.
    init(_ pointer: OpaquePointer, pooledSurface: UnsafeMutablePointer<SDL_Surface>) {
        self.pointer = pointer
        surface = pooledSurface
        window = nil
        surfaceIsPooled = true
    }

    deinit {
        SDL_DestroyRenderer(pointer)
        if let surface { surfaceIsPooled ? SurfacePool.recycle(surface) : SDL_FreeSurface(surface) }
        if let window { SDL_DestroyWindow(window) }
    }
}
