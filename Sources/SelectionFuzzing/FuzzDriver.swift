import Foundation

// Unsafe in this file: C API: libFuzzer's entry points take argc/argv and the input as pointers.

/// What the fuzzer executables share: running libFuzzer's driver and, in a normal build,
/// replaying inputs, for any target given as its `run` and `describe` functions.
package enum FuzzDriver {
    #if LIBFUZZER_DRIVER
    /// libFuzzer's driver. SwiftPM links an executable's `main` to the module's `@main` entry
    /// (`--defsym main=<Module>_main`), so libFuzzer's own `main` cannot be used; an executable's
    /// `@main` hands the command line to the driver instead.
    @_silgen_name("LLVMFuzzerRunDriver")
    private static func LLVMFuzzerRunDriver(
        _ argc: UnsafeMutablePointer<CInt>,
        _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>,
        _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt
    ) -> CInt

    /// Runs libFuzzer with the process's command line and `callback` as the target.
    package static func runLibFuzzer(_ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt) -> Never {
        var argc = CommandLine.argc
        var argv = CommandLine.unsafeArgv
        exit(LLVMFuzzerRunDriver(&argc, &argv, callback))
    }
    #endif

    /// Runs one libFuzzer input through `run` and traps with its report on a broken invariant,
    /// so that libFuzzer saves the input.
    package static func testOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int, _ run: ([UInt8], ((String) -> Void)?) -> String?) -> CInt {
        let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
        if let failure = run(bytes, nil) {
            fatalError(failure)
        }
        return 0
    }

    /// Replays the files and folders on the command line: `NAME FOLDER_OR_FILE...` runs each input
    /// and exits 1 at the first broken invariant; `NAME --print FILE...` prints each input as the
    /// calls it makes.
    package static func replay(name: String, run: ([UInt8], ((String) -> Void)?) -> String?) -> Never {
        var arguments = CommandLine.arguments.dropFirst()
        let printing = arguments.first == "--print"
        if printing { arguments.removeFirst() }
        guard !arguments.isEmpty else {
            print("usage: \(name) [--print] CORPUS_FOLDER_OR_FILE...")
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
                    print("// \(file.path)")
                    let failure = run(Array(data)) { line in
                        print(line)
                        fflush(nil)   // every stream: the next call may crash
                    }
                    print("\(failure ?? "")\n")
                    continue
                }
                if let failure = run(Array(data), nil) {
                    print("\(file.path):\n\(failure)")
                    exit(1)
                }
                count += 1
            }
        }
        if !printing {
            print("\(name): \(count) inputs ran, no broken invariant")
        }
        exit(0)
    }

    /// The files of a folder (sorted, not recursive), or the file itself.
    package static func inputs(at url: URL) -> [URL] {
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
