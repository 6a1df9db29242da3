import Foundation

/// DESIGN.md's clamping rules written out plainly, for checking the engine against.
enum ReferenceClamp {
    /// The range an edit applies to after clamping and snapping outward to scalars; nil for
    /// NSNotFound.
    static func editRange(_ range: NSRange, in units: [UInt16]) -> Range<Int>? {
        if range.location == NSNotFound { return nil }
        let a = range.location
        // Computed in a wider type so the reference itself cannot overflow.
        let b = Double(range.location) + Double(range.length)
        let length = units.count
        func clamp(_ v: Double) -> Int { v <= 0 ? 0 : (v >= Double(length) ? length : Int(v)) }
        var lo = clamp(Swift.min(Double(a), b))
        var hi = clamp(Swift.max(Double(a), b))
        if lo > 0 && lo < length && UTF16.isTrailSurrogate(units[lo]) { lo -= 1 }
        if hi > 0 && hi < length && UTF16.isTrailSurrogate(units[hi]) { hi += 1 }
        return lo..<hi
    }
}
