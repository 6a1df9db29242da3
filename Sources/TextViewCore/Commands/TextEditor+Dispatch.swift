import Foundation

// The one entry of every public mutating method, and the one switch that runs a command: each
// family's cases go to that family's function, in the family's file.
extension TextEditor {
    /// Runs `command` now, or, while observers (or will-change observers, or input filters) are
    /// being called, queues it, as a value, to run after them, in order, each delivered before
    /// the next runs (Sources/TextViewCore/TextViewCore.docc/EditorSemantics.md, "Transactions and
    /// notifications").
    ///
    /// Running now boxes nothing: the command is an enum on the stack, switched over once.
    @inline(__always)
    package func dispatch(_ command: EditorCommand) {
        if dispatcher.isDelivering {
            dispatcher.enqueue(command)
        } else {
            run(command)
        }
    }

    /// Runs `command` now: behind the marked-text stage (``compositionStage(_:marked:)``), which
    /// commits an open composition first when the command asks for it, observers hearing the
    /// commit and the command in one notification, then the family's function for it.
    func run(_ command: EditorCommand) {
        if let marked = state.composingRange, let pastCommit = compositionStage(command, marked: marked) {
            let length = document.length
            inBatch {
                commitComposition()
                runFamily(pastCommit(document.length - length))
            }
            return
        }
        runFamily(command)
    }

    /// The body of `command`, run now, with nothing left for the marked-text stage to do: the
    /// family's function for it.
    private func runFamily(_ command: EditorCommand) {
        switch command {
        case .insertText(let text): runInsertText(text)
        case .insertNewline: runInsertText(document.lineEnding.string)
        case .insertTab: runInsertText("\t")
        case .insertEachSelection(let texts, let paste): replaceEachSelection(with: texts, event: paste ? .inputPaste : .inputType)
        case .paste(let text): runPaste(text)
        case .pasteAttributed(let attributed): runPaste(attributed)
        case .replace(let range, let text, let userEvent): runReplace(range, withText: text, userEvent: userEvent)
        case .replaceCharacters(let range, let replacement, let userEvent):
            runReplaceCharacters(range, with: replacement, userEvent: userEvent)
        case .setText(let text):
            // The whole text whenever the range is resolved: committing marked text first
            // (through the input filters) may change its length.
            runReplaceCharacters(NSRange(location: 0, length: Int.max), with: .text(text), userEvent: .replace)
        case .convertLineEndings(let ending): runConvertLineEndings(to: ending)
        case .setState(let state): runSetState(state)
        case .delete(let deletion): runDeletion(deletion)
        case .move(let movement, let extending): runMovement(movement, extending: extending)
        case .moveVisually(let movement, let extending, let layout): runVisualMovement(movement, extending: extending, in: layout)
        case .setSelectedRange(let range): runSetSelectedRange(range)
        case .setSelections(let selections): runSetSelections(selections)
        case .addSelection(let selection): runAddSelection(selection)
        case .select(let unit): runSelect(unit)
        case .selectFound(let selections, let primaryIndex):
            setSelections(selections, primaryIndex: primaryIndex ?? selectionSet.primaryIndex)
        case .setAttributes, .addAttributes, .removeAttribute, .setParagraphStyle, .toggle: runAttributeCommand(command)
        case .setMarkedText(let text, let selectedRange, let replacementRange, let clauses):
            runSetMarkedText(text, selectedRange: selectedRange, replacementRange: replacementRange, clauses: clauses)
        case .unmarkText: commitComposition()
        case .abandonMarkedText: runAbandonMarkedText()
        case .replaceMatch(let range, let text):
            apply(CollectionOfOne(TextReplacement(range.location, NSMaxRange(range), text)), selecting: .caretsAfterEdits(primaryEdit: 0),
                  event: .inputReplace)
        case .replaceMatches(let replacements):
            apply(replacements, selecting: .mapped,
                  event: .inputReplaceAll)
        case .undo, .redo, .breakUndoCoalescing, .beginUndoGroup, .endUndoGroup, .undoGroup, .removeAllUndoSteps:
            runUndoCommand(command)
        case .beginEditing: dispatcher.batchDepth += 1
        case .endEditing:
            guard dispatcher.batchDepth > 0 else { return }
            dispatcher.batchDepth -= 1
            deliverIfIdle()
        case .performEditing(let body):
            beginEditing()
            body()
            endEditing()
        case .afterDelivery(let body): body()
        }
    }

    /// Delivers the pending notification and works through the queued commands, unless a batch
    /// is open or observers are running (``EditorDispatcher/deliverIfIdle(selections:run:)``).
    @inline(__always)
    func deliverIfIdle() {
        dispatcher.deliverIfIdle(selections: { SelectionSnapshot(selectionSet) }, run: { run($0) })
    }
}
