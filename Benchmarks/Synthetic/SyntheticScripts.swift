import TestSupport

/// The seeded operation lists of the synthetic benchmark, made once per document size and
/// replayed identically on every structure.
struct SyntheticScripts: Sendable {
    /// Single-character inserts and deletes at random places, alternating, so that the length
    /// stays within one of the start whatever number of them a capped structure completed.
    var randomEdits: EditScript
    /// Typing in the middle: a character inserted at a caret that moves on, with about one
    /// backspace in eight.
    var typing: EditScript
    /// Random offsets for line lookups, all valid in the document after the edits above.
    var lookups: [Int]

    /// Makes the scripts for a document of `length` code units.
    init(length: Int, operations: Int, seed: UInt64) {
        var random = SplitMix64(seed: seed ^ 0xED17)
        let alphabet = Array("etaoinshrdlucmfwypvbgkjqxz ETAOINSHRD,.")
        randomEdits = EditScript(startLength: length)
        for number in 0 ..< operations {
            let current = randomEdits.endLength
            if number % 2 == 0 || current == 0 {
                let character = alphabet[Int(random.next() % UInt64(alphabet.count))]
                randomEdits.append(location: Int.random(in: 0 ... current, using: &random), deleteLength: 0,
                                   insert: String(character))
            } else {
                randomEdits.append(location: Int.random(in: 0 ..< current, using: &random), deleteLength: 1, insert: "")
            }
        }

        // What is typed: more of the same realistic text, so words, spaces and newlines.
        let typed = Array(SyntheticText.make(characters: min(operations, 50_000) + 1, seed: seed ^ 0x7E9E).utf16)
        typing = EditScript(startLength: randomEdits.endLength)
        let start = randomEdits.endLength / 2
        var caret = start
        var next = 0
        for _ in 0 ..< operations {
            if caret > start, random.next() % 8 == 0 {
                typing.append(location: caret - 1, deleteLength: 1, insert: "")
                caret -= 1
            } else {
                typing.append(location: caret, deleteLength: 0, insert: String(decoding: [typed[next % typed.count]], as: UTF16.self))
                caret += 1
                next += 1
            }
        }

        lookups = (0 ..< operations).map { _ in Int.random(in: 0 ... length, using: &random) }
    }
}
