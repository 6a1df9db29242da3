/// A run saved outside the document (in the undo history): a length and its attributes by value,
/// since the document's attribute ids may be freed and reused once the run is gone.
struct AttributedRun: Equatable, Sendable {
    var length: Int
    var attributes: TextAttributes
}
