import Foundation
import EditorFuzzing
import SelectionFuzzing

#if LIBFUZZER_DRIVER

// Unsafe in this file: C API: libFuzzer calls this entry point with the input's pointer and size.

/// libFuzzer's entry point (built by `scripts/fuzz.sh editor` with `-sanitize=fuzzer,address`):
/// runs one input and traps with the report on any broken invariant, so libFuzzer saves the input.
@_cdecl("LLVMFuzzerTestOneInput")
public func editorFuzzerTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    FuzzDriver.testOneInput(data, size, EditorFuzz.run(_:trace:))
}

@main
enum EditorFuzzerMain {
    static func main() {
        FuzzDriver.runLibFuzzer(editorFuzzerTestOneInput)
    }
}

#else

/// Built normally, the fuzzer replays inputs: `EditorFuzzer Fuzz/EditorCorpus [more folders or
/// files]`; `EditorFuzzer --print FILE...` shows each input as the editor calls it makes.
@main
enum EditorFuzzerReplay {
    static func main() {
        FuzzDriver.replay(name: "EditorFuzzer", run: EditorFuzz.run(_:trace:))
    }
}

#endif
