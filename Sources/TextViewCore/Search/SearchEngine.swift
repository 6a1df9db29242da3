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
            regex = try RegexProgram(pattern: query.pattern, caseInsensitive: query.caseInsensitive)
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

    /// Calls `body` with each match that starts at or after `lower` (inside the search range),
    /// in order, until it returns false.
    func forEachMatch(from lower: Int, _ body: (SearchMatch) throws -> Bool) throws {
        guard let range else { return }
        let lower = Swift.max(lower, range.lowerBound)
        let upper = range.upperBound
        guard lower < upper else { return }
        try stop.check()
        if let literal {
            try literal.forEachMatch(in: document.rope, lower: lower, upper: upper, stop: stop, accept: accepts) { start, end in
                try body(SearchMatch(range: NSRange(location: start, length: end - start)))
            }
        } else if let regex {
            let restart: (Int) -> Int = query.matchesInsideClusters
                ? { document.rope.scalarBoundary(atOrAfter: $0 + 1) }
                : { document.clusterBoundary(after: $0) }
            try regex.forEachMatch(in: document.rope, lower: lower, upper: upper, timeLimit: query.timeLimit,
                                   stop: stop, accept: accepts, restart: restart, body)
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

    /// The last match that starts before `upper`, found by searching forward from a window before
    /// `upper` that doubles until it holds one (so it costs about the distance to the match).
    func last(before upper: Int) throws -> SearchMatch? {
        guard let range else { return nil }
        let upper = Swift.min(upper, range.upperBound)
        guard upper > range.lowerBound else { return nil }
        var window = 1_024
        while true {
            let start = Swift.max(range.lowerBound, document.clusterBoundary(atOrBefore: upper - window))
            var found: SearchMatch?
            try forEachMatch(from: start) { match in
                guard match.lower < upper else { return false }
                found = match
                return true
            }
            if found != nil || start <= range.lowerBound { return found }
            window *= 2
        }
    }
}
