/// A change of attribute runs as a value, the attribute-run counterpart of a change set's text:
/// sorted, disjoint sections of a text, each a location and the runs written from there.
///
/// Inside a ``DocumentChange`` its sections are in the coordinates of the text after the change
/// set's text is applied; applying it writes exactly these runs, with no paragraph rule.
struct RunChange: Equatable, Sendable {
    /// The runs written over `location ..< location + length`.
    struct Section: Equatable, Sendable {
        var location: Int
        var runs: [AttributedRun]
        /// The runs' total length.
        var length: Int

        var range: Range<Int> { location ..< location + length }
    }

    /// The sections, sorted and disjoint; none is empty.
    private(set) var sections: [Section] = []

    /// No run changes.
    init() {}

    /// One section: `runs` written from `location` (nothing when they are empty).
    init(location: Int, runs: [AttributedRun]) {
        let length = runs.reduce(0) { $0 + $1.length }
        if length > 0 { sections = [Section(location: location, runs: runs, length: length)] }
    }

    /// Whether nothing is written.
    var isEmpty: Bool { sections.isEmpty }

    /// How many runs the sections hold (for the history's byte count).
    var runCount: Int { sections.reduce(0) { $0 + $1.runs.count } }

    /// The union of the sections' ranges; nil when there are none.
    var coveredRange: Range<Int>? {
        guard let first = sections.first, let last = sections.last else { return nil }
        return first.location ..< last.range.upperBound
    }

    /// The runs when there is one section and it covers exactly `location ..< location + length`
    /// (empty for no section and no length); nil otherwise.
    func soleSection(at location: Int, length: Int) -> [AttributedRun]? {
        if sections.isEmpty { return length == 0 ? [] : nil }
        guard sections.count == 1, sections[0].location == location, sections[0].length == length else { return nil }
        return sections[0].runs
    }

    /// The runs of `runs` from `offset` for `length` units, clipped.
    static func slice(_ runs: [AttributedRun], from offset: Int, length: Int) -> [AttributedRun] {
        var result: [AttributedRun] = []
        var start = 0
        let end = offset + length
        for run in runs {
            let lo = Swift.max(start, offset)
            let hi = Swift.min(start + run.length, end)
            if lo < hi { result.append(AttributedRun(length: hi - lo, attributes: run.attributes)) }
            start += run.length
            if start >= end { break }
        }
        return result
    }

    /// Appends `runs` (`length` units) at `location`, after every section, joining it to the
    /// last one when they touch.
    mutating func append(location: Int, runs: [AttributedRun], length: Int) {
        guard length > 0 else { return }
        if let last = sections.last, last.range.upperBound == location {
            sections[sections.count - 1].runs.append(contentsOf: runs)
            sections[sections.count - 1].length += length
        } else {
            precondition(sections.last.map { $0.range.upperBound <= location } ?? true, "run sections out of order at \(location)")
            sections.append(Section(location: location, runs: runs, length: length))
        }
    }

    /// These sections moved through `changes` (a change of the text they are in): the parts in
    /// text the change leaves alone, at their new places; the parts it replaces are dropped.
    ///
    /// - Complexity: O(s + r + c) for s sections, r runs and c changes.
    func mapped(through changes: ChangeDescription) -> RunChange {
        if changes.isEmpty || sections.isEmpty { return self }
        var olds: [Range<Int>] = []
        var deltas: [Int] = []
        changes.forEachChange(individual: false) { old, new, _ in
            olds.append(old)
            deltas.append(new.upperBound - old.upperBound)
        }
        var result = RunChange()
        var c = 0
        var delta = 0
        for section in sections {
            var position = section.location
            let end = section.range.upperBound
            while position < end {
                while c < olds.count && olds[c].upperBound <= position {
                    delta = deltas[c]
                    c += 1
                }
                if c < olds.count && olds[c].lowerBound <= position {
                    // Inside replaced text: dropped.
                    position = olds[c].upperBound
                    continue
                }
                let pieceEnd = c < olds.count ? Swift.min(end, olds[c].lowerBound) : end
                if pieceEnd == position {
                    // An insertion exactly here splits the section; step past it.
                    delta = deltas[c]
                    c += 1
                    continue
                }
                let offset = position - section.location
                result.append(location: position + delta,
                              runs: Self.slice(section.runs, from: offset, length: pieceEnd - position),
                              length: pieceEnd - position)
                position = pieceEnd
            }
        }
        return result
    }

    /// These sections moved whole through `changes`, which must not replace text inside any of
    /// them: each starts where its first unit goes (after an insertion at its start). The run
    /// arrays are shared, not copied.
    ///
    /// - Complexity: O(s · c) for s sections and c changes.
    func shifted(through changes: ChangeDescription) -> RunChange {
        if changes.isEmpty || sections.isEmpty { return self }
        var result = self
        for i in result.sections.indices {
            result.sections[i].location = changes.mapPosition(result.sections[i].location, association: .after)
        }
        return result
    }

    /// These sections with `other`'s written over them: where both write, `other` wins.
    ///
    /// - Complexity: O(s + r) for s sections and r runs of both.
    func overlaid(by other: RunChange) -> RunChange {
        if other.isEmpty { return self }
        if isEmpty { return other }
        var result = RunChange()
        var o = 0
        func emitOther(upTo bound: Int) {
            while o < other.sections.count && other.sections[o].location < bound {
                let s = other.sections[o]
                result.append(location: s.location, runs: s.runs, length: s.length)
                o += 1
            }
        }
        for section in sections {
            var position = section.location
            let end = section.range.upperBound
            while position < end {
                emitOther(upTo: position + 1)
                // Skip what the last emitted section of `other` covers.
                if let last = result.sections.last, last.range.upperBound > position, last.location <= position {
                    position = Swift.min(end, Swift.max(position, last.range.upperBound))
                    continue
                }
                let next = o < other.sections.count ? Swift.min(end, other.sections[o].location) : end
                let offset = position - section.location
                result.append(location: position, runs: Self.slice(section.runs, from: offset, length: next - position),
                              length: next - position)
                position = next
            }
        }
        emitOther(upTo: Int.max)
        return result
    }
}

/// A run saved outside the document (in the undo history): a length and its attributes by value,
/// since the document's attribute ids may be freed and reused once the run is gone.
struct AttributedRun: Equatable, Sendable {
    var length: Int
    var attributes: TextAttributes
}
