/// Loads one synthetic document into one structure, then times random edits, typing and line
/// lookups on it, each phase under the cap.
struct SyntheticRun: PeerVisitor {
    let kind: PeerKind
    let text: String
    let scripts: SyntheticScripts
    let loadPlan: TimingPlan
    let capNanoseconds: UInt64

    mutating func visit<P: BenchmarkPeer>(_ peer: P.Type) -> (figure: SyntheticFigure, fingerprint: SyntheticFingerprint?) {
        var loaded: P?
        let load = loadPlan.measure(
            operations: 1,
            prepare: { loaded = nil },
            operation: { _, _ in loaded = P(loading: text) },
            finished: { _ in }
        )
        guard var document = loaded else { Console.fail("\(P.self): load produced nothing") }
        loaded = nil
        guard document.length == text.utf16.count else {
            Console.fail("\(P.self) loaded \(document.length) code units instead of \(text.utf16.count)")
        }

        let randomEdits = Self.replay(scripts.randomEdits, on: &document, cap: capNanoseconds)
        let typing = Self.replay(scripts.typing, on: &document, cap: capNanoseconds)

        document.prepareLineLookups()
        var checksum = 0
        let lookups = scripts.lookups
        let sample = CappedLoop(capNanoseconds: capNanoseconds).run(count: lookups.count) { index in
            let range = document.lineRange(containing: lookups[index])
            checksum = checksum &* 31 &+ range.location &* 7 &+ range.length
        }
        let lineLookups = TimingResult(sample)

        let complete = !randomEdits.capped && !typing.capped && !lineLookups.capped
        var fingerprint: SyntheticFingerprint?
        if complete {
            var hasher = Hasher()
            hasher.combine(document.content)
            fingerprint = SyntheticFingerprint(length: document.length, contentHash: hasher.finalize(), lookupChecksum: checksum)
        }
        let figure = SyntheticFigure(
            characters: text.utf16.count, structure: kind, load: load, randomEdits: randomEdits, typing: typing,
            lineLookups: lineLookups, lineLookupMethod: P.lineLookupMethod, complete: complete)
        return (figure, fingerprint)
    }

    /// One capped run of `script` on `document`, which keeps its edits.
    static func replay<P: BenchmarkPeer>(_ script: EditScript, on document: inout P, cap: UInt64) -> TimingResult {
        let table = script.insertions.map(P.makeInsertion)
        let sample = script.edits.withUnsafeBufferPointer { edits in
            CappedLoop(capNanoseconds: cap).run(count: edits.count) { index in
                let edit = edits[index]
                document.replace(location: Int(edit.location), length: Int(edit.deleteLength), with: table[Int(edit.insertion)])
            }
        }
        return TimingResult(sample)
    }
}
