import Foundation
import Testing
@testable import TextViewCore
import TestSupport

/// Issue 23, item 6: `HeightMap` is a value. Its nodes live in an array changed in place, so a copy
/// must not see the original's later changes, nor the original the copy's.
@Suite struct HeightMapValueTests {
    @Test func aCopyDoesNotAliasTheOriginal() {
        var original = HeightMap(.gap(length: 100, paragraphs: 10, estimate: 1))
        original.replace(paragraphs: 3 ..< 4, with: [.measured(length: 10, height: 2, lines: 2)]) { $0 * 10 }
        let before = original.entries
        var copy = original
        // One paragraph measured again: the in-place path (no node made).
        copy.replace(paragraphs: 3 ..< 4, with: [.measured(length: 10, height: 5, lines: 5)]) { $0 * 10 }
        // A cut inside a gap: split and merge.
        copy.replace(paragraphs: 7 ..< 8, with: [.measured(length: 10, height: 3, lines: 3)]) { $0 * 10 }
        #expect(original.entries == before)
        #expect(original.total.height == 11)
        #expect(copy.total.height == 16)
        // And the other way round: changing the original leaves the copy alone.
        let copied = copy.entries
        original.replace(paragraphs: 0 ..< 1, with: [.measured(length: 10, height: 4, lines: 4)]) { $0 * 10 }
        #expect(copy.entries == copied)
        #expect(copy.total.height == 16)
        #expect(original.total.height == 14)
    }
}

/// The nodes live in pages of 1,024: a map that outgrows the first (paging down through 3,000
/// paragraphs, each measured at the front of the gap below) keeps every entry, and a copy made
/// on the way is not changed by what comes after it.
@Suite struct HeightMapPagesTests {
    @Test func nodesPastTheFirstPageKeepTheirEntriesAndTheirCopies() {
        let count = 3_000
        func entry(_ index: Int) -> HeightEntry { .measured(length: 10, height: Double(1 + index % 3), lines: 1 + index % 3) }
        var map = HeightMap(.gap(length: count * 10, paragraphs: count, estimate: 1))
        var copy: HeightMap? = nil
        for index in 0 ..< count {
            map.replace(paragraphs: index ..< index + 1, with: [entry(index)]) { $0 * 10 }
            if index == 2_000 { copy = map }
        }
        #expect(map.entries == (0 ..< count).map(entry))
        #expect(map.slots.used == count)
        #expect(map.total.height == (0 ..< count).reduce(0.0) { $0 + entry($1).height })
        for index in stride(from: 0, to: count, by: 97) {
            #expect(map.entry(atParagraph: index).before.paragraphs == index)
            #expect(map.entry(atParagraph: index).entry == entry(index))
        }
        #expect(copy?.entries.count == 2_002)
        #expect(copy?.total.measured == 2_001)
        #expect(copy?.entries.last == .gap(length: 999 * 10, paragraphs: 999, estimate: 1))
    }
}

/// The height map against a plain model, one entry per paragraph: measuring paragraphs at the
/// ends of gaps (the in-place path paging takes), inside gaps and in runs (split and merge) gives
/// the same paragraphs, lengths, heights and sums as the model.
@Suite struct HeightMapModelTests {
    /// A paragraph of the model: measured, or in a gap with the gap's estimate.
    enum Paragraph: Equatable {
        case measured(HeightEntry)
        case estimated(Double)
    }

    /// The map's entries one paragraph each, checking that each gap's length is its paragraphs'.
    func expand(_ map: HeightMap, lengths: [Int]) -> [Paragraph] {
        var result: [Paragraph] = []
        for entry in map.entries {
            if entry.paragraphs == 1 && entry.isMeasured {
                result.append(.measured(entry))
            } else {
                let first = result.count
                #expect(entry.length == lengths[first ..< first + entry.paragraphs].reduce(0, +))
                result += Array(repeating: .estimated(entry.height / Double(entry.paragraphs)), count: entry.paragraphs)
            }
        }
        return result
    }

    @Test func measuringParagraphsMatchesAModel() {
        let seed: UInt64 = 0x4E16_4A9
        print("HeightMapModelTests seed \(seed)")
        var generator = SplitMix64(seed: seed)
        func pick(_ count: Int) -> Int { Int(generator.next() % UInt64(count)) }
        for _ in 0 ..< 40 {
            let count = 2 + pick(300)
            // Every paragraph holds its line break but the last, which may be empty.
            var lengths = (0 ..< count).map { i in i == count - 1 && pick(2) == 0 ? 0 : 1 + pick(120) }
            func startsOf(_ lengths: [Int]) -> [Int] {
                var starts = [0]
                for length in lengths { starts.append(starts[starts.count - 1] + length) }
                return starts
            }
            var starts = startsOf(lengths)
            var map = HeightMap(.gap(length: starts[count], paragraphs: count, estimate: 1))
            var model = Array(repeating: Paragraph.estimated(1), count: count)
            for _ in 0 ..< 200 {
                // Mostly one paragraph, often at an end of a gap; sometimes a run.
                var index = pick(count)
                if pick(3) > 0, case .estimated = model[index] {
                    var low = index, high = index
                    while low > 0, case .estimated = model[low - 1] { low -= 1 }
                    while high + 1 < count, case .estimated = model[high + 1] { high += 1 }
                    index = pick(2) == 0 ? low : high
                }
                let run = pick(8) == 0 ? Swift.min(count - index, 1 + pick(5)) : 1
                // Sometimes after an edit: the new entries' lengths are not the old paragraphs'.
                let edited = pick(3) == 0
                let entries = (index ..< index + run).map { i in
                    let lines = 1 + pick(4)
                    let length = edited ? (i == count - 1 ? pick(120) : 1 + pick(120)) : lengths[i]
                    return HeightEntry.measured(length: length, height: Double(lines), lines: lines)
                }
                // Offsets in the text before the replacement, as the layout passes them.
                map.replace(paragraphs: index ..< index + run, with: entries) { starts[$0] }
                for (k, entry) in entries.enumerated() {
                    model[index + k] = .measured(entry)
                    lengths[index + k] = entry.length
                }
                starts = startsOf(lengths)
            }
            #expect(expand(map, lengths: lengths) == model)
            // Every node the replacements removed gave its slot back, and no slot is used twice.
            #expect(map.slots.used == map.entries.count)
            // The sums every query reads agree with the model's.
            #expect(map.total.length == starts[count] && map.total.paragraphs == count)
            for _ in 0 ..< 50 {
                let index = pick(count)
                let found = map.entry(atParagraph: index)
                let first = found.before.paragraphs
                #expect(first <= index && index < first + found.entry.paragraphs)
                #expect(found.before.length == starts[first])
                let height = model[..<first].reduce(0.0) { sum, paragraph in
                    switch paragraph {
                    case .measured(let entry): return sum + entry.height
                    case .estimated(let estimate): return sum + estimate
                    }
                }
                #expect(abs(found.before.height - height) < 1e-6)
            }
        }
    }
}
