import Foundation

/// The direction a search goes from its starting location.
public enum SearchDirection: Sendable, Hashable {
    /// Towards the end: matches starting at or after the location.
    case forward
    /// Towards the start: matches starting before the location, nearest first.
    case backward
}

// Find (Sources/TextViewCore/TextViewCore.docc/FindAndReplace.md): every search reads the rope in place, the regular expressions through
// ICU's UText over the rope's chunks; no string of the document is built.
extension TextDocument {
    /// The first match of `query` starting at or after `location`.
    ///
    /// - Parameters:
    ///   - query: What to look for.
    ///   - location: Where to start; clamped to the document (and the query's range).
    ///   - wraps: Whether to go on from the start of the range when nothing follows `location`.
    ///   - cancellation: A switch that stops the search from elsewhere.
    ///   - deadline: When to give up.
    /// - Returns: The match, or nil.
    /// - Throws: ``SearchError``: a bad pattern, a match over its time limit, a cancellation.
    /// - Complexity: O(log n) plus the text scanned up to the match.
    public func nextMatch(for query: SearchQuery, from location: Int = 0, wraps: Bool = false,
                          cancellation: SearchCancellation? = nil, deadline: ContinuousClock.Instant? = nil) throws -> SearchMatch? {
        let engine = try SearchEngine(document: self, query: query, stop: SearchStop(cancellation: cancellation, deadline: deadline))
        let start = clampedLocation(location)
        if let match = try engine.first(from: start) { return match }
        guard wraps, let range = engine.range, start > range.lowerBound else { return nil }
        return try engine.first(from: range.lowerBound).flatMap { $0.lower < start ? $0 : nil }
    }

    /// The nearest match of `query` starting before `location`.
    ///
    /// - Parameters:
    ///   - query: What to look for.
    ///   - location: Where to start; clamped to the document (and the query's range).
    ///   - wraps: Whether to go on from the end of the range when nothing precedes `location`.
    ///   - cancellation: A switch that stops the search from elsewhere.
    ///   - deadline: When to give up.
    /// - Returns: The match, or nil.
    /// - Throws: ``SearchError``.
    /// - Complexity: O(log n) plus about the text between the match and `location` (a forward scan
    ///   from a window before `location`, doubled until it holds a match, that stops at
    ///   `location`).
    public func previousMatch(for query: SearchQuery, from location: Int, wraps: Bool = false,
                              cancellation: SearchCancellation? = nil, deadline: ContinuousClock.Instant? = nil) throws -> SearchMatch? {
        let engine = try SearchEngine(document: self, query: query, stop: SearchStop(cancellation: cancellation, deadline: deadline))
        let start = clampedLocation(location)
        if let match = try engine.last(before: start) { return match }
        guard wraps, let range = engine.range, start < range.upperBound else { return nil }
        return try engine.last(before: range.upperBound).flatMap { $0.lower >= start ? $0 : nil }
    }

    /// The first match of `query` in its range.
    ///
    /// - Parameter query: What to look for.
    /// - Returns: The match, or nil.
    /// - Throws: ``SearchError``.
    public func firstMatch(for query: SearchQuery) throws -> SearchMatch? {
        try nextMatch(for: query, from: 0)
    }

    /// Every match of `query` in its range, in order.
    ///
    /// - Parameters:
    ///   - query: What to look for.
    ///   - cancellation: A switch that stops the search from elsewhere.
    ///   - deadline: When to give up.
    /// - Returns: The matches; they never overlap.
    /// - Throws: ``SearchError``.
    /// - Complexity: O(n) for the range scanned, plus the matches.
    public func allMatches(for query: SearchQuery, cancellation: SearchCancellation? = nil,
                           deadline: ContinuousClock.Instant? = nil) throws -> [SearchMatch] {
        var matches: [SearchMatch] = []
        let engine = try SearchEngine(document: self, query: query, stop: SearchStop(cancellation: cancellation, deadline: deadline))
        try engine.forEachMatch(from: 0) { match in
            matches.append(match)
            return true
        }
        return matches
    }

    /// The number of matches of `query` in its range.
    ///
    /// - Parameters:
    ///   - query: What to look for.
    ///   - cancellation: A switch that stops the search from elsewhere.
    ///   - deadline: When to give up.
    /// - Returns: How many matches ``allMatches(for:cancellation:deadline:)`` would return.
    /// - Throws: ``SearchError``.
    public func numberOfMatches(for query: SearchQuery, cancellation: SearchCancellation? = nil,
                                deadline: ContinuousClock.Instant? = nil) throws -> Int {
        var count = 0
        let engine = try SearchEngine(document: self, query: query, stop: SearchStop(cancellation: cancellation, deadline: deadline))
        try engine.forEachMatch(from: 0) { _ in
            count += 1
            return true
        }
        return count
    }

    /// The matches of `query` as a lazy sequence: forward from `location` (matches starting at or
    /// after it) or backward (matches starting before it, nearest first), then, when `wraps`, on
    /// from the other end of the range up to `location`. Each step searches only as far as the
    /// next match; the sequence reads a snapshot of this document.
    ///
    /// - Parameters:
    ///   - query: What to look for.
    ///   - location: Where to start.
    ///   - direction: Which way to go.
    ///   - wraps: Whether to go round once.
    ///   - cancellation: A switch that stops the search from elsewhere.
    ///   - deadline: When to give up.
    /// - Returns: The sequence; it ends early when the search stops with an error, which its
    ///   iterator's `error` then holds.
    /// - Throws: ``SearchError/invalidPattern(message:line:offset:)`` at once for a bad pattern.
    public func matches(for query: SearchQuery, from location: Int = 0, direction: SearchDirection = .forward,
                        wraps: Bool = false, cancellation: SearchCancellation? = nil,
                        deadline: ContinuousClock.Instant? = nil) throws -> SearchMatches {
        let engine = try SearchEngine(document: self, query: query, stop: SearchStop(cancellation: cancellation, deadline: deadline))
        return SearchMatches(engine: engine, location: clampedLocation(location), direction: direction, wraps: wraps)
    }
}

/// The lazy sequence of ``TextDocument/matches(for:from:direction:wraps:cancellation:deadline:)``.
public struct SearchMatches: Sequence {
    let engine: SearchEngine
    let location: Int
    let direction: SearchDirection
    let wraps: Bool

    /// An iterator that searches for each match when asked for it.
    public func makeIterator() -> Iterator {
        Iterator(sequence: self)
    }

    /// Searches for one match per ``next()``.
    public struct Iterator: IteratorProtocol {
        let sequence: SearchMatches
        private var cursor: Int?
        private var wrapped = false
        /// Backward: the matches of the last window not returned yet, nearest last; each window
        /// is scanned once, so walking back costs what walking forward does.
        private var pending: [SearchMatch] = []
        /// Backward: the window length that last held a match.
        private var window = SearchEngine.initialWindow
        /// The error the search stopped with, if it did (the sequence then ended early).
        public private(set) var error: SearchError?

        init(sequence: SearchMatches) {
            self.sequence = sequence
            self.cursor = sequence.location
        }

        /// The next match, or nil at the end (or when the search stopped; see ``error``).
        public mutating func next() -> SearchMatch? {
            do {
                return try step()
            } catch let stopped as SearchError {
                error = stopped
            } catch {
                self.error = .cancelled
            }
            cursor = nil
            return nil
        }

        private mutating func step() throws -> SearchMatch? {
            guard let position = cursor, let range = sequence.engine.range else { return nil }
            let engine = sequence.engine
            switch sequence.direction {
            case .forward:
                if let match = try engine.first(from: position), !wrapped || match.lower < sequence.location {
                    cursor = match.upper
                    return match
                }
                if sequence.wraps && !wrapped && sequence.location > range.lowerBound {
                    wrapped = true
                    cursor = range.lowerBound
                    return try step()
                }
            case .backward:
                if pending.isEmpty {
                    pending = try engine.matches(before: position, window: &window)
                }
                if let match = pending.popLast(), !wrapped || match.lower >= sequence.location {
                    cursor = match.lower
                    return match
                }
                pending = []
                if sequence.wraps && !wrapped && sequence.location < range.upperBound {
                    wrapped = true
                    cursor = range.upperBound
                    return try step()
                }
            }
            cursor = nil
            return nil
        }
    }
}
