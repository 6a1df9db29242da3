/// One measured line: a workload on one structure.
struct AttributeBenchmarkRow {
    var workload: String
    var structure: String
    var operations: Int
    var nanoseconds: UInt64

    var nanosecondsPerOperation: Double {
        operations == 0 ? 0 : Double(nanoseconds) / Double(operations)
    }
}
