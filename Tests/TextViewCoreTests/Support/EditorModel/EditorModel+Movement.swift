import Foundation
import TextViewCore

// Movement and the select commands, from the "Movement" section.
extension EditorModel {
    mutating func move(_ movement: EditorCommand.Movement, extending: Bool) {
        let vertical = movement == .up || movement == .down
        var goals: [Int] = []
        var moved: [ModelSelection] = []
        for (i, s) in selections.enumerated() {
            var target: Int
            switch movement {
            case .left:
                if !extending && !s.isCaret { moved.append(.caret(s.lower)); continue }
                target = text.boundary(before: s.head)
            case .right:
                if !extending && !s.isCaret { moved.append(.caret(s.upper)); continue }
                target = text.boundary(after: s.head)
            case .wordLeft:
                target = Self.wordLeft(from: s.head, in: &text)
            case .wordRight:
                target = Self.wordRight(from: s.head, in: &text)
            case .beginningOfLine:
                target = text.lineRange(text.line(at: s.head)).lowerBound
            case .endOfLine:
                target = text.contentEnd(ofLine: text.line(at: s.head))
            case .beginningOfParagraph:
                let line = text.line(at: s.head)
                let start = text.lineRange(line).lowerBound
                target = s.head == start && line > 0 ? text.lineRange(line - 1).lowerBound : start
            case .endOfParagraph:
                let line = text.line(at: s.head)
                let end = text.contentEnd(ofLine: line)
                target = s.head == end && line + 1 < text.lineStarts.count ? text.contentEnd(ofLine: line + 1) : end
            case .beginningOfDocument:
                target = 0
            case .endOfDocument:
                target = length
            case .up, .down:
                let line = text.line(at: s.head)
                let start = text.lineRange(line).lowerBound
                let goal = goalColumns?[i] ?? text.clusterCount(start..<s.head)
                goals.append(goal)
                let other = movement == .up ? line - 1 : line + 1
                if other < 0 {
                    target = 0
                } else if other >= text.lineStarts.count {
                    target = length
                } else {
                    let otherStart = text.lineRange(other).lowerBound
                    target = text.advance(otherStart, clusters: goal, limit: text.contentEnd(ofLine: other))
                }
            }
            moved.append(extending ? ModelSelection(anchor: s.anchor, head: target) : .caret(target))
        }
        replaceSelections(moved, primary: primaryIndex, goals: vertical ? goals : nil)
    }

    /// The word movement to the left: cross ICU word segments until one holding a letter or digit
    /// has been crossed, or the start is reached.
    static func wordLeft(from p: Int, in text: inout ModelText) -> Int {
        var x = p
        while x > 0 {
            let next = text.wordBoundary(before: x)
            let crossed = next..<x
            x = next
            if isWord(text.scalars(crossed)) { break }
        }
        // ICU puts word boundaries inside some clusters (a Hangul syllable and a trailing jamo):
        // the target moves on in the direction of travel.
        return text.boundary(atOrBefore: x)
    }

    /// The word movement to the right.
    static func wordRight(from p: Int, in text: inout ModelText) -> Int {
        var x = p
        while x < text.length {
            let next = text.wordBoundary(after: x)
            let crossed = x..<next
            x = next
            if isWord(text.scalars(crossed)) { break }
        }
        return text.boundary(atOrAfter: x)
    }

    /// A segment is a word when it holds an alphabetic scalar or a number (Nd, Nl, No).
    static func isWord(_ scalars: [Unicode.Scalar]) -> Bool {
        scalars.contains { s in
            if s.properties.isAlphabetic { return true }
            switch s.properties.generalCategory {
            case .decimalNumber, .letterNumber, .otherNumber: return true
            default: return false
            }
        }
    }

    mutating func selectAll() {
        goalColumns = nil
        replaceSelections([ModelSelection(anchor: 0, head: length)], primary: 0)
    }

    mutating func selectWord() {
        goalColumns = nil
        var list: [ModelSelection] = []
        for s in selections {
            var r = text.wordRange(at: s.lower)
            if !s.isCaret {
                let other = text.wordRange(at: s.upper - 1)
                r = Swift.min(r.lowerBound, other.lowerBound)..<Swift.max(r.upperBound, other.upperBound)
            }
            list.append(clampedSelection(ModelSelection(anchor: r.lowerBound, head: r.upperBound)))
        }
        replaceSelections(list, primary: primaryIndex)
    }

    /// `selectLine()` and `selectParagraph()` (the same until a layout exists).
    mutating func selectLine() {
        goalColumns = nil
        var list: [ModelSelection] = []
        for s in selections {
            var r = text.lineRange(text.line(at: s.lower))
            if !s.isCaret {
                let other = text.lineRange(text.line(at: s.upper - 1))
                r = Swift.min(r.lowerBound, other.lowerBound)..<Swift.max(r.upperBound, other.upperBound)
            }
            list.append(ModelSelection(anchor: r.lowerBound, head: r.upperBound))
        }
        replaceSelections(list, primary: primaryIndex)
    }
}
