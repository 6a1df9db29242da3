// An editor is confined to one thread or actor (Sources/TextViewCore/TextViewCore.docc/EditorSemantics.md, "Threads"): it mutates
// its state without locks and calls its observers synchronously. Saying so as an unavailable
// conformance makes Swift 6 name the rule where an editor crosses an isolation boundary, instead
// of only "non-Sendable type".

/// A `TextEditor` is confined to the thread or actor that uses it: not `Sendable`. Share its
/// ``TextEditor/document`` (a `Sendable` snapshot) instead.
@available(*, unavailable, message: "TextEditor is confined to one thread or actor; pass its document (a Sendable TextDocument) instead")
extension TextEditor: Sendable {}

/// A registration belongs to its editor's thread or actor: not `Sendable`.
@available(*, unavailable, message: "TextObservation belongs to its editor's thread or actor")
extension TextObservation: Sendable {}
