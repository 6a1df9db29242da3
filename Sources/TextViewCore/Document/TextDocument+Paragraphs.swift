import Foundation

// Paragraph styles live per paragraph, as in NSTextStorage: after every edit, the paragraphs it
// touched take the paragraph style of their first character (`fixAttributes`'s paragraph rule).
// A paragraph is a line of the rope with its terminator: LF, CR, CRLF, NEL, U+2028 and U+2029 end
// one (NSString's paragraphRange does not count U+2028 and NEL; here they do, because paragraph
// lookups use the rope's line index).
extension TextDocument {
    /// The paragraph holding `location`, including its terminator.
    ///
    /// Paragraphs end after LF, CR, CRLF, NEL, U+2028 or U+2029 (the line breaks of
    /// ``lineRange(containing:)``).
    ///
    /// - Parameter location: A UTF-16 offset; clamped to `0...length`.
    /// - Returns: The paragraph's range; `{length, 0}` for the empty paragraph after a final break.
    /// - Complexity: O(log n).
    public func paragraphRange(containing location: Int) -> NSRange {
        lineRange(containing: location)
    }

    /// The paragraph style of the paragraph holding `location`: its first character's.
    ///
    /// - Parameter location: A UTF-16 offset; clamped to `0...length`.
    /// - Returns: The style, or nil when none is set or the paragraph is empty (the one after a
    ///   final break, or an empty document).
    /// - Complexity: O(log n).
    public func paragraphStyle(at location: Int) -> ParagraphStyle? {
        let paragraph = paragraphRange(containing: location)
        guard paragraph.length > 0 else { return nil }
        return attributeStorage.attributes(attributeStorage.run(containing: paragraph.location).run.id).paragraphStyle
    }

    /// Gives every paragraph that `range` touches the paragraph style `style`, whole paragraphs
    /// (terminators included), leaving other attributes alone.
    ///
    /// An empty range names the paragraph holding it. The empty paragraph after a final break has
    /// no character to hold a style; a caret there changes nothing (an editor carries its style in
    /// typing attributes).
    ///
    /// - Parameters:
    ///   - style: The paragraph style, or nil to remove it.
    ///   - range: Any range; made safe by ``clampedRange(_:snapping:)`` with `.scalar`.
    /// - Complexity: O(log n + p log n + k) for p paragraphs and k runs in them.
    public mutating func setParagraphStyle(_ style: ParagraphStyle?, forParagraphsIn range: NSRange) {
        var none: InverseAccumulator? = nil
        setParagraphStyle(style, forParagraphsIn: range, inverse: &none)
    }

    /// ``setParagraphStyle(_:forParagraphsIn:)``, adding its inverse to `inverse` (when not nil).
    internal mutating func setParagraphStyle(_ style: ParagraphStyle?, forParagraphsIn range: NSRange, inverse: inout InverseAccumulator?) {
        guard let r = clampedRange(range, snapping: .scalar) else { return }
        let first = paragraphRange(containing: r.location)
        let last = r.length == 0 ? first : paragraphRange(containing: r.location + r.length - 1)
        let whole = first.location ..< last.location + last.length
        applyRuns(in: whole, inverse: &inverse) { storage, id in
            let attributes = storage.attributes(id)
            if attributes.paragraphStyle == style { return id }
            var changed = attributes
            changed.paragraphStyle = style
            return storage.intern(changed)
        }
    }

    /// Makes the paragraphs touching `edited` uniform: every character takes the paragraph style
    /// of its paragraph's first character.
    ///
    /// `edited` is the changed text after the edit (the new text, or the range whose attributes
    /// changed); for an empty one, the place where a deletion joined text. Text outside `edited`
    /// was uniform per paragraph before, and a paragraph's text outside `edited` lies in one old
    /// paragraph; so one forward pass over `edited` does: the style of the paragraph reaching into
    /// `edited` comes from the character before it (or its first character, when `edited` starts a
    /// paragraph), each break inside `edited` starts a paragraph whose first character is known,
    /// and past `edited` only the character after it is compared. No line lookup, no run outside
    /// `edited` is read, unless the paragraph that `edited` runs into really has to change.
    ///
    /// - Complexity: O(log n + m + k) for m units and k runs in `edited`, plus the runs that change.
    ///
    /// When every run of `edited` has one id (`uniform`: new text, `setAttributes`), paragraphs
    /// starting inside `edited` begin with that id and are uniform already; only the paragraph
    /// reaching into `edited` from before and the one it runs into are looked at, and the text is
    /// read only up to the first break after `edited.lowerBound`.
    internal mutating func fixParagraphStyles(around edited: Range<Int>, uniform: AttributeID? = nil,
                                              inverse: inout InverseAccumulator?) {
        // Inside a beginEditing() batch the rule waits for the outermost endEditing().
        if editingBatch != nil {
            editingBatch!.postpone(edited)
            return
        }
        let total = rope.count
        guard total > 0 else { return }
        let lo = edited.lowerBound
        let hi = edited.upperBound
        if let uniform, lo < hi {
            fixParagraphStyles(aroundUniform: edited, id: uniform, inverse: &inverse)
            return
        }
        var sourceID: AttributeID
        if lo < total && isParagraphStart(lo) {
            sourceID = attributeStorage.run(containing: lo).run.id
        } else if lo > 0 {
            sourceID = attributeStorage.run(containing: lo - 1).run.id
        } else {
            return
        }
        if lo < hi {
            // Each break inside `edited` starts a paragraph whose first character is known; the
            // starts are collected first (the scan reads the rope, the fix writes the runs), and an
            // array is only allocated when there is one.
            var segmentStart = lo
            for start in paragraphStarts(in: lo ..< hi) {
                enforceParagraphStyle(of: sourceID, in: segmentStart ..< start, inverse: &inverse)
                segmentStart = start
                sourceID = attributeStorage.run(containing: start).run.id
            }
            enforceParagraphStyle(of: sourceID, in: segmentStart ..< hi, inverse: &inverse)
        }

        fixParagraph(runningOnAt: hi, from: sourceID, inverse: &inverse)
    }

    /// The paragraph an edit ending at `hi` runs into, when `hi` is not a paragraph start: the rest
    /// of it, from `hi`, takes the paragraph style of `sourceID`'s value, the style its first
    /// character (before `hi`) has. That rest is uniform (the edit did not reach it), so the
    /// character at `hi` tells whether it already has the style.
    private mutating func fixParagraph(runningOnAt hi: Int, from sourceID: AttributeID, inverse: inout InverseAccumulator?) {
        guard hi < rope.count && !isParagraphStart(hi) else { return }
        let tailID = attributeStorage.run(containing: hi).run.id
        let style = attributeStorage.paragraphStyle(of: sourceID)
        if tailID != sourceID && attributeStorage.paragraphStyle(of: tailID) != style {
            let line = rope.lineIndex(at: hi)
            let end = line < rope.lineBreakCount ? rope.offset(ofLine: line + 1) : rope.count
            setParagraphStyle(style, in: hi ..< end, except: sourceID, inverse: &inverse)
        }
    }

    /// ``fixParagraphStyles(around:uniform:inverse:)`` computing no inverse.
    internal mutating func fixParagraphStyles(around edited: Range<Int>, uniform: AttributeID? = nil) {
        var none: InverseAccumulator? = nil
        fixParagraphStyles(around: edited, uniform: uniform, inverse: &none)
    }

    /// The uniform case of ``fixParagraphStyles(around:uniform:inverse:)``.
    private mutating func fixParagraphStyles(aroundUniform edited: Range<Int>, id: AttributeID, inverse: inout InverseAccumulator?) {
        let lo = edited.lowerBound
        let hi = edited.upperBound
        let firstID = isParagraphStart(lo) ? id : attributeStorage.run(containing: lo - 1).run.id
        let inner = firstParagraphStart(in: edited)
        // The paragraph reaching into `edited` from before keeps its first character's style.
        if firstID != id {
            let style = attributeStorage.paragraphStyle(of: firstID)
            if attributeStorage.paragraphStyle(of: id) != style {
                setParagraphStyle(style, in: lo ..< (inner ?? hi), except: firstID, inverse: &inverse)
            }
        }
        // The paragraph `edited` runs into: its first character is in `edited` when a paragraph
        // starts inside it, else it is the paragraph reaching in from before.
        fixParagraph(runningOnAt: hi, from: inner == nil ? firstID : id, inverse: &inverse)
    }

    /// The first offset strictly inside `range` where a paragraph starts, read chunk by chunk
    /// from `range.lowerBound` up to the first line break.
    private func firstParagraphStart(in range: Range<Int>) -> Int? {
        var p = range.lowerBound
        while p < range.upperBound {
            // nil: no answer in this chunk, go on; .some: the answer.
            let answer: Int?? = rope.withChunk(containing: p) { chunk, start in
                let end = Swift.min(range.upperBound, start + chunk.count)
                while p < end {
                    let u = chunk[p - start]
                    p += 1
                    guard LineBreaks.isBreakCandidate(u) else { continue }
                    if p >= range.upperBound { return .some(nil) }
                    if u == 0x0D && rope.unit(at: p) == 0x0A { continue }
                    return .some(p)
                }
                return nil
            }
            if let answer { return answer }
        }
        return nil
    }

    /// Whether a paragraph starts at `offset`: the document's start, or just after a line break
    /// (not between the CR and LF of a CRLF).
    func isParagraphStart(_ offset: Int) -> Bool {
        if offset == 0 { return true }
        let before = rope.unit(at: offset - 1)
        guard LineBreaks.isBreakCandidate(before) else { return false }
        if before == 0x0D { return offset == rope.count || rope.unit(at: offset) != 0x0A }
        return true
    }

    /// The offsets strictly inside `range` where a paragraph starts, in order, read from the text.
    private func paragraphStarts(in range: Range<Int>) -> [Int] {
        var starts: [Int] = []
        if range.count <= 16 {
            // Typed text: a few units next to the finger's leaf, read one by one.
            for p in range {
                let u = rope.unit(at: p)
                guard LineBreaks.isBreakCandidate(u), p + 1 < range.upperBound else { continue }
                if u == 0x0D && rope.unit(at: p + 1) == 0x0A { continue }
                starts.append(p + 1)
            }
            return starts
        }
        var offset = range.lowerBound
        rope.forEachChunk(in: range) { chunk in
            let n = chunk.count
            var i = 0
            while let candidate = LineBreaks.nextCandidate(in: chunk, from: i) {
                let u = chunk[candidate]
                i = candidate + 1
                let end = offset + i
                if end >= range.upperBound { break }
                if u == 0x0D && (i < n ? chunk[i] : rope.unit(at: end)) == 0x0A { continue }
                starts.append(end)
            }
            offset += n
            return true
        }
        return starts
    }

    /// Gives every run of `range` the paragraph style of the value `sourceID` names, reading the
    /// runs first and writing only when one differs.
    private mutating func enforceParagraphStyle(of sourceID: AttributeID, in range: Range<Int>, inverse: inout InverseAccumulator?) {
        if range.isEmpty { return }
        let style = attributeStorage.paragraphStyle(of: sourceID)
        var differs = false
        attributeStorage.forEachRun(overlapping: range) { _, run in
            if run.id != sourceID && attributeStorage.paragraphStyle(of: run.id) != style {
                differs = true
                return false
            }
            return true
        }
        if differs {
            setParagraphStyle(style, in: range, except: sourceID, inverse: &inverse)
        }
    }

    /// Sets the paragraph style of `range` without touching other attributes; runs with id
    /// `known` already have it.
    private mutating func setParagraphStyle(_ style: ParagraphStyle?, in range: Range<Int>, except known: AttributeID,
                                            inverse: inout InverseAccumulator?) {
        applyRuns(in: range, inverse: &inverse) { storage, id in
            if id == known { return id }
            if storage.paragraphStyle(of: id) == style { return id }
            var changed = storage.attributes(id)
            changed.paragraphStyle = style
            return storage.intern(changed)
        }
    }
}
