/// The part of Foundation's `UndoManager` that ``EditorUndoBridge`` uses, so the host's undo
/// (Edit menu, shake, ⌘Z) and the editor's history are one stack.
///
/// Conform `UndoManager` to it in the app (see `Sources/TextViewBridge/TextViewBridge.docc/CoordinatorWithSwiftUI.md`, "One undo stack"): the
/// requirements map one to one onto `undo()`, `redo()`, `isUndoing`, `isRedoing` and a
/// `registerUndo(withTarget:handler:)` inside `beginUndoGrouping()`/`endUndoGrouping()`. The
/// Foundation of the Linux toolchain this package is tested with has no `UndoManager` at all,
/// which is why the bridge takes this protocol rather than the class.
@MainActor
public protocol UndoStackHost: AnyObject {
    /// Whether ``undo()`` is running (registrations then become redo actions).
    var isUndoing: Bool { get }

    /// Whether ``redo()`` is running (registrations then become undo actions).
    var isRedoing: Bool { get }

    /// Undoes the last undo group.
    func undo()

    /// Redoes the last undone group.
    func redo()

    /// Registers `action` as one undo group named `name`: an undo action normally and while
    /// redoing, a redo action while undoing (what `registerUndo(withTarget:handler:)` does).
    ///
    /// - Parameters:
    ///   - name: The action name shown in the Edit menu ("Typing", "Paste").
    ///   - action: What undoing (or redoing) the group does.
    func registerEditorStep(named name: String, _ action: @escaping @MainActor () -> Void)
}
