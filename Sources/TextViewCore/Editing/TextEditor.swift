import Foundation

/// A headless text editor: a ``TextDocument`` with one or more selections and the editing and
/// movement commands of a text view (`UITextView`, `NSTextView`, CodeMirror), without any UI.
///
/// Every rule it follows is written in `Sources/TextViewCore/TextViewCore.docc/EditorSemantics.md`. In short: offsets are UTF-16 and
/// ranges are `NSRange`s; any range or selection handed in is clamped and snapped to grapheme
/// clusters, never trapped on; there is always at least one selection, and the selections stay
/// sorted, disjoint and not touching; every command applies at every selection at once.
///
/// It is a front over three things: its ``state`` (an ``EditorState`` value: document, selections,
/// typing override, marked text), its undo history, and a dispatcher that owns the observers, the
/// batches and the mutations deferred while observers run. Every public mutating method builds an
/// `EditorCommand` value and hands it to one router, `dispatch(_:)`, which runs it now or queues
/// the value; all text changes then go
/// through one internal path, `apply(_:selecting:)`, and all selection changes through
/// `setSelections(_:)`, which clamps, snaps and normalises.
///
/// An editor is confined to one thread or actor (usually the main actor, beside its text view):
/// it is not `Sendable`, and using one from two threads at once corrupts it. What it hands out is
/// `Sendable`: ``document`` (a ``TextDocument`` snapshot, O(1) to take), ``TextChange``,
/// ``ChangeSet``, ``TextSelection``, ``TextAttributes``; give those to other tasks.
public final class TextEditor {
    /// The document, the selections, the typing override and the marked text, as one value.
    /// Reading it is O(1) and gives a snapshot; ``setState(_:)`` puts one back. The editor's
    /// commands write it in place.
    // Exclusivity: the editor calls out to no one while it mutates (observers run only between
    // mutations, on copies of what they are handed, and their own mutations are queued), so no
    // access to its state can overlap; the dynamic checks cost a sixth of a keystroke. The only
    // user code that can run inside an access to the unchecked properties below is a custom
    // attribute value's `hash`, `==` or `deinit`, and those values are Sendable, so they cannot
    // hold this (non-Sendable) editor. Anything holding user closures stays checked.
    @exclusivity(unchecked) public internal(set) var state: EditorState

    /// The text. Reading it is O(1) and gives an independent snapshot (copy-on-write).
    public internal(set) var document: TextDocument {
        @inline(__always) get { state.document }
        @inline(__always) _modify { yield &state.document }
    }

    /// The selections and the goal columns of a run of vertical moves.
    var selectionSet: SelectionSet {
        @inline(__always) get { state.selectionSet }
        @inline(__always) _modify { yield &state.selectionSet }
    }

    /// Typing attributes that do not come from the text (``EditorState``).
    var typingOverride: TypingAttributesOverride? {
        @inline(__always) get { state.typingOverride }
        @inline(__always) _modify { yield &state.typingOverride }
    }

    /// The attributes new text takes in an empty document (UITextView's `font`, `textColor` and
    /// paragraph style when it holds no text): set them once, and the document keeps them for
    /// every paragraph typed from there.
    public var defaultAttributes: TextAttributes = TextAttributes()

    /// The observers, the batches, the delivery under way and the mutations it deferred.
    let dispatcher = EditorDispatcher()

    /// The most rounds of delivery that keep producing new work (each round runs the mutations
    /// observers queued during the one before) before the editor decides they feed each other
    /// forever, drops the rest and reports a ``FeedbackLoopError``. Any number of mutations queued
    /// in one round count once.
    public var maximumDeliveryRounds: Int {
        get { dispatcher.deferred.maximumRounds }
        set { dispatcher.deferred.maximumRounds = newValue }
    }
    /// Called when observers' mutations were dropped as a feedback loop.
    public var onFeedbackLoop: ((FeedbackLoopError) -> Void)? {
        get { dispatcher.onFeedbackLoop }
        set { dispatcher.onFeedbackLoop = newValue }
    }
    /// The last feedback loop stopped, if any.
    public internal(set) var lastFeedbackLoopError: FeedbackLoopError? {
        get { dispatcher.lastFeedbackLoopError }
        set { dispatcher.lastFeedbackLoopError = newValue }
    }
    /// Whether a feedback loop also fails an assertion (in debug builds only); tests that provoke
    /// one on purpose turn it off.
    public var assertsOnFeedbackLoop: Bool {
        get { dispatcher.assertsOnFeedbackLoop }
        set { dispatcher.assertsOnFeedbackLoop = newValue }
    }

    /// Marked text, will-change observers and input filters.
    let input = EditorInput()
    /// The undo and redo stacks.
    // Unchecked: changes and selections (Sendable, see `document`), touched on every keystroke.
    @exclusivity(unchecked) var history = UndoHistory()
    /// Whether changes are recorded for undo (UndoManager's registration); turning it off keeps
    /// the steps already recorded, and edits made meanwhile move them or drop those they overlap
    /// (Sources/TextViewCore/TextViewCore.docc/EditorSemantics.md, "Undo and redo").
    // Unchecked: a Boolean read on every mutation, no user code in an access.
    @exclusivity(unchecked) public var recordsUndo = true
    /// The clock undo coalescing reads, in seconds; injectable for tests.
    public var clock: () -> Double {
        get { storedClock }
        set {
            // The closure it replaces is released after the store, not during it: releasing it may
            // run user code (a captured object's deinit), which must not find the store half done.
            let replaced = storedClock
            storedClock = newValue
            withExtendedLifetime(replaced) {}
        }
    }
    /// ``clock``'s closure.
    // Unchecked: read on every recorded keystroke (a checked read cost ~100 instructions with the
    // access set's bookkeeping), and no user code runs during an access: the closure is called
    // after the read, and the setter releases the old one after its store.
    @exclusivity(unchecked) private var storedClock: () -> Double = TextEditor.uptime
    /// The longest pause, in seconds, that still continues an undo step of typing or deleting.
    // Unchecked: a number read on every recorded keystroke, no user code in an access.
    @exclusivity(unchecked) public var undoCoalescingInterval: Double = 1

    /// Creates an editor for `document` with a caret at its start.
    ///
    /// - Parameter document: The initial text; empty by default.
    public init(document: TextDocument = TextDocument()) {
        self.state = EditorState(document: document)
    }

    /// Runs `body` on the document in place. A stored struct of a class handed to a function, or
    /// used to call a method, is copied first (its references retained and released) unless it is
    /// accessed inout: on the typing path that copy cost more than the lookups it served.
    @inline(__always)
    func withDocument<Result>(_ body: (inout TextDocument) -> Result) -> Result {
        body(&document)
    }

    /// The monotonic clock in seconds (CLOCK_MONOTONIC: no Foundation object on the typing path).
    static func uptime() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }

    deinit {
        dispatcher.observers.finishStreams()
    }

    /// Creates an editor holding `string` with a caret at its start.
    ///
    /// - Parameter string: The initial text.
    public convenience init(string: String) {
        self.init(document: TextDocument(string))
    }

    /// The whole text. Setting it replaces all of the text like a programmatic
    /// ``replaceCharacters(in:with:userEvent:)-(_,String,_)`` of the whole range: the selections are mapped, not reset
    /// (a caret at the end stays at the end, any other goes to the start).
    ///
    /// - Complexity: O(n) to get, O(n + m) to set.
    public var text: String {
        get { document.string }
        set { dispatch(.setText(newValue)) }
    }
}

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
