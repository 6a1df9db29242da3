import Foundation

/// The memory lines of `/proc/self/status`, in bytes.
struct ProcStatus {
    /// Peak resident set size ("high water mark").
    var peakResidentBytes: Int
    /// Current resident set size.
    var residentBytes: Int

    /// Reads the current values; fails loudly where `/proc` is missing (not Linux).
    static func read() -> ProcStatus {
        guard let text = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else {
            Console.fail("cannot read /proc/self/status: memory figures need Linux")
        }
        var peak: Int?
        var resident: Int?
        for line in text.split(separator: "\n") {
            if line.hasPrefix("VmHWM:") { peak = kilobytes(line) }
            if line.hasPrefix("VmRSS:") { resident = kilobytes(line) }
        }
        guard let peak, let resident else { Console.fail("no VmHWM/VmRSS in /proc/self/status") }
        return ProcStatus(peakResidentBytes: peak * 1024, residentBytes: resident * 1024)
    }

    /// Resets the high water mark to the current resident size (Linux 4.0+, `clear_refs` 5), so
    /// the peak of building the input text does not hide the peak of loading it.
    /// - Returns: Whether the kernel accepted the reset.
    static func resetPeak() -> Bool {
        let descriptor = open("/proc/self/clear_refs", O_WRONLY)
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        return write(descriptor, "5", 1) == 1
    }

    private static func kilobytes(_ line: Substring) -> Int? {
        // "VmHWM:\t  123456 kB"
        line.split(separator: " ", omittingEmptySubsequences: true)
            .lazy.compactMap { Int($0.trimmingCharacters(in: .whitespaces)) }.first
    }
}
