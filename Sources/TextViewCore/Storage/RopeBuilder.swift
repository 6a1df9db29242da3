// Unsafe in this file: bulk loading decodes into a block buffer allocated and freed here, then
// copies each block into leaves; no pointer outlives the builder.

/// Builds a rope bottom-up in O(n) from pieces of valid UTF-16: leaves are filled to
/// `maxChunk`, then grouped level by level.
///
/// A surrogate pair or a CRLF may be split between two appends; the builder never cuts a leaf
/// inside one.
struct RopeBuilder {
    private var leaves: [RopeNode] = []
    private var current = RopeNode.make(leaf: TextChunk())

    init() {}

    /// Appends code units.
    ///
    /// - Parameter buffer: Valid UTF-16 as a whole (a pair may continue in the next call).
    mutating func append(_ buffer: UnsafeBufferPointer<UInt16>) {
        guard let base = buffer.baseAddress else { return }
        var i = 0
        let maxChunk = RopeConfiguration.maxChunk
        while i < buffer.count {
            if current.leaf.count == maxChunk {
                seal(next: base[i])
            }
            let n = Swift.min(maxChunk - current.leaf.count, buffer.count - i)
            (current.units! + current.leaf.count).initialize(from: base + i, count: n)
            current.leaf.count += n
            i += n
        }
    }

    /// Appends the UTF-16 of `string`.
    mutating func append(_ string: String) {
        var string = string
        string.withUTF8 { utf8 in
            let block = 16_384
            let capacity = UTF8Decoder.outputCapacity(forInputCount: block)
            let out = UnsafeMutableBufferPointer<UInt16>.allocate(capacity: capacity)
            defer { out.deallocate() }
            var decoder = UTF8Decoder()
            var start = 0
            while start < utf8.count {
                let end = Swift.min(start + block, utf8.count)
                let n = decoder.decode(UnsafeBufferPointer(rebasing: utf8[start..<end]), into: out)
                append(UnsafeBufferPointer(rebasing: out[..<n]))
                start = end
            }
        }
    }

    /// Appends code units that may be ill-formed, replacing each lone surrogate with U+FFFD.
    mutating func appendRepairing<C: Collection>(_ units: C, replacements: inout Int) where C.Element == UInt16 {
        let block = 4096
        let out = UnsafeMutablePointer<UInt16>.allocate(capacity: block + 2)
        defer { out.deallocate() }
        var n = 0
        var pendingLead: UInt16?
        for unit in units {
            if let lead = pendingLead {
                pendingLead = nil
                if UTF16.isTrailSurrogate(unit) {
                    out[n] = lead
                    out[n + 1] = unit
                    n += 2
                    if n >= block { append(UnsafeBufferPointer(start: out, count: n)); n = 0 }
                    continue
                }
                out[n] = 0xFFFD
                n += 1
                replacements += 1
            }
            if UTF16.isLeadSurrogate(unit) {
                pendingLead = unit
                continue
            }
            if UTF16.isTrailSurrogate(unit) {
                out[n] = 0xFFFD
                replacements += 1
            } else {
                out[n] = unit
            }
            n += 1
            if n >= block { append(UnsafeBufferPointer(start: out, count: n)); n = 0 }
        }
        if pendingLead != nil {
            out[n] = 0xFFFD
            n += 1
            replacements += 1
        }
        append(UnsafeBufferPointer(start: out, count: n))
    }

    /// Closes the full current leaf, carrying its last unit over when cutting there would split a
    /// surrogate pair or a CRLF whose LF is `next`.
    private mutating func seal(next: UInt16) {
        let units = current.units!
        let last = units[current.leaf.count - 1]
        let carry = UTF16.isLeadSurrogate(last) || (last == 0x0D && next == 0x0A)
        let fresh = RopeNode.make(leaf: TextChunk())
        if carry {
            fresh.units!.initialize(to: last)
            fresh.leaf.count = 1
            current.leaf.count -= 1
        }
        current.recomputeSummary()
        leaves.append(current)
        current = fresh
    }

    /// Finishes the rope; the builder is left empty.
    ///
    /// - Complexity: O(n / maxChunk).
    mutating func finish() -> Rope {
        // The last leaf is rarely full: its buffer shrinks to fit.
        current.leaf.reserve(current.leaf.count)
        current.recomputeSummary()
        if current.count > 0 || leaves.isEmpty {
            leaves.append(current)
        }
        current = RopeNode.make(leaf: TextChunk())
        defer { leaves = [] }
        return Rope(tree: BTree(leafNodes: leaves))
    }
}
