import Testing
@testable import TextViewTerminal

/// The decoder against byte sequences recorded from xterm (TERM=xterm-256color), tmux
/// (TERM=tmux-256color / screen) and the Linux console (TERM=linux).
@Suite struct InputDecoderTests {
    func decode(_ bytes: [UInt8]) -> [InputEvent] {
        var decoder = InputDecoder()
        return decoder.feed(bytes) + decoder.timeout()
    }
    func decode(_ string: String) -> [InputEvent] { decode(Array(string.utf8)) }
    func key(_ key: Key, _ modifiers: Modifiers = []) -> InputEvent { .key(KeyEvent(key, modifiers)) }

    @Test func xtermKeys() {
        #expect(decode("\u{1B}[A\u{1B}[1;2B\u{1B}[1;5C\u{1B}[1;3D") == [key(.up), key(.down, .shift), key(.right, .control), key(.left, .alt)])
        #expect(decode("\u{1B}[H\u{1B}[F\u{1B}[1;5H\u{1B}[1;6F") == [key(.home), key(.end), key(.home, .control), key(.end, [.control, .shift])])
        #expect(decode("\u{1B}OP\u{1B}[15~\u{1B}[24~") == [key(.function(1)), key(.function(5)), key(.function(12))])
        #expect(decode("\u{1B}[3~\u{1B}[5~\u{1B}[6~\u{1B}[3;5~") == [key(.delete), key(.pageUp), key(.pageDown), key(.delete, .control)])
        #expect(decode("\u{1B}OA\u{1B}OH") == [key(.up), key(.home)]) // application cursor mode
        #expect(decode("\u{1B}x\u{1B}\u{7F}") == [key(.character("x"), .alt), key(.backspace, .alt)])
        // Escape then Ctrl-Z in one read is Escape and Ctrl-Z, not Alt-Ctrl-Z.
        #expect(decode("\u{1B}\u{1A}") == [key(.escape), .key(.control("z"))])
        // modifyOtherKeys and CSI u: Ctrl-Shift-Z.
        #expect(decode("\u{1B}[27;6;90~") == [key(.character("z"), [.control, .shift])])
        #expect(decode("\u{1B}[122;6u") == [key(.character("z"), [.control, .shift])])
    }

    @Test func tmuxKeys() {
        #expect(decode("\u{1B}[1~\u{1B}[4~\u{1B}[Z\u{1B}[2~") == [key(.home), key(.end), key(.tab, .shift), key(.insert)])
        #expect(decode("\u{1B}[1;5A") == [key(.up, .control)])
        #expect(decode("\u{1B}[I\u{1B}[O") == [.focus(true), .focus(false)])
    }

    @Test func linuxConsoleKeys() {
        #expect(decode("\u{1B}[[A\u{1B}[[E\u{1B}[1~\u{1B}[4~\u{7F}") == [key(.function(1)), key(.function(5)), key(.home), key(.end), key(.backspace)])
    }

    @Test func controlBytes() {
        #expect(decode([0x11, 0x13, 0x1A, 0x0D, 0x09, 0x00, 0x08]) == [
            .key(.control("q")), .key(.control("s")), .key(.control("z")), key(.enter), key(.tab), .key(.control(" ")), key(.backspace),
        ])
    }

    @Test func utf8TextAndInvalidBytes() {
        #expect(decode("日本😀") == [key(.character("日")), key(.character("本")), key(.character("😀"))])
        // e + combining acute arrives as one cluster.
        #expect(decode("e\u{301}") == [key(.character("e\u{301}"))])
        // An invalid byte, a lone continuation, a truncated sequence before ASCII, an overlong form.
        #expect(decode([0xFF, 0x80, 0xE6, 0x97, 0x41, 0xC0, 0xAF]) == [
            key(.character("\u{FFFD}")), key(.character("\u{FFFD}")), key(.character("\u{FFFD}")), key(.character("A")),
            key(.character("\u{FFFD}")), key(.character("\u{FFFD}")),
        ])
    }

    @Test func sequencesSplitAcrossReads() {
        var decoder = InputDecoder()
        #expect(decoder.feed([0x1B]) == [])
        #expect(decoder.isWaiting)
        #expect(decoder.feed(Array("[1;5".utf8)) == [])
        #expect(decoder.feed(Array("C".utf8)) == [key(.right, .control)])
        #expect(decoder.feed([0xE6, 0x97]) == [])
        #expect(decoder.feed([0xA5]) == [key(.character("日"))])
        #expect(!decoder.isWaiting)
    }

    @Test func loneEscapeByTimeout() {
        var decoder = InputDecoder()
        #expect(decoder.feed([0x1B]) == [])
        #expect(decoder.timeout() == [key(.escape)])
        // A truncated CSI at the timeout: Escape, then the rest as keys.
        #expect(decoder.feed(Array("\u{1B}[".utf8)) == [])
        #expect(decoder.timeout() == [key(.escape), key(.character("["))])
        #expect(decoder.feed([0xE6]) == [])
        #expect(decoder.timeout() == [key(.character("\u{FFFD}"))])
    }

    @Test func sgrMouse() {
        #expect(decode("\u{1B}[<0;5;3M\u{1B}[<32;6;3M\u{1B}[<0;6;3m") == [
            .mouse(MouseEvent(action: .press, button: .left, column: 4, row: 2)),
            .mouse(MouseEvent(action: .drag, button: .left, column: 5, row: 2)),
            .mouse(MouseEvent(action: .release, button: .left, column: 5, row: 2)),
        ])
        #expect(decode("\u{1B}[<64;1;1M\u{1B}[<65;1;1M\u{1B}[<8;2;2M") == [
            .mouse(MouseEvent(action: .wheelUp, button: .none, column: 0, row: 0)),
            .mouse(MouseEvent(action: .wheelDown, button: .none, column: 0, row: 0)),
            .mouse(MouseEvent(action: .press, button: .left, column: 1, row: 1, modifiers: .alt)),
        ])
        // Hostile coordinates saturate; zero clamps.
        #expect(decode("\u{1B}[<0;99999999999999999999;0M") == [.mouse(MouseEvent(action: .press, button: .left, column: 999_999, row: 0))])
    }

    @Test func bracketedPaste() {
        #expect(decode("a\u{1B}[200~x\u{1B}[Ay\r\u{3}\u{1B}[201~b") == [key(.character("a")), .paste("x\u{1B}[Ay\r\u{3}"), key(.character("b"))])
        // The end marker split across reads.
        var decoder = InputDecoder()
        #expect(decoder.feed(Array("\u{1B}[200~日本\u{1B}[20".utf8)) == [])
        #expect(decoder.feed(Array("1~".utf8)) == [.paste("日本")])
        // A megabyte paste is one event, never keystrokes.
        let big = String(repeating: "line of text\r", count: 80_000)
        #expect(decode("\u{1B}[200~" + big + "\u{1B}[201~") == [.paste(big)])
    }

    @Test func hostileBytesNeverTrap() {
        var generator = SplitMix(seed: 0x7E_D17)
        print("InputDecoderTests.hostileBytesNeverTrap seed 0x7ED17")
        var decoder = InputDecoder()
        for _ in 0 ..< 2_000 {
            let bytes = (0 ..< Int(generator.next() % 40)).map { _ -> UInt8 in
                let pick = generator.next() % 10
                return pick < 3 ? 0x1B : pick < 5 ? Array("[;<0123456789~MmAZu".utf8)[Int(generator.next() % 19)] : UInt8(truncatingIfNeeded: generator.next())
            }
            _ = decoder.feed(bytes)
            if generator.next() % 4 == 0 { _ = decoder.timeout() }
        }
        _ = decoder.feed(Array("\u{1B}[201~".utf8))
        _ = decoder.timeout()
        #expect(decoder.feed(Array("ok".utf8)) == [key(.character("o")), key(.character("k"))])
    }

    @Test func unknownSequencesAreDropped() {
        #expect(decode("\u{1B}[?1;2c\u{1B}[99~q") == [key(.character("q"))])
        #expect(decode("\u{1B}[8;40;120t") == [.resize(columns: 120, rows: 40)])
    }
}

/// A small seeded generator (SplitMix64).
struct SplitMix {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
