/// Replays one edit script on one structure, timed, and checks the text it ends with.
struct TraceReplay: PeerVisitor {
    let kind: PeerKind
    let traceName: String
    let script: EditScript
    /// What each run loads (untimed) before the first patch.
    let startText: String
    /// Added to every patch position: where the trace sits inside `startText`.
    let offset: Int
    /// The text every complete run must end with.
    let expected: String
    let plan: TimingPlan

    /// Times the replay and checks the first complete run's text; a wrong text from TextDocument, the
    /// editor path or the plain array ends the program, one from a Foundation peer is reported.
    /// Also returns how many patches took the peer's fallback in that run.
    mutating func visit<P: BenchmarkPeer>(_ peer: P.Type) -> (timing: TimingResult, check: TextCheck, fallbacks: Int?) {
        let table = script.insertions.map(P.makeInsertion)
        let offset = self.offset
        var check = TextCheck.capped
        var fallbacks: Int?
        let timing = script.edits.withUnsafeBufferPointer { edits in
            plan.measure(
                operations: edits.count,
                prepare: { P(loading: startText) },
                operation: { document, index in
                    let edit = edits[index]
                    document.replace(location: offset + Int(edit.location), length: Int(edit.deleteLength),
                                     with: table[Int(edit.insertion)])
                },
                finished: { document in
                    guard check == .capped else { return }
                    fallbacks = document.fallbackCount
                    check = Self.check(document.content, expected: expected, kind: kind,
                                       what: "\(kind.rawValue) replaying \(traceName)")
                }
            )
        }
        return (timing, check, fallbacks)
    }

    /// Compares the texts; a difference is shown with where they part, and is fatal for `kind`s
    /// whose text is this package's responsibility.
    static func check(_ actual: String, expected: String, kind: PeerKind, what: String) -> TextCheck {
        guard actual != expected else { return .verified }
        let a = Array(actual.utf16)
        let e = Array(expected.utf16)
        var first = 0
        while first < min(a.count, e.count), a[first] == e[first] { first += 1 }
        let near = { (units: [UInt16]) in
            String(decoding: units[first ..< min(units.count, first + 40)], as: UTF16.self).debugDescription
        }
        let message = """
            \(what): wrong text (length \(a.count), expected \(e.count)); first difference at \
            UTF-16 offset \(first): got \(near(a)), expected \(near(e))
            """
        if TextCheck.mismatchIsFatal(for: kind) { Console.fail(message) }
        Console.warn(message)
        return .differs
    }
}
