/// A registration made by ``TextEditor/addObserver(_:)``: observation stops when it is cancelled
/// or released, so keep it as long as the observer should hear.
public final class TextObservation {
    private weak var editor: TextEditor?
    private let id: Int

    init(editor: TextEditor, id: Int) {
        self.editor = editor
        self.id = id
    }

    /// Stops the observation; the observer is not called again, even later in a delivery that
    /// is under way. Cancelling twice does nothing.
    public func cancel() {
        editor?.removeObserver(id)
        editor = nil
    }

    deinit {
        editor?.removeObserver(id)
    }
}
