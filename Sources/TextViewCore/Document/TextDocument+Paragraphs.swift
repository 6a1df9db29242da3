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
        guard let r = clampedRange(range, snapping: .scalar) else { return }
        let first = paragraphRange(containing: r.location)
        let last = r.length == 0 ? first : paragraphRange(containing: r.location + r.length - 1)
        let whole = first.location ..< last.location + last.length
        applyRuns(in: whole) { storage, id in
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
    /// changed); for an empty one, the paragraph holding it (where a deletion joined text).
    /// Everything outside `edited` was uniform per paragraph before the edit, and a paragraph's
    /// text outside `edited` lies in one old paragraph, so per paragraph only three things are
    /// read: the style of its first character, the runs inside `edited`, and one run after it.
    /// Runs past `edited` are rewritten only when their style really has to change.
    ///
    /// - Complexity: O(p log n + k) for p touched paragraphs and k runs in `edited`, plus the runs
    ///   that change.
    internal mutating func fixParagraphStyles(around edited: Range<Int>) {
        let total = rope.count
        guard total > 0 else { return }
        let breaks = rope.lineBreakCount
        var line = rope.lineIndex(at: edited.lowerBound)
        var start = rope.offset(ofLine: line)
        while true {
            let end = line < breaks ? rope.offset(ofLine: line + 1) : total
            if end > start {
                fixParagraph(start ..< end, edited: edited)
            }
            if end >= edited.upperBound || line >= breaks { break }
            line += 1
            start = end
        }
    }

    /// Makes one paragraph uniform, given that its text outside `edited` already is.
    private mutating func fixParagraph(_ paragraph: Range<Int>, edited: Range<Int>) {
        let firstID = attributeStorage.run(containing: paragraph.lowerBound).run.id
        let style = attributeStorage.attributes(firstID).paragraphStyle
        let a = Swift.max(edited.lowerBound, paragraph.lowerBound)
        let b = Swift.min(edited.upperBound, paragraph.upperBound)
        if a < b {
            setParagraphStyle(style, in: a ..< b, except: firstID)
        }
        let tail = Swift.max(a, b)
        if tail < paragraph.upperBound {
            let tailID = attributeStorage.run(containing: tail).run.id
            if tailID != firstID && attributeStorage.attributes(tailID).paragraphStyle != style {
                setParagraphStyle(style, in: tail ..< paragraph.upperBound, except: firstID)
            }
        }
    }

    /// Sets the paragraph style of `range` without touching other attributes; runs with id
    /// `known` already have it.
    private mutating func setParagraphStyle(_ style: ParagraphStyle?, in range: Range<Int>, except known: AttributeID) {
        applyRuns(in: range) { storage, id in
            if id == known { return id }
            let attributes = storage.attributes(id)
            if attributes.paragraphStyle == style { return id }
            var changed = attributes
            changed.paragraphStyle = style
            return storage.intern(changed)
        }
    }
}
