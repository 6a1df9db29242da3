import Testing
import TextViewBridge
import TextViewCore

struct LineLimitTests {
    @Test func limitsClampTheTextsLineCount() {
        let cases: [(LineLimit, [Int])] = [
            // visible lines for texts of 1, 2, 3, 7 lines
            (.lines(5), [1, 2, 3, 5]),
            (.lines(5, reservesSpace: true), [5, 5, 5, 5]),
            (.lines(2...5), [2, 2, 3, 5]),
            (.lines(3...), [3, 3, 3, 7]),
            (.unlimited, [1, 2, 3, 7]),
        ]
        for (limit, expected) in cases {
            let got = [1, 2, 3, 7].map { limit.visibleLineCount(forLineCount: $0) }
            #expect(got == expected, "\(limit): \(got)")
        }
    }

    @Test func linesComeFromTheDocumentIncludingTheEmptyLastLine() {
        let limit = LineLimit.lines(2...4)
        #expect(limit.visibleLineCount(for: TextDocument("")) == 2)
        #expect(limit.visibleLineCount(for: TextDocument("a\nb\r\nc\n")) == 4)
        #expect(limit.visibleLineCount(for: TextDocument("1\n2\n3\n4\n5\n6")) == 4)
        #expect(limit.overflows(lineCount: 6))
        #expect(!limit.overflows(lineCount: 4))
    }

    @Test func callerMistakesAreClampedNotTrapped() {
        #expect(LineLimit.lines(0) == LineLimit.lines(1))
        #expect(LineLimit.lines(-3...(-1)).minimum == 1)
        #expect(LineLimit.lines(-3...(-1)).maximum == 1)
        #expect(LineLimit.lines(0...).minimum == 1)
        #expect(LineLimit.lines(2, reservesSpace: true).reservesSpace)
        #expect(!LineLimit.lines(2...5).reservesSpace)
    }
}
