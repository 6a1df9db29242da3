/// A registration made by ``TextEditor/addObserver(_:)``: observation stops when it is cancelled
/// or released, so keep it as long as the observer should hear.
public final class TextObservation {
    private var list: ObserverList?
    private let id: Int

    init(list: ObserverList, id: Int) {
        self.list = list
        self.id = id
    }

    /// Stops the observation; the observer is not called again, even later in a delivery that
    /// is under way. Cancelling twice does nothing.
    ///
    /// - Complexity: O(log n) for n observers.
    public func cancel() {
        // Taken out first: releasing the observer may run code that cancels this token again.
        let list = self.list
        self.list = nil
        list?.remove(id)
    }

    deinit {
        list?.remove(id)
    }
}
