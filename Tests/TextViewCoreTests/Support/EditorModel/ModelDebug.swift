import Foundation
import SelectionFuzzing

/// Failure messages that can be pasted back into a test.
enum ModelDebug {
    /// A Swift string literal with every non-ASCII or control scalar escaped: the fuzzer's
    /// printer, so a failure from either reads the same.
    static func quoted(_ s: String) -> String { FuzzText.quoted(s) }

    static func number(_ n: Int) -> String {
        switch n {
        case NSNotFound: "NSNotFound"
        case Int.min: "Int.min"
        default: String(n)
        }
    }

    static func range(_ r: NSRange) -> String {
        "NSRange(location: \(number(r.location)), length: \(number(r.length)))"
    }

    static func selection(_ s: ModelSelection) -> String {
        "TextSelection(anchor: \(number(s.anchor)), head: \(number(s.head)), affinity: .\(s.affinity))"
    }
}
