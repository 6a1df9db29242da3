import Foundation
import SelectionFuzzing
import WireFuzzing

#if LIBFUZZER_DRIVER

// Unsafe in this file: C API: libFuzzer calls this entry point with the input's pointer and size.

/// libFuzzer's entry point (built by `scripts/fuzz.sh wire` with `-sanitize=fuzzer,address`):
/// runs one input and traps with the report on any broken promise, so libFuzzer saves the input.
@_cdecl("LLVMFuzzerTestOneInput")
public func wireFuzzerTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    FuzzDriver.testOneInput(data, size, WireFuzz.run(_:trace:))
}

@main
enum WireFuzzerMain {
    static func main() {
        FuzzDriver.runLibFuzzer(wireFuzzerTestOneInput)
    }
}

#else

/// Built normally, the fuzzer replays inputs: `WireFuzzer Fuzz/WireCorpus [more folders or
/// files]`; `WireFuzzer --print FILE...` shows each input's steps.
@main
enum WireFuzzerReplay {
    static func main() {
        FuzzDriver.replay(name: "WireFuzzer", run: WireFuzz.run(_:trace:))
    }
}

#endif
