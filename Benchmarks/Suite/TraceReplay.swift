/// Replays one edit script on one structure, timed, and checks the text it ends with.
struct TraceReplay: PeerVisitor {
    let traceName: String
    let script: EditScript
    /// What each run loads (untimed) before the first patch.
    let startText: String
    /// Added to every patch position: where the trace sits inside `startText`.
    let offset: Int
    /// The text every complete run must end with.
    let expected: String
    let plan: TimingPlan

    /// Times the replay; a complete run that ends with the wrong text ends the program.
    mutating func visit<P: BenchmarkPeer>(_ peer: P.Type) -> (timing: TimingResult, verified: Bool) {
        let table = script.insertions.map(P.makeInsertion)
        let offset = self.offset
        var verified = false
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
                    guard !verified else { return }
                    Self.verify(document.content, expected: expected, what: "\(P.self) replaying \(traceName)")
                    verified = true
                }
            )
        }
        return (timing, verified)
    }

    /// Fails loudly, showing where the texts part, unless `actual == expected`.
    static func verify(_ actual: String, expected: String, what: String) {
        guard actual != expected else { return }
        let a = Array(actual.utf16)
        let e = Array(expected.utf16)
        var first = 0
        while first < min(a.count, e.count), a[first] == e[first] { first += 1 }
        let near = { (units: [UInt16]) in
            String(decoding: units[first ..< min(units.count, first + 40)], as: UTF16.self).debugDescription
        }
        Console.fail("""
            \(what): wrong text (length \(a.count), expected \(e.count)); first difference at \
            UTF-16 offset \(first): got \(near(a)), expected \(near(e))
            """)
    }
}
