/// A change of a document's text and attribute runs as one value: what the undo history stores
/// (the inverse of each recorded change) and what `TextDocument.apply(_:)` applies exactly and
/// inverts.
///
/// Applying it replaces the text as ``text`` says (no paragraph rule, no attribute inheritance
/// that ``runs`` does not then overwrite) and writes ``runs``, whose sections are in the
/// coordinates of the text after ``text``.
struct DocumentChange: Sendable {
    /// The text change.
    var text: ChangeSet
    /// The runs written after the text change.
    var runs: RunChange

    init(text: ChangeSet, runs: RunChange = RunChange()) {
        self.text = text
        self.runs = runs
    }

    /// A change of runs only, in a text of `length` units.
    init(length: Int, runs: RunChange) {
        self.init(text: ChangeSet(length: length), runs: runs)
    }

    /// Whether it changes nothing.
    var isEmpty: Bool { text.isEmpty && runs.isEmpty }

    /// The length of the text it applies to.
    var oldLength: Int { text.oldLength }

    /// This change followed by `next`, as one (CodeMirror's history composes a new inverted
    /// change with the previous one the same way): the text changes composed, this change's runs
    /// moved through `next`'s text change, and `next`'s runs written over them.
    ///
    /// - Complexity: O(n + m + t) for n and m sections and t units and runs.
    func composed(with next: DocumentChange) -> DocumentChange {
        if isEmpty { return next }
        if next.isEmpty { return self }
        return DocumentChange(text: text.composed(with: next.text),
                              runs: runs.mapped(through: next.text.changeDescription).overlaid(by: next.runs))
    }

    /// The union of the runs it writes outside the text it inserts (an attribute change, not the
    /// attributes of new text), in the coordinates after it; nil when there are none.
    var attributeOnlyRange: Range<Int>? {
        if runs.isEmpty { return nil }
        if text.isEmpty { return runs.coveredRange }
        // The parts outside the inserted text survive a map back through the text change.
        return runs.mapped(through: text.changeDescription.inverted()).isEmpty ? nil : runs.coveredRange
    }

    /// The estimated memory it holds, in bytes: the inserted text (as UTF-16), the runs and a
    /// fixed cost.
    var bytes: Int {
        64 + text.text.count * 2 + runs.runCount * MemoryLayout<AttributedRun>.stride
    }
}

/// Composes the changes a transaction makes, each the inverse of one document mutation, into
/// the transaction's inverse: newest first, in O(t log t) for t changes in all (a batch of k
/// edits records k inverses; folding them one by one would cost O(k²)).
struct InverseComposer: Sendable {
    /// The first inverse (most transactions record one: no array is allocated for it).
    private var single: DocumentChange?
    /// From the second inverse on: runs, each the composition of a consecutive stretch, the
    /// newest last; a run is merged with the one below while it is at least half its size.
    private var stack: [(change: DocumentChange, size: Int)] = []
    /// Whether runs changed outside a text edit (an attribute edit, a paragraph fix).
    private(set) var touchedAttributes = false
    /// The union of the attribute-only changes, in the coordinates after the last mutation; nil
    /// when there were none.
    private(set) var attributeRange: Range<Int>?
    /// Whether the text changed.
    private(set) var touchedText = false

    init() {}

    /// Adds the inverse of a text replacement that wrote `written` (coordinates after it) in
    /// place of `removedLength` units.
    mutating func addText(_ inverse: DocumentChange, written: Range<Int>, removedLength: Int) {
        touchedText = true
        if let r = attributeRange {
            // Map the earlier attribute range through this replacement.
            let location = written.lowerBound
            let map = { (p: Int) -> Int in
                p <= location ? p : (p >= location + removedLength ? p - removedLength + written.count : written.upperBound)
            }
            attributeRange = map(r.lowerBound) ..< Swift.max(map(r.lowerBound), map(r.upperBound))
        }
        push(inverse)
    }

    /// Adds the inverse of a change of the runs over `range` only.
    mutating func addRuns(_ inverse: DocumentChange, range: Range<Int>) {
        touchedAttributes = true
        attributeRange = attributeRange.map { Swift.min($0.lowerBound, range.lowerBound) ..< Swift.max($0.upperBound, range.upperBound) } ?? range
        push(inverse)
    }

    /// Adds the inverse of an exact change (an undo or redo applying a stored change); only its
    /// runs outside the text it inserts count as an attribute change.
    mutating func addExact(_ inverse: DocumentChange, changed: DocumentChange) {
        if !changed.text.isEmpty { touchedText = true }
        if let r = changed.attributeOnlyRange {
            touchedAttributes = true
            attributeRange = attributeRange.map { Swift.min($0.lowerBound, r.lowerBound) ..< Swift.max($0.upperBound, r.upperBound) } ?? r
        }
        push(inverse)
    }

    /// Adds an inverse as it is (an undo step's stored changes, oldest first).
    mutating func add(_ inverse: DocumentChange) {
        push(inverse)
    }

    private mutating func push(_ inverse: DocumentChange) {
        if stack.isEmpty {
            guard let first = single else {
                single = inverse
                return
            }
            single = nil
            stack.append((first, 1))
        }
        stack.append((inverse, 1))
        while stack.count >= 2, 2 * stack[stack.count - 1].size >= stack[stack.count - 2].size {
            let top = stack.removeLast()
            let below = stack[stack.count - 1]
            // The newer inverse is undone first.
            stack[stack.count - 1] = (top.change.composed(with: below.change), top.size + below.size)
        }
    }

    /// The whole transaction's inverse, moved out (the composer is left empty); nil when nothing
    /// was recorded.
    mutating func takeInverse() -> DocumentChange? {
        // Moved, not copied: a copy would retain the change's storage only to release it.
        if let single = single.take() { return single }
        guard var result = stack.popLast()?.change else { return nil }
        while let run = stack.popLast() {
            result = result.composed(with: run.change)
        }
        return result
    }
}

extension DocumentChange {
    /// The range of the text this change writes (inserted text and rewritten runs), in the text
    /// after it; nil when it writes nothing.
    ///
    /// - Complexity: O(n + k) for n sections of the text change and k run sections.
    var writtenRange: Range<Int>? {
        var hull: Range<Int>?
        func join(_ range: Range<Int>) {
            hull = hull.map { Swift.min($0.lowerBound, range.lowerBound) ..< Swift.max($0.upperBound, range.upperBound) } ?? range
        }
        text.changeDescription.forEachChange(individual: true) { _, new, _ in join(new) }
        for section in runs.sections { join(section.range) }
        return hull
    }
}
