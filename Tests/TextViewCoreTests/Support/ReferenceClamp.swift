import Foundation

/// The README's clamping rules written out plainly, for checking the engine against.
enum ReferenceClamp {
    /// The range an edit applies to after clamping and snapping to scalars; nil for NSNotFound.
    ///
    /// A non-empty range grows outward to scalar boundaries; an empty one (a caret) inside a
    /// surrogate pair moves to the pair's start.
    static func editRange(_ range: NSRange, in units: [UInt16]) -> Range<Int>? {
        if range.location == NSNotFound { return nil }
        // Computed in a wider type so the reference itself cannot overflow.
        let a = Double(range.location)
        let b = Double(range.location) + Double(range.length)
        let length = units.count
        func clamp(_ v: Double) -> Int { v <= 0 ? 0 : (v >= Double(length) ? length : Int(v)) }
        func insidePair(_ i: Int) -> Bool { i > 0 && i < length && UTF16.isTrailSurrogate(units[i]) }
        var lo = clamp(Swift.min(a, b))
        var hi = clamp(Swift.max(a, b))
        let isCaret = lo == hi
        if insidePair(lo) { lo -= 1 }
        if isCaret { return lo..<lo }
        if insidePair(hi) { hi += 1 }
        return lo..<hi
    }
}
