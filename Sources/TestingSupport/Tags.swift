import Testing

extension Tag {
    /// Randomised checks of a rule over seeded inputs (the seed is printed with every failure).
    @Tag public static var property: Self

    /// The n-versus-4n cost checks of `ScaleScenarios` (off under internal checks).
    @Tag public static var scale: Self

    /// Differential checks against Foundation or ICU given the same edits or queries.
    @Tag public static var parity: Self

    /// Replays of a fuzzer's corpus and of the inputs its runs found.
    @Tag public static var fuzzCorpus: Self
}
