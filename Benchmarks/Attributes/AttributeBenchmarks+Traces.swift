import Foundation
import TextViewCore

extension AttributeBenchmarks {
    /// How many characters are typed before the typing attributes change.
    static let typingRunLength = 300

    /// Replays every trace: insertions carry the current typing attributes (which change every
    /// ``typingRunLength`` typed characters), deletions are plain replacements. Each structure
    /// replays three times from empty; the fastest counts.
    static func traces(_ sizes: AttributeSizes, into table: inout AttributeBenchmarkTable) {
        let traces = AttributeTrace.loadAll(limit: sizes.tracePatches)
        for trace in traces {
            // Which attribute set each patch inserts with (-1: nothing inserted), decided once so
            // every structure does the same thing and the counting is not timed.
            var choice: [Int] = []
            choice.reserveCapacity(trace.patches.count)
            var current = 0
            var typed = 0
            for patch in trace.patches {
                if patch.insert.isEmpty {
                    choice.append(-1)
                    continue
                }
                choice.append(current)
                typed += patch.insert.utf16.count
                if typed >= typingRunLength {
                    typed = 0
                    current = (current + 1) % sets.count
                }
            }
            let workload = "trace \(trace.name)"

            Console.progress("attributes: \(trace.name), TextDocument")
            let (document, documentTime) = AttributeBenchmarkClock.best(of: sizes.traceRepeats) { replayDocument(trace, choice) }
            precondition(document.string == trace.endContent, "TextDocument replay of \(trace.name) diverged")
            table.add(AttributeBenchmarkRow(workload: workload, structure: "TextDocument", operations: trace.patches.count, nanoseconds: documentTime))

            // NSMutableAttributedString's edits are O(n) on Linux: a budgeted run replays a prefix.
            Console.progress("attributes: \(trace.name), NSMutableAttributedString")
            let nsLimit = Swift.min(trace.patches.count, sizes.foundationTracePatches ?? trace.patches.count)
            let foundationSets = self.foundationSets
            let nsInserts = (0..<nsLimit).map { i in
                choice[i] < 0 ? nil : NSAttributedString(string: trace.patches[i].insert, attributes: foundationSets[choice[i]])
            }
            let (ns, nsTime) = AttributeBenchmarkClock.best(of: sizes.traceRepeats) { replayFoundation(trace, nsInserts) }
            let nsExpected = nsLimit == trace.patches.count ? document : prefixReplay(trace, choice, nsLimit)
            precondition(ns.string == nsExpected.string, "NSMutableAttributedString replay of \(trace.name) diverged")
            precondition(runCount(ns) == Array(nsExpected.runs).count, "NSMutableAttributedString runs of \(trace.name): \(runCount(ns)) vs \(Array(nsExpected.runs).count)")
            table.add(AttributeBenchmarkRow(workload: workload, structure: "NSMutableAttributedString", operations: nsLimit, nanoseconds: nsTime))

            // AttributedString is slow enough that long traces are cut (per-op cost is what counts).
            let limit = Swift.min(trace.patches.count, sizes.attributedStringTracePatches)
            let asInserts = (0..<limit).map { i in
                choice[i] < 0 ? nil : AttributedString(trace.patches[i].insert, attributes: containers[choice[i]])
            }
            Console.progress("attributes: \(trace.name), AttributedString")
            let (attributed, asTime) = AttributeBenchmarkClock.best(of: sizes.traceRepeats) { replayAttributedString(trace, asInserts, limit: limit) }
            let expected = prefixReplay(trace, choice, limit)
            precondition(String(attributed.characters) == expected.string, "AttributedString replay of \(trace.name) diverged")
            precondition(attributed.runs.count == Array(expected.runs).count, "AttributedString runs of \(trace.name): \(attributed.runs.count) vs \(Array(expected.runs).count)")
            table.add(AttributeBenchmarkRow(workload: workload, structure: "AttributedString", operations: limit, nanoseconds: asTime))
        }
    }

    /// The document after the first `count` patches, to check a peer that replayed only those.
    static func prefixReplay(_ trace: AttributeTrace, _ choice: [Int], _ count: Int) -> TextDocument {
        replayDocument(AttributeTrace(name: trace.name, patches: Array(trace.patches[..<count]), endContent: ""), choice)
    }

    @inline(never)
    static func replayDocument(_ trace: AttributeTrace, _ choice: [Int]) -> TextDocument {
        var document = TextDocument()
        for (i, patch) in trace.patches.enumerated() {
            let range = NSRange(location: patch.location, length: patch.deleteLength)
            if choice[i] < 0 {
                document.replaceCharacters(in: range, with: "")
            } else {
                document.replaceCharacters(in: range, with: patch.insert, attributes: sets[choice[i]])
            }
        }
        return document
    }

    @inline(never)
    static func replayFoundation(_ trace: AttributeTrace, _ inserts: [NSAttributedString?]) -> NSMutableAttributedString {
        let storage = NSMutableAttributedString(string: "")
        for (i, patch) in trace.patches.prefix(inserts.count).enumerated() {
            let range = NSRange(location: patch.location, length: patch.deleteLength)
            if let insert = inserts[i] {
                storage.replaceCharacters(in: range, with: insert)
            } else {
                storage.replaceCharacters(in: range, with: "")
            }
        }
        return storage
    }

    @inline(never)
    static func replayAttributedString(_ trace: AttributeTrace, _ inserts: [AttributedString?], limit: Int) -> AttributedString {
        var storage = AttributedString()
        for i in 0..<limit {
            let patch = trace.patches[i]
            let utf16 = storage.utf16
            let lower = utf16.index(utf16.startIndex, offsetBy: patch.location)
            let upper = utf16.index(lower, offsetBy: patch.deleteLength)
            if let insert = inserts[i] {
                storage.replaceSubrange(lower ..< upper, with: insert)
            } else {
                storage.removeSubrange(lower ..< upper)
            }
        }
        return storage
    }
}
