import Foundation
import TextViewCore

// Scratch callgrind harness (not committed): types N keystrokes through TextEditor.insertText on a
// 12,000-unit document. Args: N mode(plain|observed)
let args = CommandLine.arguments
let n = args.count > 1 ? Int(args[1])! : 2000
let observed = args.count > 2 && args[2] == "observed"
var text = ""
var seedState: UInt64 = 42
let words = ["lorem", "ipsum", "dolor", "sit", "amet", "consectetur", "adipiscing", "elit"]
while text.utf16.count < 12_000 {
    seedState = seedState &* 6364136223846793005 &+ 1442695040888963407
    text += words[Int(seedState >> 33) % words.count]
    text += (seedState >> 20) % 10 == 0 ? "\n" : " "
}
text = String(text.utf16.prefix(12_000).map { Character(Unicode.Scalar($0)!) })
let editor = TextEditor(string: text)
var counter = 0
var observation: TextObservation?
if observed {
    editor.undoLimit = nil
    observation = editor.addObserver { change in counter &+= change.changeInLength }
} else {
    editor.recordsUndo = false
}
editor.selectedRange = NSRange(location: 6000, length: 0)
let letters = ["a", "b", "c", "d", "e", " "]
for i in 0..<n {
    editor.insertText(letters[i % letters.count])
}
print(editor.document.length, counter, observation != nil)
