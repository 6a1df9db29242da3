/// Observers kept editing in response to each other's changes: after
/// ``TextEditor/maximumDeliveryRounds`` rounds of delivery that each produced new work (or as
/// much work as that many rounds the size of the first, or of the number of observers), the editor
/// dropped the rest.
public struct FeedbackLoopError: Error, Hashable, Sendable, CustomStringConvertible {
    /// How many rounds of delivery ran before the editor stopped (a round runs the mutations
    /// queued during the round before).
    public var rounds: Int
    /// How many queued mutations were dropped.
    public var droppedCount: Int

    /// A sentence for logs.
    public var description: String {
        "TextEditor: observers kept editing after \(rounds) rounds of delivery (a feedback loop); \(droppedCount) queued mutations dropped"
    }
}
