import Foundation
import Testing
import TestSupport
import TextViewCore

/// Collaboration through an authority (CodeMirror collab's algorithm): three peers edit at once,
/// messages travel with random delays and in random order, and in the end every peer holds the
/// authority's document, with valid selections all along.
@Suite struct CollaborationTests {
    /// A message on its way: a push to the authority, a pull request, or a pull's answer.
    enum Message {
        case push(peer: Int, updates: [CollabUpdate], version: Int)
        case pull(peer: Int, version: Int)
        case answer(peer: Int, start: Int, updates: [CollabUpdate])
    }

    /// The simulated network: an authority, peers, and messages in flight.
    struct Network {
        var authority: CollabAuthority
        var peers: [CollabPeer]
        var inFlight: [Message] = []
        /// Whether a peer's push is on its way (one at a time, as CodeMirror's example does).
        var pushing: [Bool]
        var rng: SplitMix64
        var problems: [String] = []

        init(text: String, peers count: Int, seed: UInt64) {
            authority = CollabAuthority(document: TextDocument(text))
            peers = (0..<count).map { CollabPeer(clientID: "peer\($0)", document: TextDocument(text)) }
            pushing = Array(repeating: false, count: count)
            rng = SplitMix64(seed: seed)
        }

        static let pieces = ["a", "bc", "😀", "\r\n", "\n", "\r", "é", "👍🏽"]

        /// Selections are in the document and never split a surrogate pair.
        mutating func checkSelections(_ index: Int, _ step: String) {
            let peer = peers[index]
            let units = Array(peer.document.string.utf16)
            for selection in peer.selections {
                for position in [selection.anchor, selection.head] {
                    let inside = position >= 0 && position <= units.count
                    let splits = inside && position > 0 && position < units.count
                        && UTF16.isLeadSurrogate(units[position - 1]) && UTF16.isTrailSurrogate(units[position])
                    if !inside || splits { problems.append("\(peer.clientID) after \(step): selection \(selection) in \(units.count) units") }
                }
            }
        }

        /// A random position of `units` on a scalar boundary.
        mutating func position(in units: [UInt16]) -> Int {
            var p = Int.random(in: 0...units.count, using: &rng)
            if p > 0 && p < units.count && UTF16.isTrailSurrogate(units[p]) { p -= 1 }
            return p
        }

        mutating func localEdit(_ index: Int) {
            let units = Array(peers[index].document.string.utf16)
            var a = position(in: units)
            var b = Bool.random(using: &rng) ? a : position(in: units)
            if a > b { swap(&a, &b) }
            let piece = Int.random(in: 0..<4, using: &rng) == 0 ? "" : Self.pieces.randomElement(using: &rng)!
            let changes = ChangeSet(replacing: a..<b, with: piece, length: units.count)
            if Bool.random(using: &rng) {
                // Typing: the caret goes after the new text, a second selection is mapped.
                let caret = a + piece.utf16.count
                let other = peers[index].selections.last!.mapped(through: changes.changeDescription)
                peers[index].edit(changes, selections: [TextSelection(caret: caret), other])
            } else {
                peers[index].edit(changes)
            }
            checkSelections(index, "a local edit \(changes)")
        }

        mutating func select(_ index: Int) {
            let units = Array(peers[index].document.string.utf16)
            let anchor = position(in: units)
            peers[index].select([TextSelection(anchor: anchor, head: position(in: units)), TextSelection(caret: position(in: units))])
        }

        mutating func deliver(_ message: Message) {
            switch message {
            case .push(let peer, let updates, let version):
                // Accepted or not, the peer may push again; it learns the outcome by pulling.
                authority.push(updates, version: version)
                pushing[peer] = false
                inFlight.append(.pull(peer: peer, version: peers[peer].version))
            case .pull(let peer, let version):
                inFlight.append(.answer(peer: peer, start: version, updates: Array(authority.updates(since: version))))
            case .answer(let peer, let start, let updates):
                let version = peers[peer].version
                // An answer overtaken by a later one holds nothing new.
                if version > start + updates.count { return }
                guard version >= start else {
                    problems.append("peer\(peer) at \(version) got updates from \(start)")
                    return
                }
                do {
                    try peers[peer].receive(updates[(version - start)...])
                } catch {
                    problems.append("peer\(peer) refused the authority's updates: \(error)")
                }
                checkSelections(peer, "receiving updates")
            }
        }

        mutating func send(_ index: Int) {
            guard !pushing[index], !peers[index].unconfirmed.isEmpty else { return }
            pushing[index] = true
            inFlight.append(.push(peer: index, updates: peers[index].sendableUpdates, version: peers[index].version))
        }

        mutating func step() {
            let peer = Int.random(in: 0..<peers.count, using: &rng)
            switch Int.random(in: 0..<10, using: &rng) {
            case 0, 1, 2: localEdit(peer)
            case 3: select(peer)
            case 4: send(peer)
            case 5: inFlight.append(.pull(peer: peer, version: peers[peer].version))
            default:
                // Any message in flight may arrive next: random delays, random order.
                if !inFlight.isEmpty {
                    deliver(inFlight.remove(at: Int.random(in: 0..<inFlight.count, using: &rng)))
                }
            }
        }

        /// Delivers everything, pushing and pulling until every peer is confirmed and current.
        mutating func settle() -> Bool {
            for _ in 0..<10_000 {
                if inFlight.isEmpty {
                    if peers.allSatisfy({ $0.unconfirmed.isEmpty && $0.version == authority.version }) { return true }
                    for index in peers.indices {
                        send(index)
                        inFlight.append(.pull(peer: index, version: peers[index].version))
                    }
                }
                deliver(inFlight.remove(at: Int.random(in: 0..<inFlight.count, using: &rng)))
            }
            return false
        }
    }

    @Test(arguments: Array(UInt64(1)...25))
    func threePeersConvergeOnTheAuthoritysDocument(seed: UInt64) {
        print("CollaborationTests seed \(seed)")
        var network = Network(text: "Hello 😀\r\nworld\n", peers: 3, seed: seed)
        for _ in 0..<300 { network.step() }
        let settled = network.settle()
        #expect(settled, "seed \(seed): the network did not settle")
        #expect(network.authority.version > 10, "seed \(seed): only \(network.authority.version) updates")
        for peer in network.peers {
            #expect(peer.document.string == network.authority.document.string, "seed \(seed): \(peer.clientID) diverged")
        }
        // Replaying the authority's updates from the start gives its document.
        let replayed = network.authority.updates.reduce(TextDocument("Hello 😀\r\nworld\n")) { $1.changes.apply(to: $0) }
        #expect(replayed.string == network.authority.document.string, "seed \(seed)")
        #expect(network.problems.isEmpty, "seed \(seed): \(network.problems.prefix(3))")
    }

    @Test func anOutdatedPushIsRefusedAndARebasedOneAccepted() throws {
        var authority = CollabAuthority(document: "abc")
        var left = CollabPeer(clientID: "left", document: "abc")
        var right = CollabPeer(clientID: "right", document: "abc")
        left.edit(ChangeSet(replacing: 0..<0, with: "L", length: 3))
        right.edit(ChangeSet(replacing: 3..<3, with: "R", length: 3))
        let leftAccepted = authority.push(left.sendableUpdates, version: left.version)
        let rightAccepted = authority.push(right.sendableUpdates, version: right.version)
        #expect(leftAccepted && !rightAccepted, "right is behind")
        try right.receive(authority.updates(since: right.version))
        #expect(right.document.string == "LabcR" && right.unconfirmed.count == 1)
        let rebasedAccepted = authority.push(right.sendableUpdates, version: right.version)
        #expect(rebasedAccepted)
        try left.receive(authority.updates(since: left.version))
        try right.receive(authority.updates(since: right.version))
        #expect(left.document.string == "LabcR" && right.document.string == "LabcR" && authority.document.string == "LabcR")
        #expect(left.unconfirmed.isEmpty && right.unconfirmed.isEmpty && left.version == 2 && right.version == 2)
        // A change set that does not fit the document is refused, not applied.
        let misfit = authority.push([CollabUpdate(changes: ChangeSet(length: 99), clientID: "x")], version: 2)
        #expect(!misfit && authority.version == 2)
    }

    @Test func updatesTravelAsJSON() throws {
        let update = CollabUpdate(changes: ChangeSet(replacing: 1..<2, with: "é\r\n", length: 3), clientID: "a")
        let decoded = try JSONDecoder().decode(CollabUpdate.self, from: JSONEncoder().encode(update))
        #expect(decoded == update)
    }
}
