import Testing
@testable import TextViewBridge

@MainActor
struct UpdateGateTests {
    @Test func performRunsAtOnceWhenIdle() {
        let scheduler = ManualScheduler()
        let gate = UpdateGate(scheduler: scheduler)
        var ran = false
        gate.perform("idle") { ran = true }
        #expect(ran, "idle perform must not wait for the scheduler")
        #expect(scheduler.pendingCount == 0)
    }

    @Test func performDuringUpdateIsQueuedAndDrainedInOrderAfterOutermostUpdate() {
        let scheduler = ManualScheduler()
        let gate = UpdateGate(scheduler: scheduler)
        var log: [String] = []
        gate.update {
            gate.perform("a") { log.append("a") }
            gate.update {
                gate.perform("b") { log.append("b") }
            }
            #expect(scheduler.pendingCount == 0, "an inner update's end must not schedule a drain")
            log.append("update")
        }
        #expect(log == ["update"])
        #expect(scheduler.pendingCount == 1, "one drain for the whole update")
        gate.perform("c") { log.append("c") }
        #expect(log == ["update"], "idle work queued behind pending work must not overtake it")
        scheduler.drain()
        #expect(log == ["update", "a", "b", "c"])
        #expect(gate.pendingCount == 0)
    }

    @Test func workRequestedByWorkRunsAfterItNeverInsideIt() {
        let scheduler = ManualScheduler()
        let gate = UpdateGate(scheduler: scheduler)
        var log: [String] = []
        gate.perform("outer") {
            log.append("outer begins")
            gate.perform("inner") { log.append("inner") }
            log.append("outer ends")
        }
        #expect(log == ["outer begins", "outer ends"])
        scheduler.drain()
        #expect(log == ["outer begins", "outer ends", "inner"])
    }

    @Test func runawayLoopStopsWithAReportNamingTheWork() {
        let scheduler = ManualScheduler()
        let gate = UpdateGate(scheduler: scheduler, maximumRounds: 5)
        var reported: [UpdateLoopError] = []
        gate.onLoopError = { reported.append($0) }
        var runs = 0
        func ping() {
            runs += 1
            gate.enqueue("ping") { ping() }
        }
        gate.perform("start") { ping() }
        let ran = scheduler.drain(maximumItems: 100)
        #expect(ran == 1, "the whole loop runs inside one drain and stops there; ran \(ran)")
        #expect(runs == 6, "1 direct run plus 5 rounds; got \(runs)")
        #expect(reported.count == 1)
        #expect(reported.first == UpdateLoopError(rounds: 5, droppedCount: 1, droppedLabels: ["ping"]))
        #expect(gate.lastLoopError?.description.contains("ping") == true)
        #expect(gate.pendingCount == 0, "the dropped loop must not leave work queued")
    }

    @Test func manualSchedulerRunsOnlyWhenToldInOrder() {
        let scheduler = ManualScheduler()
        var log: [Int] = []
        scheduler.schedule { log.append(1) }
        scheduler.schedule {
            log.append(2)
            scheduler.schedule { log.append(4) }
        }
        scheduler.schedule { log.append(3) }
        #expect(log.isEmpty)
        #expect(scheduler.runNext())
        #expect(log == [1])
        #expect(scheduler.drain() == 3)
        #expect(log == [1, 2, 3, 4])
        #expect(!scheduler.runNext())
    }

    @Test func mainQueueSchedulerRunsLaterInOrder() async {
        let scheduler = MainQueueScheduler()
        var log: [Int] = []
        await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
            scheduler.schedule { log.append(1) }
            scheduler.schedule {
                log.append(2)
                done.resume()
            }
            #expect(log.isEmpty, "work must not run before schedule returns")
        }
        #expect(log == [1, 2])
    }

    @Test func mainActorSchedulerRunsLaterInOrder() async {
        let scheduler = MainActorScheduler()
        var log: [Int] = []
        await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
            for index in 1...5 { scheduler.schedule { log.append(index) } }
            scheduler.schedule { done.resume() }
            #expect(log.isEmpty, "work must not run before schedule returns")
        }
        #expect(log == [1, 2, 3, 4, 5])
    }
}
