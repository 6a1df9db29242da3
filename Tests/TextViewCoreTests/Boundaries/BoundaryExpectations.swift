import Foundation
import Testing
@testable import TextViewCore

/// What the boundary tests compare: a document's clusters, Swift's `Character`s, every query.
enum BoundaryExpectations {
    /// The cluster boundaries `document` reports, walking `clusterBoundary(after:)` from 0.
    static func documentClusters(_ document: TextDocument) -> [Int] {
        var result = [0]
        var offset = 0
        while offset < document.length {
            offset = document.clusterBoundary(after: offset)
            result.append(offset)
        }
        return result
    }

    /// The boundaries of Swift's `Character`s in `string`, in UTF-16 offsets.
    static func swiftCharacters(_ string: String) -> [Int] {
        var result = [0]
        var offset = 0
        for character in string {
            offset += character.utf16.count
            result.append(offset)
        }
        return result
    }

    /// Checks every cluster query of `document` at every offset against the expected boundaries.
    static func expectQueries(_ document: TextDocument, boundaries: [Int], _ comment: String,
                              sourceLocation: SourceLocation = #_sourceLocation) {
        let set = Set(boundaries)
        for offset in 0...document.length {
            let before = boundaries.last { $0 < offset } ?? 0
            let after = boundaries.first { $0 > offset } ?? document.length
            let atOrBefore = boundaries.last { $0 <= offset } ?? 0
            let atOrAfter = boundaries.first { $0 >= offset } ?? document.length
            #expect(document.isClusterBoundary(offset) == set.contains(offset), "\(comment): isClusterBoundary(\(offset))", sourceLocation: sourceLocation)
            #expect(document.clusterBoundary(before: offset) == before, "\(comment): before \(offset)", sourceLocation: sourceLocation)
            #expect(document.clusterBoundary(after: offset) == after, "\(comment): after \(offset)", sourceLocation: sourceLocation)
            #expect(document.clusterBoundary(atOrBefore: offset) == atOrBefore, "\(comment): atOrBefore \(offset)", sourceLocation: sourceLocation)
            #expect(document.clusterBoundary(atOrAfter: offset) == atOrAfter, "\(comment): atOrAfter \(offset)", sourceLocation: sourceLocation)
            let expected = offset < document.length ? NSRange(location: atOrBefore, length: after - atOrBefore) : NSRange(location: document.length, length: 0)
            #expect(document.rangeOfComposedCharacterSequence(at: offset) == expected, "\(comment): composed at \(offset)", sourceLocation: sourceLocation)
        }
    }
}
