/// What an inner node keeps about each child, side by side with the other children's, so that a
/// descent scans one small array.
struct ChildSummary: Equatable {
    /// UTF-16 code units under the child.
    var count: Int
    /// Line breaks under the child.
    var lineBreaks: Int
}
