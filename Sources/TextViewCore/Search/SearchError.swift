/// Why a search or replacement could not be done.
public enum SearchError: Error, Hashable, Sendable, CustomStringConvertible {
    /// ICU rejected the pattern: its error name (such as `U_REGEX_MISMATCHED_PAREN`) and the line
    /// (1-based) and UTF-16 offset in that line where it found the error (-1 when ICU does not say).
    case invalidPattern(message: String, line: Int, offset: Int)
    /// A replacement template is malformed: what is wrong and the UTF-16 offset in the template.
    case invalidTemplate(message: String, offset: Int)
    /// One regular-expression match took longer than the query's time limit (catastrophic
    /// backtracking), or outgrew ICU's backtracking stack.
    case timeLimitExceeded(message: String)
    /// The search was cancelled (a ``SearchCancellation``, or the task running it).
    case cancelled
    /// The search reached its deadline.
    case deadlineExceeded

    /// A sentence saying what went wrong and where.
    public var description: String {
        switch self {
        case .invalidPattern(let message, let line, let offset):
            "invalid regular expression (\(message)) at line \(line), offset \(offset)"
        case .invalidTemplate(let message, let offset):
            "invalid replacement template: \(message) at offset \(offset)"
        case .timeLimitExceeded(let message):
            "a regular expression match exceeded its limit (\(message))"
        case .cancelled:
            "the search was cancelled"
        case .deadlineExceeded:
            "the search reached its deadline"
        }
    }
}
