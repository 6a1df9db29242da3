import Foundation
import Testing
import TestingSupport
import TestSupport
import TextViewCore

/// Random compositions interleaved with typing, moves, undo and redo, against a plain model of the
/// text, the caret, the marked range and the undo history. Every character of the palette is one
/// UTF-16 unit and its own cluster, so the model needs no Unicode.
@Suite(.tags(.property)) struct CompositionPropertyTests {
    /// The plain model.
    struct Model {
        struct State: Equatable {
            var text: [Character]
            var caret: Int
        }
        var state: State
        var marked: Range<Int>?
        /// The state before the composition under way.
        var beforeComposition: State?
        var undo: [State] = []
        var redo: [State] = []

        mutating func commit() {
            guard marked != nil else { return }
            undo.append(beforeComposition!)
            redo.removeAll()
            marked = nil
        }

        mutating func type(_ c: Character) {
            if let m = marked {
                state.text.replaceSubrange(m, with: [c])
                state.caret = m.lowerBound + 1
                marked = nil
                undo.append(beforeComposition!)
                redo.removeAll()
                return
            }
            undo.append(state)
            redo.removeAll()
            state.text.insert(c, at: state.caret)
            state.caret += 1
        }

        mutating func compose(_ s: [Character], caret: Int) {
            if marked == nil {
                beforeComposition = state
                marked = state.caret ..< state.caret
            }
            let m = marked!
            state.text.replaceSubrange(m, with: s)
            marked = m.lowerBound ..< m.lowerBound + s.count
            state.caret = m.lowerBound + Swift.min(Swift.max(caret, 0), s.count)
        }

        mutating func abandon() {
            guard let m = marked else { return }
            state.text.removeSubrange(m)
            state.caret = m.lowerBound
            marked = nil
        }

        mutating func moveLeft() {
            commit()
            state.caret = Swift.max(0, state.caret - 1)
        }

        mutating func undoStep() {
            commit()
            guard let last = undo.popLast() else { return }
            redo.append(state)
            state = last
        }

        mutating func redoStep() {
            commit()
            guard let next = redo.popLast() else { return }
            undo.append(state)
            state = next
        }
    }

    static let palette: [Character] = ["a", "b", "z", "h", "'", "中", "国", "か", "ん", "じ", "漢", "한", "ㅎ", " "]

    @Test(arguments: [UInt64(1), 2, 3, 0xC0FFEE, 0x5EED_1234])
    func randomCompositionsMatchAPlainModelAndUndoAllRestoresTheStart(seed: UInt64) {
        print("CompositionPropertyTests seed \(seed)")
        var rng = SplitMix64(seed: seed)
        let start = "start"
        let editor = TextEditor(string: start)
        editor.clock = { 100 }
        editor.undoCoalescingInterval = 0                 // every keystroke its own step, like the model
        editor.undoLimit = nil
        var model = Model(state: .init(text: Array(start), caret: 0), marked: nil)
        for step in 0 ..< 300 {
            let roll = Int.random(in: 0 ..< 100, using: &rng)
            switch roll {
            case 0 ..< 20:
                let c = Self.palette.randomElement(using: &rng)!
                editor.insertText(String(c))
                model.type(c)
            case 20 ..< 55:
                let s = (0 ..< Int.random(in: 1 ... 4, using: &rng)).map { _ in Self.palette.randomElement(using: &rng)! }
                let caret = Int.random(in: -1 ... 5, using: &rng)
                editor.setMarkedText(String(s), selectedRange: NSRange(location: caret, length: 0))
                model.compose(s, caret: caret)
            case 55 ..< 65:
                editor.unmarkText()
                model.commit()
            case 65 ..< 70:
                editor.abandonMarkedText()
                model.abandon()
            case 70 ..< 78:
                editor.moveLeft()
                model.moveLeft()
            case 78 ..< 92:
                editor.undo()
                model.undoStep()
            default:
                editor.redo()
                model.redoStep()
            }
            let context = "seed \(seed) step \(step) roll \(roll)"
            #expect(editor.text == String(model.state.text), "\(context)")
            #expect(editor.selectedRange == NSRange(location: model.state.caret, length: 0), "\(context)")
            #expect(editor.markedRange == model.marked.map { NSRange(location: $0.lowerBound, length: $0.count) }, "\(context)")
            if editor.text != String(model.state.text) { return }
        }
        editor.unmarkText()
        while editor.canUndo { editor.undo() }
        #expect(editor.text == start, "seed \(seed): undo all")
    }
}
