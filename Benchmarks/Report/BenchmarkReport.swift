/// Every figure of one suite run; what `--json PATH` writes.
struct BenchmarkReport: Codable, Sendable {
    var mode: String
    var build: String
    var date: String
    var processors: Int
    var capSecondsTraces: Double
    var capSecondsLargeDocument: Double
    var capSecondsSynthetic: Double
    var traces: [TraceFigure] = []
    var largeDocumentCharacters: Int
    var largeDocumentOffset: Int
    var largeDocument: [TraceFigure] = []
    var syntheticOperations: Int
    var synthetic: [SyntheticFigure] = []
    var editorTyping: [EditorTypingFigure] = []
    var memory: [MemoryFigure] = []
    var replayMemory: [ReplayMemoryFigure] = []
    var attributes: [AttributeFigure] = []
    /// The rows and targets of the search, layout, coordinator and scale sections.
    var sections = SectionVerdict()
    var targets: [TargetFigure] = []
    var totalSeconds: Double = 0
}
