/// The UTF-16 code units a change set inserts: the texts of all its changes, concatenated in the
/// order of the changes.
///
/// Up to four units (a keystroke, an emoji, a CRLF) are kept inline in one word, so the change set
/// of a keystroke allocates nothing; longer texts live in an array. The form depends only on the
/// count, so equal units compare and hash equal whichever way they were built.
struct InsertedUnits: Hashable, Sendable {
    /// The largest count kept inline.
    static let inlineCapacity = 4

    private enum Storage: Hashable, Sendable {
        /// Unit `i` in bits `16 i ..< 16 i + 16`; unused bits are zero.
        case inline(UInt64, count: UInt8)
        /// More than ``InsertedUnits/inlineCapacity`` units.
        case array([UInt16])
    }

    private var storage: Storage

    /// No units.
    static let empty = InsertedUnits(storage: .inline(0, count: 0))

    private init(storage: Storage) {
        self.storage = storage
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
            storage = .inline(word, count: UInt8(count))
        } else {
            storage = .array(Array(units))
        }
    }

    /// The units of `array`, sharing its storage when it is too long to keep inline.
    init(array: [UInt16]) {
        if array.count <= Self.inlineCapacity {
            self.init(array)
        } else {
            self.init(storage: .array(array))
        }
    }

    /// How many units there are.
    var count: Int {
        switch storage {
        case .inline(_, let count): Int(count)
        case .array(let array): array.count
        }
    }

    /// Unit `index`.
    subscript(index: Int) -> UInt16 {
        switch storage {
        case .inline(let word, let count):
            precondition(index >= 0 && index < Int(count), "inserted unit \(index) of \(count)")
            return UInt16(truncatingIfNeeded: word >> (UInt64(index) * 16))
        case .array(let array):
            return array[index]
        }
    }

    /// Appends the units of `range` to `target`.
    func append(_ range: Range<Int>, to target: inout [UInt16]) {
        switch storage {
        case .inline:
            for index in range { target.append(self[index]) }
        case .array(let array):
            target.append(contentsOf: array[range])
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
