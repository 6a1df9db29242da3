/// A run as the tree stores it: a length in UTF-16 code units and the interned attributes.
///
/// Lengths are never zero inside a tree, and neighbours never share an id (they are merged).
struct StoredRun: Equatable, CustomStringConvertible {
    var length: Int
    var id: AttributeID

    init(length: Int, id: AttributeID) {
        self.length = length
        self.id = id
    }

    var description: String { "\(length)\(id)" }
}
