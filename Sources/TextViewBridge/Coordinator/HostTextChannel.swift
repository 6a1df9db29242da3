import Foundation
import TextViewCore

/// The coordinator's view of the host's text, whatever the binding's value type: the value last
/// exchanged with the host (the *base*: what the host last saw), how to tell that the host
/// changed it, and how to read and write it.
///
/// Built from a `String` binding (every write materialises the document: O(n)) or a
/// `TextDocument` binding (a write is an O(1) copy and an unchanged host is recognised by storage
/// identity in O(1)).
@MainActor
struct HostTextChannel {
    /// Whether the host still holds the base (no host write since the last exchange).
    let isUnchanged: @MainActor () -> Bool

    /// Reads the host's value, makes it the base and returns the edit from the old base to it.
    let takeEdit: @MainActor () -> MinimalReplacement

    /// The edit from the host's value to `document`, without changing the base (the fallback
    /// when the coordinator cannot map a host write through the editor's unsent changes).
    let editFromEditor: @MainActor (TextDocument) -> MinimalReplacement

    /// Writes `document` to the host unless it already holds that text, and makes it the base.
    /// Returns whether the setter was called.
    let write: @MainActor (TextDocument) -> Bool

    /// A channel over a `String` binding; the base starts as `initial`.
    static func string(_ binding: HostBinding<String>, initial: TextDocument) -> HostTextChannel {
        let base = Box(initial.string)
        return HostTextChannel(
            isUnchanged: { HostTextComparison.sameUnits(binding.get(), base.value) },
            takeEdit: {
                let value = binding.get()
                defer { base.value = value }
                return MinimalReplacement(from: base.value, to: value)
            },
            editFromEditor: { MinimalReplacement(from: $0.string, to: binding.get()) },
            write: { document in
                let value = document.string
                base.value = value
                guard !HostTextComparison.sameUnits(binding.get(), value) else { return false }
                binding.set(value)
                return true
            })
    }

    /// A channel over a `TextDocument` binding; the base starts as `initial`.
    static func document(_ binding: HostBinding<TextDocument>, initial: TextDocument) -> HostTextChannel {
        let base = Box(initial)
        return HostTextChannel(
            isUnchanged: {
                let value = binding.get()
                // Identity first (O(1): the host handed back what it was given); then the text
                // only, so an attribute-only difference is not a text write.
                return value.isIdentical(to: base.value)
                    || (value.length == base.value.length && value.utf16.elementsEqual(base.value.utf16))
            },
            takeEdit: {
                let value = binding.get()
                defer { base.value = value }
                return MinimalReplacement(from: base.value, to: value)
            },
            editFromEditor: { MinimalReplacement(from: $0, to: binding.get()) },
            write: { document in
                base.value = document
                let current = binding.get()
                guard !current.isIdentical(to: document) else { return false }
                binding.set(document)
                return true
            })
    }

    /// A reference cell for the base, shared by the closures.
    private final class Box<Value> {
        var value: Value
        init(_ value: Value) { self.value = value }
    }
}
