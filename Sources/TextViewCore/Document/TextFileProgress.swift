/// How far loading a file has got, as the asynchronous
/// ``TextDocument/init(contentsOf:encoding:conversion:progress:)`` reports it after each block.
public struct TextFileProgress: Sendable, Hashable {
    /// The bytes read so far.
    public var bytesRead: Int

    /// The file's size when it was opened.
    public var totalBytes: Int

    /// `bytesRead / totalBytes`, clamped to 0...1 (1 for an empty file, 0 for a negative
    /// `bytesRead`).
    public var fractionCompleted: Double {
        totalBytes <= 0 ? 1 : min(1, max(0, Double(bytesRead) / Double(totalBytes)))
    }

    /// Creates a progress report.
    ///
    /// - Parameters:
    ///   - bytesRead: The bytes read so far.
    ///   - totalBytes: The file's size.
    public init(bytesRead: Int, totalBytes: Int) {
        self.bytesRead = bytesRead
        self.totalBytes = totalBytes
    }
}
