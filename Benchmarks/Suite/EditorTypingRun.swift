import Foundation
import TextViewCore

/// Times a keystroke script on a `TextEditor` over one document, and checks how each complete run
/// ends.
///
/// Each run starts from a fresh editor over a snapshot of the same loaded document, which costs
/// O(1) (copy-on-write): the first edit in each part of the text copies that path of the rope, a
/// few nodes, instead of the whole document being loaded again for every run.
struct EditorTypingRun {
    let document: TextDocument
    let script: KeystrokeScript
    let plan: TimingPlan

    /// What a run ends with; every complete run of the same script must end the same way.
    private struct EndState: Equatable {
        var length: Int
        var selectedRange: NSRange
        var checksum: Int
    }

    /// Runs the script under the plan; a run that ends in an impossible or a different state than
    /// the first ends the program, since the editor is this package's responsibility.
    ///
    /// - Returns: The timing and the number of complete runs checked.
    func measure() -> (timing: TimingResult, checkedRuns: Int) {
        let characters = script.characters
        let startLength = document.length
        let shortest = startLength + script.typed - script.deletions
        let longest = startLength + script.typed
        var first: EndState?
        var checkedRuns = 0
        let timing = script.keystrokes.withUnsafeBufferPointer { keystrokes in
            plan.measure(
                operations: keystrokes.count,
                prepare: { TextEditor(document: document) },
                operation: { editor, index in Self.press(keystrokes[index], on: editor, characters: characters) },
                finished: { editor in
                    let end = Self.endState(of: editor)
                    let what = "editor typing on \(Formatting.grouped(startLength)) characters"
                    guard (shortest ... longest).contains(end.length) else {
                        Console.fail("\(what): length \(end.length) after \(script.typed) characters typed and \(script.deletions) backspaces from \(startLength), expected \(shortest)...\(longest)")
                    }
                    guard end.selectedRange.length == 0, (0 ... end.length).contains(end.selectedRange.location) else {
                        Console.fail("\(what): ended with the selection \(end.selectedRange) in a text of \(end.length)")
                    }
                    if let first, first != end {
                        Console.fail("\(what): a run ended with \(end), the first with \(first): the same keystrokes gave different results")
                    }
                    first = first ?? end
                    checkedRuns += 1
                }
            )
        }
        return (timing, checkedRuns)
    }

    /// One keystroke, as a text view would send it.
    @inline(__always)
    private static func press(_ keystroke: Keystroke, on editor: TextEditor, characters: [String]) {
        switch keystroke {
        case .type(let number): editor.insertText(characters[Int(number)])
        case .deleteBackward: editor.deleteBackward()
        case .moveLeft: editor.moveLeft()
        case .moveRight: editor.moveRight()
        case .moveUp: editor.moveUp()
        case .moveDown: editor.moveDown()
        case .moveWordLeft: editor.moveWordLeft()
        case .moveWordRight: editor.moveWordRight()
        case .moveToBeginningOfLine: editor.moveToBeginningOfLine()
        case .moveToEndOfLine: editor.moveToEndOfLine()
        case .jump(let location): editor.selectedRange = NSRange(location: location, length: 0)
        }
    }

    /// The editor's length, selection and a checksum of every code unit (untimed, O(n)).
    private static func endState(of editor: TextEditor) -> EndState {
        let document = editor.document
        var checksum = 0
        for unit in document.utf16 {
            checksum = checksum &* 31 &+ Int(unit)
        }
        return EndState(length: document.length, selectedRange: editor.selectedRange, checksum: checksum)
    }
}
