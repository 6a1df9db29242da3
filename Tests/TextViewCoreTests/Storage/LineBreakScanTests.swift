import TestSupport
import Testing
@testable import TextViewCore

/// The four-units-at-a-time filter of the line-break scanner must never miss a break.
@Suite struct LineBreakScanTests {
    @Test func wordFilterHasNoFalseNegatives() {
        let breaks: [UInt16] = [0x0A, 0x0D, 0x85, 0x2028, 0x2029]
        let others: [UInt16] = [0x00, 0x09, 0x0B, 0x0C, 0x0E, 0x20, 0x41, 0x84, 0x86, 0xFF, 0x2027, 0x202A, 0x4E00, 0x8000, 0xD83D, 0xDE00, 0xFFFF, 0x0A0A, 0x850A, 0x2828]
        for b in breaks {
            for lane in 0..<4 {
                for filler in others {
                    var lanes = [filler, filler, filler, filler]
                    lanes[lane] = b
                    let word = lanes.enumerated().reduce(UInt64(0)) { $0 | (UInt64($1.element) << UInt64(16 * $1.offset)) }
                    #expect(LineBreaks.mayHoldBreak(word), "break \(b) in lane \(lane) among \(filler)")
                }
            }
        }
        // Plain text passes the filter.
        let plain: [UInt16] = Array("abcd".utf16)
        let word = plain.enumerated().reduce(UInt64(0)) { $0 | (UInt64($1.element) << UInt64(16 * $1.offset)) }
        #expect(!LineBreaks.mayHoldBreak(word))
    }

    @Test func countMatchesAPlainScanOnRandomUnits() {
        var rng = SplitMix64(seed: 99)
        let palette: [UInt16] = [0x61, 0x20, 0x0A, 0x0D, 0x85, 0x2028, 0x2029, 0x4E00, 0x0B, 0x0E, 0x84, 0x2027]
        for _ in 0..<2_000 {
            let units = (0..<Int.random(in: 0...40, using: &rng)).map { _ in palette.randomElement(using: &rng)! }
            let expected = ReferenceLines(units).count - 1
            let counted = units.withUnsafeBufferPointer { LineBreaks.count($0.baseAddress ?? UnsafePointer(bitPattern: 1)!, from: 0, to: units.count, limit: units.count) }
            #expect(counted == expected, "\(units)")
        }
    }

    /// The outward scans that line lookups use find the k-th break end after and before any
    /// position, CRLF counted once at its LF, through the four-unit skips (runs of plain units).
    @Test func breakEndScansMatchAPlainScanBothWays() {
        let seed: UInt64 = 2024
        print("breakEndScansMatchAPlainScanBothWays seed \(seed)")
        var rng = SplitMix64(seed: seed)
        let palette: [UInt16] = [0x61, 0x61, 0x61, 0x61, 0x20, 0x0A, 0x0D, 0x85, 0x2028, 0x2029, 0x4E00, 0x0B, 0x0E, 0x84]
        for _ in 0..<2_000 {
            let units = (0..<Int.random(in: 0...60, using: &rng)).map { _ in palette.randomElement(using: &rng)! }
            Self.expectScansMatchAPlainSplit(units, breaksUpTo: 3)
        }
    }

    /// The outward scans (the `k`-th break end after and before, for `k` in `1...maxK`) and the
    /// count from and to every position of `units`, against a plain split of the same units.
    static func expectScansMatchAPlainSplit(_ units: [UInt16], breaksUpTo maxK: Int) {
        let ends = Array(ReferenceLines(units).starts.dropFirst())
        let n = units.count
        units.withUnsafeBufferPointer { buffer in
            let base = buffer.baseAddress ?? UnsafePointer(bitPattern: 2)!
            for p in 0...n {
                // Breaks end after p when they end at a unit in p..<n; the others at or before p.
                let after = ends.filter { $0 > p }
                let before = Array(ends.filter { $0 <= p }.reversed())
                for k in 1...maxK {
                    #expect(LineBreaks.endOfBreak(k, in: base, from: p, count: n) == (k <= after.count ? after[k - 1] : nil),
                            "forward k \(k) from \(p) in \(units)")
                    #expect(LineBreaks.endOfBreak(k, in: base, backwardFrom: p, count: n) == (k <= before.count ? before[k - 1] : nil),
                            "backward k \(k) from \(p) in \(units)")
                }
                #expect(LineBreaks.count(base, from: p, to: n, limit: n) == after.count, "count from \(p) in \(units)")
                #expect(LineBreaks.count(base, from: 0, to: p, limit: n) == before.count, "count to \(p) in \(units)")
            }
        }
    }
}
