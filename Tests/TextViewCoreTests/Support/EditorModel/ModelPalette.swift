/// The text the property tests type and start from: `HostileText.pieces` with Devanagari kept
/// free of the virama (U+094D).
///
/// Swift's `Character` (the model's cluster oracle) follows Unicode 15.1's conjunct rule GB9c,
/// while ICU 72 (the engine's) has CLDR's earlier conjunct tailoring; they disagree once a
/// consonant, a virama and other extending marks meet, for instance क ् े ष (one cluster for
/// Swift, two for ICU), and editing builds such sequences out of नमस्ते and क्षि. Without a
/// virama no conjunct rule applies, so the vowel signs (Mn े, Mc ि) still test the
/// delete-one-mark rule. The engine's own conjunct handling is tested in the boundary tests.
enum ModelPalette {
    static let pieces: [String] = HostileText.pieces.map { $0.unicodeScalars.contains("\u{94D}") ? String(String.UnicodeScalarView($0.unicodeScalars.filter { $0 != "\u{94D}" })) : $0 }

    /// A random string of up to `maxPieces` pieces.
    static func string<G: RandomNumberGenerator>(using rng: inout G, maxPieces: Int) -> String {
        var s = ""
        for _ in 0..<Int.random(in: 0...maxPieces, using: &rng) { s += pieces.randomElement(using: &rng)! }
        return s
    }
}
