// Unsafe in this file: inserted text is lent to the document as a buffer for one call: the array's,
// or a stack temporary for short text, so a keystroke allocates no array.

/// The UTF-16 code units a change set inserts: the texts of all its changes, concatenated in the
/// order of the changes.
///
/// Up to four units (a keystroke, an emoji, a CRLF) are kept inline in one word, so the change set
/// of a keystroke allocates nothing; longer texts live in an array. The form depends only on the
/// count, so equal units compare and hash equal whichever way they were built.
struct InsertedUnits: Hashable, Sendable {
    /// The largest count kept inline.
    static let inlineCapacity = 4

    // Plain fields rather than an enum, so that copying is a few words and one retain (see
    // ChangeDescription's storage).
    /// Unit `i` in bits `16 i ..< 16 i + 16` when inline; unused bits are zero.
    private var word: UInt64
    /// How many units there are.
    private(set) var count: Int
    /// The units when there are more than ``InsertedUnits/inlineCapacity``.
    private var array: [UInt16]?

    /// No units.
    static let empty = InsertedUnits(word: 0, count: 0, array: nil)

    private init(word: UInt64, count: Int, array: [UInt16]?) {
        self.word = word
        self.count = count
        self.array = array
    }

    /// The units of `units`, in order.
    ///
    /// - Complexity: O(*m*) for *m* units; allocates only beyond four.
    init<C: Collection>(_ units: C) where C.Element == UInt16 {
        let count = units.count
        if count <= Self.inlineCapacity {
            var word: UInt64 = 0
            var shift: UInt64 = 0
            for unit in units {
                word |= UInt64(unit) << shift
                shift += 16
            }
            self.init(word: word, count: count, array: nil)
        } else {
            self.init(word: 0, count: count, array: Array(units))
        }
    }

    /// The UTF-16 of `string`, transcoded from its UTF-8 bytes in place (a keystroke is one word
    /// of ASCII; a paste one pass of the decoder into its array, not the UTF-16 view's per-unit
    /// index work).
    ///
    /// - Complexity: O(*m*) for *m* bytes; allocates only beyond four units.
    init(_ string: String) {
        var string = string
        string.makeContiguousUTF8()
        self = string.utf8.withContiguousStorageIfAvailable { bytes in
            if bytes.count <= Self.inlineCapacity {
                var word: UInt64 = 0
                var ascii = true
                for i in 0 ..< bytes.count {
                    ascii = ascii && bytes[i] < 0x80
                    word |= UInt64(bytes[i]) << (UInt64(i) * 16)
                }
                if ascii { return InsertedUnits(word: word, count: bytes.count, array: nil) }
            }
            let units = [UInt16](unsafeUninitializedCapacity: UTF8Decoder.outputCapacity(forInputCount: bytes.count)) { buffer, count in
                var decoder = UTF8Decoder()
                count = decoder.decode(bytes, into: buffer)
            }
            return InsertedUnits(array: units)
        } ?? InsertedUnits(string.utf16)
    }

    /// The `count` units, at most ``inlineCapacity``, that `read` hands over in pieces, packed
    /// inline as they come. What an undo step keeps of a backspace is read from the rope's chunks
    /// this way with no array (callgrind, automerge-paper with an observer and undo: a temporary
    /// array a deletion, allocated and freed); longer texts go through ``init(array:)``.
    init(inlineCount count: Int, reading read: ((UnsafeBufferPointer<UInt16>) -> Void) -> Void) {
        precondition(count <= Self.inlineCapacity, "\(count) units do not fit inline")
        var word: UInt64 = 0
        var shift: UInt64 = 0
        read { piece in
            for unit in piece {
                word |= UInt64(unit) << shift
                shift += 16
            }
        }
        precondition(shift == 16 * UInt64(count), "read \(shift / 16) units, not \(count)")
        self.init(word: word, count: count, array: nil)
    }

    /// The units of `array`, sharing its storage when it is too long to keep inline.
    init(array: [UInt16]) {
        if array.count <= Self.inlineCapacity {
            self.init(array)
        } else {
            self.init(word: 0, count: array.count, array: array)
        }
    }

    /// Appends `unit` to units kept inline, which must number fewer than four.
    mutating func appendInline(_ unit: UInt16) {
        precondition(count < Self.inlineCapacity, "appending inline to \(count) units")
        word |= UInt64(unit) << (UInt64(count) * 16)
        count += 1
    }

    /// Unit `index`.
    subscript(index: Int) -> UInt16 {
        if let array { return array[index] }
        precondition(index >= 0 && index < count, "inserted unit \(index) of \(count)")
        return UInt16(truncatingIfNeeded: word >> (UInt64(index) * 16))
    }

    /// Appends the units of `range` to `target`.
    func append(_ range: Range<Int>, to target: inout [UInt16]) {
        if let array {
            target.append(contentsOf: array[range])
        } else {
            for index in range { target.append(self[index]) }
        }
    }

    /// Whether a unit satisfies `predicate`.
    func contains(where predicate: (UInt16) -> Bool) -> Bool {
        if let array { return array.contains(where: predicate) }
        for index in 0 ..< count where predicate(self[index]) { return true }
        return false
    }

    /// Calls `body` with the units of `range` in contiguous memory (on the stack when inline).
    func withUnits(in range: Range<Int>, _ body: (UnsafeBufferPointer<UInt16>) -> Void) {
        precondition(range.lowerBound >= 0 && range.upperBound <= count, "units \(range) of \(count)")
        if let array {
            array.withUnsafeBufferPointer { body(UnsafeBufferPointer(rebasing: $0[range])) }
            return
        }
        withUnsafeTemporaryAllocation(of: UInt16.self, capacity: Self.inlineCapacity) { buffer in
            var i = 0
            for index in range {
                buffer[i] = UInt16(truncatingIfNeeded: word >> (UInt64(index) * 16))
                i += 1
            }
            body(UnsafeBufferPointer(start: buffer.baseAddress, count: i))
        }
    }

    /// The units of `range`, as an array.
    func units(in range: Range<Int>) -> [UInt16] {
        var result: [UInt16] = []
        result.reserveCapacity(range.count)
        append(range, to: &result)
        return result
    }
}
