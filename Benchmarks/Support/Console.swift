import Foundation
import Synchronization

/// Where progress, the report and errors go. Progress goes to stderr as it happens; the report
/// (verdict first, then the detailed tables) is collected and written to stdout once, at the end,
/// so its order is the same whether stdout is a terminal, a pipe or a file.
enum Console {
    /// The detailed tables, in the order the sections produced them.
    private static let sections = Mutex<[String]>([])

    /// Prints a progress line on stderr, flushed at once (the suite runs for minutes).
    static func progress(_ message: String) {
        FileHandle.standardError.write(Data(("      " + message + "\n").utf8))
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

    /// Adds `text` to the detailed part of the report.
    static func output(_ text: String) {
        sections.withLock { $0.append(text) }
    }

    /// Writes `opening` (the verdict) and then every detailed section to stdout, in one write.
    static func writeReport(opening: String) {
        let body = sections.withLock { all in
            defer { all.removeAll() }
            return all.joined(separator: "\n")
        }
        FileHandle.standardOutput.write(Data((opening + "\n" + body + "\n").utf8))
    }
}
