import Foundation
import TextViewBridge

/// SwiftUI state for a text view (`@State var text`, `@State var selection`) with bindings that
/// record every write and measure how deeply their setters are nested.
@MainActor
final class TestHost {
    var text: String
    var selection: NSRange
    var textSets: [String] = []
    var selectionSets: [NSRange] = []
    /// Setters and observers currently running (shared with tests that count observers too).
    var depth = 0
    var maximumDepth = 0
    /// Runs inside the text setter after the value is stored (a host that re-renders at once).
    var afterTextSet: (@MainActor () -> Void)?
    /// Transforms a value before it is stored (a host that normalises what it is given).
    var transformText: (@MainActor (String) -> String)?
    /// Stores a copy in new storage instead of the value given (a host that round-trips).
    var storesCopies = false

    init(text: String = "", selection: NSRange = NSRange(location: 0, length: 0)) {
        self.text = text
        self.selection = selection
    }

    func enter() {
        depth += 1
        maximumDepth = max(maximumDepth, depth)
    }

    func leave() { depth -= 1 }

    var textBinding: HostBinding<String> {
        HostBinding(get: { [unowned self] in text }, set: { [unowned self] value in
            enter()
            defer { leave() }
            var stored = transformText?(value) ?? value
            if storesCopies { stored = String(decoding: Array(stored.utf8), as: UTF8.self) }
            text = stored
            textSets.append(value)
            afterTextSet?()
        })
    }

    var selectionBinding: HostBinding<NSRange> {
        HostBinding(get: { [unowned self] in selection }, set: { [unowned self] value in
            enter()
            defer { leave() }
            selection = value
            selectionSets.append(value)
        })
    }
}
