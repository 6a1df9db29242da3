import Foundation

/// Text and ranges chosen to break editors: every kind of cluster and line break, and ranges that
/// are out of bounds, negative, NSNotFound, or inside a surrogate pair.
enum HostileText {
    /// Pieces of text mixed by the generators.
    static let pieces: [String] = [
        "a", "b", "Hello", " ", "world", ".", "42",
        "漢字", "かな", "中文字",
        "e\u{301}", "a\u{308}\u{323}", "\u{301}",
        "👨‍👩‍👧‍👦", "👍🏽", "🇨🇿", "🇯🇵", "1️⃣", "🏳️‍🌈",
        "𝒜", "𐐷", "😀",
        "한국어", "\u{1100}\u{1161}\u{11A8}",
        "नमस्ते", "क्षि",
        "\n", "\r", "\r\n", "\u{2028}", "\u{2029}", "\u{85}",
        "\t",
    ]

    /// A random string of up to `maxPieces` pieces.
    static func string<G: RandomNumberGenerator>(using rng: inout G, maxPieces: Int) -> String {
        let n = Int.random(in: 0...maxPieces, using: &rng)
        var s = ""
        for _ in 0..<n { s += pieces.randomElement(using: &rng)! }
        return s
    }

    /// A random range for a text of `length` units: mostly sensible, often hostile.
    static func range<G: RandomNumberGenerator>(length: Int, using rng: inout G) -> NSRange {
        let hostile: [Int] = [Int.min, Int.min + 1, -1_000_000, -3, -1, 0, 1, length, length + 1, length + 1_000, Int.max - 1, Int.max, NSNotFound]
        func pick() -> Int {
            Int.random(in: 0..<10, using: &rng) < 7
                ? Int.random(in: 0...Swift.max(length, 0), using: &rng)
                : hostile.randomElement(using: &rng)!
        }
        switch Int.random(in: 0..<10, using: &rng) {
        case 0..<5:
            let loc = Int.random(in: 0...length, using: &rng)
            let len = Int.random(in: 0...Swift.min(8, length - loc), using: &rng)
            return NSRange(location: loc, length: len)
        case 5..<7:
            let loc = Int.random(in: 0...length, using: &rng)
            return NSRange(location: loc, length: -Int.random(in: 0...8, using: &rng))
        default:
            return NSRange(location: pick(), length: pick())
        }
    }
}
