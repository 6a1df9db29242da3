import Foundation
import TextViewCore

/// One operation decoded from the fuzzer's bytes: every public `TextEditor` operation, with any
/// `Int` as a location or length.
package enum FuzzOperation: CustomStringConvertible {
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
    case move(Int, extending: Bool)
    case selectAll
    case selectWord
    case selectLine
    case selectParagraph
    case setSelectedRange(NSRange)
    case setSelections([TextSelection])
    case addSelection(TextSelection)

    /// The names of the twelve movements, in the order `move`'s index uses.
    package static let movements = [
        "moveLeft", "moveRight", "moveWordLeft", "moveWordRight", "moveToBeginningOfLine", "moveToEndOfLine",
        "moveToBeginningOfParagraph", "moveToEndOfParagraph", "moveToBeginningOfDocument", "moveToEndOfDocument",
        "moveUp", "moveDown",
    ]

    /// Decodes the next operation for a text of `length` units.
    package static func decode(_ input: inout FuzzBytes, length: Int) -> FuzzOperation {
        let code = input.byte()
        switch code % 32 {
        case 0, 1, 2: return .insertText(FuzzPalette.string(&input))
        case 3: return .insertNewline
        case 4: return .insertTab
        case 5, 6: return .deleteBackward
        case 7: return .deleteForward
        case 8: return .deleteWordBackward
        case 9: return .deleteWordForward
        case 10: return .deleteToBeginningOfLine
        case 11: return .deleteToEndOfLine
        case 12, 13:
            let range = NSRange(location: input.location(length: length), length: input.rangeLength(length: length))
            return .replaceCharacters(range, code & 0x80 == 0 ? "" : FuzzPalette.string(&input))
        case 14...23: return .move(Int(code % 32 - 14 + (code >> 7) * 10) % movements.count, extending: code & 0x40 != 0)
        case 24: return code & 0x80 == 0 ? .selectAll : .setText(FuzzPalette.string(&input) + FuzzPalette.string(&input))
        case 25: return .selectWord
        case 26: return .selectLine
        case 27: return .selectParagraph
        case 28, 29: return .setSelectedRange(NSRange(location: input.location(length: length), length: input.rangeLength(length: length)))
        case 30:
            let count = Int(code >> 5) % 5
            return .setSelections((0..<count).map { _ in selection(&input, length: length) })
        default: return .addSelection(selection(&input, length: length))
        }
    }

    private static func selection(_ input: inout FuzzBytes, length: Int) -> TextSelection {
        let anchor = input.location(length: length)
        let b = input.byte()
        // Wrapping: the anchor may be any Int, and the head near it is any Int too.
        let head = b & 1 == 0 ? anchor &+ (Int(b >> 1) % 16 - 8) : input.location(length: length)
        return TextSelection(anchor: anchor, head: head, affinity: b & 2 == 0 ? .downstream : .upstream)
    }

    /// Applies the operation to `editor`.
    package func apply(to editor: TextEditor) {
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
        case .move(let m, let e):
            switch m {
            case 0: editor.moveLeft(extending: e)
            case 1: editor.moveRight(extending: e)
            case 2: editor.moveWordLeft(extending: e)
            case 3: editor.moveWordRight(extending: e)
            case 4: editor.moveToBeginningOfLine(extending: e)
            case 5: editor.moveToEndOfLine(extending: e)
            case 6: editor.moveToBeginningOfParagraph(extending: e)
            case 7: editor.moveToEndOfParagraph(extending: e)
            case 8: editor.moveToBeginningOfDocument(extending: e)
            case 9: editor.moveToEndOfDocument(extending: e)
            case 10: editor.moveUp(extending: e)
            default: editor.moveDown(extending: e)
            }
        case .selectAll: editor.selectAll()
        case .selectWord: editor.selectWord()
        case .selectLine: editor.selectLine()
        case .selectParagraph: editor.selectParagraph()
        case .setSelectedRange(let r): editor.selectedRange = r
        case .setSelections(let list): editor.selections = list
        case .addSelection(let s): editor.addSelection(s)
        }
    }

    package var description: String {
        switch self {
        case .insertText(let s): "insertText(\(FuzzText.quoted(s)))"
        case .insertNewline: "insertNewline()"
        case .insertTab: "insertTab()"
        case .deleteBackward: "deleteBackward()"
        case .deleteForward: "deleteForward()"
        case .deleteWordBackward: "deleteWordBackward()"
        case .deleteWordForward: "deleteWordForward()"
        case .deleteToBeginningOfLine: "deleteToBeginningOfLine()"
        case .deleteToEndOfLine: "deleteToEndOfLine()"
        case .replaceCharacters(let r, let s): "replaceCharacters(in: NSRange(location: \(r.location), length: \(r.length)), with: \(FuzzText.quoted(s)))"
        case .setText(let s): "text = \(FuzzText.quoted(s))"
        case .move(let m, let e): "\(Self.movements[m])(extending: \(e))"
        case .selectAll: "selectAll()"
        case .selectWord: "selectWord()"
        case .selectLine: "selectLine()"
        case .selectParagraph: "selectParagraph()"
        case .setSelectedRange(let r): "selectedRange = NSRange(location: \(r.location), length: \(r.length))"
        case .setSelections(let list): "selections = [\(list.map(FuzzText.selection).joined(separator: ", "))]"
        case .addSelection(let s): "addSelection(\(FuzzText.selection(s)))"
        }
    }
}
