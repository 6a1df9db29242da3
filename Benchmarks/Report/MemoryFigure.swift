/// The memory one structure needed to hold one synthetic document, measured in its own process.
struct MemoryFigure: Codable, Sendable {
    var structure: PeerKind
    /// UTF-16 code units of the document (mostly ASCII text, all inside the BMP).
    var characters: Int
    /// VmHWM just before loading (after the input text was built and the peak reset).
    var peakBeforeBytes: Int
    /// VmHWM just after loading.
    var peakAfterBytes: Int
    /// (peak after − peak before) / characters: the extra peak memory of loading, with the input
    /// String kept alive, as an editor that opened the text would.
    var peakBytesPerCharacter: Double
    /// (resident after dropping the input String − resident before building it) / characters:
    /// what the structure keeps. Differs from the peak for a structure that shares the String's
    /// buffer (Linux NSMutableString does) or builds temporaries.
    var residentBytesPerCharacter: Double
    /// Whether the kernel let the peak be reset; without it the peak figure is a lower bound.
    var peakWasReset: Bool
}

/// What `TextDocument` keeps after one trace was replayed patch by patch, against the same final
/// text loaded at once (``ReplayMemoryProbe``): bytes of resident memory per UTF-16 unit.
struct ReplayMemoryFigure: Codable, Sendable {
    var trace: String
    /// After replaying every patch from the trace's start text.
    var replayedBytesPerUnit: Double
    /// The trace's final text loaded from a String.
    var loadedBytesPerUnit: Double
    /// replayed ÷ loaded: what editing left behind (half-full leaves, freed memory kept).
    var ratio: Double { replayedBytesPerUnit / loadedBytesPerUnit }
}
