/// Turns the bytes a terminal sends into ``InputEvent``s: UTF-8 text (each ill-formed byte
/// sequence becomes one U+FFFD), C0 control keys, xterm/VT100/Linux-console key sequences with
/// their modifier parameters, `CSI u` and modifyOtherKeys keys, SGR 1006 mouse reports and
/// bracketed pastes.
///
/// Bytes are hostile: a sequence the decoder does not know is dropped whole, numbers saturate
/// instead of overflowing, a paste is cut into chunks of at most ``pasteChunkLimit`` bytes rather
/// than buffered without end, and a sequence that never completes is resolved by ``timeout()``.
/// A lone ESC is ambiguous (Escape, or the start of a sequence split across reads): the decoder
/// keeps it until more bytes come or the caller's timer calls ``timeout()``.
public struct InputDecoder: Sendable {
    /// Bytes not decoded yet: the start of a sequence or of a character.
    private var pending: [UInt8] = []
    /// The bytes of a bracketed paste being received, or nil outside a paste.
    private var paste: [UInt8]? = nil
    /// The largest paste delivered as one event; a longer paste arrives in several.
    public static let pasteChunkLimit = 16 << 20
    /// The longest escape sequence accepted; longer ones are dropped.
    static let sequenceLimit = 256
    /// How long to wait after a lone ESC before it counts as the Escape key, in milliseconds.
    public static let escapeTimeoutMilliseconds: Int32 = 25

    /// Creates a decoder.
    public init() {}

    /// Whether bytes are waiting for more input or for ``timeout()`` (a lone ESC, a split
    /// sequence or character); the caller then polls with ``escapeTimeoutMilliseconds``.
    public var isWaiting: Bool { !pending.isEmpty && paste == nil }

    /// Decodes `bytes`, after what was pending.
    ///
    /// - Parameter bytes: Bytes read from the terminal.
    /// - Returns: The events they complete, in order.
    public mutating func feed(_ bytes: some Sequence<UInt8>) -> [InputEvent] {
        pending.append(contentsOf: bytes)
        return decode(final: false)
    }

    /// Resolves what is pending when no more bytes came in time: a lone ESC is the Escape key, an
    /// unfinished sequence is Escape followed by its bytes as keys, a truncated character is U+FFFD.
    ///
    /// - Returns: The events.
    public mutating func timeout() -> [InputEvent] {
        decode(final: true)
    }

    /// Decodes as much of ``pending`` as is complete (everything when `final`).
    private mutating func decode(final: Bool) -> [InputEvent] {
        var events: [InputEvent] = []
        var index = 0
        var text = String.UnicodeScalarView()
        func flushText() {
            guard !text.isEmpty else { return }
            for character in String(text) {
                events.append(.key(KeyEvent(.character(character))))
            }
            text.removeAll()
        }
        while index < pending.count {
            if paste != nil {
                flushText()
                guard let next = consumePaste(from: index, events: &events, final: final) else { return events }
                index = next
                continue
            }
            switch parse(at: index, final: final) {
            case .incomplete:
                flushText()
                pending.removeFirst(index)
                return events
            case .scalar(let scalar, let length):
                text.append(scalar)
                index += length
            case .event(let event, let length):
                flushText()
                if let event { events.append(event) }
                index += length
            case .pasteStart(let length):
                flushText()
                paste = []
                index += length
            }
        }
        flushText()
        pending.removeAll(keepingCapacity: true)
        return events
    }

    /// Collects paste bytes from `index` up to the end marker; returns where decoding goes on, or
    /// nil when what is left may be the start of the end marker (kept in ``pending``).
    private mutating func consumePaste(from index: Int, events: inout [InputEvent], final: Bool) -> Int? {
        let end = XTerm.pasteEnd
        var cursor = index
        while cursor < pending.count {
            if pending[cursor] == 0x1B {
                let available = pending.count - cursor
                if available < end.count && !final {
                    // Perhaps the start of the end marker: keep it for the next read.
                    if pending[cursor...].elementsEqual(end.prefix(available)) {
                        paste!.append(contentsOf: pending[index ..< cursor])
                        pending.removeFirst(cursor)
                        return nil
                    }
                } else if available >= end.count && pending[cursor ..< cursor + end.count].elementsEqual(end) {
                    paste!.append(contentsOf: pending[index ..< cursor])
                    events.append(.paste(String(decoding: paste!, as: UTF8.self)))
                    paste = nil
                    return cursor + end.count
                }
            }
            cursor += 1
            if (paste!.count + cursor - index) >= Self.pasteChunkLimit {
                paste!.append(contentsOf: pending[index ..< cursor])
                events.append(.paste(String(decoding: paste!, as: UTF8.self)))
                paste = []
                return cursor
            }
        }
        paste!.append(contentsOf: pending[index ..< cursor])
        return cursor
    }

    /// What one step of decoding found.
    private enum Step {
        case incomplete
        case scalar(Unicode.Scalar, length: Int)
        /// An event, or nil for a sequence dropped.
        case event(InputEvent?, length: Int)
        case pasteStart(length: Int)
    }

    /// Decodes the sequence or character starting at `index`.
    private func parse(at index: Int, final: Bool) -> Step {
        let byte = pending[index]
        if byte == 0x1B {
            return parseEscape(at: index, final: final)
        }
        if byte < 0x20 || byte == 0x7F {
            return .event(.key(Self.controlKey(byte)), length: 1)
        }
        return parseUTF8(at: index, final: final)
    }

    /// The key of a C0 control byte or DEL.
    static func controlKey(_ byte: UInt8) -> KeyEvent {
        switch byte {
        case 0x00: return .control(" ")
        case 0x08, 0x7F: return KeyEvent(.backspace)
        case 0x09: return KeyEvent(.tab)
        case 0x0A, 0x0D: return KeyEvent(.enter)
        case 0x1B: return KeyEvent(.escape)
        case 0x01 ... 0x1A: return .control(Character(Unicode.Scalar(byte + 0x60)))
        case 0x1C: return .control("\\")
        case 0x1D: return .control("]")
        case 0x1E: return .control("^")
        default: return .control("_")
        }
    }

    /// One UTF-8 character, or U+FFFD for a maximal ill-formed subpart.
    private func parseUTF8(at index: Int, final: Bool) -> Step {
        let lead = pending[index]
        let length: Int
        var lower: UInt8 = 0x80
        var upper: UInt8 = 0xBF
        switch lead {
        case 0x00 ... 0x7F: return .scalar(Unicode.Scalar(lead), length: 1)
        case 0xC2 ... 0xDF: length = 2
        case 0xE0: length = 3; lower = 0xA0
        case 0xE1 ... 0xEC, 0xEE ... 0xEF: length = 3
        case 0xED: length = 3; upper = 0x9F
        case 0xF0: length = 4; lower = 0x90
        case 0xF1 ... 0xF3: length = 4
        case 0xF4: length = 4; upper = 0x8F
        default: return .scalar("\u{FFFD}", length: 1)
        }
        var value = UInt32(lead) & (length == 2 ? 0x1F : length == 3 ? 0x0F : 0x07)
        for offset in 1 ..< length {
            guard index + offset < pending.count else {
                return final ? .scalar("\u{FFFD}", length: offset) : .incomplete
            }
            let byte = pending[index + offset]
            let low = offset == 1 ? lower : 0x80
            let high = offset == 1 ? upper : 0xBF
            guard byte >= low && byte <= high else { return .scalar("\u{FFFD}", length: offset) }
            value = value << 6 | UInt32(byte & 0x3F)
        }
        return .scalar(Unicode.Scalar(value) ?? "\u{FFFD}", length: length)
    }

    /// A sequence starting with ESC: CSI, SS3, Alt + key, or a lone Escape.
    private func parseEscape(at index: Int, final: Bool) -> Step {
        guard index + 1 < pending.count else {
            return final ? .event(.key(KeyEvent(.escape)), length: 1) : .incomplete
        }
        let next = pending[index + 1]
        switch next {
        case UInt8(ascii: "["):
            let step = parseCSI(at: index, final: final)
            if case .incomplete = step, final { return .event(.key(KeyEvent(.escape)), length: 1) }
            return step
        case UInt8(ascii: "O"):
            guard index + 2 < pending.count else {
                return final ? .event(.key(KeyEvent(.character("O"), .alt)), length: 2) : .incomplete
            }
            let key: Key? = switch pending[index + 2] {
            case UInt8(ascii: "A"): .up
            case UInt8(ascii: "B"): .down
            case UInt8(ascii: "C"): .right
            case UInt8(ascii: "D"): .left
            case UInt8(ascii: "H"): .home
            case UInt8(ascii: "F"): .end
            case UInt8(ascii: "M"): .enter
            case UInt8(ascii: "P"): .function(1)
            case UInt8(ascii: "Q"): .function(2)
            case UInt8(ascii: "R"): .function(3)
            case UInt8(ascii: "S"): .function(4)
            default: nil
            }
            return .event(key.map { .key(KeyEvent($0)) }, length: 3)
        case 0x1B:
            // ESC ESC: the first is Escape; the second starts again.
            return .event(.key(KeyEvent(.escape)), length: 1)
        default:
            // ESC and a C0 control: Escape typed just before a Ctrl key (far more common than
            // Alt-Ctrl), so Escape alone; the control byte is decoded next.
            if next < 0x20 {
                return .event(.key(KeyEvent(.escape)), length: 1)
            }
            // Alt with a key: Backspace or a character.
            if next == 0x7F {
                return .event(.key(KeyEvent(.backspace, .alt)), length: 2)
            }
            switch parseUTF8(at: index + 1, final: final) {
            case .incomplete: return .incomplete
            case .scalar(let scalar, let length):
                return .event(.key(KeyEvent(.character(Character(scalar)), .alt)), length: 1 + length)
            default: return .event(.key(KeyEvent(.escape)), length: 1)
            }
        }
    }

    /// A Control Sequence: ESC [ parameters intermediates final.
    private func parseCSI(at index: Int, final: Bool) -> Step {
        var cursor = index + 2
        // Linux console function keys: ESC [ [ A ... ESC [ [ E.
        if cursor < pending.count && pending[cursor] == UInt8(ascii: "[") {
            guard cursor + 1 < pending.count else { return .incomplete }
            let letter = pending[cursor + 1]
            let key: Key? = letter >= UInt8(ascii: "A") && letter <= UInt8(ascii: "E") ? .function(Int(letter - UInt8(ascii: "A")) + 1) : nil
            return .event(key.map { .key(KeyEvent($0)) }, length: 4)
        }
        let parametersStart = cursor
        while cursor < pending.count {
            let byte = pending[cursor]
            if byte >= 0x40 && byte <= 0x7E { break }
            guard byte >= 0x20 && byte <= 0x3F else {
                // Not a sequence after all: drop ESC [ and decode what follows on its own.
                return .event(nil, length: cursor - index)
            }
            cursor += 1
            if cursor - index > Self.sequenceLimit { return .event(nil, length: cursor - index) }
        }
        guard cursor < pending.count else { return .incomplete }
        let finalByte = pending[cursor]
        let parameterBytes = pending[parametersStart ..< cursor]
        let length = cursor + 1 - index
        // Legacy X10 mouse: ESC [ M and three bytes (decoded only to skip them).
        if finalByte == UInt8(ascii: "M") && parameterBytes.isEmpty {
            guard cursor + 3 < pending.count else { return final ? .event(nil, length: length) : .incomplete }
            let button = Int(pending[cursor + 1]) - 32
            let column = Swift.max(0, Int(pending[cursor + 2]) - 33)
            let row = Swift.max(0, Int(pending[cursor + 3]) - 33)
            return .event(Self.mouse(button: button, column: column, row: row, released: button & 3 == 3), length: length + 3)
        }
        let isPrivate = parameterBytes.first == UInt8(ascii: "<")
        let numbers = Self.numbers(isPrivate ? parameterBytes.dropFirst() : parameterBytes[...])
        if isPrivate {
            guard finalByte == UInt8(ascii: "M") || finalByte == UInt8(ascii: "m"), numbers.count >= 3 else {
                return .event(nil, length: length)
            }
            return .event(Self.mouse(button: numbers[0], column: Swift.max(0, numbers[1] - 1), row: Swift.max(0, numbers[2] - 1),
                                     released: finalByte == UInt8(ascii: "m")), length: length)
        }
        if finalByte == UInt8(ascii: "~") && numbers.first == 200 {
            return .pasteStart(length: length)
        }
        return .event(Self.csiEvent(final: finalByte, numbers: numbers), length: length)
    }

    /// The numbers of a parameter string, `;`-separated (sub-parameters after `:` ignored);
    /// missing ones are 0 and large ones saturate.
    static func numbers(_ bytes: ArraySlice<UInt8>) -> [Int] {
        var result: [Int] = []
        var current = 0
        var skipping = false
        for byte in bytes {
            switch byte {
            case UInt8(ascii: ";"):
                result.append(current)
                current = 0
                skipping = false
            case UInt8(ascii: ":"):
                skipping = true
            case UInt8(ascii: "0") ... UInt8(ascii: "9") where !skipping:
                current = Swift.min(current * 10 + Int(byte - UInt8(ascii: "0")), 1_000_000)
            default:
                break
            }
        }
        result.append(current)
        return result
    }

    /// The event of a CSI key sequence, or nil for one the editor does not use.
    static func csiEvent(final: UInt8, numbers: [Int]) -> InputEvent? {
        let modifiers = Modifiers(xtermParameter: numbers.count > 1 ? numbers[1] : 1)
        func key(_ key: Key) -> InputEvent { .key(KeyEvent(key, modifiers)) }
        switch final {
        case UInt8(ascii: "A"): return key(.up)
        case UInt8(ascii: "B"): return key(.down)
        case UInt8(ascii: "C"): return key(.right)
        case UInt8(ascii: "D"): return key(.left)
        case UInt8(ascii: "H"): return key(.home)
        case UInt8(ascii: "F"): return key(.end)
        case UInt8(ascii: "P"): return key(.function(1))
        case UInt8(ascii: "Q"): return key(.function(2))
        case UInt8(ascii: "R"): return key(.function(3))
        case UInt8(ascii: "S"): return key(.function(4))
        case UInt8(ascii: "Z"): return .key(KeyEvent(.tab, modifiers.union(.shift)))
        case UInt8(ascii: "I"): return .focus(true)
        case UInt8(ascii: "O"): return .focus(false)
        case UInt8(ascii: "t"):
            guard numbers.count >= 3, numbers[0] == 8 else { return nil }
            return .resize(columns: numbers[2], rows: numbers[1])
        case UInt8(ascii: "u"):
            // CSI code ; modifiers u (fixterms, kitty).
            return codeKey(numbers[0], modifiers)
        case UInt8(ascii: "~"):
            switch numbers[0] {
            case 1, 7: return key(.home)
            case 2: return key(.insert)
            case 3: return key(.delete)
            case 4, 8: return key(.end)
            case 5: return key(.pageUp)
            case 6: return key(.pageDown)
            case 11 ... 15: return key(.function(numbers[0] - 10))
            case 17 ... 21: return key(.function(numbers[0] - 11))
            case 23 ... 26: return key(.function(numbers[0] - 12))
            case 27:
                // xterm modifyOtherKeys: CSI 27 ; modifiers ; code ~.
                guard numbers.count >= 3 else { return nil }
                return codeKey(numbers[2], modifiers)
            default: return nil
            }
        default:
            return nil
        }
    }

    /// The key of a Unicode code point reported with modifiers (`CSI u`, modifyOtherKeys).
    static func codeKey(_ code: Int, _ modifiers: Modifiers) -> InputEvent? {
        switch code {
        case 13: return .key(KeyEvent(.enter, modifiers))
        case 9: return .key(KeyEvent(.tab, modifiers))
        case 27: return .key(KeyEvent(.escape, modifiers))
        case 8, 127: return .key(KeyEvent(.backspace, modifiers))
        default:
            guard code >= 0x20, let scalar = Unicode.Scalar(UInt32(clamping: code)) else { return nil }
            var character = Character(scalar)
            var modifiers = modifiers
            if modifiers.contains(.control) || modifiers.contains(.alt), character.isUppercase {
                // Ctrl-Shift-Z arrives as Z with Shift or as Z alone: the key is z, Shift held.
                character = Character(character.lowercased())
                modifiers.insert(.shift)
            }
            return .key(KeyEvent(.character(character), modifiers))
        }
    }

    /// A mouse event from SGR / X10 button bits.
    static func mouse(button: Int, column: Int, row: Int, released: Bool) -> InputEvent? {
        var modifiers: Modifiers = []
        if button & 4 != 0 { modifiers.insert(.shift) }
        if button & 8 != 0 { modifiers.insert(.alt) }
        if button & 16 != 0 { modifiers.insert(.control) }
        let column = Swift.min(column, 1_000_000)
        let row = Swift.min(row, 1_000_000)
        if button & 64 != 0 {
            let action: MouseEvent.Action = switch button & 3 {
            case 0: .wheelUp
            case 1: .wheelDown
            case 2: .wheelLeft
            default: .wheelRight
            }
            return .mouse(MouseEvent(action: action, button: .none, column: column, row: row, modifiers: modifiers))
        }
        let which: MouseEvent.Button = switch button & 3 {
        case 0: .left
        case 1: .middle
        case 2: .right
        default: .none
        }
        let action: MouseEvent.Action = released ? .release : (button & 32 != 0 ? .drag : .press)
        return .mouse(MouseEvent(action: action, button: which, column: column, row: row, modifiers: modifiers))
    }
}
