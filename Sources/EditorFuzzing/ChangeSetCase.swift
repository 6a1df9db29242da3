import Foundation
import SelectionFuzzing
import TextViewCore

/// Three change sets decoded from the fuzzer's bytes, checked on the editor's current document:
/// `a` and `c` start in the document, `b` in the document `a` leaves. Each set's specs are raw
/// until they are resolved against the text they apply to (in bounds, on scalar boundaries), so
/// decoding depends on the bytes alone.
struct ChangeSetCase: CustomStringConvertible {
    /// A spec before it meets its text: where (a byte), how far (a byte), and what it inserts.
    struct RawSpec {
        var start: UInt8
        var count: UInt8
        var text: String
    }

    /// Specs that come in increasing order (then also checked against a plain apply of the specs
    /// themselves), or anywhere (CodeMirror's `ChangeSet.of` maps the later over the earlier).
    var ordered: Bool
    var a: [RawSpec]
    var b: [RawSpec]
    var c: [RawSpec]
    /// Positions (of the old text, any `Int`) mapped through `a`.
    var positions: [Int]

    static func decode(_ input: inout FuzzBytes, length: Int) -> ChangeSetCase {
        let flags = input.byte()
        func specs(_ count: Int) -> [RawSpec] {
            (0..<count).map { _ in
                let start = input.byte()
                let count = input.byte()
                return RawSpec(start: start, count: count, text: count & 0x80 == 0 ? FuzzPalette.string(&input) : "")
            }
        }
        let a = specs(Int(flags >> 1) % 5)
        let b = specs(Int(flags >> 4) % 4)
        let c = specs(Int(input.byte()) % 4)
        let positions = (0..<3).map { _ in input.location(length: length) }
        return ChangeSetCase(ordered: flags & 1 == 0, a: a, b: b, c: c, positions: positions)
    }

    var description: String {
        func list(_ specs: [RawSpec]) -> String {
            "[" + specs.map { "(\($0.start), \($0.count), \(FuzzText.quoted($0.text)))" }.joined(separator: ", ") + "]"
        }
        return "\(ordered ? "ordered" : "any order") a \(list(a)) b \(list(b)) c \(list(c)) positions \(positions)"
    }

    /// The specs for a text: each range within `0...length`, its ends on scalar boundaries.
    private func resolve(_ raw: [RawSpec], in text: FuzzText) -> [ChangeSet.Spec] {
        let length = text.length
        var position = 0
        return raw.map { spec in
            var lower: Int
            if ordered {
                lower = Swift.min(length, position + Int(spec.start) % (length / Swift.max(raw.count, 1) + 2))
            } else {
                lower = Int(spec.start) % (length + 1)
            }
            if text.isInsidePair(lower) { lower -= 1 }
            var upper = Swift.min(length, lower + Int(spec.count & 0x7F) % 9)
            if text.isInsidePair(upper) { upper += 1 }
            position = upper
            return ChangeSet.Spec(range: lower..<upper, insert: spec.text)
        }
    }

    /// `units` with `set`'s changes replaced, from the last to the first: a plain array, without
    /// the rope, as the reference for `apply`.
    static func plainApply(_ set: ChangeSet, to units: [UInt16]) -> [UInt16] {
        var result = units
        for change in set.changes().reversed() {
            result.replaceSubrange(change.oldRange, with: change.insertedUTF16)
        }
        return result
    }

    /// Runs every check; returns what failed, or nil.
    func check(on document: TextDocument) -> String? {
        let units = Array(document.utf16)
        let text = FuzzText(units)
        let specsA = resolve(a, in: text)
        let setA = ChangeSet(specsA, length: units.count)
        if let problem = Self.checkShape(setA, length: units.count, name: "a") { return problem }

        // apply: against the plain apply of its changes and, for ordered specs, of the specs.
        let afterA = setA.apply(to: document)
        let plainA = Self.plainApply(setA, to: units)
        if Array(afterA.utf16) != plainA { return "a.apply gave \(quoted(afterA)), its changes give \(quoted(plainA)); a = \(setA)" }
        if ordered {
            var bySpecs = units
            for spec in specsA.reversed() { bySpecs.replaceSubrange(spec.range, with: spec.insertedUTF16) }
            if bySpecs != plainA { return "a = \(setA) built from \(specsA) applies as \(quoted(plainA)), the specs as \(quoted(bySpecs))" }
        }
        afterA._invariantCheck()

        // apply ∘ inverted = identity; the inverse `TextDocument.apply` returns is `inverted(for:)`.
        let inverse = setA.inverted(for: document)
        if Array(inverse.apply(to: afterA).utf16) != units {
            return "a.inverted(for: d).apply(a.apply(d)) gave \(quoted(inverse.apply(to: afterA))), not d = \(quoted(units)); a = \(setA), inverse \(inverse)"
        }
        var applied = document
        let returned = applied.apply(setA)
        if returned != inverse { return "TextDocument.apply(a) returned \(returned), a.inverted(for:) is \(inverse)" }
        if inverse.inverted(for: afterA) != setA { return "a.inverted twice is \(inverse.inverted(for: afterA)), not a = \(setA)" }

        // composed = sequential apply.
        let textA = FuzzText(plainA)
        let setB = ChangeSet(resolve(b, in: textA), length: plainA.count)
        if let problem = Self.checkShape(setB, length: plainA.count, name: "b") { return problem }
        let composed = setA.composed(with: setB)
        let sequential = Self.plainApply(setB, to: plainA)
        if Array(composed.apply(to: document).utf16) != sequential {
            return "a.composed(with: b).apply(d) gave \(quoted(composed.apply(to: document))), b.apply(a.apply(d)) \(quoted(sequential)); a = \(setA), b = \(setB), composed \(composed)"
        }
        if composed.changeDescription != setA.changeDescription.composed(with: setB.changeDescription) {
            return "the composed descriptions differ from the composed set's: a = \(setA), b = \(setB)"
        }

        // mapped: a then c mapped over a equals c then a mapped over c (a first).
        let setC = ChangeSet(resolve(c, in: text), length: units.count)
        let cOverA = setC.mapped(through: setA)
        let aOverC = setA.mapped(through: setC, before: true)
        let left = Self.plainApply(cOverA, to: plainA)
        let right = Self.plainApply(aOverC, to: Self.plainApply(setC, to: units))
        if left != right {
            return "maps do not converge: c.mapped(through: a) after a gives \(quoted(left)), a.mapped(through: c, before: true) after c gives \(quoted(right)); a = \(setA), c = \(setC)"
        }
        if Array(setA.composed(with: cOverA).apply(to: document).utf16) != left {
            return "a.composed(with: c.mapped(through: a)) does not apply as a then the mapped c; a = \(setA), c = \(setC)"
        }
        if cOverA.changeDescription != setC.changeDescription.mapped(through: setA.changeDescription) {
            return "c.mapped(through: a)'s description is not c's description mapped through a's: a = \(setA), c = \(setC)"
        }

        // mapPosition: in bounds, monotone, and exact in the gaps.
        // Every position of a short text, about 40 of a long one (the replay stays quick).
        let sampled = Array(stride(from: 0, to: units.count, by: Swift.max(1, units.count / 40))) + [units.count]
        for association in [ChangeAssociation.before, .after] {
            var previous = 0
            for p in sampled {
                let mapped = setA.mapPosition(p, association: association)
                if mapped < 0 || mapped > setA.newLength { return "a.mapPosition(\(p), .\(association)) = \(mapped) outside 0...\(setA.newLength); a = \(setA)" }
                if mapped < previous { return "a.mapPosition is not monotone at \(p) (.\(association)): \(mapped) after \(previous); a = \(setA)" }
                previous = mapped
                for mode in [MapMode.simple, .trackDeletion, .trackBefore, .trackAfter] {
                    if let m = setA.mapPosition(p, association: association, mode: mode), m < 0 || m > setA.newLength {
                        return "a.mapPosition(\(p), .\(association), .\(mode)) = \(m) outside 0...\(setA.newLength); a = \(setA)"
                    }
                }
                if setA.mapPosition(p, association: association, mode: .simple) != mapped {
                    return "a.mapPosition(\(p), .\(association), mode: .simple) differs from the plain mapping \(mapped); a = \(setA)"
                }
            }
        }
        for gap in setA.gaps where !gap.old.isEmpty {
            for p in [gap.old.lowerBound + 1, gap.old.upperBound - 1] where p > gap.old.lowerBound && p < gap.old.upperBound {
                let expected = p - gap.old.lowerBound + gap.new.lowerBound
                if setA.mapPosition(p) != expected { return "a.mapPosition(\(p)) inside the gap \(gap) is \(setA.mapPosition(p)), not \(expected); a = \(setA)" }
            }
        }
        for p in positions {
            let mapped = setA.mapPosition(p)
            if mapped < 0 || mapped > setA.newLength { return "a.mapPosition(\(p)) = \(mapped) outside 0...\(setA.newLength); a = \(setA)" }
        }

        // JSON round trip, CodeMirror's shape.
        for set in [setA, setB, inverse, composed] {
            do {
                let data = try JSONEncoder().encode(set)
                let decoded = try JSONDecoder().decode(ChangeSet.self, from: data)
                if decoded != set { return "JSON round trip of \(set) gave \(decoded) (\(String(decoding: data, as: UTF8.self)))" }
                let descriptionData = try JSONEncoder().encode(set.changeDescription)
                let description = try JSONDecoder().decode(ChangeDescription.self, from: descriptionData)
                if description != set.changeDescription { return "JSON round trip of the description of \(set) gave \(description)" }
            } catch {
                return "JSON round trip of \(set) threw \(error)"
            }
        }
        return nil
    }

    /// A set's lengths and its changes and gaps: sorted, apart, covering the old text.
    private static func checkShape(_ set: ChangeSet, length: Int, name: String) -> String? {
        if set.oldLength != length { return "\(name).oldLength \(set.oldLength), built for \(length): \(set)" }
        var covered: [(old: Range<Int>, new: Range<Int>)] = set.changes(individual: true).map { ($0.oldRange, $0.newRange) }
        covered += set.gaps.map { ($0.old, $0.new) }
        covered.sort { ($0.old.lowerBound, $0.new.lowerBound, $0.old.count) < ($1.old.lowerBound, $1.new.lowerBound, $1.old.count) }
        var old = 0
        var new = 0
        for piece in covered {
            if piece.old.lowerBound != old || piece.new.lowerBound != new {
                return "\(name)'s changes and gaps do not tile the texts at \(piece) (expected \(old), \(new)): \(set)"
            }
            old = piece.old.upperBound
            new = piece.new.upperBound
        }
        if old != set.oldLength || new != set.newLength { return "\(name)'s changes and gaps end at \(old), \(new), not \(set.oldLength), \(set.newLength): \(set)" }
        let inserted = set.changes(individual: true).reduce(0) { $0 + $1.insertedUTF16.count }
        let removed = set.changes(individual: true).reduce(0) { $0 + $1.oldRange.count }
        if set.newLength - set.oldLength != inserted - removed { return "\(name): lengths \(set.oldLength) → \(set.newLength) but \(removed) removed and \(inserted) inserted: \(set)" }
        return nil
    }

    private func quoted(_ document: TextDocument) -> String { FuzzText.quoted(String(decoding: Array(document.utf16), as: UTF16.self)) }
    private func quoted(_ units: [UInt16]) -> String { FuzzText.quoted(String(decoding: units, as: UTF16.self)) }
}
