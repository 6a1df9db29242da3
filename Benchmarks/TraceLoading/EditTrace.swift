/// A recorded editing session: its start text, its expected end text and its edits.
struct EditTrace: Sendable {
    /// The file name without `.json.gz`.
    var name: String
    var startContent: String
    /// The text after all edits; what a replay must produce.
    var endContent: String
    var script: EditScript

    /// The trace cut to its first `limit` edits; the expected end text is then recomputed on a
    /// plain array, since the recorded one only holds for the whole trace.
    func prefix(_ limit: Int?) -> EditTrace {
        guard let limit, limit < script.count else { return self }
        let shorter = script.prefix(limit)
        return EditTrace(name: name, startContent: startContent,
                         endContent: shorter.referenceResult(from: startContent), script: shorter)
    }
}
