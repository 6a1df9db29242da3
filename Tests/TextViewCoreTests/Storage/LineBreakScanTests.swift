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
}
