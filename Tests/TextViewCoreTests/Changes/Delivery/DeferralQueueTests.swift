import Testing
@_spi(TextViewBridge) import TextViewCore

/// The one deferral queue: FIFO, rounds (what a round queues runs in the next), a round bound and
/// an item budget that turn a loop into a report of what was dropped.
@Suite struct DeferralQueueTests {
    @Test func itRunsInOrderAndWhatARoundQueuesRunsNext() {
        let queue = DeferralQueue<Int>(maximumRounds: 10)
        var ran: [Int] = []
        queue.append(1)
        queue.append(2)
        let loop = queue.drain { item in
            ran.append(item)
            if item < 3 { queue.append(item + 10) }
        }
        #expect(loop == nil)
        #expect(ran == [1, 2, 11, 12])
        #expect(queue.isEmpty)
    }

    @Test func aLoopStopsAtTheRoundBoundAndHandsBackWhatItDropped() {
        let queue = DeferralQueue<Int>(maximumRounds: 5)
        var ran = 0
        queue.append(0)
        let loop = queue.drain { item in
            ran += 1
            queue.append(item + 1)
            queue.append(item + 100)
        }
        #expect(loop?.rounds == 5)
        // Rounds grow 1, 2, 4, 8, 16: 31 run, the sixth round's 32 dropped.
        #expect(ran == 31)
        #expect(loop?.dropped.count == 32)
        #expect(queue.isEmpty)
    }

    @Test func theBudgetStopsAGrowingLoopEarlier() {
        let queue = DeferralQueue<Int>(maximumRounds: 5)
        var ran = 0
        queue.append(0)
        let loop = queue.drain(budgeted: true) { item in
            ran += 1
            queue.append(item + 1)
            queue.append(item + 100)
        }
        // A first round of one item: at most 5 items run in all.
        #expect(ran == 5)
        #expect(loop?.rounds == 3)
        #expect(queue.isEmpty)
    }

    /// A cascade that ends but began with one item: each of 40 "observers" answers the first three
    /// changes it sees (the editor fuzzer's finding of 7 December, 111 mutations cut at 100).
    @Test func theBudgetCountsAtLeastTheFloorItIsGiven() {
        for floor in [0, 40] {
            let queue = DeferralQueue<Int>(maximumRounds: 100)
            var answersLeft = [Int](repeating: 3, count: 40)
            var ran = 0
            queue.append(-1)
            let loop = queue.drain(budgeted: true, budgetFloor: floor) { _ in
                ran += 1
                for k in answersLeft.indices where answersLeft[k] > 0 {
                    answersLeft[k] -= 1
                    queue.append(k)
                }
            }
            if floor == 0 {
                #expect(loop?.rounds == 3 && ran == 100, "without a floor: \(String(describing: loop?.rounds)) rounds, \(ran) run")
            } else {
                #expect(loop == nil && ran == 121, "with a floor of 40: \(String(describing: loop?.rounds)) rounds, \(ran) run")
            }
        }
    }

    @Test func aDrainInsideADrainDoesNothing() {
        let queue = DeferralQueue<String>(maximumRounds: 3)
        var ran: [String] = []
        queue.append("outer")
        _ = queue.drain { item in
            ran.append(item)
            if item == "outer" {
                queue.append("inner")
                #expect(queue.drain { ran.append("nested " + $0) } == nil)
                #expect(queue.isDraining)
            }
        }
        #expect(ran == ["outer", "inner"])
    }
}
