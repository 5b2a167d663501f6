import CSDL2
import Foundation
import UIModel

/// Textures of rendered text lines and loaded images for one SDL renderer. Text is rasterised
/// white and tinted at draw time, so one texture serves every colour. Entries unused for a while
/// are freed once the cache grows past its limit.
final class TextureCache {
    struct Entry {
        var texture: OpaquePointer
        var width: Int32
        var height: Int32
        var lastUsed: Int
    }

    struct TextKey: Hashable {
        var text: String
        var face: UIFont.Face
        var pixelSize: Int32
    }

    /// How many text textures may stay cached before old ones are freed.
    static let textLimit = 2048
    /// A texture unused for this many frames may be freed.
    static let idleFrames = 120

    private let renderer: OpaquePointer
    private let textSystem: SDLTextSystem
    private let images: ImageCatalog
    private var textEntries: [TextKey: Entry] = [:]
    private var imageEntries: [String: Entry] = [:]
    private var frame = 0

    init(renderer: OpaquePointer, textSystem: SDLTextSystem, images: ImageCatalog) {
        self.renderer = renderer
        self.textSystem = textSystem
        self.images = images
    }

    deinit {
        for e in textEntries.values { SDL_DestroyTexture(e.texture) }
        for e in imageEntries.values { SDL_DestroyTexture(e.texture) }
    }

    func beginFrame() { frame += 1 }

    func endFrame() {
        guard textEntries.count > Self.textLimit else { return }
        let stale = frame - Self.idleFrames
        for (key, e) in textEntries where e.lastUsed < stale {
            SDL_DestroyTexture(e.texture)
            textEntries.removeValue(forKey: key)
        }
    }

    func text(_ text: String, face: UIFont.Face, pixelSize: Int32) -> Entry? {
        let key = TextKey(text: text, face: face, pixelSize: pixelSize)
        if textEntries[key] != nil {
            textEntries[key]!.lastUsed = frame
            return textEntries[key]
        }
        guard let font = try? textSystem.font(face, pixelSize: pixelSize) else { return nil }
        let white = SDL_Color(r: 255, g: 255, b: 255, a: 255)
        guard let surface = text.withCString({ TTF_RenderUTF8_Blended(font, $0, white) }) else { return nil }
        defer { SDL_FreeSurface(surface) }
        guard let entry = makeTexture(surface) else { return nil }
        textEntries[key] = entry
        return entry
    }

    func image(named name: String) -> Entry? {
        if imageEntries[name] != nil {
            imageEntries[name]!.lastUsed = frame
            return imageEntries[name]
        }
        guard let path = images.path(named: name), let surface = IMG_Load(path) else { return nil }
        defer { SDL_FreeSurface(surface) }
        guard let entry = makeTexture(surface) else { return nil }
        SDL_SetTextureScaleMode(entry.texture, SDL_ScaleModeLinear)
        imageEntries[name] = entry
        return entry
    }

    private func makeTexture(_ surface: UnsafeMutablePointer<SDL_Surface>) -> Entry? {
        guard let t = SDL_CreateTextureFromSurface(renderer, surface) else { return nil }
        SDL_SetTextureBlendMode(t, SDL_BLENDMODE_BLEND)
        return Entry(texture: t, width: surface.pointee.w, height: surface.pointee.h, lastUsed: frame)
    }
}
