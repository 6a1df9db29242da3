/// A command's transaction as a value, built before anything applies (CodeMirror's transaction
/// spec): the edits, one per range and all in the coordinates of the text before (what
/// CodeMirror's `changeByRange` yields for several selections), where the selections go, the user
/// event, the typing-attribute decision and the annotations. Will-change observers hear of it and
/// ``TextEditor/dispatch(_:)`` applies it, in one place.
struct EditorTransaction<Edits: BidirectionalCollection<TextEdit>> where Edits.Index == Int {
    /// The edits: sorted, apart, on scalar boundaries, in the coordinates of the text before.
    var edits: Edits
    /// Where the selections go.
    var selection: SelectionPlacement
    /// What caused it.
    var event: UserEvent
    /// What becomes of the typing attributes.
    var typing: TypingDecision = .keep
    /// Annotation: whether typed text holds a line break (which ends an undo step).
    var insertsLineBreak = false

    /// A transaction of `edits` (annotated from them).
    init(edits: Edits, selection: SelectionPlacement, event: UserEvent, typing: TypingDecision = .keep) {
        self.edits = edits
        self.selection = selection
        self.event = event
        self.typing = typing
        // Typed line breaks end an undo step; only typing needs the scan.
        insertsLineBreak = event == .inputType && edits.contains { $0.text.utf16.contains(where: LineBreaks.isBreakCandidate) }
    }
}

/// What a transaction does to the typing attributes, decided before it applies and settled by
/// ``TextEditor/settleTypingAttributes(_:selectionsBefore:)`` before observers hear of it.
enum TypingDecision: Equatable {
    /// Assigned or carried typing attributes stay until the selections change.
    case keep
    /// A deletion: each edit's first removed character's attributes (nil where it removed
    /// nothing) carry on as typing attributes, one per resulting caret.
    case carry([TextAttributes?])
    /// Undo and redo: the typing attributes come from the text again.
    case reset
}
