import TestSupport

/// The seeded keystrokes of the editor typing benchmark, made once per document size.
///
/// Mostly typing at the caret: realistic text one character at a time, with about one backspace in
/// eight. Every 16 to 48 keystrokes comes a movement: left, right, a run of one to three ups or
/// downs (so the goal column is used), a word left or right, line start or end; one movement in
/// sixteen is a jump instead, to a random offset. The first keystroke jumps to the middle.
struct KeystrokeScript: Sendable {
    /// The keystrokes, in order; each one counts as one keystroke in the figures.
    private(set) var keystrokes: [Keystroke] = []
    /// The distinct typed characters; `Keystroke.type` indexes this table.
    private(set) var characters: [String] = []
    /// How many keystrokes type a character, delete backward, move the caret, or jump.
    private(set) var typed = 0
    private(set) var deletions = 0
    private(set) var moves = 0
    private(set) var jumps = 0

    /// The movements drawn from, repeated to weight them: arrows twice as often as the others.
    private static let movements: [Keystroke] = [
        .moveLeft, .moveLeft, .moveRight, .moveRight, .moveUp, .moveUp, .moveDown, .moveDown,
        .moveWordLeft, .moveWordRight, .moveToBeginningOfLine, .moveToEndOfLine,
    ]

    /// Makes `count` keystrokes for a document of `length` code units.
    init(length: Int, count: Int, seed: UInt64) {
        var random = SplitMix64(seed: seed ^ 0x4B45_5953)
        // What is typed: more of the synthetic text, so words, spaces and line feeds.
        let text = Array(SyntheticText.make(characters: min(count, 50_000) + 1, seed: seed ^ 0x7E9E).utf16)
        var numbers: [UInt16: Int32] = [:]
        var next = 0
        var untilMovement = Int.random(in: 16 ... 48, using: &random)
        keystrokes.append(.jump(length / 2))
        while keystrokes.count < count {
            if untilMovement == 0 {
                untilMovement = Int.random(in: 16 ... 48, using: &random)
                if random.next() % 16 == 0 {
                    keystrokes.append(.jump(Int.random(in: 0 ... length, using: &random)))
                    continue
                }
                let movement = Self.movements[Int(random.next() % UInt64(Self.movements.count))]
                let repeats: Int
                switch movement {
                case .moveUp, .moveDown: repeats = Int.random(in: 1 ... 3, using: &random)
                default: repeats = 1
                }
                keystrokes += repeatElement(movement, count: repeats)
                continue
            }
            untilMovement -= 1
            if random.next() % 8 == 0 {
                keystrokes.append(.deleteBackward)
                continue
            }
            let unit = text[next % text.count]
            next += 1
            let number: Int32
            if let known = numbers[unit] {
                number = known
            } else {
                number = Int32(characters.count)
                numbers[unit] = number
                characters.append(String(decoding: [unit], as: UTF16.self))
            }
            keystrokes.append(.type(number))
        }
        // A run of vertical moves may overshoot by two.
        keystrokes.removeLast(keystrokes.count - count)
        for keystroke in keystrokes {
            switch keystroke {
            case .type: typed += 1
            case .deleteBackward: deletions += 1
            case .jump: jumps += 1
            default: moves += 1
            }
        }
    }
}
