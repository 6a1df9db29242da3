import Foundation

/// Everything an editor shows, as one value: the document, the selections (with the goal columns
/// of a run of vertical moves), the typing attributes that do not come from the text, and the
/// marked text of a composition under way.
///
/// Read ``TextEditor/state`` for a snapshot (O(1): the document is copy-on-write) and hand it to
/// ``TextEditor/setState(_:)`` to put the editor back where it was. What is not in it: the undo
/// history, the observers and the settings (``TextEditor/defaultAttributes``,
/// ``TextEditor/recordsUndo`` and the like), which belong to the editor.
///
/// Two states are equal when their documents (text and attributes), selections, primary
/// selection, goal columns, typing override and marked range are.
public struct EditorState: Sendable, Equatable {
    /// The text and its attributes.
    public internal(set) var document: TextDocument
    /// The selections and the goal columns of a run of vertical moves.
    var selectionSet: SelectionSet
    /// Typing attributes that do not come from the text: assigned, or carried by a deletion; nil
    /// when they are derived from the text around each selection. Cleared when the selections
    /// change.
    var typingOverride: TypingAttributesOverride?
    /// The composition under way, if any (its marked range, and what ending it needs).
    var composition: Composition? {
        didSet { isComposing = composition != nil }
    }
    /// Whether a composition is under way (``composition`` is not nil): a flag, since every
    /// keystroke reads it.
    private(set) var isComposing = false

    /// A state holding `document` with a caret at its start.
    ///
    /// - Parameter document: The text.
    public init(document: TextDocument = TextDocument()) {
        var document = document
        // The editor's own transactions are its batches: a document's open one closes here.
        document.endAllEditing()
        self.document = document
        self.selectionSet = SelectionSet(TextSelection(caret: 0))
    }

    /// The selections, sorted by start, disjoint and not touching; never empty.
    public var selections: [TextSelection] { selectionSet.selections.array }

    /// The index in ``selections`` of the primary selection.
    public var primarySelectionIndex: Int { selectionSet.primaryIndex }

    /// The marked text's range while an input method composes, else nil.
    public var markedRange: NSRange? {
        composition.map { NSRange(location: $0.range.lowerBound, length: $0.range.count) }
    }

    /// The marked range in units, when composing.
    var composingRange: Range<Int>? { isComposing ? composition?.range : nil }

    /// Whether two states show the same thing (the composition compared by its marked range and
    /// marked-text attributes, not by the undo bookkeeping it carries).
    public static func == (lhs: EditorState, rhs: EditorState) -> Bool {
        lhs.selectionSet == rhs.selectionSet && lhs.typingOverride == rhs.typingOverride
            && lhs.composition?.range == rhs.composition?.range
            && lhs.composition?.overlay == rhs.composition?.overlay
            && lhs.document == rhs.document
    }

    /// Maps the marked range through the replacement of `a ..< b` by `m` units (an edit away from
    /// it: its ends do not grow), and notes that the composition's undo step now holds another edit.
    mutating func mapMarkedRange(replacing a: Int, _ b: Int, insertedLength m: Int) {
        guard var c = composition else { return }
        let lower = TextSelection.map(c.range.lowerBound, replacing: a, b, insertedLength: m, assoc: 1)
        let upper = Swift.max(lower, TextSelection.map(c.range.upperBound, replacing: a, b, insertedLength: m, assoc: -1))
        c.range = lower ..< upper
        c.foreignEdits = true
        composition = c
    }
}
