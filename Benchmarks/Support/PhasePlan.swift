/// The phases of a run, in order, with the wall-clock seconds each is planned to take on an idle
/// machine in each mode (measured; the progress meter scales them by the pace so far).
enum PhasePlan {
    static let traces = "trace replay"
    static let large = "traces inside the large document"
    static let memory = "memory, each structure in its own process"
    static let attributeTraces = "attributes, traces"
    static func synthetic(_ size: Int) -> String { "synthetic \(Formatting.size(size)) document and editor typing" }
    static let search = "find and replace on the 100 M document"
    static let layout = "layout"
    static let coordinator = "typing through the coordinator"
    static let scale = "scale: the cost at n and 4n"
    static let terminal = "tvedit: open, keystroke and page down to frame bytes"
    static func attributeDocument(_ sizes: AttributeSizes) -> String { "attributes, \(sizes.documentLabel) document" }

    static func phases(for sections: Set<BenchmarkSection>,
                       configuration: BenchmarkConfiguration) -> [(name: String, seconds: Double)] {
        let mode = configuration.mode
        func seconds(quick: Double, standard: Double, full: Double) -> Double {
            switch mode {
            case .quick: quick
            case .standard: standard
            case .full: full
            }
        }
        var phases: [(String, Double)] = []
        if sections.contains(.traces) { phases.append((traces, seconds(quick: 8, standard: 45, full: 150))) }
        if sections.contains(.large) { phases.append((large, seconds(quick: 4, standard: 35, full: 110))) }
        if sections.contains(.synthetic) {
            for (index, size) in configuration.syntheticSizes.enumerated() {
                let weight = [1.0, 1.5, 4.0][min(index, 2)]
                phases.append((synthetic(size), weight * seconds(quick: 1, standard: 12, full: 40)))
            }
        }
        if sections.contains(.memory) { phases.append((memory, seconds(quick: 6, standard: 45, full: 65))) }
        if sections.contains(.attributes) {
            phases.append((attributeTraces, seconds(quick: 3, standard: 40, full: 300)))
            phases.append((attributeDocument(configuration.attributes), seconds(quick: 3, standard: 40, full: 200)))
        }
        if sections.contains(.search) { phases.append((search, seconds(quick: 3, standard: 40, full: 90))) }
        if sections.contains(.layout) { phases.append((layout, seconds(quick: 2, standard: 10, full: 10))) }
        if sections.contains(.coordinator) { phases.append((coordinator, seconds(quick: 2, standard: 10, full: 10))) }
        if sections.contains(.scale) { phases.append((scale, seconds(quick: 4, standard: 5, full: 5))) }
        if sections.contains(.terminal) { phases.append((terminal, seconds(quick: 2, standard: 15, full: 15))) }
        return phases
    }
}
