import Synchronization

/// A regular expression compiled once for a ``SearchQuery`` and all its copies: each search
/// clones a program from it (`uregex_clone`: the compiled pattern is shared, only the matcher's
/// state is new) instead of compiling the pattern again, which for a pattern with property
/// classes costs far more than a short search.
///
/// The prototypes are never matched with, only cloned; the lock keeps the clones, and the rare
/// compilation of the other case mode, one at a time across threads.
final class CompiledPattern: Sendable {
    /// The pattern, for a compilation in the other case mode.
    private let pattern: String
    /// The number of capture groups (the same in both case modes).
    let groupCount: Int
    /// Whether the pattern is line-local (see `RegexProgram.isLineLocal(_:)`), decided once.
    let isLineLocal: Bool
    /// The compiled prototypes by case mode: the query's at first, the other one when asked for.
    private let prototypes: Mutex<[Bool: RegexProgram]>

    /// How many times the pattern was compiled (1, or 2 once the other case mode was asked for);
    /// for the tests that check searches clone instead.
    var compilations: Int { prototypes.withLock { $0.count } }

    /// Compiles `pattern`.
    ///
    /// - Throws: ``SearchError/invalidPattern(message:line:offset:)``.
    init(pattern: String, caseInsensitive: Bool) throws {
        let program = try RegexProgram(pattern: pattern, caseInsensitive: caseInsensitive)
        self.pattern = pattern
        self.groupCount = program.groupCount
        self.isLineLocal = program.isLineLocal
        self.prototypes = Mutex([caseInsensitive: program])
    }

    /// A fresh program for one search, in the given case mode.
    ///
    /// - Throws: ``SearchError/invalidPattern(message:line:offset:)`` only if ICU cannot allocate
    ///   the clone (the pattern compiled once already).
    func program(caseInsensitive: Bool) throws -> RegexProgram {
        try prototypes.withLock { prototypes in
            if let prototype = prototypes[caseInsensitive] {
                return try RegexProgram(cloning: prototype)
            }
            let compiled = try RegexProgram(pattern: pattern, caseInsensitive: caseInsensitive)
            prototypes[caseInsensitive] = compiled
            return try RegexProgram(cloning: compiled)
        }
    }
}
