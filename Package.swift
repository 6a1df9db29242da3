// swift-tools-version:6.0
import PackageDescription

// TEXTVIEWCORE_INTERNAL_CHECKS (pass `-Xswiftc -DTEXTVIEWCORE_INTERNAL_CHECKS`) turns on
// `_invariantCheck()` and small rope nodes, so that splits and merges happen in small tests.
let package = Package(
    name: "TextViewCore",
    products: [
        .library(name: "TextViewCore", targets: ["TextViewCore"]),
        .library(name: "TextViewBridge", targets: ["TextViewBridge"]),
    ],
    targets: [
        // Only the link to Debian's ICU (libicu-dev); never imported from Swift, because a Swift
        // module that sees ICU's headers and Foundation's renamed ICU at once does not compile.
        .systemLibrary(
            name: "CICU",
            path: "Sources/CICU",
            pkgConfig: "icu-uc",
            providers: [.apt(["libicu-dev"])]
        ),
        // An opaque C API over ICU whose public header uses only <stdint.h> types.
        .target(
            name: "CUnicode",
            dependencies: ["CICU"],
            path: "Sources/CUnicode"
        ),
        .target(
            name: "TextViewCore",
            dependencies: ["CUnicode"],
            path: "Sources/TextViewCore"
        ),
        // The SwiftUI-side model: scheduling, focus, field models, validation (Docs/Bridge.md).
        .target(
            name: "TextViewBridge",
            dependencies: ["TextViewCore"],
            path: "Sources/TextViewBridge"
        ),
        // The selection fuzzer: decoding and checking live in a package-internal library, so the
        // corpus test replays inputs through exactly the code the fuzzer runs.
        .target(
            name: "SelectionFuzzing",
            dependencies: ["TextViewCore"],
            path: "Sources/SelectionFuzzing"
        ),
        // Replays a corpus when built normally; with scripts/fuzz.sh (-sanitize=fuzzer and
        // -DSELECTION_FUZZER_LIBFUZZER) it is a libFuzzer target.
        .executableTarget(
            name: "SelectionFuzzer",
            dependencies: ["SelectionFuzzing"],
            path: "Sources/SelectionFuzzer"
        ),
        // Seeded randomness and the n-versus-4n cost probe, shared by the tests and the benchmarks.
        .target(
            name: "TestSupport",
            path: "Sources/TestSupport"
        ),
        // The n-versus-4n scenarios: the scale tests assert on their ratios, the benchmarks print them.
        .target(
            name: "ScaleScenarios",
            dependencies: ["TextViewCore", "TextViewBridge", "TestSupport"],
            path: "Sources/ScaleScenarios"
        ),
        .executableTarget(
            name: "Benchmarks",
            dependencies: ["TextViewCore", "TestSupport", "ScaleScenarios"],
            path: "Benchmarks",
            exclude: ["Traces", "README.md"]
        ),
        .testTarget(
            name: "TextViewCoreTests",
            dependencies: ["TextViewCore", "CUnicode", "SelectionFuzzing", "TestSupport", "ScaleScenarios"],
            path: "Tests/TextViewCoreTests"
        ),
        .testTarget(
            name: "TextViewBridgeTests",
            dependencies: ["TextViewBridge", "TextViewCore", "TestSupport", "ScaleScenarios"],
            path: "Tests/TextViewBridgeTests"
        ),
    ],
    swiftLanguageModes: [.v6]
)
