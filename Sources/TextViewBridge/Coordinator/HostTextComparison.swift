import Foundation

/// Exact, code-unit equality of two strings, with the cheap answers first.
///
/// Swift's `==` on `String` is canonical equivalence ("é" precomposed equals "e" + U+0301), which
/// is not what a text view stores: two canonically equal strings can have different UTF-16
/// offsets, so the coordinator compares code units.
enum HostTextComparison {
    /// Whether `a` and `b` hold the same Unicode scalars (so the same UTF-8 and UTF-16 units).
    ///
    /// - Parameters:
    ///   - a: A string.
    ///   - b: Another string.
    /// - Returns: `true` when the code units are equal.
    /// - Complexity: O(1) when the UTF-8 lengths differ or both share one storage (a host that
    ///   returns the string it was given), for native strings; otherwise O(n) (a `memcmp` for
    ///   native strings, a unit-by-unit walk for bridged ones).
    static func sameUnits(_ a: String, _ b: String) -> Bool {
        // UTF-8 count is stored in a native string: O(1). Equal scalars give equal counts.
        guard a.utf8.count == b.utf8.count else { return false }
        let contiguous: Bool?? = a.utf8.withContiguousStorageIfAvailable { pa in
            b.utf8.withContiguousStorageIfAvailable { pb in
                guard pa.count > 0 else { return true }
                // One storage seen twice: the host handed back what it was given.
                if pa.baseAddress == pb.baseAddress { return true }
                guard let x = pa.baseAddress, let y = pb.baseAddress else { return false }
                return memcmp(x, y, pa.count) == 0
            }
        }
        if let answer = contiguous ?? nil { return answer }
        return a.utf8.elementsEqual(b.utf8)
    }
}
