/// The distinct ``TextAttributes`` values of one document, each stored once (hash-consed) under an
/// ``AttributeID``, with the number of runs that use it.
///
/// A run stores an id, not a value: runs are 16 bytes, merging neighbours is an integer
/// comparison, and a lookup copies a value out of this table. An id whose last run goes away is
/// freed and reused, so the table holds only what the document uses. The table is a value
/// (its arrays are copied on write), kept beside the run tree whose counts it holds.
struct AttributeTable: Sendable {
    private(set) var values: [TextAttributes] = []
    /// Runs using each id; 0 for a free slot.
    private(set) var counts: [Int] = []
    private var ids: [TextAttributes: AttributeID] = [:]
    private var free: [AttributeID] = []
    /// The last value interned and its id: typing interns the same attributes again and again,
    /// and comparing is cheaper than hashing.
    private var last: (value: TextAttributes, id: AttributeID)?

    init() {}

    /// Ids in use.
    var liveCount: Int { ids.count }

    /// The value stored under `id`.
    @inline(__always)
    subscript(id: AttributeID) -> TextAttributes {
        values[id.index]
    }

    /// The id of `value`, adding it (with no runs yet) when it is new. The caller must then
    /// ``retain(_:)`` it, or the slot is never freed.
    ///
    /// NaN fields are stored as 0, so that every stored value equals itself.
    ///
    /// - Complexity: O(1) expected (one hash of the value, none when it was the last one interned).
    mutating func intern(_ value: TextAttributes) -> AttributeID {
        if let last, last.value == value { return last.id }
        var value = value
        if value != value { value = value.withoutNaN }
        if let id = ids[value] {
            last = (value, id)
            return id
        }
        let id: AttributeID
        if let reused = free.popLast() {
            id = reused
            values[id.index] = value
        } else {
            precondition(values.count < Int(UInt32.max), "attribute table full at \(values.count) values")
            id = AttributeID(UInt32(values.count))
            values.append(value)
            counts.append(0)
        }
        ids[value] = id
        last = (value, id)
        return id
    }

    /// Counts one more run using `id`.
    @inline(__always)
    mutating func retain(_ id: AttributeID) {
        counts[id.index] += 1
    }

    /// Counts one run fewer using `id`; frees the slot when none is left.
    mutating func release(_ id: AttributeID) {
        let n = counts[id.index] - 1
        precondition(n >= 0, "attribute \(id) released more often than retained")
        counts[id.index] = n
        if n == 0 {
            ids[values[id.index]] = nil
            values[id.index] = TextAttributes()
            free.append(id)
            if last?.id == id { last = nil }
        }
    }

    #if TEXTVIEWCORE_INTERNAL_CHECKS
    /// Checks that the counts are exactly `uses` (counted from the runs), that the dictionary and
    /// the values agree, and that free slots are unused.
    func _invariantCheck(uses: [Int]) {
        precondition(uses.count <= counts.count, "runs use id \(uses.count - 1), table has \(counts.count) slots")
        var freeSet = Set<AttributeID>()
        for id in free {
            precondition(freeSet.insert(id).inserted, "attribute \(id) freed twice")
            precondition(counts[id.index] == 0, "free attribute \(id) has count \(counts[id.index])")
        }
        for i in counts.indices {
            let used = i < uses.count ? uses[i] : 0
            precondition(counts[i] == used, "attribute #\(i) counted \(counts[i]) runs, the tree holds \(used)")
            let id = AttributeID(UInt32(i))
            if used > 0 {
                precondition(ids[values[i]] == id, "attribute #\(i) is not found under its own value")
            } else {
                precondition(freeSet.contains(id), "attribute #\(i) has no runs and is not free")
            }
        }
        precondition(ids.count + free.count == counts.count, "\(ids.count) interned + \(free.count) free != \(counts.count) slots")
        if let last { precondition(values[last.id.index] == last.value && counts[last.id.index] >= 0, "stale intern cache \(last.id)") }
    }
    #endif
}
