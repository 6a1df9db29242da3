import Foundation

/// One search operation on one document snapshot: the query compiled, its range clamped, and the
/// rules of what counts as a match (non-empty, whole clusters, whole words) in one place.
struct SearchEngine {
    let document: TextDocument
    let query: SearchQuery
    /// The clamped search range; nil when the query's range is `NSNotFound` (nothing is found).
    let range: Range<Int>?
    let stop: SearchStop
    private let literal: LiteralPattern?
    private let regex: RegexProgram?

    /// Compiles `query` for `document`.
    ///
    /// - Throws: ``SearchError/invalidPattern(message:line:offset:)``.
    init(document: TextDocument, query: SearchQuery, stop: SearchStop) throws {
        self.document = document
        self.query = query
        self.stop = stop
        if let requested = query.range {
            range = document.clampedRange(requested, snapping: .graphemeCluster).map { $0.location ..< $0.location + $0.length }
        } else {
            range = 0 ..< document.length
        }
        switch query.kind {
        case _ where query.isEmpty:
            literal = nil
            regex = nil
        case .literal:
            literal = LiteralPattern(query.pattern, caseInsensitive: query.caseInsensitive, diacriticInsensitive: query.diacriticInsensitive)
            regex = nil
        case .regularExpression:
            literal = nil
            regex = try query.compiledProgram()
        }
    }

    /// The compiled expression, for template expansion.
    var program: RegexProgram? { regex }

    /// Whether `start ..< end` counts as a match: not empty, whole clusters (unless the query
    /// allows splitting them), and for whole-word queries word boundaries at both ends.
    func accepts(_ start: Int, _ end: Int) -> Bool {
        guard start < end else { return false }
        if !query.matchesInsideClusters && !(document.isClusterBoundary(start) && document.isClusterBoundary(end)) {
            return false
        }
        if query.wholeWord && !(isWordBoundary(start) && isWordBoundary(end)) {
            return false
        }
        return true
    }

    /// Whether `offset` is a word boundary by the editor's rules (``TextDocument/wordBoundary(after:)``).
    private func isWordBoundary(_ offset: Int) -> Bool {
        offset <= 0 || offset >= document.length || document.wordBoundary(after: offset - 1) == offset
    }

    /// Calls `body` with each match that starts at or after `lower` (and before `startLimit`,
    /// where the scan then stops) inside the search range, in order, until it returns false.
    func forEachMatch(from lower: Int, startingBefore startLimit: Int? = nil, _ body: (SearchMatch) throws -> Bool) throws {
        guard let range else { return }
        let lower = Swift.max(lower, range.lowerBound)
        let upper = range.upperBound
        let startLimit = Swift.min(startLimit ?? upper, upper)
        guard lower < startLimit else { return }
        try stop.check()
        if let literal {
            try literal.forEachMatch(in: document.rope, lower: lower, upper: upper, startLimit: startLimit, stop: stop,
                                     accept: accepts) { start, end in
                try body(SearchMatch(range: NSRange(location: start, length: end - start)))
            }
        } else if let regex {
            let restart: (Int) -> Int = query.matchesInsideClusters
                ? { document.rope.scalarBoundary(atOrAfter: $0 + 1) }
                : { document.clusterBoundary(after: $0) }
            try regex.forEachMatch(in: document.rope, lower: lower, upper: upper, startLimit: startLimit,
                                   timeLimit: query.effectiveTimeLimit, stop: stop, accept: accepts, restart: restart, body)
        }
    }

    /// The first match starting at or after `lower`.
    func first(from lower: Int) throws -> SearchMatch? {
        var found: SearchMatch?
        try forEachMatch(from: lower) { match in
            found = match
            return false
        }
        return found
    }

    /// The last match that starts before `upper`.
    func last(before upper: Int) throws -> SearchMatch? {
        var window = Self.initialWindow
        return try matches(before: upper, window: &window).last
    }

    /// The first backward window's length: `last(before:)` widens it until it holds a match.
    static let initialWindow = 1_024

    /// Where a backward window of `window` units before `upper` starts: at the start of its
    /// line when that is at most another window back (a forward scan from a line start finds
    /// what the scan from the range's start finds there, for patterns whose matches stay in a
    /// line), else at a cluster boundary.
    private func windowStart(before upper: Int, window: Int) -> Int {
        let proposed = Swift.max(0, upper - window)
        let line = document.lineStart(containing: proposed)
        return proposed - line <= window ? line : document.clusterBoundary(atOrBefore: proposed)
    }

    /// The matches that start before `upper` in the smallest window ending there that holds one,
    /// found by one forward scan from the window's start that stops at `upper`; empty when none
    /// precedes `upper` in the range. The window starts `window` units long and doubles until it
    /// holds a match; `window` keeps the length that did, so a walk backward through sparse
    /// matches does not start small again each time.
    ///
    /// - Complexity: about the text between the first match returned and `upper`, plus the
    ///   windows before that held none (a geometric sum: at most as much again).
    func matches(before upper: Int, window: inout Int) throws -> [SearchMatch] {
        guard let range else { return [] }
        let upper = Swift.min(upper, range.upperBound)
        guard upper > range.lowerBound else { return [] }
        while true {
            let start = Swift.max(range.lowerBound, windowStart(before: upper, window: window))
            var found: [SearchMatch] = []
            try forEachMatch(from: start, startingBefore: upper) { match in
                found.append(match)
                return true
            }
            if !found.isEmpty || start <= range.lowerBound { return found }
            window *= 2
        }
    }
}
