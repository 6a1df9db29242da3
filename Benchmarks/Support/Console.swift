import Foundation

/// Where progress and errors go: progress on stderr so that stdout holds only the tables.
enum Console {
    /// Prints a progress line on stderr, flushed at once (the full suite runs for minutes).
    static func progress(_ message: String) {
        FileHandle.standardError.write(Data(("  " + message + "\n").utf8))
    }

    /// Prints a warning on stderr.
    static func warn(_ message: String) {
        FileHandle.standardError.write(Data(("Benchmarks: warning: " + message + "\n").utf8))
    }

    /// Prints `message` on stderr and exits with status 1: a wrong result or a missing input must
    /// never produce a table that looks valid.
    static func fail(_ message: String) -> Never {
        FileHandle.standardError.write(Data(("Benchmarks: error: " + message + "\n").utf8))
        exit(1)
    }

    /// Writes `text` on stdout and flushes, so tables appear while the next section runs.
    static func output(_ text: String) {
        FileHandle.standardOutput.write(Data((text + "\n").utf8))
    }
}
