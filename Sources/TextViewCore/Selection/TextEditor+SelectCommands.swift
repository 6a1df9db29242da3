import Foundation

// Selecting by unit (Sources/TextViewCore/TextViewCore.docc/EditorSemantics.md, "Movement"): every result is a forward selection.
extension TextEditor {
    /// Selects the whole document as one selection.
    public func selectAll() {
        dispatch(.select(.all))
    }

    /// Extends each selection to whole words (double-click): the word-break segment at its lower
    /// end, together with, for a non-empty selection, the segment holding its last character.
    ///
    /// - Complexity: O(log n) per selection, plus the segments' length.
    public func selectWord() {
        dispatch(.select(.word))
    }

    /// Extends each selection to whole lines, terminators included (triple-click): the line of its
    /// lower end, together with, for a non-empty selection, the line holding its last character.
    ///
    /// - Complexity: O(log n) per selection.
    public func selectLine() {
        dispatch(.select(.line))
    }

    /// Extends each selection to whole paragraphs, terminators included; paragraphs are hard lines
    /// until there is a layout, so this is ``selectLine()``.
    ///
    /// - Complexity: O(log n) per selection.
    public func selectParagraph() {
        dispatch(.select(.paragraph))
    }

    /// The body of the select commands (``EditorCommand/select(_:)``), run now.
    func runSelect(_ unit: EditorCommand.SelectionUnit) {
        switch unit {
        case .all:
            setSelections([TextSelection(anchor: 0, head: document.length)], primaryIndex: 0)
        case .word:
            selectUnits { self.document.wordRange(at: $0) }
        case .line, .paragraph:
            selectUnits { self.document.lineRange(containing: $0) }
        }
    }

    /// Replaces each selection by `unit(lower)` ∪ `unit(upper - 1)` (the latter only for a
    /// non-empty selection), forward.
    private func selectUnits(_ unit: (Int) -> NSRange) {
        let selected = selectionSet.selections.map { selection in
            let first = unit(selection.lower)
            var lower = first.location
            var upper = NSMaxRange(first)
            if !selection.isCaret {
                let last = unit(selection.upper - 1)
                lower = Swift.min(lower, last.location)
                upper = Swift.max(upper, NSMaxRange(last))
            }
            return TextSelection(anchor: lower, head: upper)
        }
        setSelections(selected, primaryIndex: selectionSet.primaryIndex)
    }
}
