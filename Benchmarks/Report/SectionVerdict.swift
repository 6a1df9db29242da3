/// What one of the later sections (search, layout, coordinator, scale) adds to the opening screen:
/// rows of TextViewCore's figure against a peer, and its targets, which `--check` judges with the
/// others.
struct SectionVerdict: Codable, Sendable {
    /// One workload: TextViewCore's figure and, when the section has one, the best peer's.
    struct Row: Codable, Sendable {
        var workload: String
        var own: Double
        var peer: String?
        var peerFigure: Double?
        /// The unit of both figures, printed after each (" ms", " µs").
        var unit: String
    }

    var rows: [Row] = []
    var targets: [TargetFigure] = []

    /// Adds a target, met or not, with the figures it rests on.
    mutating func target(_ name: String, met: Bool, detail: String) {
        targets.append(TargetFigure(target: name, met: met, detail: detail))
    }

    /// Adds another section's rows and targets after these.
    mutating func append(_ other: SectionVerdict) {
        rows += other.rows
        targets += other.targets
    }
}
