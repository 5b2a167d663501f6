import Foundation

/// What a key does, in the window and in scripts ("key": "ctrl+right").
public enum KeyCommand: Equatable, Sendable {
    case rotateLeft, rotateRight
    case toggleSlowAnimations
    case toggleHUD
    case toggleFrames
    /// Light / dark appearance.
    case toggleAppearance
    /// Selects `DevicePreset.all[index]` (keys 1 to 5).
    case selectDevice(Int)
    case screenshot
    case dump
    case quit
    /// Keyboard keys for the first responder (a text field).
    case deleteBackward, insertNewline

    /// Script and README names of the keys.
    public static let names: [String: KeyCommand] = {
        var m: [String: KeyCommand] = [
            "ctrl+left": .rotateLeft, "ctrl+right": .rotateRight, "ctrl+t": .toggleSlowAnimations,
            "h": .toggleHUD, "f": .toggleFrames, "a": .toggleAppearance, "ctrl+s": .screenshot, "ctrl+d": .dump, "q": .quit, "escape": .quit,
            "backspace": .deleteBackward, "return": .insertNewline,
        ]
        // Keys 1 to 9 pick the first nine presets, in `DevicePreset.all` order.
        for i in DevicePreset.all.indices.prefix(9) { m[String(i + 1)] = .selectDevice(i) }
        return m
    }()

    public init?(name: String) {
        guard let c = Self.names[name.lowercased()] else { return nil }
        self = c
    }
}
