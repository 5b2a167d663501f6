import Foundation
import Testing
@testable import UIModel
import UIModelTesting

@Suite(.serialized, .freshRuntime) struct TextInputTraitsTests {
    @Test @MainActor func fieldsViewsAndSearchBarsKeepTheirTraitsWithUIKitsDefaults() {
        let field = UITextField()
        #expect(field.keyboardType == .default && field.returnKeyType == .default && field.autocapitalizationType == .sentences)
        #expect(field.textContentType == nil && !field.enablesReturnKeyAutomatically)
        field.keyboardType = .emailAddress
        field.textContentType = .emailAddress
        field.returnKeyType = .next
        field.autocapitalizationType = .none
        let traits: UITextInputTraits = field
        #expect(traits.keyboardType == .emailAddress && traits.textContentType == .emailAddress && traits.returnKeyType == .next)
        let view = UITextView()
        view.keyboardType = .decimalPad
        view.keyboardAppearance = .dark
        #expect(view.keyboardType == .decimalPad && view.keyboardAppearance == .alert)
        // A search bar's are its field's: a Search key, enabled once there is text.
        let bar = UISearchBar()
        #expect(bar.returnKeyType == .search && bar.enablesReturnKeyAutomatically)
        bar.keyboardType = .webSearch
        #expect(bar.searchTextField.keyboardType == .webSearch)
        #expect(UIKeyboardType.alphabet == .asciiCapable && UITextContentType.oneTimeCode.rawValue == "one-time-code")
    }
}
