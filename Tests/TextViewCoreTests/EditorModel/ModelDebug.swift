import Foundation

/// Failure messages that can be pasted back into a test.
enum ModelDebug {
    /// A Swift string literal with every non-ASCII or control scalar escaped.
    static func quoted(_ s: String) -> String {
        var out = "\""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case " "..."~": out.unicodeScalars.append(scalar)
            default: out += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
            }
        }
        return out + "\""
    }

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
