import Foundation

/// A command's transaction as a value, built before anything applies (CodeMirror's transaction
/// spec): one change set for all its ranges, the edit of each range it was built from, where the
/// selections go, the user event, the typing-attribute decision and the annotations. Will-change
/// observers hear of it and ``TextEditor/dispatch(_:)`` applies it, in one place.
///
/// A command at several selections is one transaction, as CodeMirror's `changeByRange` makes it:
/// each selection gives its edit in the coordinates of the text before, and the change set is all
/// of them at once (``ChangeSet/init(edits:length:)``).
struct EditorTransaction<Edits: BidirectionalCollection<TextReplacement>> where Edits.Index == Int {
    /// The edits, one per edited range: sorted, apart, on scalar boundaries, in the coordinates of
    /// the text before; each says which attributes its new text takes.
    let edits: Edits
    /// All the edits as one change set, in the coordinates of the text before; an empty one once
    /// ``takeChanges()`` has handed it on.
    private(set) var changes: ChangeSet
    /// Where the selections go.
    var selection: SelectionPlacement
    /// What caused it.
    var event: UserEvent
    /// What becomes of the typing attributes.
    var typing: TypingDecision = .keep
    /// Annotation: whether typed text holds a line break (which ends an undo step).
    var insertsLineBreak = false

    /// A transaction of `edits` of a text of `length` units (annotated from them).
    init(edits: Edits, length: Int, selection: SelectionPlacement, event: UserEvent, typing: TypingDecision = .keep) {
        self.edits = edits
        self.changes = ChangeSet(edits: edits, length: length)
        self.selection = selection
        self.event = event
        self.typing = typing
        // Typed line breaks end an undo step; only typing needs the scan.
        insertsLineBreak = event == .inputType && changes.text.contains(where: LineBreaks.isBreakCandidate)
    }

    /// This transaction in a text where the marked range `marked` (of the text it was built for)
    /// now spans `length - changes.oldLength` units more, the rest unchanged: each edit moves with
    /// the text around it, an edge inside the marked text to its nearer end, and the ranges are
    /// kept in order, apart and on scalar boundaries of `document`.
    func moved(pastCommitOf marked: Range<Int>?, toLength length: Int, in document: TextDocument) -> EditorTransaction<[TextReplacement]> {
        let delta = length - changes.oldLength
        let marked = marked ?? changes.oldLength ..< changes.oldLength
        func map(_ x: Int, before: Bool) -> Int {
            Composition.position(x, pastCommitOf: marked, delta: delta, before: before)
        }
        var moved: [TextReplacement] = []
        var previous = 0
        for edit in edits {
            var copy = edit
            let lower = Swift.min(length, Swift.max(previous, document.rope.scalarBoundary(atOrBefore: map(edit.lower, before: true))))
            let upper = Swift.min(length, Swift.max(lower, document.rope.scalarBoundary(atOrAfter: map(edit.upper, before: false))))
            copy.range = NSRange(location: lower, length: upper - lower)
            moved.append(copy)
            previous = upper
        }
        var result = EditorTransaction<[TextReplacement]>(edits: moved, length: length, selection: selection, event: event, typing: typing)
        result.insertsLineBreak = insertsLineBreak
        return result
    }

    /// Hands the change set on to the record of the transaction that applied it, leaving an empty
    /// one (``ChangeSet/take()``).
    mutating func takeChanges() -> ChangeSet {
        changes.take()
    }

    /// Calls `body(i, caret)` with the caret each edit leaves, in the coordinates of the text
    /// after the whole transaction: the end of the edit's new text in the text after that edit
    /// alone, mapped through the other ranges' changes (CodeMirror's `changeByRange`, which maps
    /// each range's result through the later ranges' changes). The ranges before an edit end at
    /// or before its start, so the mapping adds their change in length, their new text staying
    /// before the caret even where one ends right where the edit starts.
    ///
    /// - Complexity: O(e) for e edits.
    func forEachResultCaret(_ body: (Int, Int) -> Void) {
        if edits.count == 1, case .single(let start, _, let inserted) = changes.changeDescription.storage {
            // One edit is the change set's one change: read from it, with no copy of the edit
            // (its attributes cost a generic copy) and no second pass over its string.
            body(edits.startIndex, start + inserted)
            return
        }
        var delta = 0
        for i in edits.indices {
            let edit = edits[i]
            let m = edit.insertedLength
            body(i, edit.lower + m + delta)
            delta += m - edit.range.length
        }
    }
}

/// What a transaction does to the typing attributes, decided before it applies and settled by
/// ``TextEditor/settleTypingAttributes(_:selectionsBefore:)`` before observers hear of it.
enum TypingDecision: Equatable {
    /// Assigned or carried typing attributes stay until the selections change.
    case keep
    /// A deletion: each edit's first removed character's attributes (nil where it removed
    /// nothing) carry on as typing attributes, one per resulting caret.
    case carry(PerSelection<TextAttributes?>)
    /// Undo and redo: the typing attributes come from the text again.
    case reset
}
