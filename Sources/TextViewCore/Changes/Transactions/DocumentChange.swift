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
struct InverseAccumulator: Sendable {
    /// The first inverse (most transactions record one: no array is allocated for it).
    private var single: FirstInverse = .none
    /// From the second inverse on: runs, each the composition of a consecutive stretch, the
    /// newest last; a run is merged with the one below while it is at least half its size.
    private var stack: [(change: DocumentChange, size: Int)] = []
    /// Inverses of changes made from the back of the text to its front (a multi-cursor edit, a
    /// replace-all), each wholly before the one recorded before it, with its span in the text
    /// it applies to: their composition is their concatenation, built once in O(t) instead of
    /// composing pairs in O(t log t).
    private var descending: [(change: DocumentChange, input: Range<Int>)] = []
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
    mutating func addText(_ inverse: consuming DocumentChange, written: Range<Int>, removedLength: Int) {
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

    /// Adds the inverse of a change of the runs over `range` only, whose runs were `oldRuns`, in a
    /// text of `length` units.
    mutating func addRuns(_ range: Range<Int>, oldRuns: [AttributedRun], length: Int) {
        addRuns(DocumentChange(length: length, runs: RunChange(location: range.lowerBound, runs: oldRuns)), range: range)
    }

    /// Adds the inverse of a change of the runs over `range` only.
    mutating func addRuns(_ inverse: DocumentChange, range: Range<Int>) {
        touchedAttributes = true
        attributeRange.formHull(range)
        push(inverse)
    }

    /// Adds the inverse of an exact change (an undo or redo applying a stored change); only its
    /// runs outside the text it inserts count as an attribute change.
    mutating func addExact(_ inverse: DocumentChange, changed: DocumentChange) {
        if !changed.text.isEmpty { touchedText = true }
        if let r = changed.attributeOnlyRange {
            touchedAttributes = true
            attributeRange.formHull(r)
        }
        push(inverse)
    }

    /// Adds an inverse as it is (an undo step's stored changes, oldest first).
    mutating func add(_ inverse: DocumentChange) {
        push(inverse)
    }

    private mutating func push(_ inverse: consuming DocumentChange) {
        // The first inverse (a keystroke's only one) is kept as it is: the rules below would
        // come to the same after reading its span.
        if descending.isEmpty, stack.isEmpty, case .none = single {
            single = .some(inverse)
            return
        }
        if let span = inverse.localSpan {
            if let last = descending.last, span.output.upperBound <= last.input.lowerBound {
                descending.append((inverse, span.input))
                return
            }
            if descending.isEmpty, stack.isEmpty, case .some(let first) = single, let firstSpan = first.localSpan,
               span.output.upperBound <= firstSpan.input.lowerBound {
                single = .none
                descending = [(first, firstSpan.input), (inverse, span.input)]
                return
            }
        }
        flushDescending()
        pushFolding(inverse)
    }

    /// Turns the run of inverses recorded back to front into one change, the first of the
    /// folding stack (a run only starts as a transaction's first two inverses).
    private mutating func flushDescending() {
        guard !descending.isEmpty else { return }
        let count = descending.count
        let concatenated = DocumentChange(concatenatingBackToFront: descending)
        descending = []
        pushFolding(concatenated, size: count)
    }

    /// Adds `inverse`, the composition of `size` recorded inverses, to the folding stack.
    private mutating func pushFolding(_ inverse: DocumentChange, size: Int = 1) {
        if stack.isEmpty {
            if let first = single.take() {
                stack.append((first, 1))
            } else if size == 1 {
                single = .some(inverse)
                return
            }
        }
        stack.append((inverse, size))
        while stack.count >= 2, 2 * stack[stack.count - 1].size >= stack[stack.count - 2].size {
            let top = stack.removeLast()
            let below = stack[stack.count - 1]
            // The newer inverse is undone first.
            stack[stack.count - 1] = (top.change.composed(with: below.change), top.size + below.size)
        }
    }

    /// The whole transaction's inverse, moved out (the accumulator is left empty); nil when nothing
    /// was recorded.
    mutating func takeInverse() -> DocumentChange? {
        // Moved, not copied: a copy would retain the change's storage only to release it.
        if let single = single.take() { return single }
        flushDescending()
        guard var result = stack.popLast()?.change else { return nil }
        while let run = stack.popLast() {
            result = result.composed(with: run.change)
        }
        return result
    }
}

/// An accumulator's first inverse, or none.
///
/// Not `DocumentChange?`: storing into an optional of a struct this large destroyed the old value
/// through the generic optional's witness, with the change's metadata (callgrind,
/// sveltecomponent's editor path with undo: about 60 instructions a keystroke).
private enum FirstInverse {
    case none
    case some(DocumentChange)

    /// The inverse, moved out, leaving none.
    mutating func take() -> DocumentChange? {
        guard case .some(let change) = consume self else {
            self = .none
            return nil
        }
        self = .none
        return change
    }
}

extension DocumentChange {
    /// For a change with at most one text replacement, the span it touches in the text it applies
    /// to (`input`) and in the text it makes (`output`), its runs included; nil for a change of
    /// several replacements or none at all.
    var localSpan: (input: Range<Int>, output: Range<Int>)? {
        let start: Int, removed: Int, inserted: Int
        switch text.changeDescription.storage {
        case .single(let s, let r, let i): (start, removed, inserted) = (s, r, i)
        case .unchanged:
            guard let covered = runs.coveredRange else { return nil }
            return (covered, covered)
        case .sections: return nil
        }
        var outLow = start
        var outHigh = start + inserted
        if let covered = runs.coveredRange {
            outLow = Swift.min(outLow, covered.lowerBound)
            outHigh = Swift.max(outHigh, covered.upperBound)
        }
        // Below the replacement both texts agree; above it they differ by its length change.
        return (outLow ..< outHigh - inserted + removed, outLow ..< outHigh)
    }

    /// The composition of `changes`, recorded in this order, each wholly before the one recorded
    /// before it (see `InverseAccumulator`): undoing the newest first, which is the lowest, their
    /// sections concatenate from the front of the text to its back, and each one's runs are
    /// already where they end up.
    ///
    /// - Complexity: O(t) for the changes' units and runs.
    init(concatenatingBackToFront changes: [(change: DocumentChange, input: Range<Int>)]) {
        var builder = SectionBuilder(collectsText: true)
        var runs = RunChange()
        // The end of the previous (lower) change's output, in the coordinates of the next one.
        var previousEnd = 0
        for (change, _) in changes.reversed() {
            switch change.text.changeDescription.storage {
            case .single(let start, let removed, let inserted):
                builder.add(start - previousEnd, -1)
                builder.add(removed, inserted)
                builder.appendText(change.text.text, 0 ..< inserted)
                previousEnd = start + inserted
            case .unchanged:
                break
            case .sections:
                preconditionFailure("a change of several replacements in a back-to-front run")
            }
            for section in change.runs.sections {
                runs.append(location: section.location, runs: section.runs, length: section.length)
            }
        }
        // The text above the highest change is the same in every change's coordinates.
        let first = changes[0].change
        let firstEnd: Int
        switch first.text.changeDescription.storage {
        case .single(let start, let removed, _): firstEnd = start + removed
        default: firstEnd = previousEnd
        }
        builder.add(first.oldLength - firstEnd, -1)
        self.init(text: builder.changeSet(), runs: runs)
    }
}
