import Foundation

/// Which keys the keyboard shows for a text input.
nonisolated public enum UIKeyboardType: Int, Sendable {
    case `default`, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad, emailAddress, decimalPad, twitter,
         webSearch, asciiCapableNumberPad
    public static let alphabet = UIKeyboardType.asciiCapable
}

/// The return key's title.
nonisolated public enum UIReturnKeyType: Int, Sendable {
    case `default`, go, google, join, next, route, search, send, yahoo, done, emergencyCall, `continue`
}

nonisolated public enum UITextAutocapitalizationType: Int, Sendable { case none, words, sentences, allCharacters }
nonisolated public enum UITextAutocorrectionType: Int, Sendable { case `default`, no, yes }
nonisolated public enum UITextSpellCheckingType: Int, Sendable { case `default`, no, yes }
nonisolated public enum UITextSmartQuotesType: Int, Sendable { case `default`, no, yes }
nonisolated public enum UITextSmartDashesType: Int, Sendable { case `default`, no, yes }
nonisolated public enum UITextSmartInsertDeleteType: Int, Sendable { case `default`, no, yes }

/// The keyboard's colours: the traits' (default), or light or dark whatever they are.
nonisolated public enum UIKeyboardAppearance: Int, Sendable {
    case `default`, dark, light
    public static let alert = UIKeyboardAppearance.dark
}

/// What a text input holds, for autofill (a name, an email, a one-time code). Kept for the
/// app to read; the simulator offers no autofill.
nonisolated public struct UITextContentType: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }

    public static let name = UITextContentType("name")
    public static let givenName = UITextContentType("given-name")
    public static let familyName = UITextContentType("family-name")
    public static let nickname = UITextContentType("nickname")
    public static let organizationName = UITextContentType("organization")
    public static let jobTitle = UITextContentType("organization-title")
    public static let location = UITextContentType("location")
    public static let fullStreetAddress = UITextContentType("street-address")
    public static let streetAddressLine1 = UITextContentType("address-line1")
    public static let streetAddressLine2 = UITextContentType("address-line2")
    public static let addressCity = UITextContentType("address-level2")
    public static let addressState = UITextContentType("address-level1")
    public static let postalCode = UITextContentType("postal-code")
    public static let countryName = UITextContentType("country-name")
    public static let telephoneNumber = UITextContentType("tel")
    public static let emailAddress = UITextContentType("email")
    public static let URL = UITextContentType("url")
    public static let creditCardNumber = UITextContentType("cc-number")
    public static let username = UITextContentType("username")
    public static let password = UITextContentType("password")
    public static let newPassword = UITextContentType("new-password")
    public static let oneTimeCode = UITextContentType("one-time-code")
}

/// How a text input wants to be typed into (UIKit's `UITextInputTraits`): the keyboard's
/// keys, its return key and appearance, and the typing aids. Text fields, text views and search
/// bars keep them. The typing aids that change what is typed (autocorrection, spell checking,
/// smart quotes, dashes, insertion) are not applied on Linux: the values are kept for the app.
@preconcurrency @MainActor public protocol UITextInputTraits: AnyObject {
    var keyboardType: UIKeyboardType { get set }
    var returnKeyType: UIReturnKeyType { get set }
    var keyboardAppearance: UIKeyboardAppearance { get set }
    var autocapitalizationType: UITextAutocapitalizationType { get set }
    var autocorrectionType: UITextAutocorrectionType { get set }
    var spellCheckingType: UITextSpellCheckingType { get set }
    var smartQuotesType: UITextSmartQuotesType { get set }
    var smartDashesType: UITextSmartDashesType { get set }
    var smartInsertDeleteType: UITextSmartInsertDeleteType { get set }
    var enablesReturnKeyAutomatically: Bool { get set }
    var isSecureTextEntry: Bool { get set }
    var textContentType: UITextContentType! { get set }
}

/// The traits' values, stored once by each text input.
nonisolated struct TextInputTraitValues {
    var keyboardType = UIKeyboardType.default
    var returnKeyType = UIReturnKeyType.default
    var keyboardAppearance = UIKeyboardAppearance.default
    var autocapitalizationType = UITextAutocapitalizationType.sentences
    var autocorrectionType = UITextAutocorrectionType.default
    var spellCheckingType = UITextSpellCheckingType.default
    var smartQuotesType = UITextSmartQuotesType.default
    var smartDashesType = UITextSmartDashesType.default
    var smartInsertDeleteType = UITextSmartInsertDeleteType.default
    var enablesReturnKeyAutomatically = false
    var textContentType: UITextContentType?

    init() {}

    /// Whether a letter typed after `before` (the text before the caret) is a capital, by
    /// `type`: every letter, the first of each word, or the first of each sentence (after ".",
    /// "!" or "?" and a space, or at the start).
    static func wantsCapital(_ type: UITextAutocapitalizationType, after before: String) -> Bool {
        switch type {
        case .none: return false
        case .allCharacters: return true
        case .words: return before.last.map { $0.isWhitespace } ?? true
        case .sentences:
            guard let last = before.last else { return true }
            let trimmed = before.trimmingCharacters(in: .whitespacesAndNewlines)
            if last.isNewline || trimmed.isEmpty { return true }
            return last.isWhitespace && [".", "!", "?"].contains(trimmed.last!)
        }
    }

    /// `text` typed after `before` as autocapitalization changes it, letter by letter.
    static func autocapitalized(_ text: String, _ type: UITextAutocapitalizationType, after before: String) -> String {
        guard type != .none else { return text }
        var result = ""
        for c in text {
            let capital = c.isLowercase && wantsCapital(type, after: before + result)
            result += capital ? c.uppercased() : String(c)
        }
        return result
    }

    /// The values `input` has (a text field, a text view, a search bar, an app's own input).
    @MainActor init(of input: UITextInputTraits) {
        keyboardType = input.keyboardType
        returnKeyType = input.returnKeyType
        keyboardAppearance = input.keyboardAppearance
        autocapitalizationType = input.autocapitalizationType
        autocorrectionType = input.autocorrectionType
        spellCheckingType = input.spellCheckingType
        smartQuotesType = input.smartQuotesType
        smartDashesType = input.smartDashesType
        smartInsertDeleteType = input.smartInsertDeleteType
        enablesReturnKeyAutomatically = input.enablesReturnKeyAutomatically
        textContentType = input.textContentType
    }
}
