import Foundation
import TestSupport
@testable import TextViewCore

/// Foundation reference models of the search rules, and random texts to run them on.
enum SearchReference {
    /// Letters in both cases, accents precomposed and not, emoji with modifiers, flags, CRLF,
    /// Hangul syllables and jamo, ß (which folds to ss), spaces and punctuation.
    static let palette: [String] = [
        "a", "b", "A", "B", "e", "E", "s", "S", "ab", "ing", "Walking", " ", " ", ".", ",",
        "é", "É", "e\u{301}", "E\u{301}", "\u{301}", "ß", "SS", "ﬁ",
        "👍", "👍🏽", "🇫🇷", "👨‍👩‍👧", "\r\n", "\n", "\r",
        "한", "\u{1100}\u{1161}", "\u{AC00}", "中",
    ]

    /// A random text of up to `pieces` palette pieces.
    static func text(_ random: inout SplitMix64, pieces: Int = 60) -> String {
        var string = ""
        for _ in 0 ..< Int.random(in: 0 ... pieces, using: &random) {
            string += palette.randomElement(using: &random)!
        }
        return string
    }

    /// A query: a piece of the text (so that it matches) or a palette piece.
    static func query(in text: String, _ random: inout SplitMix64) -> String {
        let units = Array(text.utf16)
        if units.count > 2 && Bool.random(using: &random) {
            let start = Int.random(in: 0 ..< units.count - 1, using: &random)
            let end = Swift.min(units.count, start + Int.random(in: 1 ... 4, using: &random))
            let piece = String(decoding: units[start ..< end], as: UTF16.self)
            if Array(piece.utf16) == Array(units[start ..< end]) {
                return piece
            }
        }
        return palette.randomElement(using: &random)!
    }

    /// The UTF-16 offsets of the boundaries of Swift's `Character`s.
    static func clusterBoundaries(_ string: String) -> Set<Int> {
        var result: Set<Int> = [0]
        var offset = 0
        for character in string {
            offset += character.utf16.count
            result.insert(offset)
        }
        return result
    }

    /// The literal search rule with Foundation doing the comparing: from left to right, the first
    /// position where an anchored `NSString` search finds a match of whole clusters; then on from
    /// its end.
    static func literalMatches(_ query: String, in string: String, options: NSString.CompareOptions,
                               accept: (NSRange) -> Bool = { _ in true }) -> [NSRange] {
        guard !query.isEmpty else { return [] }
        let ns = string as NSString
        let boundaries = clusterBoundaries(string)
        var result: [NSRange] = []
        var position = 0
        while position < ns.length {
            let found = ns.range(of: query, options: options.union([.anchored, .literal]),
                                 range: NSRange(location: position, length: ns.length - position))
            if found.location != NSNotFound, found.length > 0, boundaries.contains(found.location),
               boundaries.contains(NSMaxRange(found)), accept(found) {
                result.append(found)
                position = NSMaxRange(found)
            } else {
                position += 1
            }
        }
        return result
    }

    /// The regular-expression rule with `NSRegularExpression` doing the matching: ICU's scan from
    /// left to right, skipping empty matches, and resuming after a match that splits a cluster at
    /// the next cluster boundary after its start.
    static func regexMatches(_ pattern: String, in string: String, caseInsensitive: Bool) throws -> [(NSRange, [NSRange?])] {
        var options: NSRegularExpression.Options = [.anchorsMatchLines]
        if caseInsensitive { options.insert(.caseInsensitive) }
        let expression = try NSRegularExpression(pattern: pattern, options: options)
        let ns = string as NSString
        let boundaries = clusterBoundaries(string).sorted()
        var result: [(NSRange, [NSRange?])] = []
        var position = 0
        while position <= ns.length {
            guard let match = expression.firstMatch(in: string, options: [.withTransparentBounds, .withoutAnchoringBounds],
                                                    range: NSRange(location: position, length: ns.length - position)) else { break }
            let range = match.range
            if range.length == 0 {
                position = range.location + (range.location < ns.length && UTF16.isLeadSurrogate(ns.character(at: range.location)) ? 2 : 1)
                continue
            }
            if boundaries.contains(range.location) && boundaries.contains(NSMaxRange(range)) {
                let groups = (1 ..< match.numberOfRanges).map { index -> NSRange? in
                    let group = match.range(at: index)
                    return group.location == NSNotFound ? nil : group
                }
                result.append((range, groups))
                position = NSMaxRange(range)
            } else {
                position = boundaries.first { $0 > range.location } ?? ns.length + 1
            }
        }
        return result
    }

    /// `string` as a document whose rope was built by edits at random places, so chunk seams
    /// fall elsewhere than in a document built at once.
    static func document(_ string: String, _ random: inout SplitMix64) -> TextDocument {
        guard Bool.random(using: &random) else { return TextDocument(string) }
        var document = TextDocument()
        var rest = Substring(string)
        var pieces: [String] = []
        while !rest.isEmpty {
            let count = Int.random(in: 1 ... 7, using: &random)
            pieces.append(String(rest.prefix(count)))
            rest = rest.dropFirst(count)
        }
        // Insert the pieces in a shuffled order at the places that put them in the right order.
        var order = Array(pieces.indices)
        order.shuffle(using: &random)
        var placed: [Int] = []
        for index in order {
            let before = placed.filter { $0 < index }.map { pieces[$0].utf16.count }.reduce(0, +)
            document.replaceCharacters(in: NSRange(location: before, length: 0), with: pieces[index])
            placed.append(index)
        }
        return document
    }
}
