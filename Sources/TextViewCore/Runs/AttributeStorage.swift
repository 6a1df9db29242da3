/// A document's attributes: the run tree and the table of the values its runs name, kept in step
/// (every run's id is live in the table, and the table counts exactly the runs using each id).
///
/// Its API speaks offsets and ids; ``TextDocument`` owns the rules (which attributes new text
/// takes, paragraph uniformity) and calls this for the structure.
struct AttributeStorage: Sendable {
    /// The runs as last written; while ``uniformSlack`` is not 0, its one run is that much short.
    private var storedTree: RunTree
    private(set) var table: AttributeTable
    /// How much the one run of a uniform document has grown (negative: shrunk) since
    /// ``storedTree`` was last written: a text edit of a uniform document adds its length change
    /// here and touches no tree (see ``resizeUniformRun(by:)``). Always 0 while the tree holds
    /// more than one run; every other mutation writes it into the tree first (``settle()``).
    private var uniformSlack = 0

    /// The runs, exact: the stored tree, with a pending uniform resize written into a copy.
    ///
    /// - Complexity: O(1); a copy of the one leaf while a uniform resize is pending.
    var tree: RunTree {
        if uniformSlack == 0 { return storedTree }
        var exact = storedTree
        exact.resizeUniformRun(by: uniformSlack)
        return exact
    }

    /// Attributes for `length` code units of text, all empty (like `NSAttributedString(string:)`).
    init(length: Int) {
        storedTree = RunTree()
        table = AttributeTable()
        if length > 0 {
            let id = table.intern(TextAttributes())
            table.retain(id)
            storedTree = RunTree(runs: [StoredRun(length: length, id: id)])
        }
    }

    /// Attributes from runs of values; equal neighbours are merged, empty runs skipped.
    init<S: Sequence>(runs: S) where S.Element == (length: Int, attributes: TextAttributes) {
        table = AttributeTable()
        var stored: [StoredRun] = []
        for (length, attributes) in runs where length > 0 {
            let id = table.intern(attributes)
            if let last = stored.last, last.id == id {
                stored[stored.count - 1].length += length
            } else {
                stored.append(StoredRun(length: length, id: id))
                table.retain(id)
            }
        }
        storedTree = RunTree(runs: stored)
    }

    /// The length covered, equal to the text's.
    var length: Int { storedTree.length + uniformSlack }

    /// The value stored under `id`.
    @inline(__always)
    func attributes(_ id: AttributeID) -> TextAttributes {
        table[id]
    }

    /// The paragraph style of the value stored under `id`.
    @inline(__always)
    func paragraphStyle(of id: AttributeID) -> ParagraphStyle? {
        table.paragraphStyle(of: id)
    }

    /// The run holding `offset`: where it starts, how long it is, its id.
    ///
    /// - Precondition: `0 <= offset < length`.
    /// - Complexity: O(log n).
    func run(containing offset: Int) -> (start: Int, run: StoredRun) {
        if uniformSlack != 0, let id = uniformID {
            precondition(offset >= 0 && offset < length, "run offset \(offset) out of bounds 0..<\(length)")
            return (0, StoredRun(length: length, id: id))
        }
        return storedTree.run(containing: offset)
    }

    /// The run holding `offset`, remembered for the edit that follows (the run tree's finger).
    ///
    /// - Precondition: `0 <= offset < length`.
    /// - Complexity: O(1) when it is the run located last, else O(log n).
    mutating func locate(_ offset: Int) -> (start: Int, run: StoredRun) {
        settle()
        return storedTree.locate(offset)
    }

    /// The id of `attributes`, interned; pass it to ``replace(_:insertedLength:id:)`` or in a run
    /// to ``replaceRuns(_:with:)`` right away (an id no run uses is freed only by those).
    mutating func intern(_ attributes: TextAttributes) -> AttributeID {
        table.intern(attributes)
    }

    /// The id of the one run covering the whole text, when there is exactly one; nil for no run
    /// (an empty text) or several.
    ///
    /// - Complexity: O(1).
    @inline(__always)
    var uniformID: AttributeID? { storedTree.uniformID }

    /// The text edit of a uniform document whose text stays non-empty: the one run's length
    /// changes by `delta`, and no id is retained or released. The change waits in
    /// ``uniformSlack``: no tree is made unique or written, which typing would otherwise pay on
    /// every keystroke.
    ///
    /// - Precondition: ``uniformID`` is not nil and the text stays non-empty.
    /// - Complexity: O(1).
    @inline(__always)
    mutating func resizeUniformRun(by delta: Int) {
        // Asserts only: the caller checked that the text stays non-empty, and settle() checks
        // the run again (precondition) before anything reads the tree.
        assert(uniformID != nil && length + delta > 0, "resizing the uniform run of length \(length) by \(delta)")
        uniformSlack &+= delta
    }

    /// Writes a pending uniform resize into the tree, before any other mutation or a finger.
    ///
    /// - Complexity: O(1).
    @inline(__always)
    private mutating func settle() {
        if uniformSlack == 0 { return }
        storedTree.resizeUniformRun(by: uniformSlack)
        uniformSlack = 0
    }

    /// Whether both share their run storage (then their runs are equal).
    ///
    /// - Complexity: O(1).
    func isIdentical(to other: AttributeStorage) -> Bool {
        storedTree.root === other.storedTree.root && uniformSlack == other.uniformSlack
    }

    /// The text edit: `range` was replaced by `insertedLength` code units carrying `id`.
    ///
    /// - Complexity: O(log n + k) for k runs in `range`; O(1) plus one path when the edit stays
    ///   in the run located last (``locate(_:)``).
    mutating func replace(_ range: Range<Int>, insertedLength: Int, id: AttributeID) {
        settle()
        if storedTree.adjustInPlace(range, insertedLength: insertedLength, id: id) { return }
        if insertedLength > 0 {
            let run = CollectionOfOne(StoredRun(length: insertedLength, id: id))
            if storedTree.spliceInOneLeaf(range, with: run, addedLength: insertedLength, table: &table) { return }
            apply(storedTree.replace(range, with: Array(run)))
        } else {
            if storedTree.spliceInOneLeaf(range, with: EmptyCollection(), addedLength: 0, table: &table) { return }
            apply(storedTree.replace(range, with: []))
        }
    }

    /// The attribute edit: the runs of `range` become `newRuns` (covering exactly `range`, none
    /// empty, neighbours different, every id interned).
    ///
    /// - Complexity: O(log n + k) for k runs in `range` and in `newRuns`.
    mutating func replaceRuns<C: Collection>(_ range: Range<Int>, with newRuns: C) where C.Element == StoredRun {
        settle()
        if storedTree.spliceInOneLeaf(range, with: newRuns, addedLength: range.count, table: &table) { return }
        apply(storedTree.replace(range, with: Array(newRuns)))
    }

    /// Calls `body` with each run overlapping `range` (whole runs with their starts), in order,
    /// until it returns false.
    ///
    /// - Complexity: O(log n + k) for k runs.
    func forEachRun(overlapping range: Range<Int>, _ body: (Int, StoredRun) -> Bool) {
        if uniformSlack != 0, let id = uniformID {
            precondition(range.lowerBound >= 0 && range.upperBound <= length, "run range \(range) out of bounds 0...\(length)")
            if !range.isEmpty { _ = body(0, StoredRun(length: length, id: id)) }
            return
        }
        storedTree.forEachRun(overlapping: range, body)
    }

    /// Whether both cover the same ranges with equal values (ids may differ between tables).
    ///
    /// - Complexity: O(k) for k runs; O(1) when both share their tree.
    func hasSameRuns(as other: AttributeStorage) -> Bool {
        if isIdentical(to: other) { return true }
        guard length == other.length else { return false }
        var mine = RunCursor(tree, at: 0)
        var theirs = RunCursor(other.tree, at: 0)
        while let a = mine.run {
            guard let b = theirs.run, a.length == b.length, table[a.id] == other.table[b.id] else { return false }
            mine.advance()
            theirs.advance()
        }
        return theirs.run == nil
    }

    private mutating func apply(_ edit: RunReferenceDeltas) {
        // Retain first: an id that is both released and retained must not be freed in between.
        for id in edit.retained { table.retain(id) }
        for id in edit.released { table.release(id) }
    }

    #if TEXTVIEWCORE_INTERNAL_CHECKS
    /// Checks the tree's invariants and that the table counts exactly the runs using each id.
    func _invariantCheck() {
        precondition(uniformSlack == 0 || uniformID != nil, "a pending uniform resize of \(uniformSlack) on a tree of several runs")
        let tree = self.tree
        tree._invariantCheck()
        var uses: [Int] = []
        tree.forEachRun(overlapping: 0..<tree.length) { _, run in
            if run.id.index >= uses.count { uses += Array(repeating: 0, count: run.id.index + 1 - uses.count) }
            uses[run.id.index] += 1
            return true
        }
        table._invariantCheck(uses: uses)
    }
    #else
    /// Checks the storage's invariants; compiled in only with `TEXTVIEWCORE_INTERNAL_CHECKS`.
    @inline(__always)
    func _invariantCheck() {}
    #endif
}
