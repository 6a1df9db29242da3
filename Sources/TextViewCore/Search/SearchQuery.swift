import Foundation

/// What to look for in a ``TextDocument``: literal text or an ICU regular expression, with the
/// options of a find bar, and optionally a range to look in.
///
/// The rules (what matches, what each option means, templates, cancellation) are written in
/// `Sources/TextViewCore/TextViewCore.docc/FindAndReplace.md`. In short: a match never splits a grapheme cluster and is never empty;
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
    /// The longest one regular-expression match may take, counted from the previous match (or
    /// the start of the search); nil for no limit. A search that takes longer throws
    /// ``SearchError/timeLimitExceeded(message:)``. A zero or negative limit is clamped to zero: the
    /// search stops at the first sign of backtracking instead of running without a limit.
    ///
    /// ICU counts a match's work in steps (one per 10,000 backtracking states saved, about 0.1 ms)
    /// and calls the search back at each one; the search reads the clock there, so the limit is
    /// kept to within a step or two, whatever the machine's speed.
    public var timeLimit: Duration?

    /// The number of capture groups of a regular expression (0 for literal text).
    public let captureGroupCount: Int

    /// The compiled expression, shared by every copy of the query: each search clones it
    /// (`uregex_clone`) instead of compiling the pattern again. nil for literal text and the empty
    /// pattern.
    let compiled: CompiledPattern?

    /// The default of ``timeLimit``: far longer than any reasonable match takes, and far more than
    /// the scan of a 100 MB document between two matches needs.
    public static let defaultTimeLimit: Duration = .seconds(5)

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
        self.compiled = nil
    }

    /// A query for an ICU regular expression, compiled here so a bad pattern is reported now, and
    /// only here: every search with the query (or a copy) reuses this compilation.
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
        let compiled = pattern.isEmpty ? nil : try CompiledPattern(pattern: pattern, caseInsensitive: caseInsensitive)
        self.compiled = compiled
        self.captureGroupCount = compiled?.groupCount ?? 0
    }

    /// Whether the query can match at all (an empty pattern never does).
    var isEmpty: Bool { pattern.isEmpty }

    /// A program of this regular-expression query for one search, cloned from its compiled
    /// pattern (compiled again only if ``caseInsensitive`` changed since, and then kept too).
    ///
    /// - Precondition: the query is a non-empty regular expression.
    func compiledProgram() throws -> RegexProgram {
        guard let compiled else { preconditionFailure("compiledProgram() of a literal or empty query") }
        return try compiled.program(caseInsensitive: caseInsensitive)
    }

    /// The time limit as the search enforces it: negative limits clamped to zero.
    var effectiveTimeLimit: Duration? {
        timeLimit.map { Swift.max($0, .zero) }
    }
}

extension SearchQuery {
    /// Equal when every option and the pattern are equal (the compiled form is not compared: it
    /// follows from them).
    public static func == (lhs: SearchQuery, rhs: SearchQuery) -> Bool {
        lhs.pattern == rhs.pattern && lhs.kind == rhs.kind && lhs.caseInsensitive == rhs.caseInsensitive
            && lhs.diacriticInsensitive == rhs.diacriticInsensitive && lhs.wholeWord == rhs.wholeWord
            && lhs.matchesInsideClusters == rhs.matchesInsideClusters && lhs.range == rhs.range
            && lhs.timeLimit == rhs.timeLimit
    }

    /// Hashes what ``==(_:_:)`` compares.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(pattern)
        hasher.combine(kind)
        hasher.combine(caseInsensitive)
        hasher.combine(diacriticInsensitive)
        hasher.combine(wholeWord)
        hasher.combine(matchesInsideClusters)
        hasher.combine(range)
        hasher.combine(timeLimit)
    }
}
