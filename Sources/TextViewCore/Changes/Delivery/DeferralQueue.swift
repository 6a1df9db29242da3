/// Work requested while it could not run (observers being called, a host update under way),
/// kept in order and worked through later in rounds, with a bound that turns a feedback loop into
/// a report instead of a hang.
///
/// The one deferral mechanism of the package: the editor's dispatcher queues the mutations its
/// observers make, and `TextViewBridge`'s update gate queues the requests made during a host update.
///
/// Rules:
/// - Work runs in the order it was queued; work queued while a round runs belongs to the next round.
/// - A drain runs at most ``maximumRounds`` rounds; with a budget, it also stops once it has run as
///   many items as that many rounds the size of the first, or of the floor the owner gives if that
///   is larger (so a loop whose rounds grow stops as soon as one that does not, while a cascade that
///   ends, each of k observers answering a few changes, is not cut short because it began with one).
/// - A stopped drain empties the queue and hands back what it dropped, in order, with the rounds
///   that ran: the owner reports the loop in its own terms.
/// - A drain started while another runs does nothing (the running one picks the new work up).
///
/// A class, so that work running inside a drain can queue more work without overlapping an access
/// to the queue. Confined to its owner's thread or actor, like its owner.
///
/// SPI rather than `package`, and `@inlinable`, so that `TextViewBridge` gets it specialised for
/// its work type: `@inlinable` on a `package` declaration is not inlined into another module by
/// this toolchain, and unspecialised, checking `isEmpty`, appending and draining cost a host
/// keystroke about 4,000 instructions (metadata look-ups and witness tables) of its ~25,000.
@_spi(TextViewBridge)
public final class DeferralQueue<Work> {
    /// What a drain that hit its bound dropped.
    public struct Loop {
        /// The rounds that ran before the drain stopped.
        public var rounds: Int
        /// The work dropped, in queue order.
        public var dropped: [Work]

        @usableFromInline
        init(rounds: Int, dropped: [Work]) {
            self.rounds = rounds
            self.dropped = dropped
        }
    }

    /// The most rounds one drain runs.
    public var maximumRounds: Int
    /// The work waiting, oldest first.
    // Exclusivity: every access is one statement that appends, moves or swaps the buffer out
    // (`swap`, `removeAll()`), so no element is released, and no user code runs, while it is
    // open; the work taken out runs, and is released, after the access ends. Read on every
    // keystroke (`isEmpty`), where the dynamic check cost about 76 instructions.
    @exclusivity(unchecked) @usableFromInline var items: [Work] = []
    /// Storage of ``isDraining``, set from the inlinable ``drain(budgeted:_:)``.
    @usableFromInline var draining = false
    /// Whether a drain is running.
    public var isDraining: Bool { draining }

    /// Creates an empty queue that drains at most `maximumRounds` rounds at a time.
    public init(maximumRounds: Int) {
        self.maximumRounds = maximumRounds
    }

    /// Whether no work is waiting.
    @inlinable public var isEmpty: Bool { items.isEmpty }

    /// How many items are waiting.
    @inlinable public var count: Int { items.count }

    /// The work waiting, oldest first (what a test checks was queued).
    public var waiting: [Work] { items }

    /// Queues `work` after everything already queued.
    @inlinable public func append(_ work: Work) {
        items.append(work)
    }

    /// Removes and returns everything queued, in order (the owner drops it).
    @inlinable public func removeAll() -> [Work] {
        var taken: [Work] = []
        swap(&taken, &items)
        return taken
    }

    /// Runs the queue in rounds until it is empty or the bound is hit; nil when it emptied (or when
    /// a drain is already running), else what was dropped.
    ///
    /// - Parameters:
    ///   - budgeted: Whether the item budget (rounds × the first round's size, or `budgetFloor` if
    ///     larger) applies too.
    ///   - budgetFloor: The least round size the budget counts (the editor gives its number of
    ///     observers: each may answer every change).
    ///   - run: Runs one item; it may queue more.
    @inlinable public func drain(budgeted: Bool = false, budgetFloor: Int = 0, _ run: (Work) -> Void) -> Loop? {
        guard !draining else { return nil }
        draining = true
        defer { draining = false }
        var rounds = 0
        var ran = 0
        var budget = Int.max
        while !items.isEmpty {
            if rounds >= maximumRounds {
                return Loop(rounds: rounds, dropped: removeAll())
            }
            rounds += 1
            // This round's work, taken whole: what it queues is the next round's.
            var round: [Work] = []
            swap(&round, &items)
            if budgeted && rounds == 1 {
                let (product, overflow) = Swift.max(round.count, budgetFloor).multipliedReportingOverflow(by: Swift.max(maximumRounds, 1))
                budget = overflow ? Int.max : product
            }
            for index in round.indices {
                if ran >= budget {
                    return Loop(rounds: rounds, dropped: Array(round[index...]) + removeAll())
                }
                ran += 1
                run(round[index])
            }
            // Dropped, not emptied in place: Array.removeAll(keepingCapacity:) unspecialised cost
            // a host keystroke about 1,700 instructions, more than allocating the next round.
            _ = consume round
        }
        return nil
    }
}
