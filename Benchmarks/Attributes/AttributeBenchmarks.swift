import Foundation
import TextViewCore

/// Runs the attribute benchmarks and adds their table to the report: the editing traces replayed
/// with typing attributes that change every few hundred characters, and a large document with a
/// run every 100 characters (random edits, attribute lookups, `setAttributes` over random ranges),
/// each on TextDocument, NSMutableAttributedString and AttributedString in this process.
///
/// - Parameter sizes: How much each workload does (the run mode's budget).
/// - Returns: The table, whose ratios the verdict and the targets read.
func runAttributeBenchmarks(_ sizes: AttributeSizes, mode: String) -> AttributeBenchmarkTable {
    var table = AttributeBenchmarkTable()
    #if DEBUG
    table.note("note: a debug build; these numbers mean nothing (use swift run -c release)")
    #endif
    AttributeBenchmarks.traces(sizes, into: &table)
    ProgressMeter.begin(PhasePlan.attributeDocument(sizes))
    AttributeBenchmarks.largeDocument(sizes, into: &table)
    Console.output("\nAttribute benchmarks (\(mode) run): the traces with typing attributes that change every "
        + "\(AttributeBenchmarks.typingRunLength) typed\ncharacters; a \(sizes.documentLabel) document with a run every "
        + "\(AttributeBenchmarks.runLength) characters (setAttributes over 1 to 2,000 characters)\n\n" + table.render()
        + "\n" + (table.meetsTargets ? "all attribute targets met" : "SOME ATTRIBUTE TARGETS MISSED"))
    return table
}

/// The workloads of ``runAttributeBenchmarks(_:mode:)``.
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
