import Foundation
import TextViewCore

extension EditorCommand {
    /// Offsets a caller might pass by mistake, besides plain offsets inside the text (which land
    /// inside surrogate pairs and clusters often, given the palette).
    static func hostileOffset<G: RandomNumberGenerator>(length: Int, using rng: inout G) -> Int {
        if Int.random(in: 0..<10, using: &rng) < 7 {
            return Int.random(in: 0...length, using: &rng)
        }
        let hostile = [Int.min, Int.min + 1, -1_000_000, -2, -1, length + 1, length + 7, Int.max - 1, Int.max]
        return hostile.randomElement(using: &rng)!
    }

    static func hostileSelection<G: RandomNumberGenerator>(length: Int, using rng: inout G) -> TextSelection {
        let anchor = hostileOffset(length: length, using: &rng)
        let head: Int
        switch Int.random(in: 0..<4, using: &rng) {
        case 0: head = anchor
        case 1: head = hostileOffset(length: length, using: &rng)
        default: head = Swift.max(0, Swift.min(length, anchor)) + Int.random(in: -6...6, using: &rng)
        }
        return TextSelection(anchor: anchor, head: head, affinity: Bool.random(using: &rng) ? .downstream : .upstream)
    }

    /// Typed text: mostly one piece of the hostile palette (a lone combining mark, a lone CR or LF
    /// included), sometimes several.
    static func typed<G: RandomNumberGenerator>(using rng: inout G) -> String {
        Int.random(in: 0..<4, using: &rng) == 0
            ? ModelPalette.string(using: &rng, maxPieces: 4)
            : ModelPalette.pieces.randomElement(using: &rng)!
    }

    /// A random command of those the model knows, for a text of `length` units; long texts get
    /// mostly deletions, so documents stay between empty and a few hundred units.
    static func random<G: RandomNumberGenerator>(length: Int, using rng: inout G) -> EditorCommand {
        if length > 240 && Int.random(in: 0..<3, using: &rng) == 0 {
            let location = Int.random(in: 0...length / 2, using: &rng)
            return .replaceCharacters(NSRange(location: location, length: Int.random(in: 20...length - location, using: &rng)), .text(""),
                                      userEvent: .replace)
        }
        let roll = Int.random(in: 0..<100, using: &rng)
        switch roll {
        case 0..<14: return .insertText(typed(using: &rng))
        case 14..<16: return .insertNewline
        case 16..<17: return .insertTab
        case 17..<23: return .delete(.backward)
        case 23..<27: return .delete(.forward)
        case 27..<29: return .delete(.wordBackward)
        case 29..<31: return .delete(.wordForward)
        case 31..<33: return .delete(.toBeginningOfLine)
        case 33..<35: return .delete(.toEndOfLine)
        case 35..<43:
            return .replaceCharacters(HostileText.range(length: length, using: &rng),
                                      .text(Bool.random(using: &rng) ? typed(using: &rng) : ""), userEvent: .replace)
        case 43..<75:
            return .move(Movement.allCases.randomElement(using: &rng)!, extending: Int.random(in: 0..<3, using: &rng) == 0)
        case 75..<76: return Int.random(in: 0..<4, using: &rng) == 0 ? .setText(ModelPalette.string(using: &rng, maxPieces: 12)) : .select(.all)
        case 76..<77: return .select(.all)
        case 77..<80: return .select(.word)
        case 80..<82: return .select(.line)
        case 82..<84: return .select(.paragraph)
        case 84..<90: return .setSelectedRange(HostileText.range(length: length, using: &rng))
        case 90..<95:
            let count = Int.random(in: 0...4, using: &rng)
            return .setSelections((0..<count).map { _ in hostileSelection(length: length, using: &rng) })
        default:
            return .addSelection(hostileSelection(length: length, using: &rng))
        }
    }
}
