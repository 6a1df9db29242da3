import Foundation

/// A user edit before it applies, as an input filter sees it (CodeMirror's transaction before its
/// `changeFilter` and `transactionFilter` run): what it replaces, with what, and why.
public struct ProposedEdit {
    /// The replacements, sorted by range and apart, in the coordinates of ``document``: one per
    /// selection for a command (typing at three carets is three), one for a composition's commit
    /// (its marked text replaced by the committed text). A filter may change the texts and ranges;
    /// the editor makes what it returns safe (clamped, scalar-snapped, overlaps dropped).
    public var replacements: [TextReplacement]
    /// What the user did: `input.type`, `input.paste`, `delete.backward`, `delete.forward`,
    /// `input.compose.commit`, or the event given to ``TextEditor/replace(_:withText:userEvent:)``.
    public let userEvent: UserEvent
    /// The text the edit applies to (an O(1) copy).
    public let document: TextDocument

    /// A proposed edit of `document`.
    ///
    /// - Parameters:
    ///   - replacements: The replacements, in `document`'s coordinates.
    ///   - userEvent: The event.
    ///   - document: The text before the edit.
    public init(replacements: [TextReplacement], userEvent: UserEvent, document: TextDocument) {
        self.replacements = replacements
        self.userEvent = userEvent
        self.document = document
    }

    /// The replaced ranges, in order.
    public var replacedRanges: [NSRange] { replacements.map(\.range) }

    /// The inserted strings, in order.
    public var insertedStrings: [String] { replacements.map(\.text) }

    /// The length of the text after the edit, in UTF-16 code units.
    ///
    /// A filter may hand on any ranges, so each is first clamped to the document as the editor
    /// clamps it (`TextDocument.clampedRange(_:snapping:)`: `NSNotFound` replaces nothing, a
    /// negative length counts from the other end, `Int.max` and `Int.min` are inputs): the sum
    /// never overflows.
    ///
    /// - Complexity: O(r (log n) + m) for r replacements inserting m code units.
    public var resultingLength: Int {
        replacements.reduce(document.length) { length, replacement in
            let replaced = document.clampedRange(replacement.range, snapping: .none)?.length ?? 0
            return length + replacement.text.utf16.count - replaced
        }
    }

    /// This edit with each inserted string passed through `transform` (the ranges stay).
    ///
    /// - Parameter transform: The new text for a replacement.
    /// - Returns: The transformed edit.
    public func mapInsertedStrings(_ transform: (TextReplacement) -> String) -> ProposedEdit {
        var edit = self
        for i in edit.replacements.indices {
            edit.replacements[i].text = transform(replacements[i])
        }
        return edit
    }
}

/// What an input filter decides about a ``ProposedEdit``.
public enum InputFilterResult {
    /// Let the edit through as it is (to the next filter).
    case accept
    /// Drop the edit: nothing changes, as when `shouldChangeTextIn` returns false.
    case reject
    /// Apply this edit instead (different text, or different ranges); later filters see it.
    case transform(ProposedEdit)
}
