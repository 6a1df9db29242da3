import Foundation
import SelectionFuzzing

#if LIBFUZZER_DRIVER

// Unsafe in this file: C API: libFuzzer calls this entry point with the input's pointer and size.

/// libFuzzer's entry point (built by scripts/fuzz.sh with `-sanitize=fuzzer,address`): runs one
/// input and traps with the report on any broken invariant, so libFuzzer saves the input.
@_cdecl("LLVMFuzzerTestOneInput")
public func selectionFuzzerTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    FuzzDriver.testOneInput(data, size, SelectionFuzz.run(_:trace:))
}

@main
enum SelectionFuzzerMain {
    static func main() {
        FuzzDriver.runLibFuzzer(selectionFuzzerTestOneInput)
    }
}

#else

/// Built normally, the fuzzer replays inputs: `SelectionFuzzer Fuzz/Corpus [more folders or files]`;
/// `SelectionFuzzer --print FILE...` shows each input as the editor calls it makes.
@main
enum SelectionFuzzerReplay {
    static func main() {
        FuzzDriver.replay(name: "SelectionFuzzer", run: SelectionFuzz.run(_:trace:))
    }
}

#endif
