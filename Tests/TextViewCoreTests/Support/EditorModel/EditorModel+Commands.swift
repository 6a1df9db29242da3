import Foundation
import TextViewCore

// The commands the model knows (those `EditorCommand.random` draws), applied to the model as the
// editor applies them.
extension EditorModel {
    mutating func apply(_ command: EditorCommand) {
        switch command {
        case .insertText(let s): insertText(s)
        case .insertNewline: insertNewline()
        case .insertTab: insertTab()
        case .delete(.backward): deleteBackward()
        case .delete(.forward): deleteForward()
        case .delete(.wordBackward): deleteWordBackward()
        case .delete(.wordForward): deleteWordForward()
        case .delete(.toBeginningOfLine): deleteToBeginningOfLine()
        case .delete(.toEndOfLine): deleteToEndOfLine()
        case .replaceCharacters(let r, .text(let s), .replace): replaceCharacters(in: r, with: s)
        case .setText(let s): setText(s)
        case .move(let m, let extending): move(m, extending: extending)
        case .select(.all): selectAll()
        case .select(.word): selectWord()
        case .select(.line), .select(.paragraph): selectLine()
        case .setSelectedRange(let r): setSelectedRange(r)
        case .setSelections(let list): setSelections(list.map(ModelSelection.init))
        case .addSelection(let s): addSelection(ModelSelection(s))
        default: preconditionFailure("the model has no \(command)")
        }
    }
}

extension ModelSelection {
    /// The model's copy of `selection`'s three fields.
    init(_ selection: TextSelection) {
        self.init(anchor: selection.anchor, head: selection.head, affinity: selection.affinity)
    }
}
