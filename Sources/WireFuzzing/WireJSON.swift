import Foundation
import SelectionFuzzing

/// The JSON the wire fuzzer hands the decoders, chosen by the bytes: CodeMirror-shaped change
/// sets, descriptions and updates whose numbers and strings are hostile (lengths past `Int.max`,
/// negative, fractional, lone surrogates, wrong types), or raw bytes as they come.
enum WireJSON {
    /// A JSON text for one of the decoders: mostly `shape`, sometimes raw bytes.
    static func text(_ input: inout FuzzBytes, _ shape: (inout FuzzBytes) -> String) -> Data {
        let b = input.byte()
        if b < 0x20 {
            // Raw bytes: up to 63, whatever they are.
            return Data((0 ..< Int(b) * 2).map { _ in input.byte() })
        }
        return Data(shape(&input).utf8)
    }

    /// A number, mostly a small length, else a value a decoder must refuse or survive.
    static func number(_ input: inout FuzzBytes) -> String {
        let b = input.byte()
        switch b % 16 {
        case 0..<9: return String(Int(b) / 16)
        case 9: return String(FuzzBytes.hostile(Int(input.byte()), length: 8))
        case 10: return "9223372036854775807"
        case 11: return "9223372036854775808"
        case 12: return "4611686018427387904"
        case 13: return ["1.5", "-0", "1e400", "-1", "0.0"][Int(input.byte()) % 5]
        case 14: return String(Int(b) * 1_000)
        default: return String(input.rawInt())
        }
    }

    /// A JSON string: a palette piece, or escapes that are not Unicode.
    static func string(_ input: inout FuzzBytes) -> String {
        let b = input.byte()
        switch b % 10 {
        case 0: return #""\ud83d""#
        case 1: return #""\ude00x""#
        case 2: return #""a\ud83d\ude00""#
        case 3: return #""\u0000\n\r""#
        case 4: return #""\ud83d\ud83d""#
        default:
            let piece = FuzzPalette.string(&input)
            return String(decoding: (try? JSONEncoder().encode(piece)) ?? Data("\"\"".utf8), as: UTF8.self)
        }
    }

    /// Something that is no element of a change set at all.
    static func garbage(_ input: inout FuzzBytes) -> String {
        ["null", "{}", "\"x\"", "[[1]]", "[\"a\"]", "true", "[]", "[1,2,[3]]"][Int(input.byte()) % 8]
    }

    /// CodeMirror's change set JSON: `len`, `[len]`, `[len, "line", ...]`, with hostile parts.
    static func changeSet(_ input: inout FuzzBytes) -> String {
        var elements: [String] = []
        for _ in 0 ..< Int(input.byte()) % 6 {
            let b = input.byte()
            switch b % 8 {
            case 0, 1, 2: elements.append(number(&input))
            case 3: elements.append("[\(number(&input))]")
            case 4, 5, 6:
                let lines = (0 ..< 1 + Int(b / 8) % 3).map { _ in string(&input) }
                elements.append("[\(number(&input)),\(lines.joined(separator: ","))]")
            default: elements.append(garbage(&input))
            }
        }
        return "[\(elements.joined(separator: ","))]"
    }

    /// CodeMirror's description JSON: flat sections.
    static func description(_ input: inout FuzzBytes) -> String {
        let values = (0 ..< Int(input.byte()) % 9).map { _ -> String in
            let b = input.byte()
            return b % 5 == 0 ? "-1" : number(&input)
        }
        return "[\(values.joined(separator: ","))]"
    }

    /// A client identifier, mostly one of the fuzzer's peers.
    static func clientID(_ input: inout FuzzBytes) -> String {
        ["\"p0\"", "\"p1\"", "\"p2\"", "\"victim\"", "\"x\"", "\"\"", "7", "null"][Int(input.byte()) % 8]
    }

    /// A collaboration update: `{"changes": ..., "clientID": ...}`, keys sometimes missing.
    static func update(_ input: inout FuzzBytes) -> String {
        let b = input.byte()
        let changes = changeSet(&input)
        switch b % 8 {
        case 0: return "{\"changes\":\(changes)}"
        case 1: return "{\"clientID\":\(clientID(&input))}"
        case 2: return "{\"changes\":\(garbage(&input)),\"clientID\":\"x\"}"
        default: return "{\"changes\":\(changes),\"clientID\":\(clientID(&input))}"
        }
    }

    /// A list of updates.
    static func updates(_ input: inout FuzzBytes) -> String {
        "[" + (0 ..< Int(input.byte()) % 4).map { _ in update(&input) }.joined(separator: ",") + "]"
    }
}
