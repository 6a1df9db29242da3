/// Work done once per peer type, generically, so that each peer's loop is specialized for it
/// (an existential `any BenchmarkPeer` would add a dynamic call to every timed edit).
protocol PeerVisitor {
    associatedtype Output
    mutating func visit<P: BenchmarkPeer>(_ peer: P.Type) -> Output
}
