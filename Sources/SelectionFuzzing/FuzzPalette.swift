/// The hostile text palette (the tests' `HostileText` pieces, plus lone scalars that combine with
/// their neighbours): emoji ZWJ sequences, flags, skin tones, keycaps, combining marks, Hangul,
/// Devanagari, CRLF and every line break, non-BMP letters.
///
/// Devanagari comes without the virama (U+094D): Swift's `Character`, the fuzz model's cluster
/// oracle, follows Unicode 15.1's conjunct rule and ICU 72 an earlier tailoring, and they disagree
/// on a consonant, a virama and extending marks in a row, which edits assemble from the pieces.
package enum FuzzPalette {
    package static let pieces: [String] = [
        "a", "b", "Hello", " ", "world", ".", "42", ",",
        "漢字", "かな", "中文字",
        "e\u{301}", "a\u{308}\u{323}", "\u{301}",
        "👨‍👩‍👧‍👦", "👍🏽", "🇨🇿", "🇯🇵", "1️⃣", "🏳️‍🌈",
        "𝒜", "𐐷", "😀",
        "한국어", "\u{1100}\u{1161}\u{11A8}",
        "नमसते", "कषि",
        "\n", "\r", "\r\n", "\u{2028}", "\u{2029}", "\u{85}",
        "\t",
        "\u{200D}", "\u{FE0F}", "\u{20E3}", "\u{1F3FD}", "\u{1F1FA}", "\u{1161}",
    ]

    /// One to four pieces chosen by the bytes.
    package static func string(_ input: inout FuzzBytes) -> String {
        let b = input.byte()
        var s = pieces[Int(b) % pieces.count]
        for _ in 0..<(Int(b) / pieces.count % 4) {
            s += pieces[Int(input.byte()) % pieces.count]
        }
        return s
    }

    /// A document's first text: up to eleven pieces chosen by the bytes.
    package static func initialText(_ input: inout FuzzBytes) -> String {
        var text = ""
        for _ in 0..<(Int(input.byte()) % 12) {
            text += pieces[Int(input.byte()) % pieces.count]
        }
        return text
    }
}
