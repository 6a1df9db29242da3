import Foundation
import Testing
import TextViewCore

/// A change set written as CodeMirror's tests write `ChangeDesc`s: sections separated by spaces,
/// `len` for unchanged text and `len:ins` for a replacement of `len` units by `ins`. Touching
/// sections become touching replacements, which `ChangeSet` merges.
func codeMirrorChangeSet(_ spec: String) -> ChangeSet {
    var replacements: [ChangeSet.Replacement] = []
    var position = 0
    for section in spec.split(separator: " ") {
        let parts = section.split(separator: ":").map { Int($0)! }
        if parts.count == 2 {
            replacements.append(.init(range: position..<(position + parts[0]), insertedLength: parts[1]))
        }
        position += parts[0]
    }
    return ChangeSet(replacements: replacements, length: position)
}

/// Unit examples; the randomised properties are in ChangeSetPropertyTests.
@Suite struct ChangeSetTests {
    // MARK: Construction and normalisation

    @Test func anEmptyChangeSetChangesNothing() {
        let changes = ChangeSet(length: 7)
        #expect(changes.isEmpty)
        #expect(changes.oldLength == 7 && changes.newLength == 7 && changes.changeInLength == 0)
        #expect(changes.replacements.isEmpty)
        #expect(changes.editedRange == nil)
        #expect((0...7).allSatisfy { changes.mapPosition($0) == $0 && changes.mapPosition($0, association: .before) == $0 })
        #expect(changes.inverted() == changes)
    }

    @Test func aNoOpReplacementIsDropped() {
        #expect(ChangeSet(replacing: 3..<3, insertedLength: 0, length: 7) == ChangeSet(length: 7))
        let changes = ChangeSet(replacements: [.init(range: 1..<1, insertedLength: 0), .init(range: 4..<5, insertedLength: 2)], length: 7)
        #expect(changes.replacements == [.init(range: 4..<5, insertedLength: 2)])
    }

    @Test func touchingReplacementsMergeIntoOne() {
        // An insertion at 2, a deletion of 2..<4 and a replacement of 4..<5: one replacement.
        let changes = ChangeSet(
            replacements: [.init(range: 2..<2, insertedLength: 3), .init(range: 2..<4, insertedLength: 0), .init(range: 4..<5, insertedLength: 1)],
            length: 9
        )
        #expect(changes.replacements == [.init(range: 2..<5, insertedLength: 4)])
        #expect(changes == ChangeSet(replacing: 2..<5, insertedLength: 4, length: 9))
        #expect(changes.newLength == 10)
    }

    @Test func separateReplacementsStayApart() {
        let changes = ChangeSet(replacements: [.init(range: 1..<2, insertedLength: 3), .init(range: 3..<3, insertedLength: 2)], length: 6)
        #expect(changes.replacements.count == 2)
        #expect(changes.newLength == 10)
        #expect(changes.changeInLength == 4)
    }

    @Test func theSameEditsInEitherOrderGiveEqualChangeSets() {
        // Typing "ab" at 4, versus typing "b" then moving back and typing "a" before it.
        let forward = ChangeSet(replacing: 4..<4, insertedLength: 1, length: 10)
            .composed(with: ChangeSet(replacing: 5..<5, insertedLength: 1, length: 11))
        let backward = ChangeSet(replacing: 4..<4, insertedLength: 1, length: 10)
            .composed(with: ChangeSet(replacing: 4..<4, insertedLength: 1, length: 11))
        #expect(forward == backward)
        #expect(forward == ChangeSet(replacing: 4..<4, insertedLength: 2, length: 10))
        #expect(forward.hashValue == backward.hashValue)
    }

    // MARK: NSTextStorage's editedRange and changeInLength

    @Test func appleTextStorageExample() {
        // NSTextStorage's documentation: replacing "The" with "Several" at 0 in "The quick"
        // gives editedRange {0, 7} and changeInLength 4.
        let changes = ChangeSet(replacing: 0..<3, insertedLength: 7, length: 9)
        #expect(changes.editedRange == NSRange(location: 0, length: 7))
        #expect(changes.changeInLength == 4)
        #expect(changes.newLength == 13)
    }

    @Test func editedRangeSpansAllReplacementsInNewCoordinates() {
        // 1..<2 -> 3 moves everything after it by 2; the insertion at 5 lands at 7..<9.
        let changes = ChangeSet(replacements: [.init(range: 1..<2, insertedLength: 3), .init(range: 5..<5, insertedLength: 2)], length: 10)
        #expect(changes.editedRange == NSRange(location: 1, length: 8))
    }

    @Test func aDeletionsEditedRangeIsEmptyAtTheDeletionPoint() {
        let changes = ChangeSet(replacing: 2..<5, insertedLength: 0, length: 10)
        #expect(changes.editedRange == NSRange(location: 2, length: 0))
        #expect(changes.changeInLength == -3)
    }

    // MARK: mapPosition (CodeMirror's test-change.ts "mapPos"; its default assoc is -1, .before)

    @Test func mapsThroughAnInsertion() {
        let changes = codeMirrorChangeSet("4 0:2 4")
        #expect(changes.mapPosition(0, association: .before) == 0)
        #expect(changes.mapPosition(4, association: .before) == 4)
        #expect(changes.mapPosition(4, association: .after) == 6)
        #expect(changes.mapPosition(5, association: .before) == 7)
        #expect(changes.mapPosition(8, association: .before) == 10)
    }

    @Test func mapsThroughADeletion() {
        let changes = codeMirrorChangeSet("4 4:0 4")
        for association in [ChangeAssociation.before, .after] {
            let mapped = [0, 4, 5, 7, 8, 9, 12].map { changes.mapPosition($0, association: association) }
            #expect(mapped == [0, 4, 4, 4, 4, 5, 8], "association \(association)")
        }
    }

    @Test func mapsThroughMultipleInsertions() {
        let changes = codeMirrorChangeSet("0:2 2 0:2 2 0:2")
        #expect(changes.mapPosition(0, association: .before) == 0)
        #expect(changes.mapPosition(0, association: .after) == 2)
        #expect(changes.mapPosition(1, association: .before) == 3)
        #expect(changes.mapPosition(2, association: .before) == 4)
        #expect(changes.mapPosition(2, association: .after) == 6)
        #expect(changes.mapPosition(3, association: .before) == 7)
        #expect(changes.mapPosition(4, association: .before) == 8)
        #expect(changes.mapPosition(4, association: .after) == 10)
    }

    @Test func mapsThroughMultipleDeletions() {
        let changes = codeMirrorChangeSet("2:0 2 2:0 2 2:0")
        let mapped = (0...10).map { changes.mapPosition($0, association: .before) }
        #expect(mapped == [0, 0, 0, 1, 2, 2, 2, 3, 4, 4, 4])
    }

    @Test func staysOnItsOwnSideOfAReplacement() {
        let changes = codeMirrorChangeSet("2 2:2 2")
        // At the range's edges the association does not matter; strictly inside it picks the side.
        #expect(changes.mapPosition(2, association: .after) == 2)
        #expect(changes.mapPosition(2, association: .before) == 2)
        #expect(changes.mapPosition(3, association: .before) == 2)
        #expect(changes.mapPosition(3, association: .after) == 4)
        #expect(changes.mapPosition(4, association: .after) == 4)
        #expect(changes.mapPosition(4, association: .before) == 4)
    }

    @Test func insideADeletionBothAssociationsMeet() {
        let changes = ChangeSet(replacing: 3..<8, insertedLength: 0, length: 10)
        #expect(changes.mapPosition(5, association: .before) == 3)
        #expect(changes.mapPosition(5, association: .after) == 3)
        #expect(changes.mapPosition(9) == 4)
    }

    @Test func theDefaultAssociationIsAfter() {
        let changes = ChangeSet(replacing: 3..<3, insertedLength: 2, length: 5)
        #expect(changes.mapPosition(3) == 5)
        #expect(changes.mapPosition(3, association: .before) == 3)
    }

    @Test func positionsOutsideTheTextAreClamped() {
        let changes = ChangeSet(replacing: 0..<0, insertedLength: 4, length: 5)
        #expect(changes.mapPosition(-3, association: .before) == 0)
        #expect(changes.mapPosition(-3) == 4)
        #expect(changes.mapPosition(99) == 9)
        #expect(ChangeSet(length: 5).mapPosition(Int.max) == 5)
        #expect(ChangeSet(length: 5).mapPosition(Int.min) == 0)
    }

    // MARK: The seam between touching changes (CodeMirror keeps them apart; they merge here)

    @Test func insertionsAroundAReplacementMergeWithIt() {
        // CodeMirror: 0 -> 0/1, 1 -> 1/3, 2 -> 3/4 (before/after). Merged into 0..<2 -> 4,
        // 0 and 2 are its edges and 1 is strictly inside.
        let changes = codeMirrorChangeSet("0:1 2:2 0:1")
        #expect(changes.replacements == [.init(range: 0..<2, insertedLength: 4)])
        #expect([0, 1, 2].map { changes.mapPosition($0, association: .before) } == [0, 0, 4])
        #expect([0, 1, 2].map { changes.mapPosition($0, association: .after) } == [0, 4, 4])
    }

    @Test func aPositionBetweenTouchingReplacementsIsInsideTheMergedOne() {
        // CodeMirror maps 2 to 2 either way ("stays in between replacements").
        let changes = codeMirrorChangeSet("2:2 2:2")
        #expect(changes.mapPosition(2, association: .before) == 0)
        #expect(changes.mapPosition(2, association: .after) == 4)
    }

    @Test func anInsertionAfterADeletionIsNoLongerAnInsertionPoint() {
        // "2 0:2 2:0 0:2 2 2:0 0:2": CodeMirror maps 4 (the end of the deletion 2..<4, where 2
        // units are inserted) to 4 with assoc -1; merged into 2..<4 -> 4, 4 is its end.
        let changes = codeMirrorChangeSet("2 0:2 2:0 0:2 2 2:0 0:2")
        #expect(changes.replacements == [.init(range: 2..<4, insertedLength: 4), .init(range: 6..<8, insertedLength: 2)])
        #expect(changes.mapPosition(4, association: .before) == 6)
        #expect(changes.mapPosition(5, association: .before) == 7)
        // Likewise the end of the text, where CodeMirror maps 8 to 8 (before its last insertion).
        #expect(changes.mapPosition(8, association: .before) == 10)
        #expect(changes.mapPosition(8, association: .after) == 10)
    }

    // MARK: Composition (CodeMirror's test-change.ts "composition", results normalised)

    @Test(arguments: [
        (["5 0:2", "1 2:0 4"], "1 2:0 2 0:2"),  // unrelated changes
        (["2 0:2 2", "2 2:0 2"], "4"),  // an insertion cancelled by a deletion
        (["2 0:2 2", "4 0:3 2"], "2 0:5 2"),  // adjacent insertions join
        (["2 5:0", "1 1:0"], "1 6:0"),  // adjacent deletions join
        (["2 2:0 0:3", "5:0"], "4:0"),  // one deletion shadows several changes
        (["", "0:8", "8:0", "", ""], ""),  // empty sets
        (["2 2:2 2:2 2", "1 2:2 2:2 2:2 1"], "1 6:6 1"),
        (["1 2:2 2:2 2:2 1", "2 2:2 2:2 2"], "1 6:6 1"),
        (["1 2:3 3:2 1", "2 3:1 2"], "1 5:3 1"),
    ])
    func composesLikeCodeMirror(sets: [String], expected: String) {
        let changeSets = sets.map(codeMirrorChangeSet)
        let composed = changeSets.dropFirst().reduce(changeSets[0]) { $0.composed(with: $1) }
        #expect(composed == codeMirrorChangeSet(expected), "\(sets) composed: \(composed)")
    }

    @Test func composingTwoKeystrokesKeepsOneReplacement() {
        var changes = ChangeSet(length: 20)
        for offset in 0..<5 {
            changes = changes.composed(with: ChangeSet(replacing: (7 + offset)..<(7 + offset), insertedLength: 1, length: 20 + offset))
        }
        // Backspace twice.
        changes = changes.composed(with: ChangeSet(replacing: 11..<12, insertedLength: 0, length: 25))
        changes = changes.composed(with: ChangeSet(replacing: 10..<11, insertedLength: 0, length: 24))
        #expect(changes == ChangeSet(replacing: 7..<7, insertedLength: 3, length: 20))
    }

    @Test func composingAReplacementWithItsInverseKeepsTheReplacedRange() {
        // Without the text, a change set cannot know that the units put back are the old ones.
        let changes = ChangeSet(replacing: 2..<5, insertedLength: 1, length: 8)
        #expect(changes.composed(with: changes.inverted()) == ChangeSet(replacing: 2..<5, insertedLength: 3, length: 8))
    }

    @Test func anEmptyChangeSetIsTheIdentityOfComposition() {
        let changes = ChangeSet(replacing: 1..<4, insertedLength: 6, length: 9)
        #expect(ChangeSet(length: 9).composed(with: changes) == changes)
        #expect(changes.composed(with: ChangeSet(length: 12)) == changes)
    }

    // MARK: Inversion

    @Test func invertingMovesRangesToNewCoordinatesAndSwapsLengths() {
        let changes = ChangeSet(replacements: [.init(range: 1..<3, insertedLength: 5), .init(range: 6..<9, insertedLength: 0)], length: 10)
        #expect(changes.newLength == 10)
        let inverse = changes.inverted()
        #expect(inverse.oldLength == 10 && inverse.newLength == 10)
        #expect(inverse.replacements == [.init(range: 1..<6, insertedLength: 2), .init(range: 9..<9, insertedLength: 3)])
        #expect(inverse.inverted() == changes)
    }

    // MARK: Description

    @Test func descriptionListsLengthsAndReplacements() {
        #expect(ChangeSet(length: 4).description == "ChangeSet(4 -> 4: [])")
        #expect(ChangeSet(replacing: 0..<3, insertedLength: 7, length: 9).description == "ChangeSet(9 -> 13: [0..<3 -> 7])")
        #expect(codeMirrorChangeSet("1 2:0 2 0:2").description == "ChangeSet(5 -> 5: [1..<3 -> 0, 5..<5 -> 2])")
    }
}
