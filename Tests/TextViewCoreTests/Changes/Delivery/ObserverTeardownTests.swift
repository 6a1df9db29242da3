import Foundation
import Testing
import TextViewCore

/// Owns a registration and reports its own release: a coordinator whose observer closure an
/// editor holds, and whose token the closure's release gives up.
private final class TokenOwner {
    var token: TextObservation?
    let onDeinit: () -> Void
    init(onDeinit: @escaping () -> Void = {}) { self.onDeinit = onDeinit }
    deinit {
        onDeinit()
    }
}

/// Releasing observers runs their captures' `deinit`s, which may cancel other registrations of
/// the same editor: none of that may happen while the observer list is being changed (run these
/// under AddressSanitizer too: `.ci/run` does).
@Suite struct ObserverTeardownTests {
    @Test func releasingAnObserverClosureThatOwnsAnotherTokenDuringRemoval() {
        let editor = TextEditor(string: "a")
        var calls = 0
        var released = false
        var owner: TokenOwner? = TokenOwner(onDeinit: { released = true })
        owner!.token = editor.addObserver { _ in calls += 1 }
        // Observer A's closure is the only owner of `owner`, whose token is observer B's.
        let tokenA = editor.addObserver { [owner] _ in _ = owner }
        owner = nil
        let others = (0 ..< 64).map { _ in editor.addObserver { _ in } }
        tokenA.cancel()   // frees A's closure → owner → B's token removes B from the same list
        #expect(released)
        editor.insertText("b")
        #expect(calls == 0)
        _ = others
    }

    @Test func releasingTokensWhoseClosuresOwnEachOthersTokens() {
        let editor = TextEditor()
        var calls = 0
        // A chain: observer i's closure owns token i + 1, so releasing token 0 releases them all,
        // each from inside the previous one's removal.
        var owners: [TokenOwner] = (0 ..< 200).map { _ in TokenOwner() }
        for i in owners.indices.reversed() {
            let next = i + 1 < owners.count ? owners[i + 1] : nil
            owners[i].token = editor.addObserver { [next] _ in calls += 1; _ = next }
        }
        var head: TokenOwner? = owners[0]
        owners = []
        editor.insertText("a")
        #expect(calls == 200)
        head = nil
        editor.insertText("b")
        #expect(calls == 200, "every observer of the chain is gone")
        _ = head
    }

    @Test func anObserverReleasedDuringADeliveryReleasesAnother() {
        let editor = TextEditor()
        var log: [String] = []
        var owner: TokenOwner? = TokenOwner()
        owner!.token = editor.addObserver { _ in log.append("owned") }
        var tokenA: TextObservation?
        tokenA = editor.addObserver { [owner] _ in
            log.append("A")
            _ = owner
            tokenA = nil   // releases itself, and with its closure the owner and its token
        }
        owner = nil
        let tokenC = editor.addObserver { _ in log.append("C") }
        editor.insertText("x")
        editor.insertText("y")
        #expect(log == ["owned", "A", "C", "C"])
        #expect(tokenA == nil)
        _ = tokenC
    }

    @Test func theEditorGoingAwayWhileTokensAndStreamsRemain() async {
        var editor: TextEditor? = TextEditor()
        var owner: TokenOwner? = TokenOwner()
        owner!.token = editor!.addObserver { _ in }
        let token = editor!.addObserver { [owner] _ in _ = owner }
        owner = nil
        let stream = editor!.changes()
        editor!.insertText("a")
        editor = nil
        var received = 0
        for await _ in stream { received += 1 }
        #expect(received == 1, "the stream ends when the editor goes away")
        token.cancel()
    }
}
