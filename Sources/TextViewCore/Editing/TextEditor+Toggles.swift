import Foundation

// Toggle commands (UITextView's toggleBoldface/toggleItalics/toggleUnderline, NSTextView's font
// panel traits): on the selected text when there is some, else on the typing attributes
// (Sources/TextViewCore/TextViewCore.docc/EditorSemantics.md, "Toggle commands").
extension TextEditor {
    /// Makes the selected text bold, or not bold when all of it already is; with only carets,
    /// toggles bold in the typing attributes. One undo step.
    ///
    /// Bold means a resolved font weight of semibold or heavier; turning it on sets the weight to
    /// `.bold` (a run without a font gets one), turning it off goes back to the style's own weight.
    ///
    /// - Complexity: O(k log n) for k runs in the selections.
    public func toggleBold() {
        dispatch(.toggle(.bold))
    }

    /// Makes the selected text italic, or upright when all of it already is italic; with only
    /// carets, toggles italic in the typing attributes. One undo step.
    ///
    /// - Complexity: O(k log n) for k runs in the selections.
    public func toggleItalic() {
        dispatch(.toggle(.italic))
    }

    /// Underlines the selected text (`.single`), or removes the underline when all of it is
    /// already underlined; with only carets, toggles it in the typing attributes. One undo step.
    ///
    /// - Complexity: O(k log n) for k runs in the selections.
    public func toggleUnderline() {
        dispatch(.toggle(.underline))
    }

    /// Applies `toggle` to every non-empty selection (off when every run of all of them has it,
    /// else on), or to the typing attributes when every selection is a caret: the body of
    /// ``EditorCommand/toggle(_:)``, run now.
    func runToggle(_ toggle: AttributeToggle) {
        let ranges = selectionSet.selections.filter { !$0.isCaret }.map { NSRange(location: $0.lower, length: $0.upper - $0.lower) }
        guard !ranges.isEmpty else {
            let current = typingAttributes
            typingAttributes = toggle.isOn(current) ? toggle.off(current) : toggle.on(current)
            return
        }
        var allOn = true
        for range in ranges where allOn {
            document.enumerateAttributes(in: range) { attributes, _, stop in
                if !toggle.isOn(attributes) {
                    allOn = false
                    stop = true
                }
            }
        }
        let transform = allOn ? toggle.off : toggle.on
        applyAttributeChange { document, inverse in
            for range in ranges { document.transformAttributes(in: range, inverse: &inverse, transform) }
        }
    }
}
