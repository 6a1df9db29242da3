import Foundation

/// The smallest single replacement that turns one string into another: everything but their
/// common prefix and common suffix, measured in UTF-16 code units and never splitting a surrogate
/// pair.
///
/// Applying only this keeps what lies outside it (attributes, selections after it, the undo
/// history's earlier steps) exactly as it was, which is why the coordinator uses it instead of
/// setting the whole text as the seed's `uiView.text = text` does.
struct MinimalReplacement: Equatable {
    /// The range of the old string to replace, in UTF-16 units.
    let range: NSRange

    /// The text to put there.
    let replacement: String

    /// Whether the strings were equal (nothing to replace).
    var isEmpty: Bool { range.length == 0 && replacement.isEmpty }

    /// Computes the replacement turning `old` into `new`.
    ///
    /// - Parameters:
    ///   - old: The text now.
    ///   - new: The text wanted.
    /// - Complexity: O(n) in the longer string: a forward walk for the prefix, a backward walk
    ///   for the suffix.
    init(from old: String, to new: String) {
        let o = old.utf16
        let n = new.utf16
        var prefix = 0
        var lastShared: UInt16 = 0
        var oi = o.makeIterator()
        var ni = n.makeIterator()
        while let a = oi.next(), let b = ni.next(), a == b {
            prefix += 1
            lastShared = a
        }
        // "😀" and "😁" share their lead surrogate; the replacement must take the whole pair.
        if prefix > 0 && UTF16.isLeadSurrogate(lastShared) { prefix -= 1 }
        let oldCount = o.count
        let newCount = n.count
        let limit = Swift.min(oldCount, newCount) - prefix
        var suffix = 0
        var firstShared: UInt16 = 0
        var ro = o.reversed().makeIterator()
        var rn = n.reversed().makeIterator()
        while suffix < limit, let a = ro.next(), let b = rn.next(), a == b {
            suffix += 1
            firstShared = a
        }
        if suffix > 0 && UTF16.isTrailSurrogate(firstShared) { suffix -= 1 }
        precondition(prefix + suffix <= Swift.min(oldCount, newCount),
                     "MinimalReplacement: prefix \(prefix) + suffix \(suffix) exceed \(oldCount)/\(newCount)")
        range = NSRange(location: prefix, length: oldCount - prefix - suffix)
        let start = n.index(n.startIndex, offsetBy: prefix)
        let end = n.index(n.endIndex, offsetBy: -suffix)
        replacement = String(Substring(n[start..<end]))
    }
}
