import TestSupport
import Foundation
import TextViewCore

/// Runs the layout benchmarks and prints their figures: relayout after a keystroke in a large
/// document, opening a very large document and laying out one viewport, and offset ↔ y queries at
/// two sizes. Each figure is the median of several repeats (CPU time), with the range.
///
/// - Parameter quick: A smoke run (1 MB and 4 MB documents, few repeats); the full run uses the
///   10 MB and 100 MB documents the targets are stated for.
/// - Returns: The figures and targets for the opening screen.
func runLayoutBenchmarks(quick: Bool) -> SectionVerdict {
    var benchmarks = LayoutBenchmarks(quick: quick)
    Console.output("")
    Console.output("Layout benchmarks (\(quick ? "quick" : "full")), terminal-cell measurer, width 80")
    #if DEBUG
    Console.output("note: a debug build; these numbers mean nothing (use swift run -c release)")
    #endif
    benchmarks.keystroke()
    benchmarks.openAndViewport()
    benchmarks.queries()
    Console.output(benchmarks.met ? "all layout targets met" : "SOME LAYOUT TARGETS MISSED")
    return benchmarks.verdict
}

/// The workloads of ``runLayoutBenchmarks(quick:)``.
struct LayoutBenchmarks {
    let quick: Bool
    var met = true
    var verdict = SectionVerdict()
    var repeats: Int { quick ? 3 : 5 }
    /// The document of the keystroke benchmark (10 MB full).
    var editSize: Int { quick ? 1 << 20 : 10 << 20 }
    /// The large document of the open and query benchmarks (100 MB full).
    var largeSize: Int { quick ? 4 << 20 : 100 << 20 }
    /// The small document of the query benchmark.
    var smallSize: Int { 1 << 20 }

    init(quick: Bool) {
        self.quick = quick
    }

    /// `units` UTF-16 units of prose in paragraphs of 20 to 140 characters (80 on average), from
    /// a pool of distinct paragraphs.
    static func text(units: Int) -> String {
        var random = SplitMix64(seed: 14)
        let words = ["the", "layout", "of", "a", "paragraph", "wraps", "at", "its", "width", "and", "lines",
                     "have", "heights", "editor", "caret", "moves", "by", "visual", "line", "text"]
        let pool: [String] = (0 ..< 997).map { _ in
            var paragraph = ""
            let target = Int.random(in: 20 ... 140, using: &random)
            while paragraph.utf16.count < target {
                paragraph += (paragraph.isEmpty ? "" : " ") + words.randomElement(using: &random)!
            }
            return paragraph + "\n"
        }
        var result = ""
        result.reserveCapacity(units + 200)
        var index = 0
        while result.utf16.count < units {
            result += pool[index % pool.count]
            index += 1
        }
        return result
    }

    /// The median and range of `samples`, formatted in `unit` (divisor from nanoseconds).
    static func format(_ samples: [Double], _ unit: String, _ divisor: Double) -> String {
        let sorted = samples.sorted()
        let median = sorted[sorted.count / 2] / divisor
        return String(format: "%.2f %@ (range %.2f–%.2f)", median, unit, sorted[0] / divisor, sorted[sorted.count - 1] / divisor)
    }

    static func median(_ samples: [Double]) -> Double {
        samples.sorted()[samples.count / 2]
    }

    /// Typing one character at random places of the edit document, each in a paragraph already
    /// laid out (one types where one sees), the layout updated after each keystroke; against
    /// laying out one paragraph from scratch.
    mutating func keystroke() {
        let base = TextDocument(Self.text(units: editSize))
        let keystrokes = quick ? 2_000 : 20_000
        var perKeystroke: [Double] = []
        var perParagraph: [Double] = []
        var touched = 0
        for round in 0 ..< repeats {
            var document = base
            let layout = TextLayout(document: document, width: 80)
            _ = layout.visibleRange(in: LayoutRect(x: 0, y: 0, width: 80, height: 50))
            var random = SplitMix64(seed: UInt64(round + 1))
            var total: UInt64 = 0
            var lengths = 0
            for _ in 0 ..< keystrokes {
                let location = Int.random(in: 0 ..< document.length, using: &random)
                // One types where one sees: the paragraph is laid out already (untimed).
                _ = layout.caretRect(at: location)
                let length = document.length
                document.replaceCharacters(in: NSRange(location: location, length: 0), with: "x")
                let changes = ChangeSet(replacing: location ..< location, with: "x", length: length)
                let start = BenchmarkClock.cpuNow()
                layout.update(to: document, changes: changes)
                total += BenchmarkClock.cpuNow() - start
                lengths += document.paragraphRange(containing: location).length
            }
            perKeystroke.append(Double(total) / Double(keystrokes))
            touched = lengths / keystrokes
            // The same paragraphs laid out from scratch: a layout of a small document, all of it.
            let sample = TextDocument(Self.text(units: 64 << 10))
            let fresh = TextLayout(document: sample, width: 80)
            let start = BenchmarkClock.cpuNow()
            fresh.layoutAll()
            perParagraph.append(Double(BenchmarkClock.cpuNow() - start) / Double(sample.lineCount))
        }
        let fixed = Self.median(perKeystroke) - Self.median(perParagraph)
        let ok = fixed <= 5_000
        met = met && ok
        verdict.rows.append(.init(workload: "layout, update after a keystroke, \(editSize >> 20) MB",
                                  own: Self.median(perKeystroke) / 1_000, unit: " µs"))
        verdict.target("layout: a keystroke's relayout ≤ 5 µs beyond its paragraph", met: ok,
                       detail: String(format: "%.2f µs", fixed / 1_000))
        Console.output("  keystroke relayout, \(editSize >> 20) MB, \(base.lineCount) paragraphs (touched paragraph \(touched) units on average):")
        Console.output("    update after a keystroke: \(Self.format(perKeystroke, "µs", 1_000))")
        Console.output("    one paragraph laid out from scratch: \(Self.format(perParagraph, "µs", 1_000))")
        Console.output(String(format: "    fixed part (update − paragraph): %.2f µs, target ≤ 5 µs: %@", fixed / 1_000, ok ? "met" : "MISSED"))
    }

    /// Creating a layout of the large document and laying out the first viewport of 50 lines,
    /// and one in the middle.
    mutating func openAndViewport() {
        let document = TextDocument(Self.text(units: largeSize))
        var first: [Double] = []
        var middle: [Double] = []
        var laidOut = 0
        for _ in 0 ..< repeats {
            let start = BenchmarkClock.cpuNow()
            let layout = TextLayout(document: document, width: 80)
            let range = layout.visibleRange(in: LayoutRect(x: 0, y: 0, width: 80, height: 50))
            first.append(Double(BenchmarkClock.cpuNow() - start))
            precondition(range.length > 0, "the first viewport shows nothing")
            let mid = BenchmarkClock.cpuNow()
            _ = layout.visibleRange(in: LayoutRect(x: 0, y: layout.documentHeight / 2, width: 80, height: 50))
            middle.append(Double(BenchmarkClock.cpuNow() - mid))
            laidOut = layout.laidOutParagraphCount
        }
        let ok = Self.median(first) <= 50e6 && Self.median(middle) <= 50e6
        met = met && ok
        verdict.rows.append(.init(workload: "layout, open \(largeSize >> 20) MB + first viewport",
                                  own: Self.median(first) / 1e6, unit: " ms"))
        verdict.target("layout: open \(largeSize >> 20) MB and lay out a viewport ≤ 50 ms", met: ok,
                       detail: String(format: "first %.1f ms, middle %.1f ms", Self.median(first) / 1e6, Self.median(middle) / 1e6))
        Console.output("  open \(largeSize >> 20) MB (\(document.lineCount) paragraphs) and lay out a 50-line viewport (\(laidOut) paragraphs laid out in all):")
        Console.output("    layout created + first viewport: \(Self.format(first, "ms", 1e6))")
        Console.output("    a viewport in the middle: \(Self.format(middle, "ms", 1e6))")
        Console.output("    target ≤ 50 ms: \(ok ? "met" : "MISSED")")
    }

    /// Caret rectangles (offset → y) and hit tests (y → offset) at 1 MB and at the large size:
    /// warm (50 paragraphs spread over the document, laid out and cached, asked about in turn:
    /// the tree of heights and the rope lookups) and cold (random places: each query lays its
    /// paragraph out again).
    mutating func queries() {
        let count = quick ? 5_000 : 20_000
        func measure(_ size: Int, warm: Bool) -> [Double] {
            let document = TextDocument(Self.text(units: size))
            let layout = TextLayout(document: document, width: 80)
            var random = SplitMix64(seed: 3)
            let places = warm
                ? (0 ..< 50).map { _ in Int.random(in: 0 ... document.length, using: &random) }
                : (0 ..< count).map { _ in Int.random(in: 0 ... document.length, using: &random) }
            let offsets = (0 ..< count).map { places[$0 % places.count] }
            for offset in places { _ = layout.caretRect(at: offset) }
            let ys = offsets.map { layout.caretRect(at: $0).midY }
            var samples: [Double] = []
            var sink = 0.0
            for _ in 0 ..< repeats {
                let start = BenchmarkClock.cpuNow()
                for (offset, y) in zip(offsets, ys) {
                    sink += layout.caretRect(at: offset).y
                    sink += Double(layout.closestPosition(to: LayoutPoint(x: 10, y: y)).offset)
                }
                samples.append(Double(BenchmarkClock.cpuNow() - start) / Double(2 * count))
            }
            precondition(sink.isFinite)
            return samples
        }
        for warm in [true, false] {
            let small = measure(smallSize, warm: warm)
            let large = measure(largeSize, warm: warm)
            let ratio = Self.median(large) / Self.median(small)
            let ok = ratio <= 2
            if warm {
                met = met && ok
                verdict.rows.append(.init(workload: "layout, caret rect + hit test, \(largeSize >> 20) MB",
                                          own: Self.median(large) / 1_000, unit: " µs"))
                verdict.target("layout: warm offset ↔ y queries, \(largeSize >> 20) MB ≤ 2× \(smallSize >> 20) MB", met: ok,
                               detail: String(format: "%.2f×", ratio))
            }
            Console.output("  offset ↔ y queries, \(warm ? "warm (laid-out paragraphs)" : "cold (each query lays its paragraph out)"): caret rect and hit test")
            Console.output("    \(smallSize >> 20) MB: \(Self.format(small, "µs", 1_000))")
            Console.output("    \(largeSize >> 20) MB: \(Self.format(large, "µs", 1_000))")
            Console.output(String(format: "    ratio %.2f%@", ratio, warm ? (ok ? ", target ≤ 2: met" : ", target ≤ 2: MISSED") : " (for information)"))
        }
    }
}
