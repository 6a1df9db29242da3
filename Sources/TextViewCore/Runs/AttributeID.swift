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
