import Foundation

// The marked-text stage of the pipeline (a transaction filter in CodeMirror's sense): a command
// that is not the composition's own commits the open composition first, in the same
// notification, and then runs against the committed text (Sources/TextViewCore/TextViewCore.docc/
// EditorSemantics.md, "Marked text"). The rule is decided here, once per command, and the commit
// is made in one place, `run(_:)`, when the command runs (a queued command commits when it runs,
// not when it was queued).
extension TextEditor {
    /// Whether `command`, run now, would first commit the open composition.
    ///
    /// False when nothing is marked; otherwise the rule of ``compositionStage(_:marked:)``, asked
    /// by the tests that pin it.
    package func commitsComposition(before command: EditorCommand) -> Bool {
        guard let marked = state.composingRange else { return false }
        return compositionStage(command, marked: marked) != nil
    }

    /// The marked-text rule: whether `command` commits the open composition first, and what it
    /// becomes past the commit.
    ///
    /// A command keeps the composition when it is the composition's own, a selection inside the
    /// marked text (as UIKit keeps it), an edit away from it, an attribute edit (which shares its
    /// undo step), or changes no text or selection. Positions a committing command was built with
    /// in the text holding the marked text move with the text around it when the commit changed
    /// its length (an input filter rewrote it): ``Composition/position(_:pastCommitOf:delta:before:)``.
    ///
    /// - Parameters:
    ///   - command: The command about to run.
    ///   - marked: The marked range, in the text the command was built for.
    /// - Returns: Nil when `command` keeps the composition; else the command to run once it is
    ///   committed, given the change in length the commit made.
    func compositionStage(_ command: EditorCommand, marked: Range<Int>) -> ((Int) -> EditorCommand)? {
        switch command {
        // Typing while composing is the input method confirming its candidate: the typed text
        // replaces the marked text and commits it (`runInsertText`).
        case .insertText, .insertNewline, .insertTab: return nil
        case .insertEachSelection, .paste, .pasteAttributed, .setText, .delete: return { _ in command }
        case .replace(let range, let text, let userEvent):
            guard let safe = document.clampedRange(range, snapping: .scalar) else { return nil }
            // A range of the text holding the marked text: once committed, it moves with the text
            // around it.
            return { delta in
                guard delta != 0 else { return .replace(safe, text, userEvent: userEvent) }
                // A caret inside the marked text goes after the committed text.
                let moved = Composition.range(safe, pastCommitOf: marked, delta: delta, lowerBefore: safe.length > 0)
                return .replace(moved, text, userEvent: userEvent)
            }
        case .replaceCharacters(let range, _, _):
            // An edit away from the marked text leaves the composition (its range is mapped); one
            // that reaches it commits it first, and its range is resolved in the committed text.
            guard let safe = document.clampedRange(range, snapping: .scalar),
                  NSMaxRange(safe) >= marked.lowerBound && safe.location <= marked.upperBound else { return nil }
            return { _ in command }
        // Line endings: whether it edits at all is known only by walking the text, so the family
        // function commits (`runConvertLineEndings`); a state put back ends the composition
        // without a commit (`runSetState`).
        case .convertLineEndings, .setState: return nil
        case .move, .moveVisually, .addSelection, .select, .selectFound: return { _ in command }
        case .setSelectedRange(let range):
            guard range.location != NSNotFound,
                  !Self.isInside([TextSelection(range: range)], marked) else { return nil }
            return { _ in command }
        case .setSelections(let selections):
            guard !selections.isEmpty, !Self.isInside(selections, marked) else { return nil }
            return { _ in command }
        case .setAttributes, .addAttributes, .removeAttribute, .setParagraphStyle, .toggle: return nil
        case .setMarkedText(let text, let selectedRange, let replacementRange, let clauses):
            // Another text to convert: the composition in progress ends first, kept, and the range
            // moves with the text past its commit.
            guard let safe = document.clampedRange(replacementRange, snapping: .scalar) else { return nil }
            guard safe.location ..< NSMaxRange(safe) != marked else { return nil }
            return { delta in
                .setMarkedText(text, selectedRange: selectedRange,
                               replacementRange: Composition.range(safe, pastCommitOf: marked, delta: delta, lowerBefore: true),
                               clauses: clauses)
            }
        case .unmarkText, .abandonMarkedText: return nil
        case .replaceMatch(let range, let text):
            return { delta in
                guard delta != 0 else { return command }
                let moved = self.matchesPastCommit([TextReplacement(range: range, text: text)], marked: marked, delta: delta)
                return .replaceMatch(moved[0].range, text)
            }
        case .replaceMatches(let replacements):
            return { delta in delta == 0 ? command : .replaceMatches(self.matchesPastCommit(replacements, marked: marked, delta: delta)) }
        // So that a composition is undone whole.
        case .undo, .redo: return { _ in command }
        case .breakUndoCoalescing, .beginUndoGroup, .endUndoGroup, .undoGroup, .removeAllUndoSteps: return nil
        // Batches and user code: the commands they run decide for themselves.
        case .beginEditing, .endEditing, .performEditing, .afterDelivery: return nil
        }
    }

    /// Whether `selections` are one selection within `marked` (an input method, or the user,
    /// moving the caret inside the marked text: UITextInput keeps the composition then).
    static func isInside(_ selections: [TextSelection], _ marked: Range<Int>) -> Bool {
        guard selections.count == 1, let s = selections.first else { return false }
        return s.lower >= marked.lowerBound && s.upper <= marked.upperBound
    }

    /// Find's replacements, built in the text holding the marked text `marked`, moved into the
    /// text after its commit changed its length by `delta` (the transaction's one rule for it,
    /// ``EditorTransaction/moved(pastCommitOf:toLength:in:)``).
    private func matchesPastCommit(_ replacements: [TextReplacement], marked: Range<Int>, delta: Int) -> [TextReplacement] {
        let built = EditorTransaction(edits: replacements, length: document.length - delta, selection: .mapped, event: .inputReplace)
        let moved = built.moved(pastCommitOf: marked, toLength: document.length, in: document)
        return moved.edits
    }
}
