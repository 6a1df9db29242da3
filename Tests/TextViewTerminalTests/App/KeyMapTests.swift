import Testing
@testable import TextViewTerminal

@Suite struct KeyMapTests {
    @Test func microDefaults() {
        #expect(KeyMap.command(for: .control("s")) == .save)
        #expect(KeyMap.command(for: .control("q")) == .quit)
        #expect(KeyMap.command(for: .control("z")) == .undo)
        #expect(KeyMap.command(for: .control("y")) == .redo)
        #expect(KeyMap.command(for: .control("z", .shift)) == .redo)
        #expect(KeyMap.command(for: .control("f")) == .find)
        #expect(KeyMap.command(for: .control("r")) == .replace)
        #expect(KeyMap.command(for: .control("g")) == .goToLine)
        #expect(KeyMap.command(for: .control("a")) == .selectAll)
        #expect(KeyMap.command(for: .control("d")) == .selectNextOccurrence)
        #expect(KeyMap.command(for: .control("c")) == .copy)
        #expect(KeyMap.command(for: .control("x")) == .cut)
        #expect(KeyMap.command(for: .control("v")) == .paste)
        #expect(KeyMap.command(for: KeyEvent(.character("s"), .alt)) == .toggleWrap)
    }

    @Test func movementAndEditing() {
        #expect(KeyMap.command(for: KeyEvent(.left, .shift)) == .move(.left, extending: true))
        #expect(KeyMap.command(for: KeyEvent(.right, .control)) == .move(.wordRight, extending: false))
        #expect(KeyMap.command(for: KeyEvent(.left, [.alt, .shift])) == .move(.wordLeft, extending: true))
        #expect(KeyMap.command(for: KeyEvent(.home, .control)) == .move(.documentStart, extending: false))
        #expect(KeyMap.command(for: KeyEvent(.end)) == .move(.lineEnd, extending: false))
        #expect(KeyMap.command(for: KeyEvent(.pageDown, .shift)) == .move(.pageDown, extending: true))
        #expect(KeyMap.command(for: KeyEvent(.enter)) == .newline)
        #expect(KeyMap.command(for: KeyEvent(.tab, .shift)) == .backtab)
        #expect(KeyMap.command(for: KeyEvent(.backspace, .alt)) == .deleteWordBackward)
        #expect(KeyMap.command(for: KeyEvent(.character("日"))) == .insert("日"))
        #expect(KeyMap.command(for: KeyEvent(.character("A"), .shift)) == .insert("A"))
        #expect(KeyMap.command(for: .control("j")) == nil)
    }
}
