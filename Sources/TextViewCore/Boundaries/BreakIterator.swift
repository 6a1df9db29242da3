import CUnicode

// Unsafe in this file: C API: ICU's break iterator is an opaque handle, given text as a buffer or a
// chunk callback whose context outlives the iteration (the caller's `withUnsafePointer`).

/// An ICU break iterator (through CUnicode), owned by exactly one user at a time.
///
/// Opening one is expensive in ICU, so they come from ``BreakIteratorPool``, which hands each to one
/// caller for the length of a closure; that exclusive checkout is what makes the unchecked
/// `Sendable` sound (the iterator itself is mutable state with no lock). Offsets are in the
/// coordinates of the text last set; ICU limits them to `Int32`.
final class BreakIterator: @unchecked Sendable {
    /// The rules this iterator follows.
    let kind: BreakKind

    private let handle: OpaquePointer

    /// Opens an iterator over the empty text.
    ///
    /// - Parameter kind: The rules to follow.
    init(kind: BreakKind) {
        guard let handle = cu_break_open(kind.cValue, nil) else {
            preconditionFailure("ICU could not open a \(kind) break iterator (is ICU's data library installed?)")
        }
        self.kind = kind
        self.handle = handle
    }

    deinit {
        cu_break_close(handle)
    }

    /// Points the iterator at contiguous code units, which must stay valid and unchanged until the
    /// text is replaced or ``detach()`` is called.
    ///
    /// - Parameter buffer: The text; at most `Int32.max` code units.
    func setText(_ buffer: UnsafeBufferPointer<UInt16>) {
        precondition(buffer.count <= Int(Int32.max), "break iterator text of \(buffer.count) code units exceeds Int32.max")
        let status = cu_break_set_text(handle, buffer.baseAddress, Int32(buffer.count))
        precondition(status == 0, "cu_break_set_text failed with ICU status \(status) for \(buffer.count) code units")
    }

    /// Points the iterator at text that `callback` hands out chunk by chunk (see `CUChunkCallback`).
    ///
    /// - Parameters:
    ///   - length: The text's length in code units, at most `Int32.max`.
    ///   - callback: Gives the chunk holding an offset; `context` is passed back to it.
    ///   - context: Whatever `callback` needs; must stay valid until the text is replaced or
    ///     ``detach()`` is called.
    func setChunkedText(length: Int, callback: CUChunkCallback, context: UnsafeMutableRawPointer) {
        precondition(length >= 0 && length <= Int(Int32.max), "break iterator text of \(length) code units is outside 0...Int32.max")
        let status = cu_break_set_chunked_text(handle, Int64(length), callback, context)
        precondition(status == 0, "cu_break_set_chunked_text failed with ICU status \(status) for \(length) code units")
    }

    /// Points the iterator at the empty text, so it keeps no pointer into anyone's storage.
    func detach() {
        cu_break_detach(handle)
    }

    /// The first boundary after `offset`, or `nil` when `offset` is at or past the end.
    func following(_ offset: Int) -> Int? {
        let result = cu_break_following(handle, Self.narrow(offset))
        return result == CU_BREAK_DONE ? nil : Int(result)
    }

    /// The last boundary before `offset`, or `nil` when `offset` is at or before the start.
    func preceding(_ offset: Int) -> Int? {
        let result = cu_break_preceding(handle, Self.narrow(offset))
        return result == CU_BREAK_DONE ? nil : Int(result)
    }

    /// Whether `offset` is a boundary; the start and end of the text always are.
    func isBoundary(_ offset: Int) -> Bool {
        cu_break_is_boundary(handle, Self.narrow(offset)) != 0
    }

    /// The status of the rule behind the boundary last returned (for words, `CU_WORD_*` ranges).
    var ruleStatus: Int {
        Int(cu_break_rule_status(handle))
    }

    private static func narrow(_ offset: Int) -> Int32 {
        precondition(offset >= 0 && offset <= Int(Int32.max), "break iterator offset \(offset) is outside 0...Int32.max")
        return Int32(offset)
    }
}
