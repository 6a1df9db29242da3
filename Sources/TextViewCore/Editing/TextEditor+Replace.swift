import Foundation

extension TextEditor {
    /// Replaces the text in `range` with `string`, as a program (not the user) would: the
    /// selections are mapped through the edit, not reset.
    ///
    /// The range is made safe like ``TextDocument/replaceCharacters(in:with:)-(_,String)`` does it:
    /// `NSNotFound` makes the call a no-op (nothing changes at all), a negative length covers the
    /// span from the other end, any `Int` is clamped, and the ends move outward to scalar
    /// boundaries. Then a caret at the insertion point stays before the new text, a caret inside
    /// the replaced range goes to its start, a caret after it shifts; a selected range does not
    /// grow when text is inserted at its edges. Selections are then snapped back to cluster
    /// boundaries (a caret inside a cluster moves to its end) and normalised. The new text takes
    /// the attributes of the first replaced character (of the one before an insertion, at 0 of the
    /// one after); in an empty document it takes ``typingAttributes``.
    ///
    /// - Parameters:
    ///   - range: Any range, in UTF-16 code units.
    ///   - string: The replacement text.
    ///   - userEvent: The transaction's user event: `replace` unless the caller has its own.
    /// - Complexity: O(log n + m) for m inserted code units, plus O(k log n) for k selections.
    public func replaceCharacters(in range: NSRange, with string: String, userEvent: UserEvent = .replace) {
        dispatch(.replaceCharacters(range, .text(string), userEvent: userEvent))
    }

    /// Replaces the text in `range` with `string` carrying `attributes`, as a program would
    /// (`NSTextStorage.replaceCharacters(in:with: NSAttributedString)` with one run): the range
    /// and the selections are treated as in ``replaceCharacters(in:with:userEvent:)-(_,String,_)``.
    ///
    /// - Parameters:
    ///   - range: Any range, in UTF-16 code units.
    ///   - string: The replacement text.
    ///   - attributes: The new text's attributes.
    ///   - userEvent: The transaction's user event: `replace` unless the caller has its own.
    /// - Complexity: O(log n + m) for m inserted code units, plus O(k log n) for k selections.
    public func replaceCharacters(in range: NSRange, with string: String, attributes: TextAttributes, userEvent: UserEvent = .replace) {
        dispatch(.replaceCharacters(range, .attributed(string, attributes), userEvent: userEvent))
    }

    /// Replaces the text in `range` with `attributed`'s text and runs, as a program would
    /// (`NSTextStorage.replaceCharacters(in:with: NSAttributedString)`): the range and the
    /// selections are treated as in ``replaceCharacters(in:with:userEvent:)-(_,String,_)``, the runs and the
    /// paragraphs as in ``TextDocument/replaceCharacters(in:with:)-(_,TextDocument)``. One undo
    /// step.
    ///
    /// - Parameters:
    ///   - range: Any range, in UTF-16 code units.
    ///   - attributed: The replacement with its attributes.
    ///   - userEvent: The transaction's user event: `replace` unless the caller has its own.
    /// - Complexity: O(log n + m + k log n) for m inserted code units in k runs, plus the
    ///   selections.
    public func replaceCharacters(in range: NSRange, with attributed: TextDocument, userEvent: UserEvent = .replace) {
        dispatch(.replaceCharacters(range, .document(attributed), userEvent: userEvent))
    }

    /// The programmatic replacement of `range` by `replacement` (``EditorCommand/replaceCharacters(_:_:userEvent:)``),
    /// run now, mapping the selections (and the marked range of a composition it leaves: the
    /// marked-text stage committed one it reaches).
    func runReplaceCharacters(_ range: NSRange, with replacement: EditorCommand.Replacement, userEvent: UserEvent) {
        guard let safe = document.clampedRange(range, snapping: .scalar) else { return }
        let lower = safe.location, upper = NSMaxRange(safe)
        let edit = switch replacement {
        // Text set into an empty document (a host's first value) takes the typing attributes, as
        // typed text would; otherwise NSTextStorage's rule.
        case .text(let string): TextReplacement(lower, upper, string, attributes: document.length == 0 ? typingAttributes : nil)
        case .attributed(let string, let attributes): TextReplacement(lower, upper, string, attributes: attributes)
        case .document(let attributed): TextReplacement(lower, upper, attributed: attributed)
        }
        apply(CollectionOfOne(edit), selecting: .mapped, event: userEvent)
    }
}
