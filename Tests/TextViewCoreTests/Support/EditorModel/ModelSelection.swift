import Foundation
import TextViewCore

/// A selection of the reference model: the same three fields as `TextSelection`, with the range
/// worked out by hand.
struct ModelSelection: Equatable, CustomStringConvertible {
    var anchor: Int
    var head: Int
    var affinity: TextAffinity = .downstream

    var lower: Int { Swift.min(anchor, head) }
    var upper: Int { Swift.max(anchor, head) }
    var isCaret: Bool { anchor == head }
    var isBackward: Bool { head < anchor }

    static func caret(_ p: Int) -> ModelSelection { ModelSelection(anchor: p, head: p) }

    /// A selection from `lower` to `upper` whose head is on the side `backward` says.
    static func span(_ lower: Int, _ upper: Int, backward: Bool, affinity: TextAffinity = .downstream) -> ModelSelection {
        backward ? ModelSelection(anchor: upper, head: lower, affinity: affinity) : ModelSelection(anchor: lower, head: upper, affinity: affinity)
    }

    var description: String {
        let a = affinity == .downstream ? "" : "↑"
        return isCaret ? "|\(head)\(a)" : "\(anchor)→\(head)\(a)"
    }
}
