import Foundation

/// Line starts found by a plain scan, for checking the rope's line index against.
struct ReferenceLines {
    /// The offset where each line starts; the first is 0.
    let starts: [Int]

    init(_ units: [UInt16]) {
        var starts = [0]
        var i = 0
        let n = units.count
        while i < n {
            let u = units[i]
            i += 1
            if u == 0x0D, i < n, units[i] == 0x0A { i += 1; starts.append(i); continue }
            if u == 0x0A || u == 0x0D || u == 0x85 || u == 0x2028 || u == 0x2029 { starts.append(i) }
        }
        self.starts = starts
    }

    /// The number of lines.
    var count: Int { starts.count }

    /// The index of the line holding `location`.
    func index(at location: Int) -> Int {
        var lo = 0
        var hi = starts.count - 1
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if starts[mid] <= location { lo = mid } else { hi = mid - 1 }
        }
        return lo
    }
}
