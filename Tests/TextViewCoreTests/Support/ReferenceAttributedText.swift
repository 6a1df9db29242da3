import Foundation
import TextViewCore

/// The oracle for attributed documents: one `TextAttributes` per UTF-16 unit (exact by
/// construction, no runs to get wrong), and an `NSMutableAttributedString` given the same steps
/// through the interop keys, with NSTextStorage's paragraph rule applied to both after each step.
///
/// As in ``ReferenceText``, Foundation on Linux rounds a replaced range that falls inside a
/// grapheme cluster, so it gets only replacements whose ends are cluster boundaries; after any
/// other one it is rebuilt from the units, and the units alone are the oracle for that step.
/// Attribute ranges are exact in Foundation (measured), so it gets all of those.
struct ReferenceAttributedText {
    private(set) var units: [UInt16]
    private(set) var attributes: [TextAttributes]
    private(set) var foundation: NSMutableAttributedString
    private(set) var foundationSteps = 0
    /// Whether Foundation follows along; without it, only the per-unit model (much faster).
    let withFoundation: Bool

    init(_ string: String, attributes value: TextAttributes = TextAttributes(), withFoundation: Bool = true) {
        self.withFoundation = withFoundation
        units = Array(string.utf16)
        attributes = Array(repeating: value, count: units.count)
        foundation = NSMutableAttributedString(string: string)
        fixParagraphs()
        rebuildFoundation()
    }

    var string: String { String(decoding: units, as: UTF16.self) }

    /// The coalesced runs of the per-unit attributes.
    var runs: [TextDocument.AttributeRun] {
        var result: [TextDocument.AttributeRun] = []
        for (i, value) in attributes.enumerated() {
            if let last = result.last, last.attributes == value {
                result[result.count - 1].range.length += 1
            } else {
                result.append(TextDocument.AttributeRun(range: NSRange(location: i, length: 1), attributes: value))
            }
        }
        return result
    }

    /// Foundation's runs read back through the interop, coalesced by value.
    var foundationRuns: [TextDocument.AttributeRun] {
        var result: [TextDocument.AttributeRun] = []
        foundation.enumerateAttributes(in: NSRange(location: 0, length: foundation.length), options: []) { dictionary, range, _ in
            let value = TextAttributes(foundationAttributes: dictionary)
            if let last = result.last, last.attributes == value {
                result[result.count - 1].range.length += range.length
            } else {
                result.append(TextDocument.AttributeRun(range: range, attributes: value))
            }
        }
        return result
    }

    /// The coalesced run holding `location`.
    func run(at location: Int) -> TextDocument.AttributeRun? {
        runs.first { NSLocationInRange(location, $0.range) }
    }

    mutating func setAttributes(_ value: TextAttributes, range: NSRange) {
        guard let r = ReferenceClamp.editRange(range, in: units), !r.isEmpty else { return }
        for i in r { attributes[i] = value }
        if withFoundation { foundation.setAttributes(value.foundationAttributes, range: NSRange(r)) }
        finishStep(foundationApplied: true)
    }

    mutating func addAttributes(_ value: TextAttributes, range: NSRange) {
        guard let r = ReferenceClamp.editRange(range, in: units), !r.isEmpty else { return }
        for i in r { attributes[i] = attributes[i].merging(value) }
        if withFoundation { foundation.addAttributes(value.foundationAttributes, range: NSRange(r)) }
        finishStep(foundationApplied: true)
    }

    mutating func removeAttribute(_ key: TextAttributes.Key, range: NSRange) {
        guard let r = ReferenceClamp.editRange(range, in: units), !r.isEmpty else { return }
        for i in r { attributes[i] = attributes[i].removing(key) }
        if withFoundation { foundation.removeAttribute(ReferenceAttributedText.foundationKey(key), range: NSRange(r)) }
        finishStep(foundationApplied: true)
    }

    /// A replacement; `value` nil means NSMutableAttributedString's inheritance rule.
    mutating func replace(_ range: NSRange, with text: String, attributes value: TextAttributes?) {
        guard let r = ReferenceClamp.editRange(range, in: units) else { return }
        let inserted = Array(text.utf16)
        let inherited: TextAttributes
        if let value {
            inherited = value
        } else if !r.isEmpty {
            inherited = attributes[r.lowerBound]
        } else if r.lowerBound > 0 {
            inherited = attributes[r.lowerBound - 1]
        } else if !attributes.isEmpty {
            inherited = attributes[0]
        } else {
            inherited = TextAttributes()
        }
        let aligned = withFoundation && foundationCanReplace(r)
        if aligned {
            if let value {
                foundation.replaceCharacters(in: NSRange(r), with: NSAttributedString(string: text, attributes: value.foundationAttributes))
            } else {
                foundation.replaceCharacters(in: NSRange(r), with: text)
            }
        }
        units.replaceSubrange(r, with: inserted)
        attributes.replaceSubrange(r, with: Array(repeating: inherited, count: inserted.count))
        finishStep(foundationApplied: aligned)
    }

    /// A replacement by attributed text of several runs (`runs` in order: their units and
    /// attributes); Foundation gets `replaceCharacters(in:with: NSAttributedString)`.
    mutating func replace(_ range: NSRange, withRuns runs: [(units: [UInt16], attributes: TextAttributes)]) {
        guard let r = ReferenceClamp.editRange(range, in: units) else { return }
        let aligned = withFoundation && foundationCanReplace(r)
        if aligned {
            let source = NSMutableAttributedString(string: "")
            for run in runs {
                source.append(NSAttributedString(string: String(decoding: run.units, as: UTF16.self), attributes: run.attributes.foundationAttributes))
            }
            foundation.replaceCharacters(in: NSRange(r), with: source)
        }
        units.replaceSubrange(r, with: runs.flatMap(\.units))
        attributes.replaceSubrange(r, with: runs.flatMap { Array(repeating: $0.attributes, count: $0.units.count) })
        finishStep(foundationApplied: aligned)
    }

    /// Whether Foundation replaces `r` exactly: both ends on cluster boundaries of its string.
    private func foundationCanReplace(_ r: Range<Int>) -> Bool {
        let current = foundation.string
        let lo = String.Index(utf16Offset: r.lowerBound, in: current)
        let hi = String.Index(utf16Offset: r.upperBound, in: current)
        return String.Index(lo, within: current) != nil && String.Index(hi, within: current) != nil
    }

    static func foundationKey(_ key: TextAttributes.Key) -> NSAttributedString.Key {
        switch key {
        case .font: .textViewCoreFont
        case .foregroundColor: .textViewCoreForegroundColor
        case .backgroundColor: .textViewCoreBackgroundColor
        case .underlineStyle: .textViewCoreUnderlineStyle
        case .strikethroughStyle: .textViewCoreStrikethroughStyle
        case .kern: .textViewCoreKern
        case .link: .textViewCoreLink
        case .paragraphStyle: .textViewCoreParagraphStyle
        case .custom(let name): NSAttributedString.Key(name)
        }
    }

    /// Whether the paragraph rule waits for ``endDeferringParagraphRule()`` (NSTextStorage's
    /// `fixAttributes` at the end of a `beginEditing()` batch).
    private(set) var defersParagraphRule = false

    /// Defers the paragraph rule, as a `beginEditing()` batch does.
    mutating func beginDeferringParagraphRule() {
        defersParagraphRule = true
    }

    /// Applies the paragraph rule to the whole text, as the end of a batch does.
    mutating func endDeferringParagraphRule() {
        defersParagraphRule = false
        fixParagraphs()
        if withFoundation { fixFoundationParagraphs() }
    }

    private mutating func finishStep(foundationApplied: Bool) {
        if !defersParagraphRule { fixParagraphs() }
        if !withFoundation { return }
        if defersParagraphRule {
            if foundationApplied { foundationSteps += 1 } else { rebuildFoundation() }
            return
        }
        if foundationApplied {
            fixFoundationParagraphs()
            foundationSteps += 1
        } else {
            rebuildFoundation()
        }
    }

    /// Paragraph ranges by a plain scan (LF, CR, CRLF, NEL, U+2028, U+2029 end one).
    var paragraphs: [Range<Int>] {
        let starts = ReferenceLines(units).starts
        var result: [Range<Int>] = []
        for (k, start) in starts.enumerated() {
            let end = k + 1 < starts.count ? starts[k + 1] : units.count
            if end > start { result.append(start ..< end) }
        }
        return result
    }

    /// NSTextStorage's rule, naively over the whole text: each paragraph takes its first
    /// character's paragraph style.
    private mutating func fixParagraphs() {
        for p in paragraphs {
            let style = attributes[p.lowerBound].paragraphStyle
            for i in p where attributes[i].paragraphStyle != style { attributes[i].paragraphStyle = style }
        }
    }

    private func fixFoundationParagraphs() {
        for p in paragraphs {
            let value = foundation.attribute(.textViewCoreParagraphStyle, at: p.lowerBound, effectiveRange: nil)
            if let value {
                foundation.addAttribute(.textViewCoreParagraphStyle, value: value, range: NSRange(p))
            } else {
                foundation.removeAttribute(.textViewCoreParagraphStyle, range: NSRange(p))
            }
        }
    }

    private mutating func rebuildFoundation() {
        let rebuilt = NSMutableAttributedString(string: string)
        for run in runs where !run.attributes.isEmpty {
            rebuilt.setAttributes(run.attributes.foundationAttributes, range: run.range)
        }
        foundation = rebuilt
    }
}
