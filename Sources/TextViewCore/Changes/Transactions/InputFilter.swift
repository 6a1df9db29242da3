import Foundation

/// A rule that may let through, reject or rewrite a user edit before it applies (CodeMirror's
/// `changeFilter` and `transactionFilter`, UITextView's `shouldChangeTextIn`). Install one with
/// ``TextEditor/addInputFilter(_:)-(InputFilter)``; the rules of when filters run are in
/// `Sources/TextViewCore/TextViewCore.docc/EditorSemantics.md`, "Filters and will-change notifications".
public struct InputFilter {
    /// The decision.
    let body: (ProposedEdit) -> InputFilterResult

    /// A filter deciding with `body`.
    ///
    /// - Parameter body: Called with each proposed user edit, before it applies; must not mutate
    ///   the editor (a mutation made from it is queued until the edit has been delivered).
    public init(_ body: @escaping (ProposedEdit) -> InputFilterResult) {
        self.body = body
    }

    /// What this filter decides about `edit` (for a filter built from others).
    ///
    /// - Parameter edit: A proposed edit.
    /// - Returns: The decision.
    public func decide(_ edit: ProposedEdit) -> InputFilterResult {
        body(edit)
    }

    /// At most `maximum` UTF-16 code units of text (`NSString.length`, UITextField's usual
    /// limit): an edit that would exceed it keeps as much of its inserted text as fits, cut at a
    /// grapheme-cluster boundary (never inside a character), its last replacements first; deletions
    /// always pass.
    ///
    /// - Parameter maximum: The most code units; below 0 counts as 0.
    /// - Returns: The filter.
    public static func maximumLength(_ maximum: Int) -> InputFilter {
        InputFilter { edit in
            var excess = edit.resultingLength - Swift.max(0, maximum)
            guard excess > 0 else { return .accept }
            var trimmed = edit
            for i in trimmed.replacements.indices.reversed() where excess > 0 {
                var text = Substring(trimmed.replacements[i].text)
                while excess > 0, let last = text.last {
                    text.removeLast()
                    excess -= last.utf16.count
                }
                trimmed.replacements[i].text = String(text)
            }
            return .transform(trimmed)
        }
    }

    /// Only characters whose every scalar is in `allowed`: a typed or pasted character outside
    /// it is dropped (the rest of the insertion stays); deletions always pass.
    ///
    /// - Parameter allowed: The allowed scalars, e.g. `.decimalDigits`.
    /// - Returns: The filter.
    public static func allowedCharacters(_ allowed: CharacterSet) -> InputFilter {
        InputFilter { edit in
            let kept = edit.mapInsertedStrings { replacement in
                String(replacement.text.filter { $0.unicodeScalars.allSatisfy(allowed.contains) })
            }
            return kept.insertedStrings == edit.insertedStrings ? .accept : .transform(kept)
        }
    }
}
