import Foundation
import TextViewCore

/// The smallest single replacement that turns one text into another: everything but their
/// common prefix and common suffix, measured in UTF-16 code units and never splitting a surrogate
/// pair.
///
/// Applying only this keeps what lies outside it (attributes, selections after it, the undo
/// history's earlier steps) exactly as it was, which is why the coordinator uses it instead of
/// setting the whole text as a hand-written `uiView.text = text` does.
struct MinimalReplacement: Equatable {
    /// The range of the old text to replace, in UTF-16 units.
    let range: NSRange

    /// The text to put there.
    let replacement: String

    /// The old text's length in UTF-16 units.
    let oldLength: Int

    /// Whether the texts were equal (nothing to replace).
    var isEmpty: Bool { range.length == 0 && replacement.isEmpty }

    /// The replacement as a change on the old text (lengths only: mapping is all it serves).
    var changes: ChangeDescription {
        ChangeDescription(replacing: range.location..<NSMaxRange(range),
                          insertedLength: replacement.utf16.count, length: oldLength)
    }

    /// Computes the replacement turning `old` into `new`.
    ///
    /// - Parameters:
    ///   - old: The text now.
    ///   - new: The text wanted.
    /// - Complexity: O(n) in the longer string: a forward walk for the prefix, a backward walk
    ///   for the suffix.
    init(from old: String, to new: String) {
        self.init(old: old.utf16, new: new.utf16) { range in
            let n = new.utf16
            let start = n.index(n.startIndex, offsetBy: range.location)
            let end = n.index(start, offsetBy: range.length)
            return String(Substring(n[start..<end]))
        }
    }

    /// Computes the replacement turning document `old` into document `new` (their texts only).
    ///
    /// - Complexity: O(n) for the prefix walk (chunk by chunk), O(s log n) for a suffix of s
    ///   units (unit lookups from the end).
    init(from old: TextDocument, to new: TextDocument) {
        self.init(old: old.utf16, new: new.utf16) { new.substring(with: $0) }
    }

    /// The common walk over two UTF-16 sequences; `text` reads a range of the new one.
    private init<Old: BidirectionalCollection<UInt16>, New: BidirectionalCollection<UInt16>>(
        old o: Old, new n: New, text: (NSRange) -> String
    ) {
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
        oldLength = oldCount
        replacement = text(NSRange(location: prefix, length: newCount - prefix - suffix))
    }
}
