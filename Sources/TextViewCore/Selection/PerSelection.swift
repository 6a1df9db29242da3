/// Values one per selection, in the selections' order, the first kept inline: with one selection,
/// the common case, no array is allocated.
///
/// A backspace carries the attributes of the character it removed on as typing attributes; held in
/// arrays, that allocated two a keystroke and freed them at the next caret move (callgrind,
/// automerge-paper's editor path: about 450 instructions a deletion).
struct PerSelection<Value: Equatable>: RandomAccessCollection, Equatable {
    /// The first selection's value.
    private var first: Value
    /// The other selections' values, in order; empty (no allocation) for one selection.
    private var rest: [Value]

    /// The value of a single selection.
    init(_ value: Value) {
        first = value
        rest = []
    }

    /// `values`, one per selection; nil when there are none.
    init?(_ values: [Value]) {
        guard let head = values.first else { return nil }
        first = head
        rest = Array(values.dropFirst())
    }

    var startIndex: Int { 0 }
    var endIndex: Int { rest.count + 1 }

    subscript(index: Int) -> Value {
        index == 0 ? first : rest[index - 1]
    }

    /// The values `transform` gives for each index and value, one per selection still.
    func map<T>(_ transform: (Int, Value) -> T) -> PerSelection<T> {
        var result = PerSelection<T>(transform(0, first))
        if !rest.isEmpty {
            result.rest.reserveCapacity(rest.count)
            for k in rest.indices { result.rest.append(transform(k + 1, rest[k])) }
        }
        return result
    }
}

extension PerSelection: Sendable where Value: Sendable {}
