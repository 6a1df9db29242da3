import Foundation
import Testing
import TestSupport
import TextViewCore

/// Issue 21, "From the wire": what an authority and a peer do with updates from another process
/// (CodeMirror collab's `receiveUpdates` and `rebaseUpdates`). Each test is named after its item.
@Suite struct WireCollabTests {
    // MARK: Item 3

    @Test func item3_aPeerRefusesAnUpdateThatDoesNotFitAndStaysUsable() throws {
        var peer = CollabPeer(clientID: "me", document: "abc")
        let misfit = CollabUpdate(changes: ChangeSet(replacing: 0..<0, with: "x", length: 7), clientID: "o")
        #expect(throws: CollabError.misfit(index: 0, oldLength: 7, expectedLength: 3)) { try peer.receive([misfit]) }
        #expect(peer.document.string == "abc" && peer.version == 0)
        // A misfit after a good update refuses the whole message.
        let good = CollabUpdate(changes: ChangeSet(replacing: 3..<3, with: "!", length: 3), clientID: "o")
        #expect(throws: CollabError.misfit(index: 1, oldLength: 7, expectedLength: 4)) { try peer.receive([good, misfit]) }
        #expect(peer.document.string == "abc" && peer.version == 0)
        // Still usable: the good update alone goes in.
        try peer.receive([good])
        #expect(peer.document.string == "abc!" && peer.version == 1)
    }

    // MARK: Item 4

    @Test func item4_aPeersOwnUpdateAfterAnotherPeersIsConfirmedNotAppliedAgain() throws {
        var peer = CollabPeer(clientID: "me", document: "abc")
        peer.edit(ChangeSet([.insert("M", at: 0)], length: 3))
        let other = ChangeSet([.insert("O", at: 3)], length: 3)
        try peer.receive([CollabUpdate(changes: other, clientID: "o"),
                          CollabUpdate(changes: peer.unconfirmed[0].mapped(through: other), clientID: "me")])
        // CodeMirror's receiveUpdates: "MabcO", nothing unconfirmed, version 2.
        #expect(peer.document.string == "MabcO")
        #expect(peer.unconfirmed.isEmpty)
        #expect(peer.version == 2)
    }

    @Test func item4_anUpdateWithOurIdentifierThatIsNotOursIsAppliedAsAnothers() throws {
        var peer = CollabPeer(clientID: "me", document: "abc")
        peer.edit(ChangeSet([.insert("M", at: 0)], length: 3))
        // Says it is ours, but inserts two units where ours inserts one: another process used
        // our identifier. The authority accepted it, so the peer applies it and keeps its own.
        let fake = CollabUpdate(changes: ChangeSet([.insert("XY", at: 0)], length: 3), clientID: "me")
        try peer.receive([fake])
        #expect(peer.document.string == "XYMabc" && peer.unconfirmed.count == 1 && peer.version == 1)
        var authority = CollabAuthority(document: "abc")
        try authority.submit([fake], version: 0)
        try authority.submit(peer.sendableUpdates, version: 1)
        #expect(authority.document.string == peer.document.string)
    }

    // MARK: Item 6

    @Test func item6_repeatedStaleAndEarlyMessagesNeitherTrapNorDesynchronise() throws {
        var authority = CollabAuthority(document: "abcd")
        var writer = CollabPeer(clientID: "w", document: "abcd")
        var reader = CollabPeer(clientID: "r", document: "abcd")
        // Same-length updates: a repeated one cannot be told apart by its lengths.
        for (index, letter) in ["X", "Y", "Z"].enumerated() {
            writer.edit(ChangeSet(replacing: index ..< index + 1, with: letter, length: 4))
            let pushed = authority.push(writer.sendableUpdates, version: writer.version)
            #expect(pushed)
            try writer.receive(authority.updates(since: writer.version), from: writer.version)
        }
        let first = Array(authority.updates(since: 0).prefix(2))
        try reader.receive(first, from: 0)
        #expect(reader.version == 2 && reader.document.string == "XYcd")
        // The same message again changes nothing; an overlapping one adds only what is new.
        try reader.receive(first, from: 0)
        #expect(reader.version == 2 && reader.document.string == "XYcd")
        // A message from after the reader's version is refused: one is missing.
        let late = Array(authority.updates(since: 3))
        #expect(throws: CollabError.missingUpdates(current: 2, received: 3)) { try reader.receive(late, from: 3) }
        try reader.receive(authority.updates(since: 1), from: 1)
        #expect(reader.version == 3 && reader.document.string == authority.document.string)

        // A local edit survives the repeated and the reordered messages.
        reader.edit(ChangeSet(replacing: 4..<4, with: "!", length: 4))
        writer.edit(ChangeSet(replacing: 3..<4, with: "W", length: 4))
        let writerPushed = authority.push(writer.sendableUpdates, version: writer.version)
        let stalePushed = authority.push(reader.sendableUpdates, version: 3)
        #expect(writerPushed && !stalePushed, "the reader's push is stale")
        try reader.receive(authority.updates(since: 0), from: 0)
        try reader.receive(authority.updates(since: 3), from: 3)
        let readerPushed = authority.push(reader.sendableUpdates, version: reader.version)
        #expect(readerPushed)
        try reader.receive(authority.updates(since: 4), from: 4)
        try writer.receive(authority.updates(since: writer.version), from: writer.version)
        #expect(reader.document.string == "XYZW!" && writer.document.string == "XYZW!" && authority.document.string == "XYZW!")
        #expect(reader.unconfirmed.isEmpty && reader.version == authority.version)

        // Misfitting updates are refused, the peer unchanged.
        let wrong = CollabUpdate(changes: ChangeSet(length: 2), clientID: "o")
        #expect(throws: CollabError.misfit(index: 0, oldLength: 2, expectedLength: 5)) { try reader.receive([wrong], from: 5) }
        #expect(reader.version == 5 && reader.document.string == "XYZW!")
    }

    // MARK: Item 7

    @Test func item7_threePeersWhosePushesCrossAreRebasedByTheAuthority() throws {
        var authority = CollabAuthority(document: "one two three", rebasesStalePushes: true)
        var peers = ["a", "b", "c"].map { CollabPeer(clientID: $0, document: "one two three") }
        peers[0].edit(ChangeSet([.insert("A", at: 0)], length: 13))
        peers[1].edit(ChangeSet([ChangeSet.Spec(range: 4..<7, insert: "2")], length: 13))
        peers[2].edit(ChangeSet([.insert("C", at: 13), ChangeSet.Spec(range: 5..<6, insert: "W")], length: 13))
        // All three push against version 0, in that order; each is accepted, moved over the
        // pushes before it.
        for index in peers.indices {
            let accepted = try authority.submit(peers[index].sendableUpdates, version: peers[index].version)
            #expect(accepted.count == 1)
        }
        #expect(authority.version == 3)
        // c's edit inside the range b replaced keeps its text, after b's (CodeMirror's mapping).
        #expect(authority.document.string == "Aone 2W threeC", "\(authority.document.string)")
        // A push sent twice is dropped the second time (rebaseUpdates deduplicates).
        let again = try authority.submit(peers[1].sendableUpdates, version: 0)
        #expect(again.isEmpty && authority.version == 3)
        // Every peer sees its own update among the others' and converges.
        for index in peers.indices {
            try peers[index].receive(authority.updates(since: peers[index].version), from: peers[index].version)
            #expect(peers[index].document.string == authority.document.string, "peer \(index)")
            #expect(peers[index].unconfirmed.isEmpty && peers[index].version == 3)
        }
        // Without the option, the same stale push is refused.
        var strict = CollabAuthority(document: "abc")
        #expect(try strict.submit([CollabUpdate(changes: ChangeSet([.insert("x", at: 0)], length: 3), clientID: "a")], version: 0).count == 1)
        #expect(throws: CollabError.stalePush(current: 1, pushed: 0)) {
            try strict.submit([CollabUpdate(changes: ChangeSet([.insert("y", at: 3)], length: 3), clientID: "b")], version: 0)
        }
    }

    @Test func item7_rebasedFollowsCodeMirrorsRebaseUpdates() throws {
        let over = [CollabUpdate(changes: ChangeSet([.insert("X", at: 0)], length: 3), clientID: "o"),
                    CollabUpdate(changes: ChangeSet([.insert("Y", at: 4)], length: 4), clientID: "me")]
        // "me" pushed its Y (made at version 0, at 3) plus a later Z; the first was accepted.
        let mine = [CollabUpdate(changes: ChangeSet([.insert("Y", at: 3)], length: 3), clientID: "me"),
                    CollabUpdate(changes: ChangeSet([.insert("Z", at: 0)], length: 4), clientID: "me")]
        let rebased = try CollabUpdate.rebased(mine, over: over)
        #expect(rebased.count == 1)
        #expect(rebased[0].changes == ChangeSet([.insert("Z", at: 1)], length: 5), "Z moves over X: \(rebased[0].changes)")
        // A push that does not chain from the older version throws.
        #expect(throws: CollabError.misfit(index: 0, oldLength: 9, expectedLength: 3)) {
            try CollabUpdate.rebased([CollabUpdate(changes: ChangeSet(length: 9), clientID: "me")], over: over)
        }
    }

    /// The wire fuzzer's finding of 7 December: a peer that took the others' updates in two
    /// messages, while a rebasing authority moved its push over them in one go, ended with another
    /// text. Mapping a change over a composition of two insertions at one place is not mapping it
    /// over each in turn (CodeMirror's algebra puts a replacement that covers the place between
    /// them, and after both when taken one by one), so both sides now move pending changes over
    /// each update in turn.
    @Test func item7_aPeerAgreesWithARebasingAuthorityHoweverItsMessagesAreCut() throws {
        for cut in 0 ... 2 {
            var authority = CollabAuthority(document: "abcdefghij", rebasesStalePushes: true)
            var peers = (0..<3).map { CollabPeer(clientID: "p\($0)", document: "abcdefghij") }
            peers[0].edit(ChangeSet([.init(range: 4 ..< 6, insert: "XXXX")], length: 10))
            peers[1].edit(ChangeSet([.init(range: 4 ..< 6, insert: "YYYY")], length: 10))
            peers[2].edit(ChangeSet([.init(range: 4 ..< 8, insert: "Z")], length: 10))
            // All three push at version 0; the authority moves the later pushes over the earlier.
            for index in peers.indices {
                try authority.submit(peers[index].sendableUpdates, version: 0)
            }
            // p2 takes the others' updates cut after `cut` of them, then the rest with its own.
            try peers[2].receive(authority.updates(since: 0).prefix(cut), from: 0)
            for index in peers.indices {
                try peers[index].receive(authority.updates(since: peers[index].version), from: peers[index].version)
                #expect(peers[index].unconfirmed.isEmpty && peers[index].version == 3)
                #expect(peers[index].document.string == authority.document.string,
                        "cut \(cut): p\(index) holds \(peers[index].document.string), the authority \(authority.document.string)")
            }
        }
    }

    /// The class of the finding above: peers that replace overlapping short ranges of a short text
    /// push to a rebasing authority at whatever version they have, and take the log back in pieces
    /// of any size; once all have caught up, every peer holds the authority's text.
    @Test(arguments: 0 ..< 8)
    func peersAgreeWithARebasingAuthorityWhateverTheMessageCuts(batch: UInt64) throws {
        var failures: [String] = []
        for seed in batch * 250 ..< (batch + 1) * 250 {
            var rng = SplitMix64(seed: 0x22_0000 + seed)
            var authority = CollabAuthority(document: "abcdefghij", rebasesStalePushes: true)
            var peers = (0..<3).map { CollabPeer(clientID: "p\($0)", document: "abcdefghij") }
            for _ in 0 ..< 24 {
                let peer = Int(rng.next() % 3)
                switch rng.next() % 3 {
                case 0:
                    let length = peers[peer].document.length
                    let lower = Int(rng.next() % UInt64(length + 1))
                    let upper = min(length, lower + Int(rng.next() % 4))
                    let text = ["", "X", "YY", "ZZZ"][Int(rng.next() % 4)]
                    peers[peer].edit(ChangeSet([.init(range: lower ..< upper, insert: text)], length: length))
                case 1:
                    try authority.submit(peers[peer].sendableUpdates, version: peers[peer].version)
                default:
                    let missing = authority.version - peers[peer].version
                    let count = missing == 0 ? 0 : Int(rng.next() % UInt64(missing + 1))
                    try peers[peer].receive(authority.updates(since: peers[peer].version).prefix(count), from: peers[peer].version)
                }
            }
            for _ in 0 ..< 2 {
                for index in peers.indices {
                    try peers[index].receive(authority.updates(since: peers[index].version), from: peers[index].version)
                    try authority.submit(peers[index].sendableUpdates, version: peers[index].version)
                }
            }
            for index in peers.indices {
                try peers[index].receive(authority.updates(since: peers[index].version), from: peers[index].version)
                if peers[index].document.string != authority.document.string || !peers[index].unconfirmed.isEmpty {
                    failures.append("seed \(seed): p\(index) holds \(peers[index].document.string), the authority \(authority.document.string)")
                }
            }
        }
        print("peersAgreeWithARebasingAuthorityWhateverTheMessageCuts seeds \(batch * 250)..<\((batch + 1) * 250)")
        #expect(failures.isEmpty, "\(failures.count) of 250 seeds diverge, first: \(failures.first ?? "")")
    }

    // MARK: Item 9

    @Test func item9_anAuthorityRefusesVersionsItNeverHad() {
        var authority = CollabAuthority(document: "ab", rebasesStalePushes: true)
        let update = CollabUpdate(changes: ChangeSet([.insert("x", at: 0)], length: 2), clientID: "p")
        for version in [Int.min, -1, 1, Int.max] {
            #expect(throws: CollabError.unknownVersion(current: 0, pushed: version)) { try authority.submit([update], version: version) }
        }
        #expect(authority.version == 0 && authority.document.string == "ab")
    }

    // MARK: The class of input

    /// Random collaboration over a transport that delays, repeats, reorders and corrupts: peers
    /// never trap, refuse what does not fit without changing, and converge once given the
    /// authority's log in order.
    @Test(arguments: 0..<16)
    func randomCollaborationWithHostileMessagesConverges(seed: UInt64) throws {
        print("randomCollaborationWithHostileMessagesConverges seed \(seed)")
        var rng = SplitMix64(seed: 0x21_0000 + seed)
        let start = TextDocument("ab😀c\u{1F468}\u{200D}\u{1F469}d")
        var authority = CollabAuthority(document: start, rebasesStalePushes: seed % 2 == 0)
        var peers = (0..<3).map { CollabPeer(clientID: "p\($0)", document: start) }
        var inbox: [(peer: Int, start: Int, updates: [CollabUpdate])] = []
        func randomSet(_ document: TextDocument, lengthError: Int = 0) -> ChangeSet {
            let length = max(0, document.length + lengthError)
            let specs = (0 ..< Int(rng.next() % 3) + 1).map { _ -> ChangeSet.Spec in
                let lower = Int(rng.next() % UInt64(length + 1))
                let upper = min(length, lower + Int(rng.next() % 4))
                let texts: [[UInt16]] = [[], Array("x".utf16), Array("😀".utf16), [0xD83D], [0xDE00], Array("é\n".utf16)]
                return ChangeSet.Spec(range: lower ..< upper, insertUTF16: texts[Int(rng.next() % UInt64(texts.count))])
            }
            return ChangeSet(specs, length: length)
        }
        for _ in 0 ..< 120 {
            let peer = Int(rng.next() % 3)
            switch rng.next() % 6 {
            case 0, 1:
                let changes = randomSet(peers[peer].document)
                peers[peer].edit(changes)
                #expect(peers[peer].document.length == changes.newLength, "seed \(seed)")
            case 2:
                _ = try? authority.submit(peers[peer].sendableUpdates, version: peers[peer].version)
            case 3:
                let from = max(0, peers[peer].version - Int(rng.next() % 3))
                inbox.append((peer, from, Array(authority.updates(since: from))))
            case 4:
                guard !inbox.isEmpty else { continue }
                let index = Int(rng.next() % UInt64(inbox.count))
                let message = rng.next() % 3 == 0 ? inbox[index] : inbox.remove(at: index)
                do {
                    try peers[message.peer].receive(message.updates, from: message.start)
                } catch CollabError.missingUpdates {
                    #expect(message.start > peers[message.peer].version, "seed \(seed)")
                }
            default:
                // Hostile: a corrupt or reordered message, refused or harmless, never a trap.
                let before = (peers[peer].version, peers[peer].document.string, peers[peer].unconfirmed)
                var updates = Array(authority.updates(since: peers[peer].version))
                updates.append(CollabUpdate(changes: randomSet(peers[peer].document, lengthError: Int(rng.next() % 5) + 1), clientID: "evil"))
                updates.reverse()
                var victim = peers[peer]
                if (try? victim.receive(updates, from: peers[peer].version)) == nil {
                    #expect((victim.version, victim.document.string, victim.unconfirmed) == before, "seed \(seed)")
                }
            }
        }
        // The authority's log, in order: everyone converges.
        for _ in 0 ..< 6 {
            for peer in peers.indices {
                try peers[peer].receive(authority.updates(since: peers[peer].version), from: peers[peer].version)
                if !peers[peer].unconfirmed.isEmpty {
                    try authority.submit(peers[peer].sendableUpdates, version: peers[peer].version)
                }
            }
        }
        for peer in peers.indices {
            try peers[peer].receive(authority.updates(since: peers[peer].version), from: peers[peer].version)
            #expect(peers[peer].unconfirmed.isEmpty, "seed \(seed)")
            #expect(Array(peers[peer].document.string.utf16) == Array(authority.document.string.utf16), "seed \(seed) peer \(peer)")
        }
        var replayed = start
        for update in authority.updates { try replayed.apply(validating: update.changes) }
        #expect(Array(replayed.string.utf16) == Array(authority.document.string.utf16), "seed \(seed)")
    }
}
