import Foundation

/// Turns the Swift code blocks of the package's Markdown (README.md, the DocC articles
/// `Sources/*/*.docc/*.md`, Benchmarks/README.md) into test sources, so that `swift test` compiles and runs every example
/// as a reader sees it. `swift run DocSnippets` writes them; a test fails when they are stale.
///
/// Each ```` ```swift ```` block becomes one of three things:
/// - a block with statements: the body of a `@Test` named after the document and the heading above
///   it (an `async throws` function, not isolated to an actor); its own types and functions stay
///   local to that body;
/// - a block of declarations only (types, extensions, functions, no statements): placed at file
///   scope, where hand-written tests use them;
/// - a package manifest (a block with `import PackageDescription`): a test that evaluates it with
///   `swift package dump-package`.
///
/// A block may be preceded by a hidden prelude, an HTML comment the reader does not see, whose
/// code runs first (a setup such as a file to read):
///
///     <!-- snippet: prelude
///     let url = FileManager.default.temporaryDirectory.appendingPathComponent("notes.txt")
///     -->
///
/// In the generated tests `precondition` records a test issue at the document's line instead of
/// stopping the run, `print` writes nothing, and a test that runs for over ten minutes fails (an
/// example that never ends), a limit no busy machine reaches. `#sourceLocation` directives point
/// the compiler's errors and the issues at the Markdown file and line. `import SwiftUI` and
/// `import UIKit` are left out: the test target's UIKit stand-in provides the types on Linux.
public enum DocSnippetGenerator {
    /// One generated test source.
    public struct GeneratedFile: Equatable, Sendable {
        /// The file's name inside the generated folder (`READMESnippets.swift`).
        public var name: String
        /// Its text.
        public var text: String
    }

    /// A code block and where it is.
    public struct Block: Equatable, Sendable {
        /// The kinds of block, by what the generator does with it.
        public enum Kind: Equatable, Sendable {
            /// Statements: the body of a test.
            case statements
            /// Declarations only: file scope.
            case declarations
            /// A `Package.swift` manifest: evaluated by `swift package dump-package`.
            case manifest
        }

        /// The heading the block is under (the document's title if none).
        public var heading: String
        /// The 1-based line of the block's first code line in the document.
        public var line: Int
        /// The code lines, without the fence's indentation.
        public var code: [String]
        /// The hidden prelude's lines, if any.
        public var prelude: [String]
        /// The 1-based line of the prelude's first code line.
        public var preludeLine: Int
        /// What the generator does with the block.
        public var kind: Kind
    }

    /// A Markdown construct the generator does not understand, with its place.
    public struct MarkupError: Error, CustomStringConvertible, Sendable {
        /// `document:line: message`.
        public var description: String
    }

    /// The marker that opens a hidden prelude.
    static let preludeMarker = "<!-- snippet: prelude"

    /// The folder, relative to the package root, that holds the generated files.
    public static let generatedFolder = "Tests/TextViewBridgeTests/DocSnippets/Generated"

    /// The command that regenerates the files, as the sync test's failure message names it.
    public static let command = "swift run DocSnippets"

    /// The Markdown files whose Swift blocks are compiled, relative to `root`, in a fixed order:
    /// the README, every article of every DocC catalog (`Sources/<Module>/<Module>.docc/*.md`), and
    /// the benchmarks' README.
    public static func documents(in root: URL) -> [String] {
        let fileManager = FileManager.default
        func markdown(in folder: String) -> [String] {
            let names = (try? fileManager.contentsOfDirectory(atPath: root.appendingPathComponent(folder).path)) ?? []
            return names.filter { $0.hasSuffix(".md") }.sorted().map { folder + "/" + $0 }
        }
        let modules = ((try? fileManager.contentsOfDirectory(atPath: root.appendingPathComponent("Sources").path)) ?? []).sorted()
        let articles = modules.flatMap { markdown(in: "Sources/\($0)/\($0).docc") }
        let candidates = ["README.md"] + markdown(in: "Docs") + articles + ["Benchmarks/README.md"]
        return candidates.filter { fileManager.fileExists(atPath: root.appendingPathComponent($0).path) }
    }

    /// The module a DocC article documents (`TextViewBridge` for
    /// `Sources/TextViewBridge/TextViewBridge.docc/X.md`), nil for other documents.
    static func catalogModule(of document: String) -> String? {
        let parts = document.split(separator: "/")
        guard parts.count == 4, parts[0] == "Sources", parts[2] == "\(parts[1]).docc" else { return nil }
        return String(parts[1])
    }

    /// The stem of a document's generated file and suite: `README`, `DocsChangeSets`, or the
    /// catalog's module and the article for a DocC article (`TextViewCoreLayout`).
    static func baseName(of document: String) -> String {
        let path = catalogModule(of: document).map { $0 + "/" + document.split(separator: "/").last! } ?? document
        return path.replacingOccurrences(of: ".md", with: "").filter { $0.isLetter || $0.isNumber }
    }

    /// The Swift blocks of `markdown`, in order.
    public static func blocks(in markdown: String, document: String) throws -> [Block] {
        let lines = markdown.components(separatedBy: "\n")
        var blocks: [Block] = []
        var heading = document
        var prelude: (lines: [String], line: Int, markerLine: Int)?
        var index = 0
        func fail(_ line: Int, _ message: String) -> MarkupError {
            MarkupError(description: "\(document):\(line): \(message)")
        }
        while index < lines.count {
            let line = lines[index]
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.hasPrefix("```") {
                let indentation = line.prefix { $0 == " " }.count
                let language = trimmed.dropFirst(3).trimmingCharacters(in: .whitespaces)
                var code: [String] = []
                index += 1
                let first = index + 1
                while index < lines.count, lines[index].trimmingCharacters(in: .whitespaces) != "```" {
                    let codeLine = lines[index]
                    code.append(String(codeLine.dropFirst(min(indentation, codeLine.prefix { $0 == " " }.count))))
                    index += 1
                }
                guard index < lines.count else { throw fail(first - 1, "a code block that never closes") }
                if language == "swift" {
                    let kind: Block.Kind = code.contains { $0.hasPrefix("import PackageDescription") } ? .manifest
                        : isDeclarationsOnly(code) ? .declarations : .statements
                    if prelude != nil, kind != .statements {
                        throw fail(prelude!.markerLine, "a prelude before a block that is not a test body")
                    }
                    blocks.append(Block(heading: heading, line: first, code: code, prelude: prelude?.lines ?? [],
                                        preludeLine: prelude?.line ?? 0, kind: kind))
                } else if let prelude {
                    throw fail(prelude.markerLine, "a prelude before a \(language.isEmpty ? "plain" : language) block")
                }
                prelude = nil
            } else if trimmed.hasPrefix(preludeMarker) {
                let markerLine = index + 1
                guard trimmed == preludeMarker else {
                    throw fail(markerLine, "write the prelude's code on the lines after `\(preludeMarker)`")
                }
                var code: [String] = []
                index += 1
                while index < lines.count, lines[index].trimmingCharacters(in: .whitespaces) != "-->" {
                    code.append(lines[index])
                    index += 1
                }
                guard index < lines.count else { throw fail(markerLine, "a prelude without its closing `-->`") }
                prelude = (code, markerLine + 1, markerLine)
            } else if trimmed.hasPrefix("<!-- snippet") {
                throw fail(index + 1, "unknown snippet marker (only `\(preludeMarker)` exists)")
            } else if !trimmed.isEmpty {
                if let prelude { throw fail(prelude.markerLine, "a prelude not followed by a Swift block") }
                if trimmed.hasPrefix("#"), let title = headingTitle(trimmed) { heading = title }
            }
            index += 1
        }
        if let prelude { throw fail(prelude.markerLine, "a prelude not followed by a Swift block") }
        return blocks
    }

    /// `## Title` → `Title`; nil for a line that is not an ATX heading.
    static func headingTitle(_ line: String) -> String? {
        let hashes = line.prefix { $0 == "#" }.count
        guard (1...6).contains(hashes), line.dropFirst(hashes).first == " " else { return nil }
        return line.dropFirst(hashes).trimmingCharacters(in: .whitespaces)
    }

    /// Whether every line at the left margin starts a declaration (or is a comment, an import, an
    /// attribute or a closing bracket): such a block goes to file scope.
    static func isDeclarationsOnly(_ code: [String]) -> Bool {
        let starts = ["struct ", "class ", "enum ", "extension ", "protocol ", "func ", "actor ", "typealias ",
                      "final ", "public ", "private ", "fileprivate ", "internal ", "import ", "@", "//", "}", ")", "]"]
        let margin = code.filter { !$0.isEmpty && !$0.first!.isWhitespace }
        return !margin.isEmpty && margin.allSatisfy { line in starts.contains { line.hasPrefix($0) } }
    }

    /// A Swift identifier from a heading: `Input methods and filters` → `inputMethodsAndFilters`.
    static func identifier(_ heading: String) -> String {
        let words = heading.split { !($0.isLetter || $0.isNumber) || !$0.isASCII }
        var name = words.enumerated().map { offset, word in
            offset == 0 ? word.lowercased() : word.prefix(1).uppercased() + word.dropFirst()
        }.joined()
        if name.isEmpty || name.first!.isNumber { name = "snippet" + name }
        return name
    }

    /// The generated test source for one Markdown file, or nil when it has no Swift block.
    public static func generate(document: String, markdown: String) throws -> GeneratedFile? {
        let blocks = try blocks(in: markdown, document: document)
        guard !blocks.isEmpty else { return nil }
        let base = baseName(of: document)
        var imports: Set<String> = ["import Foundation", "import Testing"]
        // An article's examples use its module (and TextViewCore's types) without importing them,
        // as DocC articles do.
        if let module = catalogModule(of: document) { imports.formUnion(["import \(module)", "import TextViewCore"]) }
        var fileScope: [String] = []
        var tests: [String] = []
        var usedNames: [String: Int] = [:]
        for block in blocks {
            let stem = identifier(block.heading)
            let number = usedNames[stem, default: 0] + 1
            usedNames[stem] = number
            let name = number > 1 ? stem + "\(number)" : stem
            let title = "\(document): \(block.heading)" + (number > 1 ? " (\(number))" : "")
            switch block.kind {
            case .manifest:
                tests.append("""
                    @Test(\(literal(title))) func \(name)() throws {
                    #sourceLocation(file: \(literal(document)), line: \(block.line))
                    try DocSnippetSupport.evaluateManifest(\(rawLiteral(block.code.joined(separator: "\n"))))
                    #sourceLocation()
                    }
                    """)
            case .declarations, .statements:
                var body: [String] = []
                for line in block.code {
                    let trimmed = line.trimmingCharacters(in: .whitespaces)
                    if trimmed.hasPrefix("import ") {
                        if !["import SwiftUI", "import UIKit"].contains(trimmed) { imports.insert(trimmed) }
                        body.append("")  // keeps the lines in step with the document
                    } else {
                        body.append(line)
                    }
                }
                let located = "#sourceLocation(file: \(literal(document)), line: \(block.line))\n"
                    + body.joined(separator: "\n") + "\n#sourceLocation()"
                if block.kind == .declarations {
                    fileScope.append("// \(title)\n" + located)
                } else {
                    let prelude = block.prelude.isEmpty ? ""
                        : "#sourceLocation(file: \(literal(document)), line: \(block.preludeLine))\n"
                            + block.prelude.joined(separator: "\n") + "\n"
                    tests.append("@Test(\(literal(title)), .timeLimit(.minutes(10))) func \(name)() async throws {\n" + prelude + located + "\n}")
                }
            }
        }
        let header = """
            // Generated by `\(command)` from \(document): edit the Markdown, then run it again.
            // DocSnippetSyncTests fails when this file and the Markdown disagree.
            """
        let shims = """
            /// An example states its results with `precondition`; here a false one is a test issue at the
            /// document's line, and the example goes on. (The standard library's signature, so that this
            /// one shadows it.)
            fileprivate func precondition(_ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String = String(),
                                          file: StaticString = #filePath, line: UInt = #line) {
                DocSnippetSupport.check(condition(), message(), file: file, line: line)
            }

            /// What an example prints stays out of the test log.
            fileprivate func print(_ items: Any..., separator: String = " ", terminator: String = "\\n") {}
            """
        var parts = [header + "\n" + imports.sorted().joined(separator: "\n")]
        parts += fileScope
        parts.append("@Suite(\(literal(document))) struct \(base)Snippets {\n"
                     + tests.joined(separator: "\n\n") + "\n}")
        parts.append(shims)
        return GeneratedFile(name: base + "Snippets.swift", text: parts.joined(separator: "\n\n") + "\n")
    }

    /// Every generated file for the package at `root`.
    public static func generateAll(root: URL) throws -> [GeneratedFile] {
        try documents(in: root).compactMap { document in
            try generate(document: document,
                         markdown: String(contentsOf: root.appendingPathComponent(document), encoding: .utf8))
        }
    }

    /// A Swift string literal of `text`.
    static func literal(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }

    /// A raw multi-line Swift string literal of `text`, with enough `#` that nothing in it ends the
    /// literal or interpolates.
    static func rawLiteral(_ text: String) -> String {
        var hashes = "#"
        while text.contains("\"\"\"" + hashes) || text.contains("\\" + hashes) { hashes += "#" }
        return hashes + "\"\"\"\n" + text + "\n\"\"\"" + hashes
    }
}
