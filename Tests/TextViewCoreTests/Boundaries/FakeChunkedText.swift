@testable import TextViewCore

/// Text split into chunks of chosen sizes, read by a break iterator through CUnicode's chunk
/// callback exactly as a rope is, so that chunk edges fall wherever a test wants them.
final class FakeChunkedText {
    let units: [UInt16]
    private let storage: UnsafeMutableBufferPointer<UInt16>
    /// The offset where each chunk starts, ascending, the first 0.
    private(set) var starts: [Int] = []
    /// How many times ICU asked for a chunk.
    private(set) var requests = 0

    /// - Parameters:
    ///   - string: The text.
    ///   - sizes: Chunk lengths, repeated until the text is covered.
    ///   - keepSurrogatePairs: Whether a chunk that would end inside a surrogate pair takes the trail
    ///     too (the rope's promise); otherwise ICU has to join the pair across the edge.
    init(_ string: String, sizes: [Int], keepSurrogatePairs: Bool = true) {
        precondition(!sizes.isEmpty && sizes.allSatisfy { $0 > 0 }, "chunk sizes \(sizes) must be positive")
        units = Array(string.utf16)
        storage = .allocate(capacity: Swift.max(1, units.count))
        _ = storage.initialize(from: units)
        var offset = 0
        var index = 0
        while offset < units.count {
            starts.append(offset)
            var end = Swift.min(units.count, offset + sizes[index % sizes.count])
            if keepSurrogatePairs, end < units.count, UTF16.isTrailSurrogate(units[end]) {
                end += 1
            }
            offset = end
            index += 1
        }
        if starts.isEmpty {
            starts = [0]
        }
    }

    deinit {
        storage.deallocate()
    }

    /// The chunk holding `index` (the last one for `index == count`).
    func chunk(containing index: Int) -> (start: Int, count: Int) {
        var low = 0
        var high = starts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if starts[middle] <= index { low = middle } else { high = middle - 1 }
        }
        if low > 0, starts[low] == units.count {
            low -= 1
        }
        let end = low + 1 < starts.count ? starts[low + 1] : units.count
        return (starts[low], end - starts[low])
    }

    /// Runs `body` with an iterator of `kind` reading this text through the chunk callback.
    func withIterator<R>(_ kind: BreakKind, _ body: (BreakIterator) -> R) -> R {
        BreakIteratorPool.withIterator(kind) { iterator in
            iterator.setChunkedText(length: units.count, callback: { context, index, chunk, chunkStart, chunkLength in
                let text = Unmanaged<FakeChunkedText>.fromOpaque(context!).takeUnretainedValue()
                text.requests += 1
                let found = text.chunk(containing: Int(index))
                chunk!.pointee = UnsafePointer(text.storage.baseAddress! + found.start)
                chunkStart!.pointee = Int64(found.start)
                chunkLength!.pointee = Int64(found.count)
                return 0
            }, context: Unmanaged.passUnretained(self).toOpaque())
            return body(iterator)
        }
    }

    /// Every boundary of `kind`, walking forward from 0 with `following`.
    func boundaries(_ kind: BreakKind) -> [Int] {
        withIterator(kind) { iterator in
            var result = [0]
            var offset = 0
            while let next = iterator.following(offset) {
                result.append(next)
                offset = next
            }
            return result
        }
    }
}
