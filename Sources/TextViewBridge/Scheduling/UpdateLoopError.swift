/// The report of a feedback loop that an `UpdateGate` cut off: deferred work that kept
/// deferring more work for more rounds than the gate allows.
///
/// The queued work is dropped when this is reported (the alternative is hanging the main actor);
/// the labels say which requests were still feeding the loop.
public struct UpdateLoopError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The rounds that ran before the gate stopped.
    public let rounds: Int

    /// The number of work items dropped.
    public let droppedCount: Int

    /// The labels of the dropped items, in queue order (deduplicated, at most 8).
    public let droppedLabels: [String]

    /// Creates a report.
    ///
    /// - Parameters:
    ///   - rounds: The rounds that ran.
    ///   - droppedCount: The number of dropped items.
    ///   - droppedLabels: Their labels.
    public init(rounds: Int, droppedCount: Int, droppedLabels: [String]) {
        self.rounds = rounds
        self.droppedCount = droppedCount
        self.droppedLabels = droppedLabels
    }

    /// A one-line explanation naming the looping work.
    public var description: String {
        "update loop: deferred work kept scheduling more work for \(rounds) rounds; dropped "
            + "\(droppedCount) item(s): \(droppedLabels.joined(separator: ", "))"
    }
}
