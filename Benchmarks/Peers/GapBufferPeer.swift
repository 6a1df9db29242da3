import Foundation

/// A gap buffer of UTF-16 code units: one array with a hole at the last edit (what Emacs keeps),
/// so typing is a store into the hole and moving the caret a memmove of the distance moved.
/// Written here as a peer; it has no line index.
struct GapBufferPeer: BenchmarkPeer {
    /// The text before the gap, the gap (garbage), the text after it.
    private var units: [UInt16]
    private var gapStart: Int
    private var gapEnd: Int

    static let lineLookupMethod = "naive scan (no line API)"

    /// The gap a fresh or grown buffer gets, at least.
    private static let minimumGap = 64

    init(loading text: String) {
        units = Array(text.utf16)
        gapStart = units.count
        units.append(contentsOf: repeatElement(0, count: Self.minimumGap))
        gapEnd = units.count
    }

    static func makeInsertion(_ text: String) -> [UInt16] { Array(text.utf16) }

    mutating func replace(location: Int, length: Int, with insertion: [UInt16]) {
        moveGap(to: location)
        gapEnd += length
        if insertion.count > gapEnd - gapStart { grow(toFit: insertion.count) }
        let start = gapStart
        units.withUnsafeMutableBufferPointer { buffer in
            for (k, unit) in insertion.enumerated() { buffer[start + k] = unit }
        }
        gapStart += insertion.count
    }

    /// Moves the gap so that it starts at `location`, shifting the text between.
    private mutating func moveGap(to location: Int) {
        let (gapStart, gapEnd) = (self.gapStart, self.gapEnd)
        if location == gapStart { return }
        units.withUnsafeMutableBufferPointer { buffer in
            let base = UnsafeMutableRawPointer(buffer.baseAddress!)
            let size = MemoryLayout<UInt16>.stride
            if location < gapStart {
                let moved = gapStart - location
                (base + (gapEnd - moved) * size).copyMemory(from: base + location * size, byteCount: moved * size)
            } else {
                let moved = location - gapStart
                (base + gapStart * size).copyMemory(from: base + gapEnd * size, byteCount: moved * size)
            }
        }
        self.gapEnd = gapEnd + location - gapStart
        self.gapStart = location
    }

    /// Doubles the buffer (at least), keeping the gap where it is.
    private mutating func grow(toFit needed: Int) {
        let gap = max(units.count, needed + Self.minimumGap)
        var grown: [UInt16] = []
        grown.reserveCapacity(units.count + gap)
        grown.append(contentsOf: units[..<gapStart])
        grown.append(contentsOf: repeatElement(0, count: gap + gapEnd - gapStart))
        grown.append(contentsOf: units[gapEnd...])
        gapEnd += grown.count - units.count
        units = grown
    }

    var length: Int { units.count - (gapEnd - gapStart) }

    var content: String { String(decoding: units[..<gapStart] + units[gapEnd...], as: UTF16.self) }

    func lineRange(containing location: Int) -> NSRange {
        NaiveLineScanner.lineRange(in: units[..<gapStart] + units[gapEnd...], containing: location)
    }
}
