import Testing
@testable import TextViewTerminal

/// The pool hands back the storage of rows no frame holds, of the same width only, bounded, and
/// never lets a recycled row's old cells show through.
@Suite struct RowPoolTests {
    static func address(_ cells: [Cell]) -> UnsafeRawPointer? {
        cells.withUnsafeBufferPointer { UnsafeRawPointer($0.baseAddress) }
    }

    @Test func aRecycledListIsReusedAndOverwritten() {
        let pool = RowPool()
        var old = Array(repeating: Cell(text: "x", width: 1, style: .bold), count: 5)
        let storage = Self.address(old)
        pool.recycle(&old)
        #expect(old.isEmpty && pool.spareCount == 1)
        let blanks = pool.take(count: 5, filledWith: .blank(.inverse))
        #expect(Self.address(blanks) == storage)
        #expect(blanks == Array(repeating: .blank(.inverse), count: 5))
        #expect(pool.spareCount == 0)

        var again = blanks
        let source = (0..<5).map { Cell(ascii: UInt8(0x41 + $0)) }
        pool.recycle(&again)
        let copy = pool.take(copying: source)
        #expect(copy == source && Self.address(copy) != Self.address(source))
    }

    @Test func listsOfAnotherWidthAreDroppedAndThePoolIsBounded() {
        let pool = RowPool()
        for _ in 0..<(RowPool.limit + 10) {
            var cells = Array(repeating: Cell.blank, count: 7)
            pool.recycle(&cells)
        }
        #expect(pool.spareCount == RowPool.limit)
        // After a resize the old width's lists are of no use: all go, and the new row is fresh.
        let row = pool.take(count: 4, filledWith: .blank)
        #expect(row == Array(repeating: .blank, count: 4) && pool.spareCount == 0)
        var empty: [Cell] = []
        pool.recycle(&empty)
        #expect(pool.spareCount == 0)
    }

    @Test func framesBuiltOnRecycledRowsEqualFreshOnes() {
        var frames: [ScreenFrame] = []
        for round in 0..<20 {
            var frame = ScreenFrame(columns: 12, rows: 3)
            frame.write("round \(round) 日本", row: round % 3, column: round % 4)
            frames.append(frame)
            if round % 2 == 1 { frames.removeFirst() } // let rows go back to the shared pool
            var fresh = ScreenFrame(columns: 12, rows: 3)
            fresh.write("round \(round) 日本", row: round % 3, column: round % 4)
            #expect(frame == fresh)
            frame.clear(row: round % 3)
            #expect(frame.text(ofRow: round % 3).allSatisfy { $0 == " " })
        }
    }
}
