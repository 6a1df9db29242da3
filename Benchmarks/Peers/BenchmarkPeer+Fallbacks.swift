extension BenchmarkPeer {
    /// A structure edits every range as given, with no fallback.
    var fallbackCount: Int? { nil }
}

extension BenchmarkPeer {
    /// A structure with its own line index, or none at all, prepares nothing.
    mutating func prepareLineLookups() {}
}
