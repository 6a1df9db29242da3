import Foundation

/// A piece table (VS Code's idea, without its tree): the loaded text stays untouched, typed text
/// is appended to one add buffer, and the document is a list of pieces, each a span of one of the
/// two. Pieces sit in an array with a finger at the last one edited, and an insertion right after
/// the previous one extends that piece, so typing adds no piece. Written here as a peer; it has no
/// line index.
struct PieceTablePeer: BenchmarkPeer {
    /// A span of the original text (`original`) or of the add buffer.
    private struct Piece {
        var original: Bool
        var start: Int
        var length: Int
    }

    private let original: [UInt16]
    private var added: [UInt16] = []
    private var pieces: [Piece]
    /// The finger: the index of the last piece edited and where it starts in the document.
    private var fingerIndex = 0
    private var fingerStart = 0

    static let lineLookupMethod = "naive scan (no line API)"

    init(loading text: String) {
        original = Array(text.utf16)
        pieces = original.isEmpty ? [] : [Piece(original: true, start: 0, length: original.count)]
    }

    static func makeInsertion(_ text: String) -> [UInt16] { Array(text.utf16) }

    /// The index of the piece holding `location` and where it starts, walking from the finger; a
    /// location on a seam belongs to the piece after it (`pieces.count` at the very end).
    private func find(_ location: Int) -> (index: Int, start: Int) {
        var index = fingerIndex
        var start = fingerStart
        while index > 0 && start > location {
            index -= 1
            start -= pieces[index].length
        }
        while index < pieces.count && start + pieces[index].length <= location {
            start += pieces[index].length
            index += 1
        }
        return (index, start)
    }

    /// Splits the piece holding `location` so that a piece starts there; returns its index.
    private mutating func cut(at location: Int) -> Int {
        let (index, start) = find(location)
        fingerIndex = index
        fingerStart = start
        guard index < pieces.count, start < location else { return index }
        let piece = pieces[index]
        let head = location - start
        pieces[index].length = head
        pieces.insert(Piece(original: piece.original, start: piece.start + head, length: piece.length - head), at: index + 1)
        fingerIndex = index + 1
        fingerStart = location
        return index + 1
    }

    mutating func replace(location: Int, length: Int, with insertion: [UInt16]) {
        if length > 0 {
            let first = cut(at: location)
            let last = cut(at: location + length)
            pieces.removeSubrange(first..<last)
            fingerIndex = first
            fingerStart = location
        }
        if insertion.isEmpty { return }
        // Typing on: the piece ending at `location` ends the add buffer, so it just grows.
        let (index, start) = find(location)
        if index > 0 && start == location {
            let before = pieces[index - 1]
            if !before.original && before.start + before.length == added.count {
                added.append(contentsOf: insertion)
                pieces[index - 1].length += insertion.count
                fingerIndex = index - 1
                fingerStart = location - before.length
                return
            }
        }
        let at = cut(at: location)
        pieces.insert(Piece(original: false, start: added.count, length: insertion.count), at: at)
        added.append(contentsOf: insertion)
        fingerIndex = at
        fingerStart = location
    }

    var length: Int { pieces.reduce(0) { $0 + $1.length } }

    /// The text, piece by piece.
    private var units: [UInt16] {
        var units: [UInt16] = []
        units.reserveCapacity(length)
        for piece in pieces {
            units.append(contentsOf: (piece.original ? original : added)[piece.start ..< piece.start + piece.length])
        }
        return units
    }

    var content: String { String(decoding: units, as: UTF16.self) }

    func lineRange(containing location: Int) -> NSRange {
        NaiveLineScanner.lineRange(in: units, containing: location)
    }
}
