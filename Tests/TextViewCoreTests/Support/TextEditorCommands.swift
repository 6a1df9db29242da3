import Foundation
import TextViewCore

/// Every public editor command by name, for tests that run them all.
enum TextEditorCommands {
    static let all: [(String, @Sendable (TextEditor) -> Void)] = [
        ("insertText", { $0.insertText("x") }),
        ("insertText(emoji)", { $0.insertText("👍🏽") }),
        ("insertText(combining)", { $0.insertText("\u{301}") }),
        ("insertText(LF)", { $0.insertText("\n") }),
        ("insertText(empty)", { $0.insertText("") }),
        ("insertNewline", { $0.insertNewline() }),
        ("insertTab", { $0.insertTab() }),
        ("deleteBackward", { $0.deleteBackward() }),
        ("deleteForward", { $0.deleteForward() }),
        ("deleteWordBackward", { $0.deleteWordBackward() }),
        ("deleteWordForward", { $0.deleteWordForward() }),
        ("deleteToBeginningOfLine", { $0.deleteToBeginningOfLine() }),
        ("deleteToEndOfLine", { $0.deleteToEndOfLine() }),
        ("moveLeft", { $0.moveLeft() }),
        ("moveRight", { $0.moveRight() }),
        ("moveLeft(extending)", { $0.moveLeft(extending: true) }),
        ("moveRight(extending)", { $0.moveRight(extending: true) }),
        ("moveWordLeft", { $0.moveWordLeft() }),
        ("moveWordRight", { $0.moveWordRight() }),
        ("moveWordLeft(extending)", { $0.moveWordLeft(extending: true) }),
        ("moveWordRight(extending)", { $0.moveWordRight(extending: true) }),
        ("moveToBeginningOfLine", { $0.moveToBeginningOfLine() }),
        ("moveToEndOfLine", { $0.moveToEndOfLine(extending: true) }),
        ("moveToBeginningOfParagraph", { $0.moveToBeginningOfParagraph(extending: true) }),
        ("moveToEndOfParagraph", { $0.moveToEndOfParagraph() }),
        ("moveToBeginningOfDocument", { $0.moveToBeginningOfDocument(extending: true) }),
        ("moveToEndOfDocument", { $0.moveToEndOfDocument() }),
        ("moveUp", { $0.moveUp() }),
        ("moveDown", { $0.moveDown() }),
        ("moveUp(extending)", { $0.moveUp(extending: true) }),
        ("moveDown(extending)", { $0.moveDown(extending: true) }),
        ("selectAll", { $0.selectAll() }),
        ("selectWord", { $0.selectWord() }),
        ("selectLine", { $0.selectLine() }),
        ("selectParagraph", { $0.selectParagraph() }),
    ]
}
