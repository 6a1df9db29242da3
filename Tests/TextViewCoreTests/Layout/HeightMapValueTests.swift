import Foundation
import Testing
@testable import TextViewCore

/// Issue 23, item 6: `HeightMap` is a value. Its nodes are changed in place, so a copy must not
/// see the original's later changes, nor the original the copy's.
@Suite struct HeightMapValueTests {
    @Test func aCopyDoesNotAliasTheOriginal() {
        var original = HeightMap(.gap(length: 100, paragraphs: 10, estimate: 1))
        original.replace(paragraphs: 3 ..< 4, with: [.measured(length: 10, height: 2, lines: 2)]) { $0 * 10 }
        let before = original.entries
        var copy = original
        // One paragraph measured again: the in-place path (no node made).
        copy.replace(paragraphs: 3 ..< 4, with: [.measured(length: 10, height: 5, lines: 5)]) { $0 * 10 }
        // A cut inside a gap: split and merge.
        copy.replace(paragraphs: 7 ..< 8, with: [.measured(length: 10, height: 3, lines: 3)]) { $0 * 10 }
        #expect(original.entries == before)
        #expect(original.total.height == 11)
        #expect(copy.total.height == 16)
        // And the other way round: changing the original leaves the copy alone.
        let copied = copy.entries
        original.replace(paragraphs: 0 ..< 1, with: [.measured(length: 10, height: 4, lines: 4)]) { $0 * 10 }
        #expect(copy.entries == copied)
        #expect(copy.total.height == 16)
        #expect(original.total.height == 14)
    }
}
