import TestSupport
import Foundation
import TextViewCore

extension AttributeBenchmarks {
    /// A run every this many characters.
    static let runLength = 100

    /// One random operation of the large-document workloads, the same for every structure.
    struct Operation {
        var location: Int
        var length: Int
        var text: String
        var set: Int
    }

    /// ASCII prose in lines of about 80 characters, `count` UTF-16 units long.
    static func prose(count: Int) -> String {
        let words = ["the", "quick", "brown", "fox", "jumps", "over", "a", "lazy", "dog", "while",
                     "editors", "keep", "attribute", "runs", "in", "step", "with", "text", "paragraph"]
        var random = SplitMix64(seed: 42)
        var result = ""
        result.reserveCapacity(count)
        var line = 0
        while result.utf8.count < count {
            let word = words.randomElement(using: &random)!
            if line + word.count > 80 {
                result += "\n"
                line = 0
            } else if line > 0 {
                result += " "
                line += 1
            }
            result += word
            line += word.count
        }
        return String(result.utf8.prefix(count))!
    }

    /// The large document as a TextDocument: its text, then a run every ``runLength`` characters.
    static func makeDocument(_ text: String, runs: Int) -> TextDocument {
        var document = TextDocument(text)
        for k in 0..<runs {
            document.setAttributes(sets[k % sets.count], range: NSRange(location: k * runLength, length: runLength))
        }
        return document
    }

    /// The large document as an NSMutableAttributedString.
    static func makeFoundation(_ text: String, runs: Int) -> NSMutableAttributedString {
        let foundation = NSMutableAttributedString(string: text)
        let foundationSets = self.foundationSets
        for k in 0..<runs {
            foundation.setAttributes(foundationSets[k % sets.count], range: NSRange(location: k * runLength, length: runLength))
        }
        return foundation
    }

    /// The large document as an AttributedString, built piece by piece.
    static func makeAttributedString(_ text: String, runs: Int) -> AttributedString {
        var attributed = AttributedString()
        let units = Array(text.utf8)
        for k in 0..<runs {
            let piece = String(decoding: units[k * runLength ..< (k + 1) * runLength], as: UTF8.self)
            attributed.append(AttributedString(piece, attributes: containers[k % sets.count]))
        }
        return attributed
    }

    /// The large document on each structure, with a run every ``runLength`` characters, then
    /// random edits, lookups and `setAttributes` over random ranges, each timed per operation.
    /// Every timed loop starts from a structure of its own, built untimed (no copy-on-write copy
    /// is left for the loop to pay).
    static func largeDocument(_ sizes: AttributeSizes, into table: inout AttributeBenchmarkTable) {
        let size = sizes.documentCharacters
        let text = prose(count: size)
        let label = sizes.documentLabel
        let runs = size / runLength
        Console.progress("attributes: building the \(label) document in each structure")
        let document = makeDocument(text, runs: runs)
        let foundation = makeFoundation(text, runs: runs)
        let attributed = makeAttributedString(text, runs: runs)
        precondition(Array(document.runs).count == runs && runCount(foundation) == runs && attributed.runs.count == runs,
                     "the \(label) document should have \(runs) runs everywhere")
        table.note("\(label) document: \(runs) runs of \(runLength) characters, \(sets.count) distinct attribute values; the run tree stores \(16) bytes a run")

        var random = SplitMix64(seed: 7)
        // Random edits keep the length about constant: inserts of 1-8 characters, deletes of 1-8.
        let editCount = sizes.edits
        var length = size
        var edits: [Operation] = []
        for i in 0..<editCount {
            let location = Int.random(in: 0..<length, using: &random)
            if i % 2 == 0 {
                let text = String(repeating: "x", count: Int.random(in: 1...8, using: &random))
                edits.append(Operation(location: location, length: 0, text: text, set: 0))
                length += text.utf16.count
            } else {
                let n = Swift.min(Int.random(in: 1...8, using: &random), length - location)
                edits.append(Operation(location: location, length: n, text: "", set: 0))
                length -= n
            }
        }
        let lookups = (0..<sizes.lookups).map { _ in
            Operation(location: Int.random(in: 0..<size, using: &random), length: 0, text: "", set: 0)
        }
        let updates = (0..<sizes.updates).map { _ -> Operation in
            let location = Int.random(in: 0..<size, using: &random)
            let n = Swift.min(Int.random(in: 1...2_000, using: &random), size - location)
            return Operation(location: location, length: n, text: "", set: Int.random(in: 0..<sets.count, using: &random))
        }

        Console.progress("attributes: \(label) random edits")
        measureEdits(label: label, sizes: sizes, text: text, runs: runs, reference: document, edits: edits, into: &table)
        Console.progress("attributes: \(label) lookups")
        measureLookups(label: label, sizes: sizes, document: document, foundation: foundation, attributed: attributed, lookups: lookups, into: &table)
        Console.progress("attributes: \(label) setAttributes")
        measureUpdates(label: label, sizes: sizes, text: text, runs: runs, reference: document, updates: updates, into: &table)
    }

    private static func measureEdits(
        label: String, sizes: AttributeSizes, text: String, runs: Int, reference: TextDocument,
        edits: [Operation], into table: inout AttributeBenchmarkTable
    ) {
        let workload = "\(label) random edits"
        var doc = makeDocument(text, runs: runs)
        let (_, docTime) = AttributeBenchmarkClock.measure {
            for edit in edits {
                doc.replaceCharacters(in: NSRange(location: edit.location, length: edit.length), with: edit.text)
            }
        }
        table.add(AttributeBenchmarkRow(workload: workload, structure: "TextDocument", operations: edits.count, nanoseconds: docTime))

        let nsCount = Swift.min(edits.count, sizes.peerEdits)
        let ns = makeFoundation(text, runs: runs)
        let (_, nsTime) = AttributeBenchmarkClock.measure {
            for edit in edits[..<nsCount] {
                ns.replaceCharacters(in: NSRange(location: edit.location, length: edit.length), with: edit.text)
            }
        }
        table.add(AttributeBenchmarkRow(workload: workload, structure: "NSMutableAttributedString", operations: nsCount, nanoseconds: nsTime))

        let asCount = Swift.min(edits.count, sizes.peerEdits)
        var string = makeAttributedString(text, runs: runs)
        let (_, asTime) = AttributeBenchmarkClock.measure {
            for edit in edits[..<asCount] {
                let utf16 = string.utf16
                let lower = utf16.index(utf16.startIndex, offsetBy: edit.location)
                let upper = utf16.index(lower, offsetBy: edit.length)
                string.unicodeScalars.replaceSubrange(lower ..< upper, with: edit.text.unicodeScalars)
            }
        }
        table.add(AttributeBenchmarkRow(workload: workload, structure: "AttributedString", operations: asCount, nanoseconds: asTime))

        // The same edits on the reference document must give the same text and runs as Foundation.
        var check = reference
        for edit in edits[..<nsCount] {
            check.replaceCharacters(in: NSRange(location: edit.location, length: edit.length), with: edit.text)
        }
        precondition(check.string == ns.string, "random edits: TextDocument and NSMutableAttributedString texts differ")
        precondition(Array(check.runs).count == runCount(ns), "random edits: run counts differ")
    }

    private static func measureLookups(
        label: String, sizes: AttributeSizes, document: TextDocument, foundation: NSMutableAttributedString,
        attributed: AttributedString, lookups: [Operation], into table: inout AttributeBenchmarkTable
    ) {
        let workload = "\(label) attributes(at:)"
        let (docSum, docTime) = AttributeBenchmarkClock.measure { () -> Int in
            var sum = 0
            var range = NSRange()
            for lookup in lookups {
                let attributes = document.attributes(at: lookup.location, effectiveRange: &range)
                sum &+= range.location &+ (attributes.kern == nil ? 0 : 1)
            }
            return sum
        }
        table.add(AttributeBenchmarkRow(workload: workload, structure: "TextDocument", operations: lookups.count, nanoseconds: docTime))

        let (nsSum, nsTime) = AttributeBenchmarkClock.measure { () -> Int in
            var sum = 0
            var range = NSRange()
            for lookup in lookups {
                let attributes = foundation.attributes(at: lookup.location, effectiveRange: &range)
                sum &+= range.location &+ (attributes[.textViewCoreKern] == nil ? 0 : 1)
            }
            return sum
        }
        table.add(AttributeBenchmarkRow(workload: workload, structure: "NSMutableAttributedString", operations: lookups.count, nanoseconds: nsTime))
        precondition(docSum == nsSum, "lookups: TextDocument and NSMutableAttributedString disagree")

        let asCount = Swift.min(lookups.count, sizes.attributedStringLookups)
        let (_, asTime) = AttributeBenchmarkClock.measure { () -> Int in
            var sum = 0
            let utf16 = attributed.utf16
            for lookup in lookups[..<asCount] {
                let index = utf16.index(utf16.startIndex, offsetBy: lookup.location)
                let run = attributed.runs[index]
                let start = utf16.distance(from: utf16.startIndex, to: run.range.lowerBound)
                sum &+= start &+ (run.textViewKern == nil ? 0 : 1)
            }
            return sum
        }
        table.add(AttributeBenchmarkRow(workload: workload, structure: "AttributedString", operations: asCount, nanoseconds: asTime))
    }

    private static func measureUpdates(
        label: String, sizes: AttributeSizes, text: String, runs: Int, reference: TextDocument,
        updates: [Operation], into table: inout AttributeBenchmarkTable
    ) {
        let workload = "\(label) setAttributes, 1-2000"
        var doc = makeDocument(text, runs: runs)
        let (_, docTime) = AttributeBenchmarkClock.measure {
            for update in updates {
                doc.setAttributes(sets[update.set], range: NSRange(location: update.location, length: update.length))
            }
        }
        table.add(AttributeBenchmarkRow(workload: workload, structure: "TextDocument", operations: updates.count, nanoseconds: docTime))

        let ns = makeFoundation(text, runs: runs)
        let foundationSets = self.foundationSets
        let (_, nsTime) = AttributeBenchmarkClock.measure {
            for update in updates {
                ns.setAttributes(foundationSets[update.set], range: NSRange(location: update.location, length: update.length))
            }
        }
        table.add(AttributeBenchmarkRow(workload: workload, structure: "NSMutableAttributedString", operations: updates.count, nanoseconds: nsTime))
        precondition(Array(doc.runs).count == runCount(ns), "setAttributes: run counts differ (\(Array(doc.runs).count) vs \(runCount(ns)))")

        let asCount = Swift.min(updates.count, sizes.attributedStringUpdates)
        var string = makeAttributedString(text, runs: runs)
        let (_, asTime) = AttributeBenchmarkClock.measure {
            for update in updates[..<asCount] {
                let utf16 = string.utf16
                let lower = utf16.index(utf16.startIndex, offsetBy: update.location)
                let upper = utf16.index(lower, offsetBy: update.length)
                string[lower ..< upper].setAttributes(containers[update.set])
            }
        }
        table.add(AttributeBenchmarkRow(workload: workload, structure: "AttributedString", operations: asCount, nanoseconds: asTime))
        var check = reference
        for update in updates[..<asCount] {
            check.setAttributes(sets[update.set], range: NSRange(location: update.location, length: update.length))
        }
        precondition(Array(check.runs).count == string.runs.count, "setAttributes: AttributedString run count differs")
    }
}
