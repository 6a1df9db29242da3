import Foundation
import TextViewCore

/// The model of `TextField(value:format:)`: a draft text the user edits, kept apart from the
/// committed value, over any Foundation `ParseableFormatStyle` (`.number`, `.percent`,
/// `.currency(code:)`).
///
/// Rules (also in `Sources/TextViewBridge/TextViewBridge.docc/FocusAndFields.md`):
/// - The draft is edited freely; ``error`` is re-evaluated on every change, for display.
/// - ``commit()`` runs on submit and on focus loss (``editingChanged(_:)`` with `false`), and after
///   every change with ``FieldCommitPolicy/live``. A draft that parses writes the value (and
///   ``onCommit`` if it changed) and, except for live commits, is reformatted; a draft that does
///   not parse never writes: the value stays and ``error`` says why.
/// - The optional form (`Value == Format.FormatInput?`) commits `nil` for a blank draft.
/// - The host setting ``value`` replaces the draft, unless it equals the value already there (the
///   echo of our own commit), which leaves the draft and caret alone.
@MainActor
public final class FormattedField<Format: ParseableFormatStyle, Value: Equatable>
where Format.FormatOutput == String {
    /// The style that parses the draft and formats the value.
    public let format: Format

    /// When the draft is written to the value.
    public var commitPolicy: FieldCommitPolicy

    /// Called with the new value when a commit changes it (the host binding's setter).
    public var onCommit: (@MainActor (Value) -> Void)?

    /// Why the current draft does not parse, or `nil` when it does.
    public private(set) var error: FormattedFieldError?

    /// The committed value.
    private var committed: Value

    /// The draft, with a caret, so typing behaves like a text field.
    private let editor: TextEditor

    /// Parses a draft into a value (blank handling included).
    private let parseDraft: (String) -> Result<Value, FormattedFieldError>

    /// Formats a value as a draft.
    private let formatValue: (Value) -> String

    /// Creates a field; the draft starts as the formatted value.
    init(
        value: Value, format: Format, commitPolicy: FieldCommitPolicy,
        parse: @escaping (String) -> Result<Value, FormattedFieldError>,
        text: @escaping (Value) -> String
    ) {
        self.format = format
        self.commitPolicy = commitPolicy
        self.committed = value
        self.parseDraft = parse
        self.formatValue = text
        self.editor = TextEditor(string: text(value))
    }

    /// The committed value. Setting it is the host's binding changing: the draft shows the new
    /// value and the error clears; setting the current value does nothing.
    public var value: Value {
        get { committed }
        set {
            guard newValue != committed else { return }
            committed = newValue
            replaceDraft(with: formatValue(newValue))
        }
    }

    /// The draft text. Setting it is a user edit (a paste over everything).
    ///
    /// - Complexity: O(n) in the draft's length.
    public var text: String {
        get { editor.text }
        set {
            editor.text = newValue
            draftDidChange()
        }
    }

    /// The draft's selection, clamped and snapped to grapheme clusters by the editor.
    public var selectedRange: NSRange {
        get { editor.selectedRange }
        set { editor.selectedRange = newValue }
    }

    /// Whether the draft parses (or is blank in the optional form).
    public var isValid: Bool { error == nil }

    /// Types `string` at the selection.
    ///
    /// - Parameter string: The typed text.
    public func insertText(_ string: String) {
        editor.insertText(string)
        draftDidChange()
    }

    /// Installs an input filter on the draft (e.g. `InputFilter.allowedCharacters(_:)` with the
    /// characters the format uses, or `InputFilter.maximumLength(_:)`): what the user types
    /// (``insertText(_:)``, ``deleteBackward()``) passes through it; the host's ``value``, the
    /// reformatting after a commit and ``text`` (a whole-draft replacement) do not.
    ///
    /// - Parameter filter: The rule.
    /// - Returns: The registration; the filter applies until it is cancelled or released.
    public func addInputFilter(_ filter: InputFilter) -> TextObservation {
        editor.addInputFilter(filter)
    }

    /// Deletes backward from the selection, by grapheme cluster.
    public func deleteBackward() {
        editor.deleteBackward()
        draftDidChange()
    }

    /// Writes the draft to the value if it parses, and reformats the draft.
    ///
    /// - Returns: `true` if the draft parsed (whether or not the value changed).
    @discardableResult
    public func commit() -> Bool {
        commit(reformatting: true)
    }

    /// The Return key: commits.
    public func submit() {
        commit()
    }

    /// Focus changes, suitable as a ``FocusCoordinator`` field's `onEditingChanged`: losing focus
    /// commits.
    ///
    /// - Parameter isEditing: Whether the field now has focus.
    public func editingChanged(_ isEditing: Bool) {
        if !isEditing { commit() }
    }

    /// Re-validates the draft and commits live when asked to.
    private func draftDidChange() {
        if commitPolicy == .live {
            commit(reformatting: false)
        } else if case .failure(let failure) = parseDraft(editor.text) {
            error = failure
        } else {
            error = nil
        }
    }

    /// Parses the draft; writes and optionally reformats on success, records the error otherwise.
    @discardableResult
    private func commit(reformatting: Bool) -> Bool {
        switch parseDraft(editor.text) {
        case .failure(let failure):
            error = failure
            return false
        case .success(let parsed):
            error = nil
            let changed = parsed != committed
            committed = parsed
            if reformatting {
                let shown = formatValue(parsed)
                if shown != editor.text { replaceDraft(with: shown) }
            }
            if changed { onCommit?(parsed) }
            return true
        }
    }

    /// Replaces the whole draft with the caret at its end, clearing the error.
    private func replaceDraft(with string: String) {
        editor.text = string
        editor.selectedRange = NSRange(location: editor.document.length, length: 0)
        error = nil
    }
}

/// When a formatted field writes its parsed draft to its value.
public enum FieldCommitPolicy: Hashable, Sendable {
    /// On submit and when the field loses focus, like `TextField(value:format:)`.
    case onSubmitOrFocusLoss

    /// Also after every draft change that parses; the draft is then not reformatted until submit
    /// or focus loss, so the caret and a half-typed "1," stay as typed.
    case live
}
