import Foundation
import TextViewBridge
import TextViewCore

/// Typing through `TextViewCoordinator`: each keystroke is the editor's insert, the written turn
/// (the scheduler's drain) and the host's re-render (`updateFromHost()`), as in an app where
/// SwiftUI renders after every write. With the `TextDocument` binding the target is at most
/// 3 µs per keystroke and at most 1.5× between the small and the large document; the `String`
/// binding row shows the O(n) cost it replaces (a few keystrokes only).
enum CoordinatorBenchmarks {
    /// One row: the time per keystroke of each run, in nanoseconds.
    struct Row {
        let label: String
        let samples: [Double]
        var best: Double { samples.min() ?? .nan }
        var median: Double { samples.sorted()[samples.count / 2] }
        var worst: Double { samples.max() ?? .nan }
    }

    /// Runs the section and prints its table; returns its figures and targets.
    @MainActor
    static func run(quick: Bool) -> SectionVerdict {
        let sizes = quick ? [(250_000, "250 KB"), (1_000_000, "1 MB")] : [(1_000_000, "1 MB"), (50_000_000, "50 MB")]
        let keystrokes = quick ? 2_000 : 20_000
        let runs = quick ? 2 : 5
        var rows: [Row] = []
        for (size, label) in sizes {
            Console.progress("coordinator: building \(label)")
            let text = AttributeBenchmarks.prose(count: size)
            rows.append(Row(label: "editor alone, \(label)",
                            samples: (0..<runs).map { _ in typeInEditor(text, keystrokes: keystrokes, holdingCopies: false) }))
            rows.append(Row(label: "editor + copy held, \(label)",
                            samples: (0..<runs).map { _ in typeInEditor(text, keystrokes: keystrokes, holdingCopies: true) }))
            rows.append(Row(label: "TextDocument binding, \(label)",
                            samples: (0..<runs).map { _ in typeThroughDocumentBinding(text, keystrokes: keystrokes) }))
            if size == sizes[0].0 {
                rows.append(Row(label: "String binding, \(label)",
                                samples: (0..<runs).map { _ in typeThroughStringBinding(text, keystrokes: quick ? 20 : 50) }))
            }
        }
        Console.output("")
        Console.output("Coordinator benchmarks (\(quick ? "quick" : "full")): CPU time per keystroke (insert + written turn + re-render)")
        #if DEBUG
        Console.output("note: a debug build; these numbers mean nothing (use swift run -c release)")
        #endif
        Console.output("  row                                   best        median      worst     (\(runs) runs)")
        for row in rows {
            let name = pad(row.label, 36)
            Console.output("  \(name)  \(format(row.best))  \(format(row.median))  \(format(row.worst))")
        }
        let document = rows.filter { $0.label.hasPrefix("TextDocument") }
        let ratio = document[1].median / document[0].median
        let perKeystroke = document.map(\.median).max() ?? .nan
        Console.output(String(format: "  large / small (medians): %.2f×   target ≤ 3 µs per keystroke and ≤ 1.5×", ratio))
        let met = perKeystroke <= 3_000 && ratio <= 1.5
        Console.output(met ? "coordinator targets met" : "COORDINATOR TARGETS MISSED")
        var verdict = SectionVerdict()
        for row in document {
            verdict.rows.append(.init(workload: "coordinator, \(row.label)", own: row.median / 1_000, unit: " µs"))
        }
        verdict.target("coordinator: ≤ 3 µs per keystroke (TextDocument binding)", met: perKeystroke <= 3_000,
                       detail: String(format: "%.2f µs", perKeystroke / 1_000))
        verdict.target("coordinator: large document ≤ 1.5× small", met: ratio <= 1.5, detail: String(format: "%.2f×", ratio))
        return verdict
    }

    /// Nanoseconds per keystroke typed in the middle of `text` through a `TextDocument` binding.
    @MainActor
    static func typeThroughDocumentBinding(_ text: String, keystrokes: Int) -> Double {
        let state = DocumentHost(TextDocument(text))
        let scheduler = ManualScheduler()
        let editor = TextEditor(document: state.document)
        let coordinator = TextViewCoordinator(
            editor: editor,
            document: HostBinding(get: { state.document }, set: { state.document = $0 }),
            selection: HostBinding(get: { state.selection }, set: { state.selection = $0 }),
            scheduler: scheduler)
        let nanoseconds = typeInTheMiddle(coordinator, scheduler, keystrokes: keystrokes)
        precondition(state.document.length == text.utf16.count + keystrokes, "the host missed keystrokes")
        return nanoseconds
    }

    /// Nanoseconds per keystroke typed in the middle of the coordinator's editor, each followed
    /// by the written turn and the host's re-render.
    @MainActor
    static func typeInTheMiddle(_ coordinator: TextViewCoordinator, _ scheduler: ManualScheduler, keystrokes: Int) -> Double {
        let editor = coordinator.editor
        editor.selectedRange = NSRange(location: editor.document.length / 2, length: 0)
        scheduler.drain()
        let start = BenchmarkClock.cpuNow()
        for _ in 0..<keystrokes {
            coordinatorKeystroke(coordinator, scheduler)
        }
        return Double(BenchmarkClock.cpuNow() - start) / Double(keystrokes)
    }

    /// One keystroke: the insert, the written turn, the host's re-render. Not inlined, so
    /// callgrind can count it (`--toggle-collect='*coordinatorKeystroke*'`).
    @MainActor @inline(never)
    static func coordinatorKeystroke(_ coordinator: TextViewCoordinator, _ scheduler: ManualScheduler) {
        coordinator.editor.insertText("x")
        scheduler.drain()
        coordinator.updateFromHost()
    }

    /// The hidden `__coordinator MEGABYTES [KEYSTROKES]` command: the `TextDocument` binding row
    /// alone, on prose of that size, five runs with their median printed.
    nonisolated static let probeCommand = "__coordinator"

    @MainActor
    static func probe(megabytes: Int, keystrokes: Int) -> Never {
        let text = AttributeBenchmarks.prose(count: megabytes * 1_000_000)
        let samples = (0 ..< 5).map { _ in typeThroughDocumentBinding(text, keystrokes: keystrokes) }.sorted()
        print(String(format: "coordinator %d MB: median %.2f µs a keystroke (range %.2f–%.2f)", megabytes,
                     samples[2] / 1_000, samples[0] / 1_000, samples[4] / 1_000))
        exit(0)
    }

    /// The peers: nanoseconds per keystroke typed in the editor alone, and in the editor while a
    /// copy of its document is taken after every keystroke (the copy-on-write cost any O(1)
    /// snapshot handed to a host pays on the next edit).
    static func typeInEditor(_ text: String, keystrokes: Int, holdingCopies: Bool) -> Double {
        let editor = TextEditor(document: TextDocument(text))
        editor.selectedRange = NSRange(location: editor.document.length / 2, length: 0)
        var held = editor.document
        let start = BenchmarkClock.cpuNow()
        for _ in 0..<keystrokes {
            editor.insertText("x")
            if holdingCopies { held = editor.document }
        }
        let elapsed = Double(BenchmarkClock.cpuNow() - start)
        precondition(editor.document.length == text.utf16.count + keystrokes && held.length > 0)
        return elapsed / Double(keystrokes)
    }

    /// Nanoseconds per keystroke through a `String` binding (O(n): the text is materialised).
    @MainActor
    static func typeThroughStringBinding(_ text: String, keystrokes: Int) -> Double {
        var stored = text
        let scheduler = ManualScheduler()
        let editor = TextEditor(string: text)
        let coordinator = TextViewCoordinator(
            editor: editor, text: HostBinding(get: { stored }, set: { stored = $0 }), scheduler: scheduler)
        let nanoseconds = typeInTheMiddle(coordinator, scheduler, keystrokes: keystrokes)
        precondition(stored.utf8.count == text.utf8.count + keystrokes, "the host missed keystrokes")
        return nanoseconds
    }

    /// The host's state for the document binding.
    @MainActor
    final class DocumentHost {
        var document: TextDocument
        var selection = NSRange(location: 0, length: 0)
        init(_ document: TextDocument) { self.document = document }
    }

    private static func pad(_ text: String, _ width: Int) -> String {
        text.count >= width ? text : text + String(repeating: " ", count: width - text.count)
    }

    private static func format(_ nanoseconds: Double) -> String {
        let text = nanoseconds >= 1_000_000 ? String(format: "%.2f ms", nanoseconds / 1e6)
            : nanoseconds >= 1_000 ? String(format: "%.2f µs", nanoseconds / 1e3)
            : String(format: "%.0f ns", nanoseconds)
        return pad(text, 10)
    }
}
