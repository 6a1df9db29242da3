import Foundation
import TextViewCore

/// The selection fuzzer's commands decoded from bytes: every editing command and selection change
/// of `TextEditor`, with any `Int` as a location or length. The byte layout is the committed
/// corpus's (Fuzz/), so it must not change.
package enum FuzzCommand {
    /// Decodes the next command for a text of `length` units.
    package static func decode(_ input: inout FuzzBytes, length: Int) -> EditorCommand {
        let code = input.byte()
        switch code % 32 {
        case 0, 1, 2: return .insertText(FuzzPalette.string(&input))
        case 3: return .insertNewline
        case 4: return .insertTab
        case 5, 6: return .delete(.backward)
        case 7: return .delete(.forward)
        case 8: return .delete(.wordBackward)
        case 9: return .delete(.wordForward)
        case 10: return .delete(.toBeginningOfLine)
        case 11: return .delete(.toEndOfLine)
        case 12, 13:
            let range = NSRange(location: input.location(length: length), length: input.rangeLength(length: length))
            return .replaceCharacters(range, .text(code & 0x80 == 0 ? "" : FuzzPalette.string(&input)), userEvent: .replace)
        case 14...23:
            let movements = EditorCommand.Movement.allCases
            return .move(movements[Int(code % 32 - 14 + (code >> 7) * 10) % movements.count], extending: code & 0x40 != 0)
        case 24: return code & 0x80 == 0 ? .select(.all) : .setText(FuzzPalette.string(&input) + FuzzPalette.string(&input))
        case 25: return .select(.word)
        case 26: return .select(.line)
        case 27: return .select(.paragraph)
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
}
