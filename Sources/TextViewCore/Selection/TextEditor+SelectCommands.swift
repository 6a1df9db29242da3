import Foundation

// Selecting by unit (Sources/TextViewCore/TextViewCore.docc/EditorSemantics.md, "Movement"): every result is a forward selection.
extension TextEditor {
    /// Selects the whole document as one selection.
    public func selectAll() {
        perform { $0.selectAllNow() }
    }

    /// The body of ``selectAll()``, run now (routed by ``perform(_:_:)``).
    func selectAllNow() {
        if committingMarkedTextFirst({ selectAll() }) { return }
        setSelections([TextSelection(anchor: 0, head: document.length)], primaryIndex: 0)
    }

    /// Extends each selection to whole words (double-click): the word-break segment at its lower
    /// end, together with, for a non-empty selection, the segment holding its last character.
    ///
    /// - Complexity: O(log n) per selection, plus the segments' length.
    public func selectWord() {
        perform { $0.selectWordNow() }
    }

    /// The body of ``selectWord()``, run now (routed by ``perform(_:_:)``).
    func selectWordNow() {
        selectUnits { self.document.wordRange(at: $0) }
    }

    /// Extends each selection to whole lines, terminators included (triple-click): the line of its
    /// lower end, together with, for a non-empty selection, the line holding its last character.
    ///
    /// - Complexity: O(log n) per selection.
    public func selectLine() {
        perform { $0.selectLineNow() }
    }

    /// The body of ``selectLine()``, run now (routed by ``perform(_:_:)``).
    func selectLineNow() {
        selectUnits { self.document.lineRange(containing: $0) }
    }

    /// Extends each selection to whole paragraphs, terminators included; paragraphs are hard lines
    /// until there is a layout, so this is ``selectLine()``.
    ///
    /// - Complexity: O(log n) per selection.
    public func selectParagraph() {
        perform { $0.selectParagraphNow() }
    }

    /// The body of ``selectParagraph()``, run now (routed by ``perform(_:_:)``).
    func selectParagraphNow() {
        selectUnits { self.document.lineRange(containing: $0) }
    }

    /// Replaces each selection by `unit(lower)` ∪ `unit(upper - 1)` (the latter only for a
    /// non-empty selection), forward.
    private func selectUnits(_ unit: (Int) -> NSRange) {
        if committingMarkedTextFirst({ selectUnits(unit) }) { return }
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
