/// The distinct ``TextAttributes`` values of one document, each stored once (hash-consed) under an
/// ``AttributeID``, with the number of runs that use it.
///
/// A run stores an id, not a value: runs are 16 bytes, merging neighbours is an integer
/// comparison, and a lookup copies a value out of this table. An id whose last run goes away is
/// freed and reused, so the table holds only what the document uses. The table is a
/// copy-on-write value over one storage object, so copying a document copies one reference.
struct AttributeTable: @unchecked Sendable {
    // @unchecked: the storage object is shared between values but only mutated when uniquely
    // referenced (`makeUnique()` runs first in every mutating method).
    private var storage: AttributeTableStorage

    init() {
        storage = AttributeTableStorage()
    }

    /// Ids in use.
    var liveCount: Int { storage.ids.count }

    /// The value stored under `id`.
    @inline(__always)
    subscript(id: AttributeID) -> TextAttributes {
        storage.values[id.index]
    }

    /// The paragraph style stored under `id`, without copying the rest of the value.
    @inline(__always)
    func paragraphStyle(of id: AttributeID) -> ParagraphStyle? {
        storage.values[id.index].paragraphStyle
    }

    /// The number of runs using `id`.
    func count(of id: AttributeID) -> Int {
        storage.counts[id.index]
    }

    private mutating func makeUnique() {
        if !isKnownUniquelyReferenced(&storage) { storage = storage.copy() }
    }

    /// The id of `value`, adding it (with no runs yet) when it is new. The caller must then
    /// ``retain(_:)`` it, or the slot is never freed.
    ///
    /// NaN fields are stored as 0, so that every stored value equals itself.
    ///
    /// - Complexity: O(1) expected (one hash of the value, none when it was the last one interned).
    mutating func intern(_ value: TextAttributes) -> AttributeID {
        if let id = storage.lastID, storage.values[id.index] == value { return id }
        makeUnique()
        return storage.intern(value)
    }

    /// Counts one more run using `id`.
    @inline(__always)
    mutating func retain(_ id: AttributeID) {
        makeUnique()
        storage.counts[id.index] += 1
    }

    /// Counts one run fewer using `id`; frees the slot when none is left.
    mutating func release(_ id: AttributeID) {
        makeUnique()
        storage.release(id)
    }

    #if TEXTVIEWCORE_INTERNAL_CHECKS
    /// Checks that the counts are exactly `uses` (counted from the runs), that the dictionary and
    /// the values agree, and that free slots are unused.
    func _invariantCheck(uses: [Int]) {
        storage._invariantCheck(uses: uses)
    }
    #endif
}

/// The number of an interned ``TextAttributes`` value in an ``AttributeTable``: what a run stores
/// instead of the value, so that runs are 16 bytes and compare with one integer comparison.
struct AttributeID: Hashable, CustomStringConvertible {
    var raw: UInt32

    init(_ raw: UInt32) {
        self.raw = raw
    }

    var index: Int { Int(raw) }

    var description: String { "#\(raw)" }
}
