import Foundation
import UIModel
import SimulatorRendering

/// What a key does, in the window and in scripts ("key": "ctrl+right").
nonisolated public enum KeyCommand: Equatable, Sendable {
    case rotateLeft, rotateRight
    case toggleSlowAnimations
    case toggleHUD
    case toggleFrames
    /// The damage overlay: what each frame redrew, outlined.
    case toggleDamage
    /// Light / dark appearance.
    case toggleAppearance
    /// Left-to-right / right-to-left language direction.
    case toggleLayoutDirection
    /// The next Dynamic Type text size (Large, XL, … AX5, then XS, S, M, back to Large).
    case nextContentSizeCategory
    /// Selects `DevicePreset.all[index]` (keys 1 to 9: the first nine presets).
    case selectDevice(Int)
    case screenshot
    case dump
    /// Starts or stops recording the window session as a replayable script (Ctrl+R).
    case toggleRecording
    case quit
    /// Keyboard keys for the first responder (a text field).
    case deleteBackward, insertNewline
    /// Connects or disconnects the hardware keyboard (Ctrl+K), which hides the software keyboard
    /// as the iOS Simulator's "Connect Hardware Keyboard" does.
    case toggleHardwareKeyboard
    /// Shakes the device (Ctrl+Z, the iOS Simulator's Device › Shake).
    case shake
    /// Moves the device to the next preset location (Ctrl+L, the iOS Simulator's Features ›
    /// Location): Apple Park, San Francisco, London, Tokyo, none.
    case nextLocation

    /// The keys' names in scripts and in the documentation's keys table.
    public static let names: [String: KeyCommand] = {
        var m: [String: KeyCommand] = [
            "ctrl+left": .rotateLeft, "ctrl+right": .rotateRight, "ctrl+t": .toggleSlowAnimations,
            "h": .toggleHUD, "f": .toggleFrames, "d": .toggleDamage, "a": .toggleAppearance,
            "l": .toggleLayoutDirection, "t": .nextContentSizeCategory, "ctrl+s": .screenshot, "ctrl+d": .dump, "ctrl+r": .toggleRecording, "q": .quit, "escape": .quit,
            "backspace": .deleteBackward, "return": .insertNewline, "ctrl+k": .toggleHardwareKeyboard, "ctrl+z": .shake,
            "ctrl+l": .nextLocation,
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

extension KeyCommand {
    /// Keys named by a word: the characters UIKit reports for them, and their HID usage.
    static let namedKeys: [String: (String, UIKeyboardHIDUsage)] = [
        "left": ("UIKeyInputLeftArrow", .keyboardLeftArrow), "right": ("UIKeyInputRightArrow", .keyboardRightArrow),
        "up": ("UIKeyInputUpArrow", .keyboardUpArrow), "down": ("UIKeyInputDownArrow", .keyboardDownArrow),
        "escape": ("UIKeyInputEscape", .keyboardEscape), "return": ("\r", .keyboardReturnOrEnter),
        "backspace": ("\u{8}", .keyboardDeleteOrBackspace), "space": (" ", .keyboardSpacebar), "tab": ("\t", .keyboardTab),
        "home": ("UIKeyInputHome", .keyboardHome), "end": ("UIKeyInputEnd", .keyboardEnd),
    ]

    /// The UIKey a key name stands for: "a", "1", "h", "left", "return", "escape", "backspace",
    /// "space", "home", "end", with "ctrl+" for the Control key ("ctrl+t") and "shift+" for Shift
    /// with a named key ("shift+left"). Nil for other names.
    public static func uiKey(named name: String) -> UIKey? {
        var base = name.lowercased()
        var flags: UIKeyModifierFlags = []
        if base.hasPrefix("ctrl+") { base.removeFirst(5); flags = .control }
        if base.hasPrefix("shift+") {
            base.removeFirst(6)
            guard namedKeys[base] != nil else { return nil }
            flags.insert(.shift)
        }
        if let (chars, code) = namedKeys[base] {
            return UIKey(characters: chars, charactersIgnoringModifiers: chars, modifierFlags: flags, keyCode: code)
        }
        guard base.unicodeScalars.count == 1, let c = base.unicodeScalars.first, c.isASCII else { return nil }
        let code: UIKeyboardHIDUsage?
        switch c {
        case "a"..."z": code = UIKeyboardHIDUsage(rawValue: UIKeyboardHIDUsage.keyboardA.rawValue + Int(c.value - 97))
        case "1"..."9": code = UIKeyboardHIDUsage(rawValue: UIKeyboardHIDUsage.keyboard1.rawValue + Int(c.value - 49))
        case "0": code = .keyboard0
        default: code = nil
        }
        guard let code else { return nil }
        // With Control held, a letter types its control character (Ctrl+T is U+0014), as on a Mac keyboard.
        let typed = flags.contains(.control) && c.properties.isAlphabetic
            ? String(UnicodeScalar(UInt8(c.value - 96))) : base
        return UIKey(characters: typed, charactersIgnoringModifiers: base, modifierFlags: flags, keyCode: code)
    }
}
