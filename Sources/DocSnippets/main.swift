import Foundation
import TestSupport

// `swift run DocSnippets` from the package root: writes the tests that compile and run the Swift
// blocks of README.md, the DocC articles (Sources/*/*.docc) and Benchmarks/README.md (see DocSnippetGenerator) into
// Tests/TextViewBridgeTests/DocSnippets/Generated, and removes those whose document has no block left.

let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()
let folder = root.appendingPathComponent(DocSnippetGenerator.generatedFolder)
do {
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let files = try DocSnippetGenerator.generateAll(root: root)
    let existing = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".swift") }
    for stale in existing where !files.contains(where: { $0.name == stale }) {
        try FileManager.default.removeItem(at: folder.appendingPathComponent(stale))
        print("removed \(DocSnippetGenerator.generatedFolder)/\(stale)")
    }
    for file in files {
        let url = folder.appendingPathComponent(file.name)
        if (try? String(contentsOf: url, encoding: .utf8)) != file.text {
            try file.text.write(to: url, atomically: true, encoding: .utf8)
            print("wrote \(DocSnippetGenerator.generatedFolder)/\(file.name)")
        }
    }
    print("\(files.count) generated files are up to date with the Markdown")
} catch {
    FileHandle.standardError.write(Data("DocSnippets: \(error)\n".utf8))
    exit(1)
}
