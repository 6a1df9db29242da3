import Foundation
import Testing
import TestSupport

/// The generated snippet tests are the Markdown's Swift blocks as they stand: a block edited
/// without regenerating would otherwise go untested.
@Suite struct DocSnippetSyncTests {
    @Test func generatedTestsMatchTheMarkdown() throws {
        let root = DocSnippetSupport.packageRoot
        let expected = try DocSnippetGenerator.generateAll(root: root)
        #expect(expected.contains { $0.name == "READMESnippets.swift" }, "the README has Swift examples")
        let folder = root.appendingPathComponent(DocSnippetGenerator.generatedFolder)
        let present = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".swift") }
        let rerun = "run `\(DocSnippetGenerator.command)` and commit \(DocSnippetGenerator.generatedFolder)"
        #expect(Set(present) == Set(expected.map(\.name)), "generated files and documents differ: \(rerun)")
        for file in expected where present.contains(file.name) {
            let old = try String(contentsOf: folder.appendingPathComponent(file.name), encoding: .utf8)
                .components(separatedBy: "\n")
            let new = file.text.components(separatedBy: "\n")
            // The first line that differs, not the whole file, so that the message stays readable.
            guard old != new else { continue }
            let common = min(old.count, new.count)
            if let line = (0..<common).first(where: { old[$0] != new[$0] }) ?? Optional(common) {
                let now = line < new.count ? new[line] : "(end of file)"
                Issue.record("\(file.name) is older than its Markdown (line \(line + 1) should be `\(now)`): \(rerun)")
            }
        }
    }

    @Test func blocksBecomeTestsDeclarationsAndManifests() throws {
        let markdown = """
            # Title

            ## Two lines
            <!-- snippet: prelude
            let x = 1
            -->
            ```swift
            import TextViewCore
            print(x)
            ```

            ```sh
            ls
            ```

            ## Two lines
            ```swift
            /// A type.
            struct S {
                let y = 2
            }
            ```
            ```swift
            // swift-tools-version:6.0
            import PackageDescription
            let package = Package(name: "P")
            ```
            """
        let blocks = try DocSnippetGenerator.blocks(in: markdown, document: "Docs/T.md")
        #expect(blocks.map(\.kind) == [.statements, .declarations, .manifest])
        #expect(blocks.map(\.line) == [8, 18, 24])
        #expect(blocks[0].prelude == ["let x = 1"] && blocks[0].preludeLine == 5)
        #expect(blocks.map(\.heading) == ["Two lines", "Two lines", "Two lines"])

        let file = try #require(try DocSnippetGenerator.generate(document: "Docs/T.md", markdown: markdown))
        #expect(file.name == "DocsTSnippets.swift")
        #expect(file.text.contains("import Foundation\nimport Testing\nimport TextViewCore\n"))
        #expect(file.text.contains("""
            @Test("Docs/T.md: Two lines", .timeLimit(.minutes(10))) func twoLines() async throws {
            #sourceLocation(file: "Docs/T.md", line: 5)
            let x = 1
            #sourceLocation(file: "Docs/T.md", line: 8)

            print(x)
            #sourceLocation()
            }
            """))
        #expect(file.text.contains("// Docs/T.md: Two lines (2)\n#sourceLocation(file: \"Docs/T.md\", line: 18)\n/// A type."))
        #expect(file.text.contains("@Test(\"Docs/T.md: Two lines (3)\") func twoLines3() throws {"))
        #expect(!file.text.contains("\nls\n"))
    }

    /// A DocC article's tests are named after its catalog's module and the article, and import the
    /// module, since an article's examples do not; every catalog's articles are found.
    @Test func articlesOfTheCatalogsBecomeTestsOfTheirModule() throws {
        let markdown = "# Layout\n\nAbstract.\n\n## Overview\n\n```swift\nlet layout = 1\n```\n"
        let article = "Sources/TextViewBridge/TextViewBridge.docc/Focus.md"
        let file = try #require(try DocSnippetGenerator.generate(document: article, markdown: markdown))
        #expect(file.name == "TextViewBridgeFocusSnippets.swift")
        #expect(file.text.contains("import TextViewBridge\nimport TextViewCore\n"))
        #expect(file.text.contains("#sourceLocation(file: \"\(article)\", line: 8)"))
        let plain = try #require(try DocSnippetGenerator.generate(document: "Docs/Focus.md", markdown: markdown))
        #expect(plain.name == "DocsFocusSnippets.swift" && !plain.text.contains("import TextViewBridge"))

        let documents = DocSnippetGenerator.documents(in: DocSnippetSupport.packageRoot)
        #expect(documents.contains("Sources/TextViewCore/TextViewCore.docc/EditingAndSelections.md"))
        #expect(documents.contains("Sources/TextViewBridge/TextViewBridge.docc/CoordinatorWithSwiftUI.md"))
        #expect(documents.first == "README.md")
    }

    @Test func markersThatDoNotFitAreErrorsWithTheirLine() {
        let cases = [
            "<!-- snippet: prelude\nlet x = 1\n-->\n\nSome prose.\n```swift\nprint(1)\n```\n",
            "<!-- snippet: prelude\nlet x = 1\n-->\n```sh\nls\n```\n",
            "<!-- snippet: setup -->\n```swift\nprint(1)\n```\n",
            "```swift\nprint(1)\n",
        ]
        for markdown in cases {
            #expect(throws: DocSnippetGenerator.MarkupError.self) {
                try DocSnippetGenerator.blocks(in: markdown, document: "T.md")
            }
        }
        #expect((try? DocSnippetGenerator.blocks(in: cases[0], document: "T.md")) == nil)
    }
}
