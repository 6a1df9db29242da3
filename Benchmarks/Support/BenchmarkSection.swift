/// A part of the suite that `--only` can pick.
enum BenchmarkSection: String, CaseIterable {
    case traces
    case large
    case synthetic
    case memory
    case attributes
    case layout

    case coordinator

    case search

    case scale

    case terminal
}
