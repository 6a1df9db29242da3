import Foundation
import Testing
import TestSupport
import TextViewCore

/// Issue 21, "From the wire" and "Public API edges": change sets and descriptions from another
/// process (decoded JSON) and at the edges of `Int`. Each test is named after its item.
@Suite struct WireChangeSetTests {
    func decode<T: Decodable>(_ type: T.Type, _ json: String) throws -> T {
        try JSONDecoder().decode(T.self, from: Data(json.utf8))
    }

    func units(_ document: TextDocument) -> [UInt16] { Array(document.string.utf16) }

    // MARK: Item 1

    @Test func item1_surrogateCutWithALaterChangeAppliesWithoutTrapping() throws {
        // Deletes the low half of 😀 and inserts "b" after "a": CodeMirror gives "\u{D83D}ab".
        let changes = try decode(ChangeSet.self, #"[1,[1],1,[0,"b"]]"#)
        var document = TextDocument("😀a")
        let before = units(document)
        let inverse = document.apply(changes)
        #expect(document.length == changes.newLength)
        #expect(document.string == "\u{FFFD}ab", "the high half alone reads as U+FFFD, one unit for one")
        document.apply(inverse)
        #expect(units(document) == before, "the inverse restores the pair")

        // Refused, with the offset, where text is shared: apply(validating:) and the authority.
        var strict = TextDocument("😀a")
        #expect(throws: ChangeSetError.splitsSurrogatePair(offset: 1)) { try strict.apply(validating: changes) }
        #expect(strict.string == "😀a")
        var authority = CollabAuthority(document: "😀a")
        #expect(throws: CollabError.invalidChangeSet(index: 0, .splitsSurrogatePair(offset: 1))) {
            try authority.submit([CollabUpdate(changes: changes, clientID: "x")], version: 0)
        }
        let pushed = authority.push([CollabUpdate(changes: changes, clientID: "x")], version: 0)
        #expect(!pushed)
        #expect(authority.document.string == "😀a" && authority.version == 0)

        // Two changes, the first cutting a pair at its end.
        var second = TextDocument("\u{1F600}ab")
        let cut = ChangeSet([.init(range: 1..<2), .init(range: 3..<4)], length: 4)
        let undo = second.apply(cut)
        #expect(second.length == cut.newLength && second.string == "\u{FFFD}a")
        second.apply(undo)
        #expect(second.string == "\u{1F600}ab")
    }

    // MARK: Item 2

    @Test func item2_lengthsWhoseSumOverflowsThrowADecodingErrorWithThePath() throws {
        for json in ["[9223372036854775807,1]", "[9223372036854775807,[0,\"x\"]]", "[[9223372036854775807],[1]]"] {
            do {
                _ = try decode(ChangeSet.self, json)
                Issue.record("\(json) decoded")
            } catch let DecodingError.dataCorrupted(context) {
                #expect(context.debugDescription.contains("passes Int.max"), "\(json): \(context.debugDescription)")
                #expect(context.codingPath.last?.intValue == 1, "\(json): the element is named: \(context.codingPath)")
            }
        }
        do {
            _ = try decode(ChangeDescription.self, "[0,9223372036854775807,0,9223372036854775807]")
            Issue.record("the description decoded")
        } catch let DecodingError.dataCorrupted(context) {
            #expect(context.debugDescription.contains("section 1") && context.debugDescription.contains("new length passes Int.max"),
                    "\(context.debugDescription)")
        }
        // Inside an update, the path leads to the element.
        do {
            _ = try decode(CollabUpdate.self, #"{"changes":[1,9223372036854775807],"clientID":"x"}"#)
            Issue.record("the update decoded")
        } catch let DecodingError.dataCorrupted(context) {
            #expect(context.codingPath.map(\.stringValue).first == "changes", "\(context.codingPath)")
            #expect(context.debugDescription.contains("old length passes Int.max"))
        }
        // The largest lengths that fit still decode.
        #expect(try decode(ChangeSet.self, "[9223372036854775806,1]").oldLength == Int.max)
    }

    // MARK: Item 3 (decoding)

    @Test func item3_anUnpairedSurrogateInALineIsNamedAsSuch() throws {
        for json in [#"[[0,"\ud83d"]]"#, #"[[0,"ok","\ude00"]]"#] {
            do {
                _ = try decode(ChangeSet.self, json)
                Issue.record("\(json) decoded")
            } catch let DecodingError.dataCorrupted(context) {
                #expect(context.debugDescription.contains("unpaired surrogate"), "\(context.debugDescription)")
                #expect(!context.debugDescription.contains("is not a string"))
            }
        }
        do {
            _ = try decode(ChangeSet.self, "[[0,5]]")
            Issue.record("a number as a line decoded")
        } catch let DecodingError.dataCorrupted(context) {
            #expect(context.debugDescription.contains("line 0 is not a string"), "\(context.debugDescription)")
        }
        #expect(try decode(ChangeSet.self, #"[[0,"\ud83d\ude00"]]"#).newLength == 2, "a whole pair decodes")
    }

    // MARK: Item 5

    @Test func item5_aSetThatCutsAPairKeepsItsNewLengthAndAnExactInverse() {
        var document = TextDocument("a😀b")
        let replace = ChangeSet(replacing: 1..<2, with: "x", length: 4)
        let undo = document.apply(replace)
        #expect(document.length == replace.newLength, "\(document.length) units")
        #expect(document.string == "ax\u{FFFD}b")
        document.apply(undo)
        #expect(document.string == "a😀b")

        var inserted = TextDocument("a😀b")
        let insert = ChangeSet(replacing: 2..<2, with: "x", length: 4)
        let inverse = inserted.apply(insert)
        #expect(inserted.length == 5 && inserted.string == "a\u{FFFD}x\u{FFFD}b")
        inserted.apply(inverse)
        #expect(inserted.string == "a😀b", "the inverse does not drop the emoji")

        // Inserted text holding half a pair: one U+FFFD for the half, exact inverse.
        var half = TextDocument("ab")
        let lone = ChangeSet(replacing: 1..<1, withUTF16: [0xD83D], length: 2)
        let back = half.apply(lone)
        #expect(half.string == "a\u{FFFD}b")
        half.apply(back)
        #expect(half.string == "ab")
        var strict = TextDocument("ab")
        #expect(throws: ChangeSetError.unpairedSurrogate(offset: 1)) { try strict.apply(validating: lone) }
    }

    // MARK: Item 8

    @Test func item8_codeMirrorsAssociationZeroIsAfter() {
        // CodeMirror's mapPos tests `assoc < 0`: at an insertion point, assoc 0 moves past the
        // insertion, as assoc 1 does; only assoc -1 stays in front.
        let insertion = ChangeSet([.insert("xy", at: 2)], length: 4)
        #expect(insertion.mapPosition(2, association: .before) == 2)      // assoc -1
        #expect(insertion.mapPosition(2, association: .after) == 4)       // assoc 0 and 1
        // Strictly inside a replacement: -1 goes to its start, 0 and 1 to its end.
        let replacement = ChangeSet(replacing: 1..<3, with: "abc", length: 4)
        #expect(replacement.mapPosition(2, association: .before) == 1)
        #expect(replacement.mapPosition(2, association: .after) == 4)
    }

    // MARK: Item 9

    @Test func item9_everyOverflowHasAMessageOrAnError() {
        // ChangeDescription(sections:) stops with validateSections' message.
        #expect(ChangeDescription.validateSections([Int.max, -1, 1, -1])?.contains("old length passes Int.max (9223372036854775807 + 1)") == true)
        #expect(ChangeDescription.validateSections([0, Int.max, 0, Int.max])?.contains("new length passes Int.max") == true)
        #expect(ChangeDescription.validateSections([1, -2]) == "section 0 is 1:-2")
        #expect(ChangeDescription.validateSections([1]) == "an odd number (1) of section values")
        #expect(ChangeDescription.validateSections([Int.max, -1]) == nil)
        // A filter's edit with a range length of Int.min: clamped, no overflow.
        let document = TextDocument("abc")
        let edit = ProposedEdit(replacements: [TextReplacement(range: NSRange(location: 1, length: Int.min), text: "xy")],
                                userEvent: .inputType, document: document)
        #expect(edit.resultingLength == 4, "the range counts from its other end, clamped to 0..<1")
        let huge = ProposedEdit(replacements: [TextReplacement(range: NSRange(location: Int.max, length: Int.max), text: "x")],
                                userEvent: .inputType, document: document)
        #expect(huge.resultingLength == 4)
        if case .transform(let trimmed) = InputFilter.maximumLength(3).decide(edit) {
            #expect(trimmed.insertedStrings == ["x"])
        } else {
            Issue.record("maximumLength(3) lets 4 units through")
        }
        // A peer at Int.max throws instead of overflowing its version.
        var peer = CollabPeer(clientID: "me", document: "ab", version: Int.max)
        #expect(throws: CollabError.versionOverflow(version: Int.max, count: 1)) {
            try peer.receive([CollabUpdate(changes: ChangeSet(length: 2), clientID: "o")])
        }
        #expect(peer.version == Int.max)
    }

    @Test func item9_overflowingConstructionAndMappingStopWithTheValues() async {
        await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = ChangeDescription(sections: [Int.max, -1, 1, -1])
        }.map { result in
            #expect(String(decoding: result.standardErrorContent, as: UTF8.self).contains("old length passes Int.max"))
        }
        await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = ChangeSet([.insert("x", at: 0)], length: Int.max)
        }.map { result in
            #expect(String(decoding: result.standardErrorContent, as: UTF8.self).contains("longer than Int.max"))
        }
        await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let a = ChangeDescription(replacing: 0..<0, insertedLength: Int.max - 2, length: 1)
            let b = ChangeDescription(replacing: 1..<1, insertedLength: Int.max - 2, length: 1)
            _ = a.mapped(through: b)
        }.map { result in
            #expect(String(decoding: result.standardErrorContent, as: UTF8.self).contains("longer than Int.max"))
        }
    }

    // MARK: Item 10

    @Test func item10_mappingOverAChangeOfAnotherTextStopsEvenWhenItIsEmpty() async {
        let set = ChangeSet(replacing: 0..<1, with: "x", length: 4)
        #expect(set.changeDescription.validateMapping(over: ChangeDescription(length: 9))?.contains("4 units over one of a text of 9") == true)
        #expect(set.changeDescription.validateMapping(over: ChangeDescription(length: 4)) == nil)
        #expect(set.mapped(through: ChangeDescription(length: 4)) == set)
        // A decoded description may give Int.max units (the wire fuzzer's finding): mapping over
        // it is refused by validateMapping(over:), which code mapping hostile data asks first.
        let huge = ChangeDescription(sections: [4, Int.max])
        #expect(set.changeDescription.validateMapping(over: huge)?.contains("longer than Int.max") == true)
        #expect(ChangeDescription(length: 4).validateMapping(over: huge) == nil, "inserting nothing fits")
        await #expect(processExitsWith: .failure) {
            _ = ChangeSet(replacing: 0..<1, with: "x", length: 4).mapped(through: ChangeDescription(length: 9))
        }
        await #expect(processExitsWith: .failure) {
            _ = ChangeDescription(length: 4).mapped(through: ChangeDescription(length: 9))
        }
    }

    // MARK: Item 11

    @Test func item11_specsInReverseOrderGiveTheSameSetAsInOrder() {
        let specs = (0..<200).map { ChangeSet.Spec(range: 3 * $0 ..< 3 * $0 + 1, insert: "\($0)") }
        let forward = ChangeSet(specs, length: 600)
        #expect(ChangeSet(specs.reversed(), length: 600) == forward)
        #expect(ChangeSet(specs.reversed(), length: 600) == ChangeSet(overlappingReference: Array(specs.reversed()), length: 600))
    }

    // MARK: Item 12 (TextFileProgress)

    @Test func item12_fractionCompletedStaysWithinZeroAndOne() {
        #expect(TextFileProgress(bytesRead: -1, totalBytes: 100).fractionCompleted == 0)
        #expect(TextFileProgress(bytesRead: Int.min, totalBytes: 100).fractionCompleted == 0)
        #expect(TextFileProgress(bytesRead: 200, totalBytes: 100).fractionCompleted == 1)
        #expect(TextFileProgress(bytesRead: 50, totalBytes: 100).fractionCompleted == 0.5)
        #expect(TextFileProgress(bytesRead: 5, totalBytes: 0).fractionCompleted == 1)
    }
}

extension ChangeSet {
    /// CodeMirror's `ChangeSet.of` step by step for any specs (the model the one-pass build of
    /// specs that do not overlap must agree with).
    init(overlappingReference specs: [Spec], length: Int) {
        var total: ChangeSet?
        var position = 0
        var run: [Spec] = []
        func flush() {
            let set = ChangeSet(run.isEmpty ? [] : run, length: length)
            total = total.map { $0.composed(with: set.mapped(through: $0.changeDescription)) } ?? set
            run = []
            position = 0
        }
        for spec in specs where !(spec.range.isEmpty && spec.insertedUTF16.isEmpty) {
            if spec.range.lowerBound < position { flush() }
            run.append(spec)
            position = spec.range.upperBound
        }
        if !run.isEmpty || total == nil { flush() }
        self = total!
    }
}
