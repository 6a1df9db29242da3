/// The storage of an ``AttributeTable``: values by id, run counts, the reverse dictionary, free
/// slots, and the last id interned.
final class AttributeTableStorage {
    // Exclusivity: mutated only through AttributeTable after `isKnownUniquelyReferenced`: while it is mutated,
    // nothing else holds it, so the user code an access may run (a Sendable custom attribute
    // value's `hash`, `==` or `deinit`) cannot reach it.
    @exclusivity(unchecked) var values: [TextAttributes] = []
    /// Runs using each id; 0 for a free slot.
    @exclusivity(unchecked) var counts: [Int] = []
    @exclusivity(unchecked) var ids: [TextAttributes: AttributeID] = [:]
    @exclusivity(unchecked) var free: [AttributeID] = []
    /// The last id interned: typing interns the same attributes again and again, and comparing is
    /// cheaper than hashing.
    @exclusivity(unchecked) var lastID: AttributeID?

    init() {}

    func copy() -> AttributeTableStorage {
        let result = AttributeTableStorage()
        result.values = values
        result.counts = counts
        result.ids = ids
        result.free = free
        result.lastID = lastID
        return result
    }

    func intern(_ value: TextAttributes) -> AttributeID {
        var value = value
        if value.hasNaN { value = value.withoutNaN }
        if let id = ids[value] {
            lastID = id
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
        lastID = id
        return id
    }

    func release(_ id: AttributeID) {
        let n = counts[id.index] - 1
        precondition(n >= 0, "attribute \(id) released more often than retained")
        counts[id.index] = n
        if n == 0 {
            ids[values[id.index]] = nil
            values[id.index] = TextAttributes()
            free.append(id)
            if lastID == id { lastID = nil }
        }
    }

    #if TEXTVIEWCORE_INTERNAL_CHECKS
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
        if let lastID { precondition(!freeSet.contains(lastID), "intern cache names free slot \(lastID)") }
    }
    #endif
}
