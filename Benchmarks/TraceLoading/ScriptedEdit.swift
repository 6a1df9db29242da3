/// One edit of a script in 12 bytes: replace `deleteLength` code units at `location` with the
/// script's insertion number `insertion`.
///
/// Insertions are deduplicated into a table (almost all are single characters), so the timed
/// loops read a dense array and each structure gets its inserts pre-converted to its own type.
struct ScriptedEdit: Sendable {
    var location: Int32
    var deleteLength: Int32
    var insertion: Int32
}
