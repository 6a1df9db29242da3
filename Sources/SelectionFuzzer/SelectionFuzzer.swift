import Foundation
import SelectionFuzzing

#if SELECTION_FUZZER_LIBFUZZER

/// libFuzzer's entry point (built by scripts/fuzz.sh with `-sanitize=fuzzer,address`): runs one
/// input and traps with the report on any broken invariant, so libFuzzer saves the input.
@_cdecl("LLVMFuzzerTestOneInput")
public func selectionFuzzerTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    if let failure = SelectionFuzz.run(bytes) {
        fatalError(failure)
    }
    return 0
}

/// libFuzzer's driver. SwiftPM links an executable's `main` to the module's `@main` entry
/// (`--defsym main=SelectionFuzzer_main`), so libFuzzer's own `main` cannot be used; the `@main`
/// below hands the command line to the driver instead.
@_silgen_name("LLVMFuzzerRunDriver")
func LLVMFuzzerRunDriver(
    _ argc: UnsafeMutablePointer<CInt>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>,
    _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt
) -> CInt

@main
enum SelectionFuzzerMain {
    static func main() {
        var argc = CommandLine.argc
        var argv = CommandLine.unsafeArgv
        exit(LLVMFuzzerRunDriver(&argc, &argv, selectionFuzzerTestOneInput))
    }
}

#else

/// Built normally, the fuzzer replays inputs: `SelectionFuzzer Fuzz/Corpus [more folders or files]`;
/// `SelectionFuzzer --print FILE...` shows each input as the editor calls it makes.
@main
enum SelectionFuzzerReplay {
    static func main() {
        var arguments = CommandLine.arguments.dropFirst()
        let printing = arguments.first == "--print"
        if printing { arguments.removeFirst() }
        guard !arguments.isEmpty else {
            print("usage: SelectionFuzzer [--print] CORPUS_FOLDER_OR_FILE...")
            exit(2)
        }
        var count = 0
        for argument in arguments {
            for file in inputs(at: URL(fileURLWithPath: argument)) {
                guard let data = FileManager.default.contents(atPath: file.path) else {
                    print("cannot read \(file.path)")
                    exit(2)
                }
                if printing {
                    print("// \(file.path)\n\(SelectionFuzz.describe(Array(data)))\n")
                    continue
                }
                if let failure = SelectionFuzz.run(Array(data)) {
                    print("\(file.path):\n\(failure)")
                    exit(1)
                }
                count += 1
            }
        }
        if !printing {
            print("SelectionFuzzer: \(count) inputs ran, no broken invariant")
        }
    }

    /// The files of a folder (sorted, not recursive), or the file itself.
    static func inputs(at url: URL) -> [URL] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else {
            print("no such file or folder: \(url.path)")
            exit(2)
        }
        guard isDirectory.boolValue else { return [url] }
        let names = (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
        return names.filter { !$0.hasPrefix(".") }.sorted().map { url.appendingPathComponent($0) }
    }
}

#endif
