import Foundation
import SelectionFuzzing
import TextViewCore

/// One step of the editor fuzzer, decoded from the fuzzer's bytes: an editor command (the
/// selection fuzzer's, plus paste, batches, undo and redo, attribute edits and marked text), or
/// what only the fuzzer does: a batch of its own steps, checked undo round trips, properties
/// (recording undo, typing attributes, the clock), input filters, observers that edit, and
/// change-set algebra on the current document.
indirect enum EditorFuzzOperation: CustomStringConvertible {
    case command(EditorCommand)
    case performEditing([EditorFuzzOperation])
    case undoThenRedo
    case undoAllThenRedoAll
    case recordsUndo(Bool)
    case tick(Double)
    case setTypingAttributes(TextAttributes)
    case addFilter(FilterKind)
    case removeFilter(Int)
    case addObserver(ObserverAction, budget: Int)
    case addWillChangeObserver(ObserverAction)
    case cancelObserver(Int)
    case changeSets(ChangeSetCase)

    /// What an input filter does to each proposed edit.
    enum FilterKind: CustomStringConvertible {
        case rejectAll
        case maximumLength(Int)
        case letters
        case uppercase
        /// Replaces each range with hostile bounds (the editor must make them safe).
        case hostileRanges(Int, Int)

        var description: String {
            switch self {
            case .rejectAll: "reject every edit"
            case .maximumLength(let n): "InputFilter.maximumLength(\(n))"
            case .letters: "InputFilter.allowedCharacters(.letters)"
            case .uppercase: "uppercased"
            case .hostileRanges(let a, let b): "ranges moved to NSRange(location: \(a), length: \(b))"
            }
        }
    }

    /// What an observer does when it hears a change (each call it makes is queued by the editor
    /// and runs after the delivery), until its budget is spent; then it cancels itself.
    enum ObserverAction: CustomStringConvertible {
        case appendText(String)
        case insertText(String)
        case highlightEditedRange(TextAttributes)
        case undo
        case batchOfTwoEdits
        case setMarkedText(String)
        case unmarkText
        case cancelObserver(Int)
        case releaseObserver(Int)
        case nothing

        var description: String {
            switch self {
            case .appendText(let s): "append \(FuzzText.quoted(s))"
            case .insertText(let s): "insertText(\(FuzzText.quoted(s)))"
            case .highlightEditedRange(let a): "setAttributes(\(a), editedRange)"
            case .undo: "undo()"
            case .batchOfTwoEdits: "performEditing { two edits }"
            case .setMarkedText(let s): "setMarkedText(\(FuzzText.quoted(s)))"
            case .unmarkText: "unmarkText()"
            case .cancelObserver(let i): "cancel observer \(i)"
            case .releaseObserver(let i): "release observer \(i)"
            case .nothing: "nothing"
            }
        }
    }

    /// Decodes the next operation for a text of `length` units; `depth` bounds nested batches.
    static func decode(_ input: inout FuzzBytes, length: Int, depth: Int = 0) -> EditorFuzzOperation {
        let code = input.byte()
        func range() -> NSRange { NSRange(location: input.location(length: length), length: input.rangeLength(length: length)) }
        switch code % 48 {
        case 0..<14: return .command(FuzzCommand.decode(&input, length: length))
        case 14: return .command(.paste(FuzzPalette.string(&input)))
        case 15: return .command(.replace(range(), code & 0x80 == 0 ? "" : FuzzPalette.string(&input), userEvent: .inputType))
        case 16: return .command(.beginEditing)
        case 17: return .command(.endEditing)
        case 18:
            guard depth < 3 else { return .command(.beginEditing) }
            let count = Int(input.byte() % 5)
            return .performEditing((0..<count).map { _ in decode(&input, length: length, depth: depth + 1) })
        case 19, 20: return .command(.undo)
        case 21: return .command(.redo)
        case 22: return code & 0x80 == 0 ? .undoThenRedo : .undoAllThenRedoAll
        case 23: return code & 0x80 == 0 ? .command(.breakUndoCoalescing) : .tick(Double(input.byte()) / 64)
        case 24: return .command(code & 0x80 == 0 ? .beginUndoGroup : .endUndoGroup)
        case 25: return code & 0x80 == 0 ? .recordsUndo(code & 0x40 != 0) : .command(.removeAllUndoSteps)
        case 26: return .command(.setAttributes(attributes(&input), range: range()))
        case 27: return .command(.addAttributes(attributes(&input), range: range()))
        case 28:
            let keys: [TextAttributes.Key] = [.font, .foregroundColor, .underlineStyle, .paragraphStyle, .custom("tag")]
            return .command(.removeAttribute(keys[Int(input.byte()) % keys.count], range: range()))
        case 29: return .command(.setParagraphStyle(paragraphStyle(input.byte()), range: range()))
        case 30: return .setTypingAttributes(attributes(&input))
        case 31, 32, 33:
            // The text is decoded before the range, as the corpus was written.
            let text = code & 0x80 == 0 ? FuzzPalette.string(&input) : ""
            return .command(.setMarkedText(text, selectedRange: range(), replacementRange: NSRange(location: NSNotFound, length: 0), clauses: []))
        case 34: return .command(code & 0x80 == 0 ? .unmarkText : .abandonMarkedText)
        case 35:
            let b = input.byte()
            switch b % 5 {
            case 0: return .addFilter(.rejectAll)
            case 1: return .addFilter(.maximumLength(Int(input.byte())))
            case 2: return .addFilter(.letters)
            case 3: return .addFilter(.uppercase)
            default: return .addFilter(.hostileRanges(input.location(length: length), input.rangeLength(length: length)))
            }
        case 36: return .removeFilter(Int(input.byte()))
        case 37, 38: return .addObserver(observerAction(&input), budget: Int(code >> 6) + 1)
        case 39: return .addWillChangeObserver(observerAction(&input))
        case 40: return .cancelObserver(Int(input.byte()))
        default: return .changeSets(ChangeSetCase.decode(&input, length: length))
        }
    }

    private static func observerAction(_ input: inout FuzzBytes) -> ObserverAction {
        let b = input.byte()
        switch b % 10 {
        case 0: return .appendText(FuzzPalette.string(&input))
        case 1: return .insertText(FuzzPalette.string(&input))
        case 2: return .highlightEditedRange(attributes(&input))
        case 3: return .undo
        case 4: return .batchOfTwoEdits
        case 5: return .setMarkedText(FuzzPalette.string(&input))
        case 6: return .unmarkText
        case 7: return .cancelObserver(Int(input.byte()))
        case 8: return .releaseObserver(Int(input.byte()))
        default: return .nothing
        }
    }

    /// A few attribute values, none of them a paragraph style (those come from
    /// ``setParagraphStyle(_:_:)`` and the paragraph rule).
    static func attributes(_ input: inout FuzzBytes) -> TextAttributes {
        let b = input.byte()
        var attributes = TextAttributes()
        if b & 1 != 0 { attributes = attributes.bold() }
        if b & 2 != 0 { attributes = attributes.foregroundColor(b & 4 != 0 ? .red : .blue) }
        if b & 8 != 0 { attributes = attributes.underlineStyle() }
        if b & 16 != 0 { attributes = attributes.custom("tag", .int(Int(b >> 5))) }
        return attributes
    }

    private static func paragraphStyle(_ b: UInt8) -> ParagraphStyle? {
        guard b & 3 != 0 else { return nil }
        var style = ParagraphStyle()
        style.alignment = ParagraphStyle.Alignment.allCases[Int(b >> 2) % ParagraphStyle.Alignment.allCases.count]
        style.firstLineHeadIndent = Double(b >> 4)
        return style
    }

    var description: String {
        switch self {
        case .command(let command): "\(command)"
        case .performEditing(let list): "performEditing { \(list.map(\.description).joined(separator: "; ")) }"
        case .undoThenRedo: "undo(); redo() // checked: back where it was"
        case .undoAllThenRedoAll: "undo() until !canUndo; redo() until !canRedo // checked"
        case .recordsUndo(let on): "recordsUndo = \(on)"
        case .tick(let seconds): "clock += \(seconds)"
        case .setTypingAttributes(let a): "typingAttributes = \(a)"
        case .addFilter(let f): "addInputFilter(\(f))"
        case .removeFilter(let i): "cancel input filter \(i)"
        case .addObserver(let a, let budget): "addObserver { \(a) } (\(budget) times)"
        case .addWillChangeObserver(let a): "addWillChangeObserver { \(a) } (once)"
        case .cancelObserver(let i): "cancel observer \(i)"
        case .changeSets(let c): "change sets: \(c)"
        }
    }
}
