/// One of the performance targets, judged on this run's figures.
struct TargetFigure: Codable, Sendable {
    var target: String
    var met: Bool
    /// The figures the verdict rests on.
    var detail: String
}
