import Foundation

/// What to look for in a ``TextDocument``: literal text or an ICU regular expression, with the
/// options of a find bar, and optionally a range to look in.
///
/// The rules (what matches, what each option means, templates, cancellation) are written in
/// `Docs/Search.md`. In short: a match never splits a grapheme cluster and is never empty;
/// ``caseInsensitive`` compares by Unicode full case folding, ``diacriticInsensitive`` ignores
/// nonspacing marks after canonical decomposition, ``wholeWord`` wants ICU word boundaries (the
/// ones the editor's word commands use) at both ends of a match.
public struct SearchQuery: Hashable, Sendable {
    /// How the query's text is read.
    public enum Kind: Hashable, Sendable {
        /// The text itself, code unit for code unit after the folding the options ask for.
        case literal
        /// An ICU regular expression (ICU's syntax); `^` and `$` match at line ends.
        case regularExpression
    }

    /// The text or pattern.
    public let pattern: String
    /// How ``pattern`` is read.
    public let kind: Kind
    /// Whether case is ignored (Unicode full case folding: `ß` matches `SS`).
    public var caseInsensitive: Bool
    /// Whether nonspacing marks are ignored (`e` matches `é`, precomposed or not); literal
    /// queries only (ICU's regular expressions have no such mode).
    public var diacriticInsensitive: Bool
    /// Whether a match must start and end at a word boundary.
    public var wholeWord: Bool
    /// Whether a match may start or end inside a grapheme cluster (`e` then matches the `e` of
    /// `e` + U+0301); false by default.
    public var matchesInsideClusters: Bool
    /// Where to look; nil for the whole document. Clamped like every range
    /// (``TextDocument/clampedRange(_:snapping:)`` to clusters); `NSNotFound` finds nothing.
    public var range: NSRange?
    /// The most work the search for one regular-expression match may do, in ICU's time units
    /// (`uregex_setTimeLimit`: one per 10,000 backtracking states saved, on the order of a
    /// millisecond); 0 for no limit. A search that does more throws
    /// ``SearchError/timeLimitExceeded``.
    public var timeLimit: Int32

    /// The number of capture groups of a regular expression (0 for literal text).
    public let captureGroupCount: Int

    /// The default of ``timeLimit``: some seconds of backtracking, and far more than the scan of a
    /// 100 MB document between two matches needs.
    public static let defaultTimeLimit: Int32 = 30_000

    /// A query for literal text.
    ///
    /// - Parameters:
    ///   - text: The text to find; the empty text finds nothing.
    ///   - caseInsensitive: Whether case is ignored.
    ///   - diacriticInsensitive: Whether nonspacing marks are ignored.
    ///   - wholeWord: Whether matches must be whole words.
    ///   - range: Where to look; nil for everywhere.
    public init(_ text: String, caseInsensitive: Bool = false, diacriticInsensitive: Bool = false,
                wholeWord: Bool = false, range: NSRange? = nil) {
        self.pattern = text
        self.kind = .literal
        self.caseInsensitive = caseInsensitive
        self.diacriticInsensitive = diacriticInsensitive
        self.wholeWord = wholeWord
        self.matchesInsideClusters = false
        self.range = range
        self.timeLimit = Self.defaultTimeLimit
        self.captureGroupCount = 0
    }

    /// A query for an ICU regular expression, compiled here so a bad pattern is reported now.
    ///
    /// - Parameters:
    ///   - pattern: The expression, in ICU's syntax; the empty pattern finds nothing.
    ///   - caseInsensitive: Whether case is ignored (ICU's `UREGEX_CASE_INSENSITIVE`).
    ///   - wholeWord: Whether matches must be whole words.
    ///   - range: Where to look; nil for everywhere.
    /// - Throws: ``SearchError/invalidPattern(message:line:offset:)`` with ICU's error and where
    ///   in the pattern it was found.
    public init(regularExpression pattern: String, caseInsensitive: Bool = false,
                wholeWord: Bool = false, range: NSRange? = nil) throws {
        self.pattern = pattern
        self.kind = .regularExpression
        self.caseInsensitive = caseInsensitive
        self.diacriticInsensitive = false
        self.wholeWord = wholeWord
        self.matchesInsideClusters = false
        self.range = range
        self.timeLimit = Self.defaultTimeLimit
        self.captureGroupCount = pattern.isEmpty ? 0 : try RegexProgram(pattern: pattern, caseInsensitive: caseInsensitive).groupCount
    }

    /// Whether the query can match at all (an empty pattern never does).
    var isEmpty: Bool { pattern.isEmpty }
}
