import Testing
import TestSupport
import TextViewCore

/// The change-description initialisers stop with their documented message, never an overflow trap: what
/// they stop on is decided by the `validate…` functions, tested here.
@Suite struct ChangeSetValidationTests {
    @Test func insertingIntMaxUnitsIsAPreconditionMessageNotAnOverflowTrap() {
        let message = ChangeDescription.validateReplacement(0 ..< 0, insertedLength: Int.max, length: 1)
        #expect(message?.contains("longer than Int.max") == true, "\(message ?? "nil")")
        #expect(ChangeDescription.validateReplacement(0 ..< 1, insertedLength: Int.max, length: 1) == nil,
                "replacing the one unit by Int.max units fits")
        let set = ChangeDescription(replacing: 0 ..< 1, insertedLength: Int.max, length: 1)
        #expect(set.newLength == Int.max)
    }

    @Test func severalReplacementsWhoseGrowthOverflowsAreRefused() {
        let list = [ChangeDescription.Replacement(range: 0 ..< 0, insertedLength: Int.max - 1),
                    ChangeDescription.Replacement(range: 1 ..< 1, insertedLength: 5)]
        let message = ChangeDescription.validateReplacements(list, length: 1)
        #expect(message?.contains("replacement 1") == true, "\(message ?? "nil")")
        #expect(ChangeDescription.validateReplacements([list[0]], length: 1) == nil)
        #expect(ChangeDescription.validateReplacements([list[0]], length: 2)?.contains("Int.max") == true)
    }

    @Test func everyOtherPreconditionKeepsItsMessage() {
        #expect(ChangeDescription.validateLength(-1) == "change description of a text of negative length -1")
        #expect(ChangeDescription.validateReplacement(2 ..< 9, insertedLength: 0, length: 5) == "replaced range 2..<9 is outside 0...5")
        #expect(ChangeDescription.validateReplacement(-1 ..< 0, insertedLength: 0, length: 5) != nil)
        #expect(ChangeDescription.validateReplacement(0 ..< 1, insertedLength: -1, length: 5) == "replacement of 0..<1 inserts -1 units")
        let overlapping = [ChangeDescription.Replacement(range: 0 ..< 3, insertedLength: 0),
                           ChangeDescription.Replacement(range: 2 ..< 4, insertedLength: 0)]
        #expect(ChangeDescription.validateReplacements(overlapping, length: 5)?.contains("starts before the previous one ends") == true)
        #expect(ChangeDescription.validateReplacements(overlapping, length: -1)?.contains("negative length") == true)
    }

    /// Random extreme values against a plain model of the rule: valid exactly when the range is
    /// inside the text, nothing negative is inserted and the exact new length fits in an `Int`.
    @Test func validationMatchesExactArithmetic() {
        var rng = SplitMix64(seed: 0xC4A5_E7)
        print("validationMatchesExactArithmetic seed 0xC4A5E7")
        let extremes = [0, 1, 2, 7, Int.max / 2, Int.max / 2 + 1, Int.max - 1, Int.max, -1, Int.min]
        func pick() -> Int { rng.next() % 2 == 0 ? extremes[Int(rng.next() % UInt64(extremes.count))] : Int(rng.next() % 16) }
        for _ in 0 ..< 5_000 {
            let length = pick(), lower = pick(), count = pick(), inserted = pick()
            guard lower >= 0, count >= 0, !lower.addingReportingOverflow(count).overflow else { continue }
            let range = lower ..< lower + count
            // Both terms are non-negative when the range is inside: the sum fits exactly when the
            // insertion is at most the room left below Int.max.
            let valid = range.upperBound <= length && inserted >= 0 && inserted <= Int.max - (length - count)
            let message = ChangeDescription.validateReplacement(range, insertedLength: inserted, length: length)
            #expect((message == nil) == valid, "\(range) +\(inserted) in \(length): \(message ?? "nil")")
            if message == nil {
                #expect(ChangeDescription(replacing: range, insertedLength: inserted, length: length).newLength == length - count + inserted)
            }
        }
    }
}
