import Foundation
import TestSupport
import Testing
import TestingSupport
import TextViewCore

/// The NSAttributedString reading API of a document against NSMutableAttributedString given the
/// same edits: one attribute with its effective and longest effective range, enumeration of one
/// attribute and of all of them with `.reverse` and `.longestEffectiveRangeNotRequired`, and
/// attributed substrings; hostile ranges and locations against the clamping contract (Foundation
/// raises on them).
@Suite(.tags(.parity)) struct TextStorageQueryParityTests {
    static let seeds: [UInt64] = Array(1...16)

    @Test(arguments: seeds)
    func singleAttributeLookupsMatchFoundation(seed: UInt64) {
        print("TextStorageQueryParityTests.singleAttributeLookupsMatchFoundation seed \(seed)")
        var rng = SplitMix64(seed: seed)
        for round in 0..<20 {
            let (doc, reference) = ParityFixtures.document(using: &rng)
            let foundation = reference.foundation
            #expect(Array(doc.utf16) == reference.units, "seed \(seed) round \(round)")
            for _ in 0..<20 {
                let key = AttributePalette.keys.randomElement(using: &rng)!
                let fkey = ReferenceAttributedText.foundationKey(key)
                guard doc.length > 0 else { break }
                let location = Int.random(in: 0..<doc.length, using: &rng)
                var ours = NSRange()
                var theirs = NSRange()
                let value = doc.attribute(key, at: location, effectiveRange: &ours).map { AnyHashable($0) }
                let expected = ParityFixtures.ours(key, fromFoundation: foundation.attribute(fkey, at: location, effectiveRange: &theirs))
                #expect(value == expected, "seed \(seed) round \(round): attribute(\(key), at: \(location))")
                // Foundation's effective range is a stored run; ours is the merged run holding it.
                #expect(NSIntersectionRange(ours, theirs) == theirs && ours == reference.run(at: location)?.range,
                        "seed \(seed) round \(round): effective range \(ours) vs Foundation \(theirs)")

                let limit = ParityFixtures.validRange(in: doc, using: &rng)
                guard limit.length > 0 else { continue }
                let inside = Int.random(in: limit.location ..< NSMaxRange(limit), using: &rng)
                var longest = NSRange()
                var foundationLongest = NSRange()
                let lv = doc.attribute(key, at: inside, longestEffectiveRange: &longest, in: limit).map { AnyHashable($0) }
                let fv = ParityFixtures.ours(key, fromFoundation: foundation.attribute(fkey, at: inside, longestEffectiveRange: &foundationLongest, in: limit))
                #expect(lv == fv && longest == foundationLongest,
                        "seed \(seed) round \(round): longest \(key) at \(inside) in \(limit): \(longest) vs \(foundationLongest) in \(doc.string.debugDescription)")
            }
        }
    }

    @Test(arguments: seeds)
    func enumerationMatchesFoundationInEveryOrder(seed: UInt64) {
        print("TextStorageQueryParityTests.enumerationMatchesFoundationInEveryOrder seed \(seed)")
        var rng = SplitMix64(seed: seed)
        let optionSets: [NSAttributedString.EnumerationOptions] = [[], [.reverse], [.longestEffectiveRangeNotRequired], [.reverse, .longestEffectiveRangeNotRequired]]
        for round in 0..<20 {
            let (doc, reference) = ParityFixtures.document(using: &rng)
            let foundation = reference.foundation
            for options in optionSets {
                let key = AttributePalette.keys.randomElement(using: &rng)!
                let range = ParityFixtures.validRange(in: doc, using: &rng)
                var ours: [(AnyHashable?, NSRange)] = []
                doc.enumerateAttribute(key, in: range, options: options) { value, r, _ in ours.append((value.map { AnyHashable($0) }, r)) }
                var theirs: [(AnyHashable?, NSRange)] = []
                // Foundation on Linux does not clip the ranges it gives with
                // `.longestEffectiveRangeNotRequired`; ours are clipped, as Apple's are.
                foundation.enumerateAttribute(ReferenceAttributedText.foundationKey(key), in: range, options: options) { value, r, _ in
                    theirs.append((ParityFixtures.ours(key, fromFoundation: value), NSIntersectionRange(r, range)))
                }
                let describe = "seed \(seed) round \(round) \(key) in \(range) options \(options.rawValue)"
                if options.contains(.longestEffectiveRangeNotRequired) {
                    // Foundation may split where it stores runs apart; merged, both must agree,
                    // and ours gives one call per run.
                    #expect(ParityFixtures.coalesced(ours).map(\.1) == ParityFixtures.coalesced(theirs).map(\.1), "\(describe)")
                    #expect(ParityFixtures.coalesced(ours).map(\.0) == ParityFixtures.coalesced(theirs).map(\.0), "\(describe)")
                    var runs: [NSRange] = []
                    doc.enumerateAttributes(in: range, options: options.intersection(.reverse)) { _, r, _ in runs.append(r) }
                    #expect(ours.map(\.1) == runs, "\(describe): one call per run")
                } else {
                    #expect(ours.map(\.1) == theirs.map(\.1), "\(describe): \(ours.map(\.1)) vs \(theirs.map(\.1))")
                    #expect(ours.map(\.0) == theirs.map(\.0), "\(describe)")
                }
                // Every run, in the order asked for, against Foundation's merged by value.
                var all: [(AnyHashable?, NSRange)] = []
                doc.enumerateAttributes(in: range, options: options) { attributes, r, _ in all.append((AnyHashable(attributes), r)) }
                var foundationAll: [(AnyHashable?, NSRange)] = []
                foundation.enumerateAttributes(in: range, options: options) { dictionary, r, _ in
                    foundationAll.append((AnyHashable(TextAttributes(foundationAttributes: dictionary)), NSIntersectionRange(r, range)))
                }
                let merged = ParityFixtures.coalesced(foundationAll)
                #expect(all.map(\.1) == merged.map(\.1) && all.map(\.0) == merged.map(\.0), "\(describe): all attributes")

                // A hostile range enumerates what its clamped range does (Foundation raises).
                let hostile = HostileText.range(length: doc.length, using: &rng)
                var fromHostile: [NSRange] = []
                doc.enumerateAttribute(key, in: hostile, options: options) { _, r, _ in fromHostile.append(r) }
                var fromClamped: [NSRange] = []
                if let clamped = doc.clampedRange(hostile, snapping: .scalar) {
                    doc.enumerateAttribute(key, in: clamped, options: options) { _, r, _ in fromClamped.append(r) }
                }
                #expect(fromHostile == fromClamped, "\(describe): hostile \(hostile)")
                let location = HostileText.range(length: doc.length, using: &rng).location
                var hostileRange = NSRange()
                let hostileValue = doc.attribute(key, at: location, effectiveRange: &hostileRange).map { AnyHashable($0) }
                let inside = Swift.min(Swift.max(location, 0), doc.length)
                if inside < doc.length {
                    #expect(hostileValue == doc.attribute(key, at: inside, effectiveRange: nil).map { AnyHashable($0) }
                            && NSLocationInRange(inside, hostileRange), "\(describe): location \(location)")
                } else {
                    #expect(hostileValue == nil && hostileRange == NSRange(location: doc.length, length: 0), "\(describe): location \(location)")
                }
            }
        }
    }

    @Test func enumerationStopsWhereAsked() {
        var doc = TextDocument("aaabbbccc")
        doc.addAttributes(TextAttributes().kern(1), range: NSRange(location: 3, length: 3))
        doc.addAttributes(TextAttributes().kern(2), range: NSRange(location: 6, length: 3))
        for options: NSAttributedString.EnumerationOptions in [[], [.reverse]] {
            var seen: [NSRange] = []
            doc.enumerateAttribute(.kern, in: NSRange(location: 0, length: 9), options: options) { _, r, stop in
                seen.append(r)
                stop = seen.count == 2
            }
            #expect(seen.count == 2, "options \(options.rawValue)")
            var all: [NSRange] = []
            doc.enumerateAttributes(in: NSRange(location: 0, length: 9), options: options) { _, r, stop in
                all.append(r)
                stop = true
            }
            #expect(all == [options.contains(.reverse) ? NSRange(location: 6, length: 3) : NSRange(location: 0, length: 3)])
        }
    }

    @Test(arguments: seeds)
    func attributedSubstringsMatchFoundation(seed: UInt64) {
        print("TextStorageQueryParityTests.attributedSubstringsMatchFoundation seed \(seed)")
        var rng = SplitMix64(seed: seed)
        for round in 0..<20 {
            let (doc, reference) = ParityFixtures.document(using: &rng)
            for _ in 0..<10 {
                let range = ParityFixtures.validRange(in: doc, using: &rng)
                let ours = doc.attributedSubstring(from: range)
                ours._invariantCheck()
                let theirs = TextDocument(reference.foundation.attributedSubstring(from: range))
                #expect(ours == theirs, "seed \(seed) round \(round): attributedSubstring(from: \(range)) of \(doc.string.debugDescription)")
                #expect(ours.string == doc.substring(with: range))
                // Hostile ranges: the substring of the clamped range.
                let hostile = HostileText.range(length: doc.length, using: &rng)
                let clamped = doc.clampedRange(hostile, snapping: .scalar)
                #expect(doc.attributedSubstring(from: hostile) == (clamped.map { doc.attributedSubstring(from: $0) } ?? TextDocument()),
                        "seed \(seed): hostile \(hostile)")
            }
        }
    }

    @Test func hostileLocationsAndLimitsClampInsteadOfRaising() {
        var doc = TextDocument("ab😀cd")
        doc.addAttributes(TextAttributes().kern(3), range: NSRange(location: 2, length: 2))
        var range = NSRange()
        #expect(doc.attribute(.kern, at: Int.max, effectiveRange: &range) == nil && range == NSRange(location: 6, length: 0))
        #expect(doc.attribute(.kern, at: Int.min, effectiveRange: &range) == nil && range == NSRange(location: 0, length: 2))
        #expect(doc.attribute(.kern, at: 3, longestEffectiveRange: &range, in: NSRange(location: 3, length: Int.max)) as? Double == 3)
        #expect(range == NSRange(location: 2, length: 2), "a limit inside the pair widens to it")
        #expect(doc.attribute(.kern, at: 0, longestEffectiveRange: &range, in: NSRange(location: NSNotFound, length: 2)) == nil)
        #expect(range.length == 0)
        var calls = 0
        doc.enumerateAttribute(.kern, in: NSRange(location: NSNotFound, length: 3)) { _, _, _ in calls += 1 }
        doc.enumerateAttributes(in: NSRange(location: 9, length: -100), options: .reverse) { _, _, _ in calls += 10 }
        #expect(calls == 30, "the negative length covers 0..<6 (three runs) in reverse; NSNotFound enumerates nothing")
    }
}
