import Foundation
import TextViewCore

/// Text with its selections written in: the notation every editor test uses.
///
/// - `|` is a caret.
/// - `[` is an anchor and `]` a head, so `"a[bc]d"` selects "bc" forward (head after the c) and
///   `"a]bc[d"` selects it backward (head before the b).
///
/// Offsets are UTF-16, like the editor's. Marks pair up in order (an anchor and its head are always
/// adjacent marks, since selections are disjoint), so the notation is unambiguous; texts used with
/// it must not contain `|`, `[` or `]`. The primary selection is not written; tests that care check
/// `primarySelectionIndex`.
enum MarkedText {
    /// The text and the selections of a marked string, in order of appearance.
    static func parse(_ marked: String) -> (text: String, selections: [TextSelection]) {
        var units: [UInt16] = []
        var selections: [TextSelection] = []
        var pending: (mark: Unicode.Scalar, offset: Int)?
        // Scalars, not Characters: a mark before a combining mark would form one Character with it.
        for ch in marked.unicodeScalars {
            switch ch {
            case "|":
                precondition(pending == nil, "caret inside a selection in \(marked.debugDescription)")
                selections.append(TextSelection(caret: units.count))
            case "[", "]":
                if let open = pending {
                    precondition(open.mark != ch, "two \(ch) in a row in \(marked.debugDescription)")
                    selections.append(open.mark == "["
                        ? TextSelection(anchor: open.offset, head: units.count)
                        : TextSelection(anchor: units.count, head: open.offset))
                    pending = nil
                } else {
                    pending = (ch, units.count)
                }
            default:
                units.append(contentsOf: UTF16.encode(ch)!)
            }
        }
        precondition(pending == nil, "unpaired \(pending!.mark) in \(marked.debugDescription)")
        return (String(decoding: units, as: UTF16.self), selections)
    }

    /// The marked form of `text` with `selections` (which must lie on scalar boundaries).
    static func render(_ text: String, _ selections: [TextSelection]) -> String {
        var marks: [(offset: Int, order: Int, mark: UInt16)] = []
        for (i, s) in selections.enumerated() {
            if s.isCaret {
                marks.append((s.head, 2 * i, UInt16(0x7C)))
            } else {
                marks.append((s.anchor, 2 * i + (s.anchor < s.head ? 0 : 1), UInt16(0x5B)))
                marks.append((s.head, 2 * i + (s.anchor < s.head ? 1 : 0), UInt16(0x5D)))
            }
        }
        marks.sort { ($0.offset, $0.order) < ($1.offset, $1.order) }
        var out: [UInt16] = []
        var next = 0
        for (offset, unit) in Array(text.utf16).enumerated() {
            while next < marks.count && marks[next].offset == offset {
                out.append(marks[next].mark)
                next += 1
            }
            out.append(unit)
        }
        while next < marks.count {
            out.append(marks[next].mark)
            next += 1
        }
        return String(decoding: out, as: UTF16.self)
    }
}

extension TextEditor {
    /// An editor holding a marked string's text and selections (the last one primary).
    convenience init(marked: String) {
        let (text, selections) = MarkedText.parse(marked)
        self.init(string: text)
        if !selections.isEmpty {
            self.selections = selections
        }
    }

    /// The text with the selections written in (see ``MarkedText``).
    var marked: String {
        MarkedText.render(text, selections)
    }
}
