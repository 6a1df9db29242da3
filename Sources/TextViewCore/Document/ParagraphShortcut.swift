/// Whether a text edit provably leaves every paragraph uniform, so that the paragraph fix (two
/// line lookups and a run lookup) can be skipped: the common case of typing or deleting inside a
/// paragraph.
///
/// It holds when the edit is not at location 0, the character before it is not part of a line
/// break, neither the removed nor the inserted text holds a line-break character, and (checked by
/// the caller after the edit) the new text carries the same attributes as the character before
/// it, or there is no new text. Then the paragraph around the edit keeps its first character, and
/// its extent changes only by the edited text, whose paragraph style is its neighbour's; no CR can
/// meet an LF at a seam, since the unit before each seam is neither.
struct ParagraphShortcut {
    let applies: Bool

    /// Decides from the document before the edit.
    init(document: TextDocument, replacing range: Range<Int>, with string: String) {
        let lo = range.lowerBound
        guard lo > 0, !LineBreaks.isBreakCandidate(document.rope[lo - 1]),
              !ParagraphShortcut.containsBreak(string) else {
            applies = false
            return
        }
        var clean = true
        if !range.isEmpty {
            document.rope.forEachChunk(in: range) { chunk in
                for unit in chunk where LineBreaks.isBreakCandidate(unit) {
                    clean = false
                    return false
                }
                return true
            }
        }
        applies = clean
    }

    /// Whether `string` holds LF, CR, NEL, U+2028 or U+2029, read from its UTF-8 exactly: NEL is
    /// C2 85, U+2028 and U+2029 are E2 80 A8 and E2 80 A9.
    static func containsBreak(_ string: String) -> Bool {
        var s = string
        return s.withUTF8 { bytes in
            var i = 0
            let n = bytes.count
            while i < n {
                let b = bytes[i]
                if b == 0x0A || b == 0x0D { return true }
                if b == 0xC2 && i + 1 < n && bytes[i + 1] == 0x85 { return true }
                if b == 0xE2 && i + 2 < n && bytes[i + 1] == 0x80 && (bytes[i + 2] == 0xA8 || bytes[i + 2] == 0xA9) { return true }
                i += 1
            }
            return false
        }
    }
}
