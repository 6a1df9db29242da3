/// Collects sections (and, for a change set, the inserted text) in order, normalising as
/// CodeMirror's `addSection` does; the one place a description's storage is built from sections.
struct SectionBuilder {
    private var flat: ContiguousArray<Int> = []
    /// The inserted units, in the order of the changes; only filled when collecting text.
    private(set) var units: [UInt16] = []
    let collectsText: Bool

    init(collectsText: Bool) {
        self.collectsText = collectsText
    }

    /// Adds a section of `len` old units, unchanged (`ins == -1`) or replaced by `ins` units.
    /// Joins it with the last section when both are unchanged, both deletions, or both
    /// insertions; with `forceJoin`, joins it with the last one whatever they are (composition
    /// uses this while one change is still open). Empty no-op sections are dropped.
    ///
    /// Joined lengths are added with overflow checked: the decoders refuse lengths whose sum passes
    /// `Int.max` before they get here, so an overflow is a caller's mistake (composing or mapping
    /// change sets whose result would be longer than `Int.max`) and traps with the values.
    mutating func add(_ len: Int, _ ins: Int, forceJoin: Bool = false) {
        precondition(len >= 0 && ins >= -1, "invalid section \(len):\(ins)")
        if len == 0 && ins <= 0 { return }
        let last = flat.count - 2
        if last >= 0 && ins <= 0 && ins == flat[last + 1] {
            flat[last] = Self.sum(flat[last], len)
        } else if last >= 0 && len == 0 && flat[last] == 0 {
            flat[last + 1] = Self.sum(flat[last + 1], ins)
        } else if forceJoin && last >= 0 {
            flat[last] = Self.sum(flat[last], len)
            flat[last + 1] = Self.sum(flat[last + 1], ins)
        } else {
            flat.append(len)
            flat.append(ins)
        }
    }

    /// `a + b`, trapping with both values when the sum passes `Int.max`.
    private static func sum(_ a: Int, _ b: Int) -> Int {
        let (total, overflow) = a.addingReportingOverflow(b)
        precondition(!overflow, "change lengths \(a) + \(b) pass Int.max: the change would be longer than an Int can count")
        return total
    }

    /// How many sections have been added (after joining).
    var sectionCount: Int { flat.count / 2 }

    /// Appends the units of `range` of `text` to the inserted text (when collecting it).
    mutating func appendText(_ text: InsertedUnits?, _ range: Range<Int>) {
        guard collectsText, let text, !range.isEmpty else { return }
        text.append(range, to: &units)
    }

    /// Appends `units` to the inserted text (when collecting it).
    mutating func appendText<C: Collection>(utf16 units: C) where C.Element == UInt16 {
        guard collectsText else { return }
        self.units.append(contentsOf: units)
    }

    /// The description of the sections added, in its normalised storage.
    func description() -> ChangeDescription {
        var oldLength = 0
        var newLength = 0
        var changes = 0
        var start = 0
        var only = (removed: 0, inserted: 0)
        for pair in stride(from: 0, to: flat.count, by: 2) {
            let (len, ins) = (flat[pair], flat[pair + 1])
            if ins >= 0 {
                changes += 1
                start = oldLength
                only = (len, ins)
            }
            oldLength = Self.sum(oldLength, len)
            newLength = Self.sum(newLength, ins < 0 ? len : ins)
        }
        let storage: ChangeDescription.Storage =
            switch changes {
            case 0: .unchanged
            case 1: .single(start: start, removed: only.removed, inserted: only.inserted)
            default: .sections(flat)
            }
        return ChangeDescription(oldLength: oldLength, newLength: newLength, storage: storage)
    }

    /// The change set of the sections and text added.
    func changeSet() -> ChangeSet {
        let description = description()
        precondition(units.count == description.insertedCount, "\(units.count) inserted units for \(description)")
        return ChangeSet(description: description, text: InsertedUnits(array: units))
    }
}

/// Walks the sections of a description (and its text), piece by piece: CodeMirror's
/// `SectionIter`, with the text of a section found by its offset in the concatenated units.
struct SectionCursor {
    let base: ChangeDescription
    let text: InsertedUnits?
    /// Sections read so far; identifies the current one.
    private(set) var index = 0
    /// What is left of the current section: old units, and new units (-1 unchanged, -2 done).
    var len = 0
    var ins = 0
    /// How far into the current section the cursor has moved.
    var off = 0
    /// The current section's text starts here in the concatenated units.
    private var textStart = 0
    private var fullInserted = 0
    private var nextTextStart = 0

    init(_ base: ChangeDescription, text: InsertedUnits?) {
        self.base = base
        self.text = text
        next()
    }

    mutating func next() {
        if index < base.pairCount {
            (len, ins) = base.section(index)
            index += 1
            textStart = nextTextStart
            fullInserted = Swift.max(ins, 0)
            nextTextStart += fullInserted
        } else {
            len = 0
            ins = -2
        }
        off = 0
    }

    var done: Bool { ins == -2 }

    /// The new length of what is left of the current section.
    var len2: Int { ins < 0 ? len : ins }

    /// The whole inserted text of the current section.
    var textRange: Range<Int> { textStart ..< textStart + fullInserted }

    /// `count` inserted units from the cursor's offset in the current section.
    func textBit(_ count: Int) -> Range<Int> { textStart + off ..< textStart + off + count }

    /// Moves `count` old units on.
    mutating func forward(_ count: Int) {
        if count == len { next() } else { len -= count; off += count }
    }

    /// Moves `count` new units on.
    mutating func forward2(_ count: Int) {
        if ins == -1 { forward(count) } else if count == ins { next() } else { ins -= count; off += count }
    }
}

extension ChangeDescription {
    /// The total number of inserted units.
    var insertedCount: Int {
        switch storage {
        case .unchanged: return 0
        case .single(_, _, let inserted): return inserted
        case .sections(let flat):
            var total = 0
            for pair in stride(from: 1, to: flat.count, by: 2) where flat[pair] > 0 { total += flat[pair] }
            return total
        }
    }
}
