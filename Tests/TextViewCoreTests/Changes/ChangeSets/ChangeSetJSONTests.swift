import Foundation
import Testing
import TestSupport
import TextViewCore

/// CodeMirror's JSON shape (`ChangeSet.toJSON`): a number per unchanged section, `[len]` per
/// deletion, `[len, "line", ...]` per replacement, text split into lines at LF.
@Suite struct ChangeSetJSONTests {
    func json(_ changes: ChangeSet) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.withoutEscapingSlashes]
        return String(decoding: try encoder.encode(changes), as: UTF8.self)
    }

    func decode(_ text: String) throws -> ChangeSet {
        try JSONDecoder().decode(ChangeSet.self, from: Data(text.utf8))
    }

    @Test func theShapeIsCodeMirrors() throws {
        // CodeMirror: ChangeSet.of([{insert: "hi", from: 5}, {from: 7, to: 8}], 10).toJSON()
        let changes = ChangeSet([.insert("hi", at: 5), ChangeSet.Spec(range: 7..<8)], length: 10)
        #expect(try json(changes) == #"[5,[0,"hi"],2,[1],2]"#)
        #expect(try json(ChangeSet(length: 3)) == "[3]")
        #expect(try json(ChangeSet(length: 0)) == "[]")
        #expect(try json(ChangeSet(replacing: 0..<2, with: "one\ntwo", length: 2)) == #"[[2,"one","two"]]"#)
        #expect(try json(ChangeSet(replacing: 1..<1, with: "\n", length: 1)) == #"[1,[0,"",""]]"#)
        // Touching changes are separate elements, as CodeMirror keeps them.
        let touching = ChangeSet([ChangeSet.Spec(range: 0..<2), .insert("x", at: 2)], length: 4)
        #expect(try json(touching) == #"[[2],[0,"x"],2]"#)
    }

    @Test func decodingReadsCodeMirrorsJSON() throws {
        let changes = try decode(#"[3,[2,"x","y"],1,[0,"😀"]]"#)
        #expect(changes.oldLength == 6)
        #expect(changes.changes(individual: true).map(\.inserted) == ["x\ny", "😀"])
        #expect(changes.apply(to: "abcdef").string == "abcx\nyf😀")
        #expect(try decode("[]") == ChangeSet(length: 0))
    }

    @Test func lineBreaksSurviveTheRoundTrip() throws {
        // CR and CRLF stay inside the line before the LF split; U+2028, U+2029 and NEL are plain
        // characters of a line. Lengths are those of the UTF-16 text on both sides.
        let text = "a\r\nb\rc\nd\u{2028}e\u{2029}f\u{85}g\r"
        let changes = ChangeSet(replacing: 0..<0, with: text, length: 0)
        let encoded = try json(changes)
        let lines = try #require(try JSONSerialization.jsonObject(with: Data(encoded.utf8)) as? [[Any]])[0].dropFirst().map { $0 as? String }
        #expect(lines == ["a\r", "b\rc", "d\u{2028}e\u{2029}f\u{85}g\r"])
        let decoded = try decode(encoded)
        #expect(decoded == changes)
        #expect(decoded.changes()[0].insertedUTF16 == Array(text.utf16))
    }

    @Test(arguments: Array(UInt64(1)...30))
    func randomChangeSetsRoundTrip(seed: UInt64) throws {
        var fixtures = ChangeSetFixtures(rng: SplitMix64(seed: seed))
        let units = fixtures.text(atoms: Int.random(in: 0...10, using: &fixtures.rng))
        let changes = fixtures.changeSet(of: units, count: Int.random(in: 0...4, using: &fixtures.rng))
        let decoded = try JSONDecoder().decode(ChangeSet.self, from: JSONEncoder().encode(changes))
        #expect(decoded == changes, "seed \(seed): \(changes)")
        let description = try JSONDecoder().decode(ChangeDescription.self, from: JSONEncoder().encode(changes.changeDescription))
        #expect(description == changes.changeDescription, "seed \(seed)")
    }

    @Test(arguments: [#"[-1]"#, #"["a"]"#, #"[[1, 2]]"#, #"[[-2]]"#, #"{"a": 1}"#])
    func malformedJSONThrowsAndSaysWhere(_ text: String) {
        #expect(throws: DecodingError.self) { try decode(text) }
    }

    @Test func descriptionsEncodeAsFlatSections() throws {
        let description = ChangeSet([.insert("hi", at: 5)], length: 10).changeDescription
        #expect(String(decoding: try JSONEncoder().encode(description), as: UTF8.self) == "[5,-1,0,2,5,-1]")
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(ChangeDescription.self, from: Data("[1,-1,2]".utf8)) }
    }
}
