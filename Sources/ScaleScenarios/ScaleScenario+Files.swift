import Foundation
import TextViewCore

// Loading a file of n lines.
extension ScaleScenario {
    /// The file scenarios.
    public static var files: [ScaleScenario] {
        [
            ScaleScenario(area: "files", name: "TextDocument(contentsOf:), n lines", growth: .linear, testSize: 4_000, benchmarkSize: 250_000,
                          prepare: { n in
                              let url = FileManager.default.temporaryDirectory
                                  .appendingPathComponent("scale-\(ProcessInfo.processInfo.processIdentifier)-\(n).txt")
                              try? Data(String(repeating: "caf\u{E9} line \u{1F600}\n", count: n).utf8).write(to: url)
                              return url
                          },
                          measure: { url in
                              let length = (try? TextDocument(contentsOf: url))?.length ?? 0
                              precondition(length > 0, "could not load \(url.path)")
                              try? FileManager.default.removeItem(at: url)
                          }),
        ]
    }
}
