import Foundation
import Testing

/// What the generated doc-snippet tests call: a failed `precondition` of an example as a test
/// issue, and the evaluation of a `Package.swift` example.
enum DocSnippetSupport {
    /// Records an issue at the example's line when `condition` is false. `file` is the document's
    /// `#filePath` under `#sourceLocation`, relative to the package root
    /// (`Sources/TextViewCore/TextViewCore.docc/Layout.md`).
    static func check(_ condition: Bool, _ message: String, file: StaticString, line: UInt) {
        guard !condition else { return }
        let document = "\(file)"
        let name = document.split(separator: "/").last.map(String.init) ?? document
        Issue.record(Comment(rawValue: "precondition failed" + (message.isEmpty ? "" : ": \(message)")),
                     sourceLocation: SourceLocation(fileID: "TextViewBridgeTests/" + name,
                                                    filePath: packageRoot.appendingPathComponent(document).path,
                                                    line: Int(line), column: 1))
    }

    /// The package's library products, read from its `Package.swift`.
    static func libraryProducts() throws -> Set<String> {
        let manifest = try String(contentsOf: packageRoot.appendingPathComponent("Package.swift"), encoding: .utf8)
        let pattern = try NSRegularExpression(pattern: #"\.library\(name: "([^"]+)""#)
        let whole = NSRange(manifest.startIndex..., in: manifest)
        return Set(pattern.matches(in: manifest, range: whole).compactMap { match in
            Range(match.range(at: 1), in: manifest).map { String(manifest[$0]) }
        })
    }

    /// The package's root folder.
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// Evaluates `manifest` as a `Package.swift` with `swift package dump-package` (no dependency is
    /// fetched) and checks that every product it takes from TextViewCore is one this package has.
    static func evaluateManifest(_ manifest: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("DocSnippetManifest-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try manifest.write(to: folder.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)

        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swift", "package", "--package-path", folder.path, "dump-package"]
        let output = Pipe()
        let errorsURL = folder.appendingPathComponent("errors.txt")
        _ = FileManager.default.createFile(atPath: errorsURL.path, contents: nil)
        process.standardOutput = output
        process.standardError = try FileHandle(forWritingTo: errorsURL)
        try process.run()
        let json = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let message = (try? String(contentsOf: errorsURL, encoding: .utf8)) ?? ""
        try #require(process.terminationStatus == 0, "swift package dump-package failed: \(message)",
                     sourceLocation: sourceLocation)

        // targets[].dependencies[] = {"product": [name, package, ...]}
        let dump = try #require(try JSONSerialization.jsonObject(with: json) as? [String: Any], sourceLocation: sourceLocation)
        let targets = dump["targets"] as? [[String: Any]] ?? []
        let used = targets.flatMap { $0["dependencies"] as? [[String: Any]] ?? [] }
            .compactMap { $0["product"] as? [Any] }
            .filter { $0.count > 1 && $0[1] as? String == "TextViewCore" }
            .compactMap { $0[0] as? String }
        #expect(!used.isEmpty, "the manifest takes a product from TextViewCore", sourceLocation: sourceLocation)
        let products = try libraryProducts()
        for name in used {
            #expect(products.contains(name), "TextViewCore has no product \(name) (it has \(products.sorted()))",
                    sourceLocation: sourceLocation)
        }
    }
}
