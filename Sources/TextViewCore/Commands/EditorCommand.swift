import Foundation

/// A request to a ``TextEditor``, as a value: what each public mutating method asks for, built
/// before anything runs, so that the editor decides once (``TextEditor/dispatch(_:)``) whether it
/// runs now or waits, queued as this value, for the observers being called to return.
///
/// The cases are grouped by family, each family run by one function of the editor (the family's
/// file): typing, deletion, movement, selection, attributes, marked text, find and replace, undo,
/// and batches. The fuzzers and the reference-model test drive the editor through these values,
/// so the set of commands is written once.
///
/// Package access: every case has a public method; the enum is the editor's and its tests'.
// The cases with large payloads are indirect (boxed), so that the command a keystroke builds and
// switches over is a few words, not a value copied with memcpy at each step of the dispatch.
package enum EditorCommand {
    // Typing: replacements at every selection, or of a range, through the input filters unless
    // said otherwise.

    /// ``TextEditor/insertText(_:)``.
    case insertText(String)
    /// ``TextEditor/insertNewline()``: the line ending is read when the command runs.
    case insertNewline
    /// ``TextEditor/insertTab()``.
    case insertTab
    /// ``TextEditor/insertText(eachSelection:)`` (`paste` false) or
    /// ``TextEditor/paste(eachSelection:)`` (`paste` true).
    case insertEachSelection([String], paste: Bool)
    /// ``TextEditor/paste(_:)-(String)``.
    case paste(String)
    /// ``TextEditor/paste(_:)-(TextDocument)``.
    indirect case pasteAttributed(TextDocument)
    /// ``TextEditor/replace(_:withText:userEvent:)``: a user's edit of a range.
    indirect case replace(NSRange, String, userEvent: UserEvent)
    /// ``TextEditor/replaceCharacters(in:with:userEvent:)-(_,String,_)`` and its attributed
    /// forms: a program's edit, bypassing the filters, mapping the selections.
    indirect case replaceCharacters(NSRange, Replacement, userEvent: UserEvent)
    /// ``TextEditor/text``'s setter: the whole text, resolved when the command runs.
    case setText(String)
    /// ``TextEditor/convertLineEndings(to:)``.
    case convertLineEndings(LineEnding)
    /// ``TextEditor/setState(_:)``.
    indirect case setState(EditorState)

    // Deletion.

    /// One of the deletion commands (``TextEditor/deleteBackward()`` and the like).
    case delete(Deletion)

    // Movement.

    /// One of the movement commands by cluster, word, hard line or document
    /// (``TextEditor/moveLeft(extending:)`` and the like).
    case move(Movement, extending: Bool)
    /// One of the movement commands through a layout (``TextEditor/moveUp(extending:in:)`` and
    /// the like).
    indirect case moveVisually(VisualMovement, extending: Bool, layout: any VisualLineLayout)

    // Selection.

    /// ``TextEditor/selectedRange``'s setter.
    case setSelectedRange(NSRange)
    /// ``TextEditor/selections``'s setter.
    case setSelections([TextSelection])
    /// ``TextEditor/addSelection(_:)``.
    case addSelection(TextSelection)
    /// ``TextEditor/selectAll()``, ``TextEditor/selectWord()``, ``TextEditor/selectLine()``,
    /// ``TextEditor/selectParagraph()``.
    case select(SelectionUnit)
    /// A find command's selections, exactly (no marked-text rule): `primaryIndex` nil keeps the
    /// primary index the editor has when the command runs.
    indirect case selectFound([TextSelection], primaryIndex: Int?)

    // Attributes.

    /// ``TextEditor/setAttributes(_:range:)``.
    indirect case setAttributes(TextAttributes, range: NSRange)
    /// ``TextEditor/addAttributes(_:range:)``.
    indirect case addAttributes(TextAttributes, range: NSRange)
    /// ``TextEditor/removeAttribute(_:range:)``.
    indirect case removeAttribute(TextAttributes.Key, range: NSRange)
    /// ``TextEditor/setParagraphStyle(_:forParagraphsIn:)``.
    indirect case setParagraphStyle(ParagraphStyle?, range: NSRange)
    /// ``TextEditor/toggleBold()``, ``TextEditor/toggleItalic()``, ``TextEditor/toggleUnderline()``.
    case toggle(Toggle)

    // Marked text.

    /// ``TextEditor/setMarkedText(_:selectedRange:replacementRange:clauses:)``; an `NSNotFound`
    /// replacement range is ``TextEditor/setMarkedText(_:selectedRange:)``.
    indirect case setMarkedText(String, selectedRange: NSRange, replacementRange: NSRange, clauses: [NSRange])
    /// ``TextEditor/unmarkText()``.
    case unmarkText
    /// ``TextEditor/abandonMarkedText()``.
    case abandonMarkedText

    // Find and replace.

    /// ``TextEditor/replaceCurrent(_:with:)``'s replacement of the current match, leaving a caret
    /// after it.
    case replaceMatch(NSRange, String)
    /// ``TextEditor/replaceAll(_:with:)``'s replacements, sorted and apart, as one transaction.
    case replaceMatches([TextReplacement])

    // Undo.

    /// ``TextEditor/undo()``.
    case undo
    /// ``TextEditor/redo()``.
    case redo
    /// ``TextEditor/breakUndoCoalescing()``.
    case breakUndoCoalescing
    /// ``TextEditor/beginUndoGroup()``.
    case beginUndoGroup
    /// ``TextEditor/endUndoGroup()``.
    case endUndoGroup
    /// ``TextEditor/undoGroup(_:)``: the body, run inside a group.
    case undoGroup(() -> Void)
    /// ``TextEditor/removeAllUndoSteps()``.
    case removeAllUndoSteps

    // Batches, and user code run in order with the queued commands.

    /// ``TextEditor/beginEditing()``.
    case beginEditing
    /// ``TextEditor/endEditing()``.
    case endEditing
    /// ``TextEditor/performEditing(_:)``: the body, run inside a batch.
    case performEditing(() -> Void)
    /// ``TextEditor/afterDelivery(_:)``: the body, run as it is.
    case afterDelivery(() -> Void)

    /// What a programmatic replacement inserts.
    package enum Replacement {
        /// Plain text taking the document's rule for attributes (the typing attributes in an
        /// empty document).
        case text(String)
        /// Plain text in one run of `attributes`.
        case attributed(String, TextAttributes)
        /// Text with its runs.
        case document(TextDocument)
    }

    /// The deletion commands.
    package enum Deletion: CaseIterable, Sendable {
        case backward, forward, wordBackward, wordForward, toBeginningOfLine, toEndOfLine
    }

    /// The movements without a layout, in the order the fuzzers' bytes name them.
    package enum Movement: CaseIterable, Sendable, CustomStringConvertible {
        case left, right, wordLeft, wordRight
        case beginningOfLine, endOfLine, beginningOfParagraph, endOfParagraph
        case beginningOfDocument, endOfDocument, up, down

        /// The method's name.
        package var description: String {
            switch self {
            case .left: "moveLeft"
            case .right: "moveRight"
            case .wordLeft: "moveWordLeft"
            case .wordRight: "moveWordRight"
            case .beginningOfLine: "moveToBeginningOfLine"
            case .endOfLine: "moveToEndOfLine"
            case .beginningOfParagraph: "moveToBeginningOfParagraph"
            case .endOfParagraph: "moveToEndOfParagraph"
            case .beginningOfDocument: "moveToBeginningOfDocument"
            case .endOfDocument: "moveToEndOfDocument"
            case .up: "moveUp"
            case .down: "moveDown"
            }
        }
    }

    /// The movements through a layout; a page's height rides with its case.
    package enum VisualMovement: Sendable {
        case up, down, pageUp(viewportHeight: Double), pageDown(viewportHeight: Double)
        case beginningOfLine, endOfLine
    }

    /// The units the select commands extend selections to.
    package enum SelectionUnit: CaseIterable, Sendable {
        case all, word, line, paragraph
    }

    /// The attribute toggles.
    package enum Toggle: CaseIterable, Sendable {
        case bold, italic, underline
    }
}
