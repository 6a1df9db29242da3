import CUnicode

/// The kinds of ICU break iterator, each with its own rules (UAX #29 and UAX #14, root locale).
enum BreakKind: CaseIterable, Sendable {
    /// Extended grapheme clusters (user-perceived characters).
    case character
    /// Word-break segments: words, runs of spaces, single punctuation marks.
    case word
    /// Line-break opportunities.
    case line
    /// Sentence boundaries.
    case sentence

    /// The CUnicode constant (`CU_BREAK_*`).
    var cValue: Int32 {
        switch self {
        case .character: CU_BREAK_CHARACTER
        case .word: CU_BREAK_WORD
        case .line: CU_BREAK_LINE
        case .sentence: CU_BREAK_SENTENCE
        }
    }
}
