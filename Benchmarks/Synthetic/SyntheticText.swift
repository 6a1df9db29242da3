import TestSupport

/// Realistic filler text: lines of 20-100 characters made of words, mostly ASCII.
///
/// About 2% of the words are non-ASCII but inside the BMP (accents, dashes, quotes, CJK), so every
/// character is one UTF-16 code unit: any offset is a valid edit position for every structure and
/// bytes per character is the same as bytes per code unit. Lines end in LF only.
enum SyntheticText {
    private static let asciiWords: [String] = """
        the of and to in is that for it as was with be by on not he this are or his from at which \
        but have an they you were their one all we can her has there been if more when will would \
        who so no document text editor buffer line range offset insert delete rope chunk node tree \
        index cursor caret selection undo redo paste copy cut word paragraph attribute font color \
        layout glyph render scroll view model update change value state string character unicode \
        func let var return struct class enum protocol extension import public private static \
        self init case switch default guard else while repeat break continue true false nil \
        0 1 2 10 42 100 2024 (x) [i] {y} x+1 a.b f(x); // # - * = == != <= >= -> => :: ... "a" 'b'
        """.split(separator: " ").map(String.init)

    private static let otherWords = [
        "café", "naïve", "über", "façade", "señor", "—", "–", "“quoted”", "‘single’", "…", "€5",
        "日本語", "文字", "Ωmega", "Δx", "π≈3.14", "→", "•",
    ]

    /// A text of exactly `characters` UTF-16 code units, the same for the same seed.
    static func make(characters: Int, seed: UInt64) -> String {
        precondition(characters >= 0, "negative size \(characters)")
        var random = SplitMix64(seed: seed)
        let ascii = asciiWords.map { Array($0.utf8) }
        let other = otherWords.map { (bytes: Array($0.utf8), units: $0.utf16.count) }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(characters + characters / 16)
        var remaining = characters
        while remaining > 0 {
            let lineLength = min(remaining, Int.random(in: 20 ... 100, using: &random))
            // Content units of this line, before its LF.
            var budget = lineLength - 1
            var first = true
            while budget > 0 {
                let word: (bytes: [UInt8], units: Int)
                if random.next() % 50 == 0 {
                    word = other[Int(random.next() % UInt64(other.count))]
                } else {
                    let choice = ascii[Int(random.next() % UInt64(ascii.count))]
                    word = (choice, choice.count)
                }
                let needed = word.units + (first ? 0 : 1)
                if needed > budget {
                    // Pad the line to its exact length rather than end it early.
                    bytes.append(contentsOf: repeatElement(UInt8(ascii: "."), count: budget))
                    break
                }
                if !first { bytes.append(UInt8(ascii: " ")) }
                bytes.append(contentsOf: word.bytes)
                budget -= needed
                first = false
            }
            bytes.append(0x0A)
            remaining -= lineLength
        }
        let text = String(decoding: bytes, as: UTF8.self)
        assert(text.utf16.count == characters, "made \(text.utf16.count) code units instead of \(characters)")
        return text
    }
}
