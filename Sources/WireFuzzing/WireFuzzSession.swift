import Foundation
import SelectionFuzzing
import TextViewCore

/// One wire fuzzing run: a document that decoded change sets apply to, an authority, three honest
/// peers whose pull answers travel through a queue that delays, repeats and reorders them, and a
/// victim peer that receives whatever the bytes make.
///
/// The promises checked: nothing traps or hangs; a refused input changes nothing; an applied
/// change set gives its `newLength` and an inverse that restores the text unit for unit; what
/// decodes encodes back to the same value; an honest peer never refuses an honest message other
/// than one that comes too early; and, once everyone has caught up, every honest peer holds the
/// authority's document, which is its log replayed.
struct WireFuzzSession {
    /// An answer to a pull, on its way to `peer`.
    struct Message {
        var peer: Int
        var start: Int
        var updates: [CollabUpdate]
    }

    let initial: TextDocument
    var document: TextDocument
    var authority: CollabAuthority
    var peers: [CollabPeer]
    var victim: CollabPeer
    var messages: [Message] = []
    var failure: String?
    var log: [String] = []
    var trace: ((String) -> Void)?

    init(initial: TextDocument, rebasing: Bool) {
        self.initial = initial
        document = initial
        authority = CollabAuthority(document: initial, rebasesStalePushes: rebasing)
        peers = (0..<3).map { CollabPeer(clientID: "p\($0)", document: initial) }
        victim = CollabPeer(clientID: "victim", document: initial)
    }

    mutating func note(_ line: String) {
        log.append(line)
        trace?(line)
    }

    mutating func fail(_ message: String) {
        if failure == nil { failure = message }
    }

    static func units(_ document: TextDocument) -> [UInt16] { Array(document.string.utf16) }

    /// One step chosen by the next byte.
    mutating func step(_ input: inout FuzzBytes) {
        let b = input.byte()
        switch b % 12 {
        case 0, 1: decodedChangeSet(&input)
        case 2: decodedDescription(&input)
        case 3: decodedUpdatesToAuthority(&input, list: b & 0x10 != 0)
        case 4: decodedUpdatesToVictim(&input)
        case 5: builtChangeSetOnDocument(&input)
        case 6, 7: peerEdits(&input)
        case 8: peerPushes(&input)
        case 9: peerPulls(&input)
        case 10: deliver(&input)
        default: builtUpdatesToVictim(&input)
        }
    }

    // MARK: Decoders

    /// Decodes `T` from JSON the bytes make; a value that decodes must encode to JSON that decodes
    /// to the same value.
    mutating func decode<T: Codable & Equatable>(_ type: T.Type, _ data: Data) -> T? {
        guard let value = try? JSONDecoder().decode(T.self, from: data) else { return nil }
        guard let encoded = try? JSONEncoder().encode(value), let again = try? JSONDecoder().decode(T.self, from: encoded) else {
            fail("\(T.self) decoded from \(String(decoding: data, as: UTF8.self)) does not encode and decode again")
            return nil
        }
        if again != value { fail("\(T.self) round trip changed \(value) into \(again)") }
        return value
    }

    mutating func decodedChangeSet(_ input: inout FuzzBytes) {
        let data = WireJSON.text(&input, WireJSON.changeSet)
        note("decode ChangeSet \(String(decoding: data, as: UTF8.self))")
        guard let changes = decode(ChangeSet.self, data) else { return }
        if changes.newLength < 0 || changes.oldLength < 0 { fail("decoded lengths \(changes.oldLength) → \(changes.newLength)") }
        checkApply(changes, validating: true)
        if changes.oldLength == document.length { checkApply(changes, validating: false) }
    }

    mutating func decodedDescription(_ input: inout FuzzBytes) {
        let data = WireJSON.text(&input, WireJSON.description)
        note("decode ChangeDescription \(String(decoding: data, as: UTF8.self))")
        guard let description = decode(ChangeDescription.self, data) else { return }
        if description.inverted().inverted() != description { fail("inverting \(description) twice changes it") }
        for position in [0, 1, description.oldLength / 2, description.oldLength, Int.max, Int.min] {
            for association in [ChangeAssociation.before, .after] {
                let mapped = description.mapPosition(position, association: association)
                if mapped < 0 || mapped > description.newLength { fail("\(description) maps \(position) to \(mapped)") }
            }
        }
        let composed = description.composed(with: description.inverted())
        if composed.oldLength != description.oldLength || composed.newLength != description.oldLength {
            fail("\(description) composed with its inverse is \(composed)")
        }
        // Mapped over, and mapped, as code handling a description from outside does: after
        // asking validateMapping(over:).
        guard description.oldLength < Int.max else { return }
        let changes = ChangeSet(replacing: 0 ..< 0, with: "x", length: description.oldLength)
        if changes.changeDescription.validateMapping(over: description) == nil {
            let mapped = changes.mapped(through: description)
            if mapped.oldLength != description.newLength { fail("mapping over \(description) gave \(mapped)") }
        }
        let other = ChangeDescription(replacing: 0 ..< 0, insertedLength: 1, length: description.oldLength)
        if description.validateMapping(over: other) == nil {
            let mapped = description.mapped(through: other, before: true)
            if mapped.oldLength != other.newLength { fail("mapping \(description) over \(other) gave \(mapped)") }
        }
    }

    /// A version to push at, or to receive from: around `current`, or hostile.
    static func version(_ input: inout FuzzBytes, around current: Int) -> Int {
        let b = input.byte()
        switch b % 8 {
        case 0..<4: return current
        case 4: return current - 1
        case 5: return current + 1
        case 6: return Int(b) % (current + 1)
        default: return FuzzBytes.hostile(Int(b / 8), length: current)
        }
    }

    mutating func decodedUpdatesToAuthority(_ input: inout FuzzBytes, list: Bool) {
        let data = WireJSON.text(&input, list ? WireJSON.updates : WireJSON.update)
        let version = Self.version(&input, around: authority.version)
        note("submit decoded \(String(decoding: data, as: UTF8.self)) at \(version)")
        let updates: [CollabUpdate]
        if list {
            guard let decoded = decode([CollabUpdate].self, data) else { return }
            updates = decoded
        } else {
            guard let decoded = decode(CollabUpdate.self, data) else { return }
            updates = [decoded]
        }
        // Stamped with the connection's identity, as a server does: an update that claims an
        // honest peer's identifier and has the length change of that peer's waiting change
        // cannot be told from it (by CodeMirror's algorithm either), so the identifier is the
        // transport's to vouch for. The victim receives decoded identifiers as they are.
        submit(updates.map { CollabUpdate(changes: $0.changes, clientID: "intruder") }, version: version)
    }

    mutating func decodedUpdatesToVictim(_ input: inout FuzzBytes) {
        let data = WireJSON.text(&input, WireJSON.updates)
        let start = Self.version(&input, around: victim.version)
        note("victim receives decoded \(String(decoding: data, as: UTF8.self)) from \(start)")
        guard let updates = decode([CollabUpdate].self, data) else { return }
        receiveAtVictim(updates, from: start)
    }

    // MARK: Change sets built from the bytes

    /// Up to four specs against a text of `length` units of `text`, in any order: ranges that may
    /// cut surrogate pairs, texts that may hold half of one.
    static func changeSet(_ input: inout FuzzBytes, for text: TextDocument, lengthOffset: Int = 0) -> ChangeSet {
        let length = Swift.max(0, text.length + lengthOffset)
        let specs = (0 ..< Int(input.byte()) % 5).map { _ -> ChangeSet.Spec in
            let lower = Int(input.byte()) % (length + 1)
            let upper = Swift.min(length, lower + Int(input.byte()) % 6)
            let kind = input.byte()
            let units: [UInt16] =
                switch kind % 8 {
                case 0: []
                case 1: [0xD83D]
                case 2: [0xDE00]
                case 3: [0x61, 0xDE00, 0xD83D]
                default: Array(FuzzPalette.string(&input).utf16)
                }
            return ChangeSet.Spec(range: lower ..< upper, insertUTF16: units)
        }
        return ChangeSet(specs, length: length)
    }

    mutating func builtChangeSetOnDocument(_ input: inout FuzzBytes) {
        let changes = Self.changeSet(&input, for: document)
        note("apply built \(changes) to \(FuzzText.quoted(document.string))")
        checkApply(changes, validating: input.byte() & 1 == 0)
    }

    /// Applies `changes` to the session's document, validating or not, and checks the result.
    mutating func checkApply(_ changes: ChangeSet, validating: Bool) {
        let before = Self.units(document)
        var after = document
        let misfit = after.misfit(of: changes)
        let inverse: ChangeSet
        if validating {
            do {
                inverse = try after.apply(validating: changes)
                if misfit != nil { fail("apply(validating:) took \(changes), which misfit(of:) refuses: \(misfit!)") }
            } catch {
                if error != misfit { fail("apply(validating:) threw \(error), misfit(of:) says \(String(describing: misfit))") }
                if Self.units(after) != before { fail("a refused \(changes) changed the document") }
                return
            }
            if inverse != changes.inverted(for: document) { fail("the inverse of a fitting \(changes) is not its inverted(for:)") }
        } else {
            inverse = after.apply(changes)
        }
        if after.length != changes.newLength { fail("applying \(changes) gave \(after.length) units, not \(changes.newLength)") }
        if inverse.oldLength != after.length || inverse.newLength != document.length {
            fail("the inverse \(inverse) of \(changes) does not fit")
            return
        }
        var undone = after
        undone.apply(inverse)
        if Self.units(undone) != before { fail("the inverse of \(changes) gave \(FuzzText.quoted(undone.string)), not the text before") }
        document = after
    }

    // MARK: The authority and the peers

    /// Submits to the authority; a refusal must leave it as it was.
    mutating func submit(_ updates: [CollabUpdate], version: Int, honest: Bool = false) {
        let before = (authority.version, Self.units(authority.document))
        do {
            let accepted = try authority.submit(updates, version: version)
            if authority.version != before.0 + accepted.count { fail("accepting \(accepted.count) updates moved the version from \(before.0) to \(authority.version)") }
            if let last = accepted.last, last.changes.newLength != authority.document.length {
                fail("the authority's document has \(authority.document.length) units after an update to \(last.changes.newLength)")
            }
        } catch {
            if (authority.version, Self.units(authority.document)) != before { fail("a refused push (\(error)) changed the authority") }
            if honest, case .stalePush = error, !authority.rebasesStalePushes { return }
            if honest { fail("an honest push at \(version) was refused: \(error)") }
        }
    }

    mutating func receiveAtVictim(_ updates: [CollabUpdate], from start: Int) {
        let before = (victim.version, Self.units(victim.document), victim.unconfirmed)
        do {
            let changes = try victim.receive(updates, from: start)
            if victim.document.length != changes.newLength { fail("the victim holds \(victim.document.length) units after a change to \(changes.newLength)") }
        } catch {
            if (victim.version, Self.units(victim.document), victim.unconfirmed) != before { fail("a refused message (\(error)) changed the victim") }
        }
    }

    mutating func builtUpdatesToVictim(_ input: inout FuzzBytes) {
        var updates: [CollabUpdate] = []
        var text = victim.unconfirmed.isEmpty ? victim.document : TextDocument(String(repeating: "a", count: victim.unconfirmed[0].oldLength))
        for _ in 0 ..< Int(input.byte()) % 4 {
            let offset = Int(input.byte() % 8) == 0 ? Int(input.byte() % 5) - 2 : 0
            let changes = Self.changeSet(&input, for: text, lengthOffset: offset)
            updates.append(CollabUpdate(changes: changes, clientID: input.byte() & 1 == 0 ? "victim" : "x"))
            text = TextDocument(String(repeating: "a", count: changes.newLength))
        }
        if input.byte() & 1 == 0 { updates.reverse() }
        if input.byte() & 1 == 0, let first = updates.first { updates.append(first) }
        let start = Self.version(&input, around: victim.version)
        note("victim receives built \(updates.map(\.changes)) from \(start)")
        receiveAtVictim(updates, from: start)
        if input.byte() & 3 == 0 {
            let edit = Self.changeSet(&input, for: victim.document)
            note("victim edits \(edit)")
            victim.edit(edit)
        }
    }

    mutating func peerEdits(_ input: inout FuzzBytes) {
        let index = Int(input.byte()) % peers.count
        let changes = Self.changeSet(&input, for: peers[index].document)
        note("p\(index) edits \(changes) on \(FuzzText.quoted(peers[index].document.string))")
        peers[index].edit(changes)
        if peers[index].document.length != changes.newLength {
            fail("p\(index) holds \(peers[index].document.length) units after an edit to \(changes.newLength)")
        }
    }

    mutating func peerPushes(_ input: inout FuzzBytes) {
        let index = Int(input.byte()) % peers.count
        note("p\(index) pushes \(peers[index].unconfirmed.count) at \(peers[index].version)")
        submit(peers[index].sendableUpdates, version: peers[index].version, honest: true)
    }

    mutating func peerPulls(_ input: inout FuzzBytes) {
        let index = Int(input.byte()) % peers.count
        let start = Swift.max(0, peers[index].version - Int(input.byte() % 3))
        note("p\(index) pulls from \(start)")
        messages.append(Message(peer: index, start: start, updates: Array(authority.updates(since: start))))
    }

    mutating func deliver(_ input: inout FuzzBytes) {
        guard !messages.isEmpty else { return }
        let b = input.byte()
        let index = Int(b) % messages.count
        // Sometimes left in the queue, to arrive again.
        let message = b & 0x80 == 0 ? messages.remove(at: index) : messages[index]
        note("p\(message.peer) gets \(message.updates.count) updates from \(message.start)")
        receive(message, peer: message.peer)
    }

    /// An honest message: only one from after the peer's version may be refused.
    mutating func receive(_ message: Message, peer index: Int) {
        do {
            let changes = try peers[index].receive(message.updates, from: message.start)
            if peers[index].document.length != changes.newLength { fail("p\(index) holds \(peers[index].document.length) units after a change to \(changes.newLength)") }
        } catch {
            if case .missingUpdates = error, message.start > peers[index].version { return }
            fail("p\(index) at \(peers[index].version) refused the authority's updates from \(message.start): \(error)")
        }
    }

    /// Everyone catches up honestly: the peers pull and push until nothing is unconfirmed; then
    /// each holds the authority's document, and the authority's log replays to it.
    mutating func converge() {
        note("converge")
        for _ in 0 ..< 8 {
            for index in peers.indices {
                receive(Message(peer: index, start: peers[index].version, updates: Array(authority.updates(since: peers[index].version))), peer: index)
                if !peers[index].unconfirmed.isEmpty {
                    submit(peers[index].sendableUpdates, version: peers[index].version, honest: true)
                }
            }
            if failure != nil || peers.allSatisfy({ $0.unconfirmed.isEmpty }) { break }
        }
        for index in peers.indices {
            receive(Message(peer: index, start: peers[index].version, updates: Array(authority.updates(since: peers[index].version))), peer: index)
        }
        let expected = Self.units(authority.document)
        for (index, peer) in peers.enumerated() {
            if !peer.unconfirmed.isEmpty { fail("p\(index) still has \(peer.unconfirmed.count) unconfirmed changes") }
            if peer.version != authority.version { fail("p\(index) is at version \(peer.version), the authority at \(authority.version)") }
            if Self.units(peer.document) != expected {
                fail("p\(index) holds \(FuzzText.quoted(peer.document.string)), the authority \(FuzzText.quoted(authority.document.string))")
            }
        }
        var replayed = initial
        for (index, update) in authority.updates.enumerated() {
            do {
                try replayed.apply(validating: update.changes)
            } catch {
                fail("the authority's update \(index) does not replay: \(error)")
                return
            }
        }
        if Self.units(replayed) != expected { fail("the authority's log replays to \(FuzzText.quoted(replayed.string)), not its document") }
    }
}
