import Foundation

/// The matches of a query in a document, kept up to date through edits: what an incremental
/// highlight of search results needs.
///
/// After an edit, ``update(with:in:)`` maps the matches through the change set (dropping those
/// that touch a replaced range), and searches again only from the last match ending
/// ``contextMargin`` units or more before each changed region until the new search falls back in step with the mapped matches
/// (a search position past the region that no mapped match straddles): from there on a fresh
/// search would find exactly the mapped matches. The result equals a fresh search whenever a
/// match's existence depends on no text more than ``contextMargin`` code units outside it (true
/// of literal queries, and of regular expressions whose lookaround and `\b` look no further).
public struct SearchResults: Sendable {
    /// The query, whose range follows the edits.
    public private(set) var query: SearchQuery
    /// The matches, in order, never overlapping.
    public private(set) var matches: [SearchMatch]
    /// The length of the text the matches are of: a change set's `oldLength` must be this.
    public private(set) var documentLength: Int

    /// How far from a replaced range a match is searched again: text this close to a match can
    /// decide it (cluster and word boundaries, lookaround).
    public static let contextMargin = 256

    /// The matches of `query` in `document`, found by a full search.
    ///
    /// - Throws: ``SearchError``.
    public init(query: SearchQuery, in document: TextDocument) throws {
        self.query = query
        self.matches = try document.allMatches(for: query)
        self.documentLength = document.length
    }

    /// Brings the matches up to date after `changes` turned the document they were found in into
    /// `document`.
    ///
    /// - Parameters:
    ///   - changes: The change set of the edit (a ``TextChange``'s `changes`).
    ///   - document: The document after the edit.
    /// - Throws: ``SearchError``; the results are then unchanged.
    /// - Precondition: `changes` was made for the text the results are of (its `oldLength` is
    ///   ``documentLength``) and ends in `document` (its `newLength` is `document.length`); a
    ///   change set for another text would map the matches to nonsense.
    /// - Complexity: O(m + r) to map m matches through r replacements, plus the searches around
    ///   each changed region until they are back in step.
    public mutating func update(with changes: ChangeSet, in document: TextDocument) throws {
        precondition(changes.oldLength == documentLength,
                     "SearchResults.update: the change set starts at length \(changes.oldLength), the results are of a text of length \(documentLength)")
        precondition(changes.newLength == document.length,
                     "SearchResults.update: the change set ends at length \(changes.newLength), the document has \(document.length)")
        let replacements = changes.replacements
        guard !replacements.isEmpty else { return }
        var query = self.query
        if let range = query.range, range.location != NSNotFound {
            let lower = changes.mapPosition(range.location, association: .after)
            let upper = Swift.max(lower, changes.mapPosition(NSMaxRange(range), association: .before))
            query.range = NSRange(location: lower, length: upper - lower)
        }
        var kept = Self.mapped(matches, through: replacements)
        for region in Self.dirtyRegions(replacements, length: document.length) {
            kept = try Self.research(region, kept: kept, query: query, in: document)
        }
        self.query = query
        self.matches = kept
        self.documentLength = document.length
    }

    /// The matches that neither overlap nor touch a replacement, moved to the new text's
    /// coordinates. Those near a replacement may be stale; the search of its region replaces them.
    private static func mapped(_ matches: [SearchMatch], through replacements: [ChangeDescription.Replacement]) -> [SearchMatch] {
        var result: [SearchMatch] = []
        result.reserveCapacity(matches.count)
        var next = 0
        var shift = 0
        for match in matches {
            while next < replacements.count && replacements[next].range.upperBound < match.lower {
                shift += replacements[next].insertedLength - replacements[next].range.count
                next += 1
            }
            if next < replacements.count && replacements[next].range.lowerBound <= match.upper {
                continue
            }
            result.append(shifted(match, by: shift))
        }
        return result
    }

    private static func shifted(_ match: SearchMatch, by shift: Int) -> SearchMatch {
        guard shift != 0 else { return match }
        return SearchMatch(range: NSRange(location: match.lower + shift, length: match.range.length),
                           groups: match.groups.map { $0.map { NSRange(location: $0.location + shift, length: $0.length) } })
    }

    /// The replaced text in new coordinates, widened by ``contextMargin`` and merged.
    private static func dirtyRegions(_ replacements: [ChangeDescription.Replacement], length: Int) -> [Range<Int>] {
        var regions: [Range<Int>] = []
        var shift = 0
        for replacement in replacements {
            let start = replacement.range.lowerBound + shift
            let end = start + replacement.insertedLength
            shift += replacement.insertedLength - replacement.range.count
            let region = Swift.max(0, start - contextMargin) ..< Swift.min(length, end + contextMargin)
            if let last = regions.last, last.upperBound >= region.lowerBound {
                regions[regions.count - 1] = last.lowerBound ..< Swift.max(last.upperBound, region.upperBound)
            } else {
                regions.append(region)
            }
        }
        return regions
    }

    /// Searches again from the end of the last kept match before `region` until the new matches
    /// are back in step with the kept ones after it.
    private static func research(_ region: Range<Int>, kept: [SearchMatch], query: SearchQuery,
                                 in document: TextDocument) throws -> [SearchMatch] {
        let before = kept[...].partitionIndex { $0.upper > region.lowerBound }
        let resume = before > 0 ? kept[before - 1].upper : 0
        // Kept matches at or after `resume` that are still candidates for the sync point.
        let later = kept[before...]
        var found: [SearchMatch] = []
        var syncIndex = kept.endIndex
        func inStep(at position: Int) -> Int? {
            guard position >= region.upperBound else { return nil }
            let index = later.partitionIndex { $0.upper > position }
            if index < later.endIndex && later[index].lower < position { return nil } // straddled
            return index
        }
        if let index = inStep(at: resume) {
            syncIndex = index
        } else {
            let engine = try SearchEngine(document: document, query: query, stop: SearchStop(cancellation: nil, deadline: nil))
            try engine.forEachMatch(from: resume) { match in
                if match.lower >= region.upperBound, let index = inStep(at: region.upperBound), index < later.endIndex, later[index] == match {
                    // No match started in the region's tail, so the search from here is the
                    // mapped one.
                    syncIndex = index
                    return false
                }
                found.append(match)
                if let index = inStep(at: match.upper) {
                    syncIndex = index
                    return false
                }
                return true
            }
        }
        return Array(kept[..<before]) + found + kept[syncIndex...]
    }
}

extension ArraySlice {
    /// The first index whose element satisfies `belongs`, which must be false then true along
    /// the slice (a binary search).
    fileprivate func partitionIndex(where belongs: (Element) -> Bool) -> Int {
        var low = startIndex
        var high = endIndex
        while low < high {
            let middle = (low + high) / 2
            if belongs(self[middle]) { high = middle } else { low = middle + 1 }
        }
        return low
    }
}
