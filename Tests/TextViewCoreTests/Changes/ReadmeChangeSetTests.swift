import Foundation
import Testing
import TextViewCore

/// The README's change-set section, step by step, with its comments as expectations.
@Suite struct ReadmeChangeSetTests {
    @Test func changeSetExampleDoesWhatTheReadmeSays() throws {
        var document: TextDocument = "Hello world"
        let changes = ChangeSet([.insert("big ", at: 6), ChangeSet.Spec(range: 0..<5, insert: "Hi")], length: 11)
        let undo = document.apply(changes)
        #expect(document.string == "Hi big world")
        #expect(changes.mapPosition(6) == 3)
        #expect(changes.mapPosition(6, association: .after) == 7)
        #expect(changes.mapPosition(2, mode: .trackDeletion) == nil)
        #expect(String(decoding: try JSONEncoder().encode(changes), as: UTF8.self) == #"[[5,"Hi"],1,[0,"big "],5]"#)
        document.apply(undo)
        #expect(document.string == "Hello world")

        var authority = CollabAuthority(document: "abc")
        var left = CollabPeer(clientID: "left", document: "abc")
        var right = CollabPeer(clientID: "right", document: "abc")
        left.edit(ChangeSet(replacing: 0..<0, with: "L", length: 3))
        right.edit(ChangeSet(replacing: 3..<3, with: "R", length: 3))
        let first = authority.push(left.sendableUpdates, version: left.version)
        let second = authority.push(right.sendableUpdates, version: right.version)
        #expect(first && !second)
        right.receive(authority.updates(since: right.version))
        #expect(right.document.string == "LabcR")
        let third = authority.push(right.sendableUpdates, version: right.version)
        #expect(third)
        left.receive(authority.updates(since: left.version))
        #expect(left.document.string == "LabcR" && authority.document.string == "LabcR")
    }
}
