/// One structure's figure on one attribute workload.
struct AttributeFigure: Codable, Sendable {
    var workload: String
    var structure: String
    var operations: Int
    var nanosecondsPerOperation: Double
}
