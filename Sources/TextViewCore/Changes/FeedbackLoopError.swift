/// Observers kept editing in response to each other's changes: after
/// ``TextEditor/maximumDeliveryRounds`` queued mutations the editor dropped the rest.
public struct FeedbackLoopError: Error, Hashable, Sendable, CustomStringConvertible {
    /// How many queued mutations ran before the editor stopped.
    public var rounds: Int
    /// How many queued mutations were dropped.
    public var droppedCount: Int

    /// A sentence for logs.
    public var description: String {
        "TextEditor: observers kept editing after \(rounds) queued mutations (a feedback loop); \(droppedCount) dropped"
    }
}
