import Testing
@testable import TextViewTerminal

/// The rows a frame records (``PaintedScreen/Rows``), kept flat and with nothing stored while no
/// row is decorated, answer as a list of one decoration array a row does: which rows are
/// decorated and which keep the same decorations from one frame to the next.
@Suite struct PaintedScreenTests {
    @Test func flatRowsAnswerAsAListOfArraysDoes() {
        let seed: UInt64 = 0x9A1D7
        print("PaintedScreenTests seed \(seed)")
        var generator = SplitMix(seed: seed)
        func pick(_ count: Int) -> Int { Int(generator.next() % UInt64(count)) }
        func randomRows() -> ([[Int]], PaintedScreen.Rows) {
            var model: [[Int]] = []
            var rows = PaintedScreen.Rows()
            // Mostly undecorated screens, as typing gives; some rows decorated from any row on.
            let decoratedFrom = pick(3) == 0 ? Int.max : pick(12)
            for row in 0 ..< pick(12) {
                let decorations = row >= decoratedFrom && pick(2) == 0 ? (0 ..< 3 * (1 + pick(2))).map { _ in pick(3) } : []
                model.append(decorations)
                if decorations.isEmpty && pick(2) == 0 { rows.appendUndecorated() } else { rows.append(decorations) }
            }
            return (model, rows)
        }
        var sameDecoratedRowsSeen = 0
        for _ in 0 ..< 5_000 {
            let (model, rows) = randomRows()
            let (otherModel, other) = pick(4) == 0 ? (model, rows) : randomRows()
            #expect(rows.count == model.count)
            for row in model.indices {
                #expect(rows.isDecorated(row) == !model[row].isEmpty)
                guard row < otherModel.count else { continue }
                #expect(rows.sameDecorations(row, as: other) == (model[row] == otherModel[row]), "row \(row): \(model) against \(otherModel)")
                if !model[row].isEmpty && model[row] == otherModel[row] { sameDecoratedRowsSeen += 1 }
            }
        }
        #expect(sameDecoratedRowsSeen > 100)
    }
}
