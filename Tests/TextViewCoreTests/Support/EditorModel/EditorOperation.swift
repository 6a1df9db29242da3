import Foundation
import TextViewCore

/// One step of a property test: every public operation of `TextEditor`, applied alike to the
/// editor and to the reference model.
enum EditorOperation: CustomStringConvertible {
    case insertText(String)
    case insertNewline
    case insertTab
    case deleteBackward
    case deleteForward
    case deleteWordBackward
    case deleteWordForward
    case deleteToBeginningOfLine
    case deleteToEndOfLine
    case replaceCharacters(NSRange, String)
    case setText(String)
    case move(ModelMovement, extending: Bool)
    case selectAll
    case selectWord
    case selectLine
    case selectParagraph
    case setSelectedRange(NSRange)
    case setSelections([ModelSelection])
    case addSelection(ModelSelection)

    func apply(to editor: TextEditor) {
        switch self {
        case .insertText(let s): editor.insertText(s)
        case .insertNewline: editor.insertNewline()
        case .insertTab: editor.insertTab()
        case .deleteBackward: editor.deleteBackward()
        case .deleteForward: editor.deleteForward()
        case .deleteWordBackward: editor.deleteWordBackward()
        case .deleteWordForward: editor.deleteWordForward()
        case .deleteToBeginningOfLine: editor.deleteToBeginningOfLine()
        case .deleteToEndOfLine: editor.deleteToEndOfLine()
        case .replaceCharacters(let r, let s): editor.replaceCharacters(in: r, with: s)
        case .setText(let s): editor.text = s
        case .move(let m, let extending):
            switch m {
            case .left: editor.moveLeft(extending: extending)
            case .right: editor.moveRight(extending: extending)
            case .wordLeft: editor.moveWordLeft(extending: extending)
            case .wordRight: editor.moveWordRight(extending: extending)
            case .beginningOfLine: editor.moveToBeginningOfLine(extending: extending)
            case .endOfLine: editor.moveToEndOfLine(extending: extending)
            case .beginningOfParagraph: editor.moveToBeginningOfParagraph(extending: extending)
            case .endOfParagraph: editor.moveToEndOfParagraph(extending: extending)
            case .beginningOfDocument: editor.moveToBeginningOfDocument(extending: extending)
            case .endOfDocument: editor.moveToEndOfDocument(extending: extending)
            case .up: editor.moveUp(extending: extending)
            case .down: editor.moveDown(extending: extending)
            }
        case .selectAll: editor.selectAll()
        case .selectWord: editor.selectWord()
        case .selectLine: editor.selectLine()
        case .selectParagraph: editor.selectParagraph()
        case .setSelectedRange(let r): editor.selectedRange = r
        case .setSelections(let list):
            editor.selections = list.map { TextSelection(anchor: $0.anchor, head: $0.head, affinity: $0.affinity) }
        case .addSelection(let s): editor.addSelection(TextSelection(anchor: s.anchor, head: s.head, affinity: s.affinity))
        }
    }

    func apply(to model: inout EditorModel) {
        switch self {
        case .insertText(let s): model.insertText(s)
        case .insertNewline: model.insertNewline()
        case .insertTab: model.insertTab()
        case .deleteBackward: model.deleteBackward()
        case .deleteForward: model.deleteForward()
        case .deleteWordBackward: model.deleteWordBackward()
        case .deleteWordForward: model.deleteWordForward()
        case .deleteToBeginningOfLine: model.deleteToBeginningOfLine()
        case .deleteToEndOfLine: model.deleteToEndOfLine()
        case .replaceCharacters(let r, let s): model.replaceCharacters(in: r, with: s)
        case .setText(let s): model.setText(s)
        case .move(let m, let extending): model.move(m, extending: extending)
        case .selectAll: model.selectAll()
        case .selectWord: model.selectWord()
        case .selectLine, .selectParagraph: model.selectLine()
        case .setSelectedRange(let r): model.setSelectedRange(r)
        case .setSelections(let list): model.setSelections(list)
        case .addSelection(let s): model.addSelection(s)
        }
    }

    var description: String {
        switch self {
        case .insertText(let s): "insertText(\(ModelDebug.quoted(s)))"
        case .insertNewline: "insertNewline()"
        case .insertTab: "insertTab()"
        case .deleteBackward: "deleteBackward()"
        case .deleteForward: "deleteForward()"
        case .deleteWordBackward: "deleteWordBackward()"
        case .deleteWordForward: "deleteWordForward()"
        case .deleteToBeginningOfLine: "deleteToBeginningOfLine()"
        case .deleteToEndOfLine: "deleteToEndOfLine()"
        case .replaceCharacters(let r, let s): "replaceCharacters(in: \(ModelDebug.range(r)), with: \(ModelDebug.quoted(s)))"
        case .setText(let s): "text = \(ModelDebug.quoted(s))"
        case .move(let m, let extending): "\(m)(extending: \(extending))"
        case .selectAll: "selectAll()"
        case .selectWord: "selectWord()"
        case .selectLine: "selectLine()"
        case .selectParagraph: "selectParagraph()"
        case .setSelectedRange(let r): "selectedRange = \(ModelDebug.range(r))"
        case .setSelections(let list): "selections = [\(list.map(ModelDebug.selection).joined(separator: ", "))]"
        case .addSelection(let s): "addSelection(\(ModelDebug.selection(s)))"
        }
    }
}
