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
