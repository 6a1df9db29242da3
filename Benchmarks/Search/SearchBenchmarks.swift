import Foundation
import TestSupport
import TextViewCore

/// Runs the find and replace benchmarks on the synthetic document (100 MB; 1 MB with `--quick`)
/// and prints their table: every search of ours against the Foundation peer in the same process,
/// each timed `runs` times in CPU time, with the median and the spread.
///
/// - Parameter quick: A smoke run on a small document, whose numbers are only indicative.
/// - Returns: The rows and targets for the opening screen.
func runSearchBenchmarks(quick: Bool, repeats: Int = 3, seed: UInt64) -> SectionVerdict {
    let size = quick ? 1_000_000 : 100_000_000
    let runs = quick ? 1 : max(1, repeats)
    Console.progress("search: building the \(size / 1_000_000) MB synthetic document")
    let text = SyntheticText.make(characters: size, seed: seed)
    let document = TextDocument(text)
    var table = SearchBenchmarkTable(title: "Find and replace (\(quick ? "quick, 1 MB" : "100 MB"), CPU time, median of \(runs) [min-max])")
    #if DEBUG
    table.note("note: a debug build; these numbers mean nothing (use swift run -c release)")
    #endif
    let word = "cursor"

    Console.progress("search: literal word")
    let literal = SearchQuery(word)
    table.compare("literal \"\(word)\", all matches", runs: runs, target: .fasterBy(10), peerName: "string + NSString.range(of:) loop",
                  shortPeerName: "NSString.range loop") {
        (try? document.numberOfMatches(for: literal)) ?? -1
    } peer: {
        SearchPeers.rangeOfLoop(NSString(string: document.string), word, options: [.literal])
    }

    Console.progress("search: case-insensitive literal")
    let folded = SearchQuery("Cursor", caseInsensitive: true)
    table.compare("case-insensitive \"Cursor\"", runs: runs, target: .fasterBy(5), peerName: "string + range(of:, .caseInsensitive) loop",
                  shortPeerName: "NSString.range loop") {
        (try? document.numberOfMatches(for: folded)) ?? -1
    } peer: {
        SearchPeers.rangeOfLoop(NSString(string: document.string), "Cursor", options: [.caseInsensitive])
    }

    Console.progress("search: regular expression")
    let pattern = "\\b[A-Za-z][a-z]+ing\\b"
    let regex = try! SearchQuery(regularExpression: pattern)
    let expression = try! NSRegularExpression(pattern: pattern, options: [.anchorsMatchLines])
    table.compare("regex /\(pattern)/", runs: runs, target: .fasterBy(1), peerName: "NSRegularExpression, prebuilt String",
                  shortPeerName: "NSRegularExpression") {
        (try? document.numberOfMatches(for: regex)) ?? -1
    } peer: {
        expression.numberOfMatches(in: text, range: NSRange(location: 0, length: size))
    }

    // Issue 21, item 32: a regular expression with many matches over mixed scripts (a match about
    // every 60 units), where the cost per match, not the scan, decides.
    Console.progress("search: many-match Unicode regular expression")
    let mixedUnits = quick ? 1 << 20 : 64 << 20
    var mixedRandom = SplitMix64(seed: seed)
    let mixed = MixedScriptText.make(units: mixedUnits, using: &mixedRandom)
    let mixedDocument = TextDocument(mixed)
    let scripts = "[\\p{Han}\\p{Hangul}\\p{Arabic}]+"
    let scriptsQuery = try! SearchQuery(regularExpression: scripts)
    let scriptsExpression = try! NSRegularExpression(pattern: scripts, options: [.anchorsMatchLines])
    table.note("regex /\(scripts)/: over \(mixedUnits >> 20) Mi UTF-16 units of mixed scripts (Latin, Han, Hangul, Arabic)")
    table.compare("regex /\(scripts)/", runs: runs, target: .fasterBy(1),
                  peerName: "NSRegularExpression, prebuilt String", shortPeerName: "NSRegularExpression") {
        (try? mixedDocument.numberOfMatches(for: scriptsQuery)) ?? -1
    } peer: {
        scriptsExpression.numberOfMatches(in: mixed, range: NSRange(location: 0, length: mixed.utf16.count))
    }

    // Issue 26: a find bar's next match, 1,000 times with one query, from spread-out locations:
    // what the compiled pattern kept by the query (cloned per search) saves; it cost about
    // 0.4 ms a call when each search compiled the pattern again. (No peer: Linux Foundation's
    // NSRegularExpression converts the whole 100 MB String to UTF-16 on every call.)
    Console.progress("search: 1,000 × nextMatch of one query")
    let letters = "(\\p{L})(\\p{M}*)"
    let lettersQuery = try! SearchQuery(regularExpression: letters, caseInsensitive: true)
    let step = size / 1_000
    table.measure("1,000 × nextMatch of /\(letters)/i", runs: runs, target: .under(seconds: 0.05), result: "found") {
        var found = 0
        for i in 0 ..< 1_000 where ((try? document.nextMatch(for: lettersQuery, from: i * step)) ?? nil) != nil { found += 1 }
        return found
    }

    Console.progress("search: previousMatch from the end")
    table.measure("previousMatch from the end, /…ing\\b/", runs: runs, target: .under(seconds: 0.01), result: "found") {
        let found = try? document.previousMatch(for: regex, from: document.length)
        return found == nil ? 0 : 1
    }

    Console.progress("search: replace all")
    let wanted = quick ? 1_000 : 100_000
    // The range holding exactly `wanted` matches, found untimed.
    var end = document.length
    var seen = 0
    if let matches = try? document.matches(for: literal) {
        for match in matches {
            seen += 1
            if seen == wanted {
                end = NSMaxRange(match.range)
                break
            }
        }
    }
    let bounded = SearchQuery(word, range: NSRange(location: 0, length: end))
    table.measure("replace all, \(seen) matches, one transaction", runs: runs, target: .under(seconds: 0.5)) {
        let editor = TextEditor(document: document)
        return (try? editor.replaceAll(bounded, with: "CURSOR")) ?? -1
    }

    Console.progress("search: peak memory")
    let documentBytes = size * 2
    for (name, query) in [("literal", literal), ("case-insensitive", folded), ("regex", regex)] {
        let before = ProcStatus.read().residentBytes
        let reset = ProcStatus.resetPeak()
        _ = try? document.numberOfMatches(for: query)
        let peak = ProcStatus.read().peakResidentBytes
        table.memory("peak memory of a \(name) search", bytes: reset ? Swift.max(0, peak - before) : nil, documentBytes: documentBytes, targetFraction: 0.01)
    }
    withExtendedLifetime(text) {}
    Console.output("")
    Console.output(table.render())
    Console.output(table.meetsTargets ? "all search targets met" : "SOME SEARCH TARGETS MISSED")
    return table.verdict
}

/// The Foundation ways to do the same searches.
enum SearchPeers {
    /// The number of matches of `word` found by `range(of:options:range:)` in a loop, each search
    /// starting after the last match.
    static func rangeOfLoop(_ string: NSString, _ word: String, options: NSString.CompareOptions) -> Int {
        var count = 0
        var location = 0
        let length = string.length
        while location < length {
            let found = string.range(of: word, options: options, range: NSRange(location: location, length: length - location))
            if found.location == NSNotFound { break }
            count += 1
            location = NSMaxRange(found)
        }
        return count
    }
}
