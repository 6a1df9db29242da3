/// How deep a run measures.
enum RunMode: String, Codable, Sendable {
    /// Small inputs, seconds in all: a smoke run for CI (its figures are not verdicts).
    case quick
    /// The default: every peer and every size, each measurement budgeted so that the run ends
    /// within about six minutes on two busy cores.
    case standard
    /// Longer caps and more repeats: the depth of a careful comparison (about 20 minutes).
    case full
}
