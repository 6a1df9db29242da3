import Foundation
import TextViewCore

/// The model of `SecureField` / `UITextField.isSecureTextEntry`: it stores the secret, shows one
/// mask character per grapheme cluster (a family emoji or "é" written with a combining mark is one
/// dot, as on iOS), refuses copy and cut, and clears on request.
///
/// Selection offsets are in the secret's UTF-16 units, snapped to clusters by the editor; the mask
/// is for display only.
@MainActor
public final class SecureTextField {
    /// The character shown for each grapheme cluster of the secret.
    public let maskCharacter: Character

    /// Called after every change of the secret (the host binding's setter).
    public var onChange: (@MainActor (String) -> Void)?

    /// The secret, with a caret.
    private let editor: TextEditor
    /// The filter enforcing ``maximumLength``, while there is one.
    private var lengthFilter: TextObservation?

    /// The longest secret the user can type or paste, in UTF-16 code units (a password field's
    /// limit), or nil (the default) for none. Enforced by an input filter on the field's editor
    /// (`InputFilter.maximumLength(_:)`): typing past it keeps what fits, cut at a character
    /// boundary; a secret set by the host (``secret``) is not cut.
    public var maximumLength: Int? {
        didSet {
            lengthFilter?.cancel()
            lengthFilter = maximumLength.map { editor.addInputFilter(.maximumLength($0)) }
        }
    }

    /// Creates a field.
    ///
    /// - Parameters:
    ///   - secret: The initial secret; empty by default.
    ///   - maskCharacter: The mask; "•" (U+2022) by default, as iOS shows.
    public init(secret: String = "", maskCharacter: Character = "\u{2022}") {
        self.maskCharacter = maskCharacter
        self.editor = TextEditor(string: secret)
        editor.selectedRange = NSRange(location: editor.document.length, length: 0)
    }

    /// The secret. Setting it is the host's binding changing; setting the same secret does
    /// nothing (and does not move the caret).
    ///
    /// "The same" means the same Unicode scalars, not `String`'s `==` (canonical equivalence): a
    /// password is checked byte for byte by whoever receives it, so "caf\u{E9}" over
    /// "cafe\u{301}" is a different secret and replaces it.
    public var secret: String {
        get { editor.text }
        set {
            guard !newValue.unicodeScalars.elementsEqual(editor.text.unicodeScalars) else { return }
            editor.text = newValue
            editor.selectedRange = NSRange(location: editor.document.length, length: 0)
        }
    }

    /// What the field displays: one ``maskCharacter`` per grapheme cluster of the secret.
    ///
    /// - Complexity: O(n) in the secret's length.
    public var maskedText: String {
        String(repeating: maskCharacter, count: editor.text.count)
    }

    /// The number of grapheme clusters in the secret (the mask's length in characters).
    ///
    /// - Complexity: O(n).
    public var maskLength: Int { editor.text.count }

    /// The selection in the secret, clamped and snapped to clusters.
    public var selectedRange: NSRange {
        get { editor.selectedRange }
        set { editor.selectedRange = newValue }
    }

    /// Whether the secret is empty.
    public var isEmpty: Bool { editor.document.length == 0 }

    /// Types (or pastes; pasting into a secure field is allowed) `string` at the selection.
    ///
    /// - Parameter string: The text.
    public func insertText(_ string: String) {
        guard !string.isEmpty else { return }
        let before = editor.document
        editor.insertText(string)
        // A filter may have dropped it all.
        if editor.document != before { onChange?(editor.text) }
    }

    /// Deletes backward from the selection, by cluster rules of `TextEditor`.
    public func deleteBackward() {
        let before = editor.document.length
        editor.deleteBackward()
        if editor.document.length != before { onChange?(editor.text) }
    }

    /// Whether copy and cut are available: never, like `isSecureTextEntry`.
    public var canCopy: Bool { false }

    /// Copy: refused.
    ///
    /// - Returns: Always `nil`; nothing reaches a pasteboard.
    public func copy() -> String? { nil }

    /// Cut: refused; the secret is unchanged.
    ///
    /// - Returns: Always `nil`.
    public func cut() -> String? { nil }

    /// Empties the secret (after a failed login, or on sign-out).
    public func clear() {
        guard !isEmpty else { return }
        editor.text = ""
        onChange?("")
    }
}
