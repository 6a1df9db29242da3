import Foundation
import TextViewCore

/// Runs the attribute benchmarks and prints their table: the editing traces replayed with typing
/// attributes that change every few hundred characters, and a large document with a run every
/// 100 characters (random edits, attribute lookups, `setAttributes` over random ranges), each on
/// TextDocument, NSMutableAttributedString and AttributedString in this process.
///
/// - Parameter quick: A smoke run (short traces, a 1 MB document, few operations) whose numbers
///   are only indicative; the full run uses whole traces and a 10 MB document.
/// - Returns: Whether every ratio met its target.
@discardableResult
func runAttributeBenchmarks(quick: Bool) -> Bool {
    var table = AttributeBenchmarkTable()
    #if DEBUG
    table.note("note: a debug build; these numbers mean nothing (use swift run -c release)")
    #endif
    AttributeBenchmarks.traces(quick: quick, into: &table)
    AttributeBenchmarks.largeDocument(quick: quick, into: &table)
    print("Attribute benchmarks (\(quick ? "quick" : "full"))")
    print(table.render())
    print(table.meetsTargets ? "all attribute targets met" : "SOME ATTRIBUTE TARGETS MISSED")
    return table.meetsTargets
}

/// The workloads of ``runAttributeBenchmarks(quick:)``.
enum AttributeBenchmarks {
    /// The attribute sets the workloads cycle through: fonts, colours, a link, custom values, all
    /// on one paragraph style (an editor's typing attributes carry one), so that paragraphs stay
    /// uniform in every structure and the runs compare equal across them.
    static let sets: [TextAttributes] = {
        let paragraph = ParagraphStyle(lineSpacing: 4, paragraphSpacing: 8)
        let base = TextAttributes().font(.preferred(.body)).paragraphStyle(paragraph)
        return [
            base,
            base.bold(),
            base.italic().foregroundColor(RGBAColor(rgb: 0x336699)),
            base.font(.monospacedSystem(size: 13)).backgroundColor(RGBAColor(white: 0.95)),
            base.link(URL(string: "https://example.com/doc")!).underlineStyle(.single),
            base.custom("token", "keyword").foregroundColor(.red),
            base.custom("token", "string").foregroundColor(.green),
            base.font(.preferred(.title2).bold()).kern(0.5),
        ]
    }()

    /// ``sets`` as NSAttributedString dictionaries (computed: a dictionary of `Any` is not
    /// Sendable; callers keep a local copy outside their timed loops).
    static var foundationSets: [[NSAttributedString.Key: Any]] { sets.map(\.foundationAttributes) }
    static let containers: [AttributeContainer] = sets.map(\.attributeContainer)

    /// The number of runs of an NSAttributedString, merged as Foundation merges them.
    static func runCount(_ string: NSAttributedString) -> Int {
        var n = 0
        string.enumerateAttributes(in: NSRange(location: 0, length: string.length), options: []) { _, _, _ in n += 1 }
        return n
    }
}
