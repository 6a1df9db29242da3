// swift-tools-version:6.0
import PackageDescription
#if os(Linux)
import Foundation
#endif

/// The Apple platforms, whose system ICU is `libicucore` with unversioned symbol names.
let applePlatforms: [Platform] = [.macOS, .iOS, .tvOS, .watchOS, .visionOS, .macCatalyst]

/// The suffix of ICU's versioned symbol names on Linux (`_72` for ICU 72), passed to the C shim as
/// TVC_ICU_SUFFIX: the TVC_ICU_SUFFIX environment variable if set, else ICU's major version from
/// `pkg-config --modversion icu-uc` (Debian's libicu-dev), else from the name of the installed
/// `libicuuc.so.NN`. nil when none is found; the C shim then stops with a message saying so.
let linuxICUSuffix: String? = {
    #if os(Linux)
    let environment = ProcessInfo.processInfo.environment
    if let suffix = environment["TVC_ICU_SUFFIX"] { return suffix }
    let pipe = Pipe()
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["pkg-config", "--modversion", "icu-uc"]
    process.standardOutput = pipe
    process.standardError = FileHandle.nullDevice
    if (try? process.run()) != nil {
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        if process.terminationStatus == 0,
           let major = String(decoding: output, as: UTF8.self).split(separator: ".").first,
           let version = Int(major.trimmingCharacters(in: .whitespacesAndNewlines)) {
            return "_\(version)"
        }
    }
    let folders = ["/usr/lib/x86_64-linux-gnu", "/usr/lib/aarch64-linux-gnu", "/usr/lib64", "/usr/lib",
                   "/usr/local/lib"]
    for folder in folders {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        for name in names where name.hasPrefix("libicuuc.so.") {
            if let version = Int(name.dropFirst("libicuuc.so.".count).split(separator: ".").first ?? "") {
                return "_\(version)"
            }
        }
    }
    #endif
    return nil
}()

// TEXTVIEWCORE_INTERNAL_CHECKS (pass `-Xswiftc -DTEXTVIEWCORE_INTERNAL_CHECKS`) turns on
// `_invariantCheck()` and small rope nodes, so that splits and merges happen in small tests.
let package = Package(
    name: "TextViewCore",
    // The minimums of the Synchronization module (Mutex, Atomic), the newest API the package uses;
    // every Foundation API it uses (AttributedString, format styles) is older.
    platforms: [.macOS(.v15), .iOS(.v18), .tvOS(.v18), .watchOS(.v11), .visionOS(.v2)],
    products: [
        .library(name: "TextViewCore", targets: ["TextViewCore"]),
        .library(name: "TextViewBridge", targets: ["TextViewBridge"]),
        .executable(name: "tvedit", targets: ["tvedit"]),
    ],
    targets: [
        // An opaque C API over ICU whose public header uses only <stdint.h> types. It declares the
        // ICU functions it calls itself (Sources/CUnicode/icu_declarations.h), so no ICU headers are
        // needed: Debian's versioned names on Linux (libicu-dev provides the libraries), the
        // system's libicucore on Apple platforms. icui18n holds regular expressions.
        .target(
            name: "CUnicode",
            path: "Sources/CUnicode",
            cSettings: linuxICUSuffix.map { [.define("TVC_ICU_SUFFIX", to: $0, .when(platforms: [.linux]))] } ?? [],
            linkerSettings: [
                .linkedLibrary("icuuc", .when(platforms: [.linux])),
                .linkedLibrary("icui18n", .when(platforms: [.linux])),
                .linkedLibrary("icudata", .when(platforms: [.linux])),
                .linkedLibrary("icucore", .when(platforms: applePlatforms)),
            ]
        ),
        .target(
            name: "TextViewCore",
            dependencies: ["CUnicode"],
            path: "Sources/TextViewCore"
        ),
        // The SwiftUI-side model: scheduling, focus, field models, validation (TextViewBridge.docc).
        .target(
            name: "TextViewBridge",
            dependencies: ["TextViewCore"],
            path: "Sources/TextViewBridge"
        ),
        // The terminal editor's pure parts: input decoding, the screen model, the renderer, the key
        // map and the app's state machine (testable without a terminal).
        .target(
            name: "TextViewTerminal",
            dependencies: ["TextViewCore", "TextViewBridge"],
            path: "Sources/TextViewTerminal"
        ),
        // `tvedit`: the terminal itself (raw mode, signals, the alternate screen) around TextViewTerminal.
        .executableTarget(
            name: "tvedit",
            dependencies: ["TextViewTerminal"],
            path: "Sources/tvedit"
        ),
        // The selection fuzzer: decoding and checking live in a package-internal library, so the
        // corpus test replays inputs through exactly the code the fuzzer runs.
        .target(
            name: "SelectionFuzzing",
            dependencies: ["TextViewCore"],
            path: "Sources/SelectionFuzzing"
        ),
        // Replays a corpus when built normally; with scripts/fuzz.sh (-sanitize=fuzzer and
        // -DLIBFUZZER_DRIVER) it is a libFuzzer target.
        .executableTarget(
            name: "SelectionFuzzer",
            dependencies: ["SelectionFuzzing"],
            path: "Sources/SelectionFuzzer"
        ),
        // The editor fuzzer (batches, undo, attributes, marked text, filters, observers that edit,
        // the ChangeSet algebra), on the selection fuzzer's decoding and text model.
        .target(
            name: "EditorFuzzing",
            dependencies: ["TextViewCore", "SelectionFuzzing"],
            path: "Sources/EditorFuzzing"
        ),
        .executableTarget(
            name: "EditorFuzzer",
            dependencies: ["EditorFuzzing", "SelectionFuzzing"],
            path: "Sources/EditorFuzzer"
        ),
        // The wire fuzzer: every public decoder, and what decodes applied, pushed and received
        // (CollabAuthority, CollabPeer), on the selection fuzzer's bytes and palette.
        .target(
            name: "WireFuzzing",
            dependencies: ["TextViewCore", "SelectionFuzzing"],
            path: "Sources/WireFuzzing"
        ),
        .executableTarget(
            name: "WireFuzzer",
            dependencies: ["WireFuzzing", "SelectionFuzzing"],
            path: "Sources/WireFuzzer"
        ),
        // Seeded randomness and the n-versus-4n cost probe, shared by the tests and the benchmarks.
        .target(
            name: "TestSupport",
            path: "Sources/TestSupport"
        ),
        // `swift run DocSnippets`: writes the tests that compile and run the Swift blocks of the
        // README and the DocC articles (Tests/TextViewBridgeTests/DocSnippets/Generated).
        .executableTarget(
            name: "DocSnippets",
            dependencies: ["TestSupport"],
            path: "Sources/DocSnippets"
        ),
        // The n-versus-4n scenarios: the scale tests assert on their ratios, the benchmarks print them.
        .target(
            name: "ScaleScenarios",
            dependencies: ["TextViewCore", "TextViewBridge", "TestSupport"],
            path: "Sources/ScaleScenarios"
        ),
        // What the Swift Testing suites of both test targets share: the tags (property, scale,
        // parity, fuzzCorpus) and the scale assertion. It imports Testing, so only test targets use
        // it (TestSupport above is shared with the benchmarks and cannot hold it: ScaleScenarios
        // depends on TestSupport).
        .target(
            name: "TestingSupport",
            dependencies: ["ScaleScenarios"],
            path: "Sources/TestingSupport"
        ),
        .executableTarget(
            name: "Benchmarks",
            dependencies: ["TextViewCore", "TextViewBridge", "TextViewTerminal", "TestSupport", "ScaleScenarios"],
            path: "Benchmarks",
            exclude: ["Traces", "README.md"]
        ),
        .testTarget(
            name: "TextViewCoreTests",
            dependencies: ["TextViewCore", "CUnicode", "SelectionFuzzing", "EditorFuzzing", "WireFuzzing", "TestSupport", "ScaleScenarios",
                           "TestingSupport"],
            path: "Tests/TextViewCoreTests"
        ),
        .testTarget(
            name: "TextViewBridgeTests",
            dependencies: ["TextViewBridge", "TextViewCore", "TestSupport", "ScaleScenarios", "TestingSupport"],
            path: "Tests/TextViewBridgeTests"
        ),
        .testTarget(
            name: "TextViewTerminalTests",
            dependencies: ["TextViewTerminal", "TextViewCore", "TextViewBridge"],
            path: "Tests/TextViewTerminalTests"
        ),
    ],
    swiftLanguageModes: [.v6]
)

// The Apple layer (Sources/TextViewCore/Interop/Platform) compiled on Linux against stand-ins of the
// UIKit and AppKit declarations it uses, with the signatures Apple's documentation gives: test-only,
// never a product, and Linux-only, since on Apple platforms the real frameworks compile that layer
// inside TextViewCore (and a test target holding its symlinked files would compile them a second time).
#if os(Linux)
package.targets += [
    // Exactly the UIKit declarations the UIKit side uses.
    .target(
        name: "AppleStandIn",
        path: "Tests/AppleStandIn"
    ),
    // The UIKit side (symlinked into Platform/) against AppleStandIn, so a misspelt UIKit name or a
    // type error there fails `swift test`.
    .testTarget(
        name: "AppleLayerTests",
        dependencies: ["TextViewCore", "AppleStandIn"],
        path: "Tests/AppleLayerTests",
        swiftSettings: [.define("TEXTVIEWCORE_APPLE_STANDIN")]
    ),
    // Exactly the AppKit declarations the AppKit side uses (the paragraph-style classes and the font
    // descriptor's model are AppleStandIn's files, symlinked).
    .target(
        name: "AppKitStandIn",
        path: "Tests/AppKitStandIn"
    ),
    // The AppKit side (PlatformFont+AppKit.swift and the AppKit branches of the two shared files,
    // symlinked into Platform/) against AppKitStandIn.
    .testTarget(
        name: "AppKitLayerTests",
        dependencies: ["TextViewCore", "AppKitStandIn"],
        path: "Tests/AppKitLayerTests",
        swiftSettings: [.define("TEXTVIEWCORE_APPKIT_STANDIN")]
    ),
]
#endif
