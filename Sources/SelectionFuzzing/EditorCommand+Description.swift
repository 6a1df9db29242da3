import Foundation
import TextViewCore

/// Each command as the Swift call that issues it, so that a fuzzer's trace and the reference-model
/// test's failures can be pasted back into a test after `editor.`.
extension EditorCommand: CustomStringConvertible {
    package var description: String {
        switch self {
        case .insertText(let s): "insertText(\(FuzzText.quoted(s)))"
        case .insertNewline: "insertNewline()"
        case .insertTab: "insertTab()"
        case .insertEachSelection(let texts, let paste):
            "\(paste ? "paste" : "insertText")(eachSelection: [\(texts.map(FuzzText.quoted).joined(separator: ", "))])"
        case .paste(let s): "paste(\(FuzzText.quoted(s)))"
        case .pasteAttributed(let d): "paste(TextDocument(\(FuzzText.quoted(d.string))))"
        case .replace(let r, let s, let event):
            "replace(\(Self.range(r)), withText: \(FuzzText.quoted(s))\(event == .inputType ? "" : ", userEvent: \(Self.event(event))"))"
        case .replaceCharacters(let r, let replacement, let event):
            "replaceCharacters(in: \(Self.range(r)), with: \(Self.replacement(replacement))\(event == .replace ? "" : ", userEvent: \(Self.event(event))"))"
        case .setText(let s): "text = \(FuzzText.quoted(s))"
        case .convertLineEndings(let ending): "convertLineEndings(to: .\(ending))"
        case .setState: "setState(state)"
        case .delete(let deletion): "\(Self.name(of: deletion))()"
        case .move(let m, let e): "\(m)(extending: \(e))"
        case .moveVisually(let m, let e, _):
            switch m {
            case .up: "moveUp(extending: \(e), in: layout)"
            case .down: "moveDown(extending: \(e), in: layout)"
            case .pageUp(let h): "movePageUp(extending: \(e), in: layout, viewportHeight: \(h))"
            case .pageDown(let h): "movePageDown(extending: \(e), in: layout, viewportHeight: \(h))"
            case .beginningOfLine: "moveToBeginningOfVisualLine(extending: \(e), in: layout)"
            case .endOfLine: "moveToEndOfVisualLine(extending: \(e), in: layout)"
            }
        case .setSelectedRange(let r): "selectedRange = \(Self.range(r))"
        case .setSelections(let list): "selections = [\(list.map(Self.selection).joined(separator: ", "))]"
        case .addSelection(let s): "addSelection(\(Self.selection(s)))"
        case .select(let unit):
            switch unit {
            case .all: "selectAll()"
            case .word: "selectWord()"
            case .line: "selectLine()"
            case .paragraph: "selectParagraph()"
            }
        case .selectFound(let list, let primary):
            "select [\(list.map(Self.selection).joined(separator: ", "))], primary \(primary.map(String.init) ?? "kept") // a find command"
        case .setAttributes(let a, let r): "setAttributes(\(a), range: \(r))"
        case .addAttributes(let a, let r): "addAttributes(\(a), range: \(r))"
        case .removeAttribute(let k, let r): "removeAttribute(.\(k), range: \(r))"
        case .setParagraphStyle(let p, let r): "setParagraphStyle(\(p.map { "\($0)" } ?? "nil"), forParagraphsIn: \(r))"
        case .toggle(let t):
            switch t {
            case .bold: "toggleBold()"
            case .italic: "toggleItalic()"
            case .underline: "toggleUnderline()"
            }
        case .setMarkedText(let s, let r, let replacement, let clauses):
            replacement.location == NSNotFound && clauses.isEmpty
                ? "setMarkedText(\(FuzzText.quoted(s)), selectedRange: \(r))"
                : "setMarkedText(\(FuzzText.quoted(s)), selectedRange: \(r), replacementRange: \(Self.range(replacement)), clauses: \(clauses))"
        case .unmarkText: "unmarkText()"
        case .abandonMarkedText: "abandonMarkedText()"
        case .replaceMatch(let r, let s): "replace the match at \(Self.range(r)) with \(FuzzText.quoted(s)) // replaceCurrent"
        case .replaceMatches(let list): "replace \(list.count) matches // replaceAll"
        case .undo: "undo()"
        case .redo: "redo()"
        case .breakUndoCoalescing: "breakUndoCoalescing()"
        case .beginUndoGroup: "beginUndoGroup()"
        case .endUndoGroup: "endUndoGroup()"
        case .undoGroup: "undoGroup { … }"
        case .removeAllUndoSteps: "removeAllUndoSteps()"
        case .beginEditing: "beginEditing()"
        case .endEditing: "endEditing()"
        case .performEditing: "performEditing { … }"
        case .afterDelivery: "afterDelivery { … }"
        }
    }

    private static func name(of deletion: Deletion) -> String {
        switch deletion {
        case .backward: "deleteBackward"
        case .forward: "deleteForward"
        case .wordBackward: "deleteWordBackward"
        case .wordForward: "deleteWordForward"
        case .toBeginningOfLine: "deleteToBeginningOfLine"
        case .toEndOfLine: "deleteToEndOfLine"
        }
    }

    private static func replacement(_ replacement: Replacement) -> String {
        switch replacement {
        case .text(let s): FuzzText.quoted(s)
        case .attributed(let s, let a): "\(FuzzText.quoted(s)), attributes: \(a)"
        case .document(let d): "TextDocument(\(FuzzText.quoted(d.string)))"
        }
    }

    private static func event(_ event: UserEvent) -> String { "UserEvent(\(FuzzText.quoted(event.rawValue)))" }

    /// A number as a test would write it.
    private static func number(_ n: Int) -> String {
        switch n {
        case NSNotFound: "NSNotFound"
        case Int.min: "Int.min"
        default: String(n)
        }
    }

    private static func range(_ r: NSRange) -> String {
        "NSRange(location: \(number(r.location)), length: \(number(r.length)))"
    }

    private static func selection(_ s: TextSelection) -> String {
        "TextSelection(anchor: \(number(s.anchor)), head: \(number(s.head)), affinity: .\(s.affinity))"
    }
}
