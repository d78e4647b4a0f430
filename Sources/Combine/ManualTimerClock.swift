import Foundation

/// A clock that moves only when told to: ``advance(by:)`` fires every timer that falls due,
/// in time order, each as many times as it is due, with the clock's time at each tick. For
/// tests and hosts that want timers to be deterministic.
///
/// Ordering: timers fire in the order of their due times; timers due at the same instant fire
/// in the order they were scheduled (a repeating timer keeps its place). A tick happens with
/// ``now`` set to its due time, and a timer scheduled from inside a tick counts from then.
///
/// Ticks run on the thread that advances the clock; advance it where the publishers it
/// drives are used. Its state is locked, so scheduling and cancelling may happen anywhere.
public final class _ManualTimerClock: _TimerScheduling, @unchecked Sendable {
    private struct Entry {
        let id: UInt64
        /// The first due time, in seconds since ``origin``.
        let start: TimeInterval
        /// The repeat interval; `nil` for a one-shot timer.
        let period: TimeInterval?
        /// How many times it has fired.
        var fired: Int
        let fire: (Date) -> Void

        /// The next due time. Computed as start + n × period rather than accumulated, so
        /// advancing by n × interval fires exactly n ticks.
        var due: TimeInterval { start + Double(fired) * (period ?? 0) }
    }

    private let lock = Lock()
    private var elapsed: TimeInterval = 0
    private var entries: [Entry] = []
    private var nextID: UInt64 = 0

    /// The clock's time when it was made.
    public let origin: Date

    /// A clock starting at `now` (by default the reference date, 2001-01-01, so results do
    /// not depend on when a test runs).
    public init(now: Date = Date(timeIntervalSinceReferenceDate: 0)) { origin = now }

    /// The clock's current time.
    public var now: Date {
        lock.lock()
        defer { lock.unlock() }
        return origin.addingTimeInterval(elapsed)
    }

    /// How many timers are scheduled (repeating ones until cancelled, one-shot ones until
    /// they fire or are cancelled).
    public var scheduledCount: Int {
        lock.lock()
        defer { lock.unlock() }
        return entries.count
    }

    /// Schedules `fire` every `interval` seconds from now. As with Foundation's `Timer`, an
    /// interval of zero or less becomes 0.1 milliseconds.
    public func schedule(every interval: TimeInterval, _ fire: @escaping (Date) -> Void)
        -> Cancellable
    {
        let period = interval > 0 ? interval : 0.0001
        return add(delay: period, period: period, fire)
    }

    /// Schedules `fire` once, `delay` seconds from now (at the next advance, if `delay` is
    /// zero or less).
    public func schedule(after delay: TimeInterval, _ fire: @escaping (Date) -> Void)
        -> Cancellable
    {
        add(delay: max(delay, 0), period: nil, fire)
    }

    /// Moves the clock `interval` seconds forward, firing every timer that falls due on the
    /// way, in order.
    public func advance(by interval: TimeInterval) {
        advance(by: interval, afterEachTick: {})
    }

    /// Moves the clock `interval` seconds forward as ``advance(by:)`` does, calling
    /// `afterEachTick` after each tick: a host updates its views there, once per tick, as a run
    /// loop would between timer firings.
    public func advance(by interval: TimeInterval, afterEachTick: () -> Void) {
        precondition(interval >= 0, "A clock cannot go back")
        lock.lock()
        let target = elapsed + interval
        lock.unlock()
        while let (due, fire) = nextTick(upTo: target) {
            fire(origin.addingTimeInterval(due))
            afterEachTick()
        }
    }

    /// Seconds since ``origin``: where the clock stands, as a number.
    public var elapsedTime: TimeInterval {
        lock.lock()
        defer { lock.unlock() }
        return elapsed
    }

    /// When the earliest scheduled timer falls due, in seconds since ``origin``.
    public var nextDueTime: TimeInterval? {
        lock.lock()
        defer { lock.unlock() }
        return entries.map(\.due).min()
    }

    /// Moves the clock forward to exactly `target` seconds since ``origin`` (never back),
    /// as ``advance(by:afterEachTick:)`` does: a caller stepping through times it computed
    /// lands on them without rounding.
    public func advance(toElapsed target: TimeInterval, afterEachTick: () -> Void) {
        while let (due, fire) = nextTick(upTo: target) {
            fire(origin.addingTimeInterval(due))
            afterEachTick()
        }
    }

    /// Moves the clock forward to `date`, firing what falls due on the way.
    public func advance(to date: Date) { advance(by: max(0, date.timeIntervalSince(now))) }

    /// Takes the earliest tick due by `target` (setting the clock to its time and moving the
    /// timer on), or, when none is left, sets the clock to `target`.
    private func nextTick(upTo target: TimeInterval) -> (TimeInterval, (Date) -> Void)? {
        lock.lock()
        defer { lock.unlock() }
        var best: Int?
        for index in entries.indices where entries[index].due <= target {
            if let current = best {
                let a = entries[index]
                let b = entries[current]
                if (a.due, a.id) < (b.due, b.id) { best = index }
            } else {
                best = index
            }
        }
        guard let best else {
            elapsed = max(elapsed, target)
            return nil
        }
        let entry = entries[best]
        let due = entry.due
        elapsed = max(elapsed, due)
        if entry.period == nil {
            entries.remove(at: best)
        } else {
            entries[best].fired += 1
        }
        return (due, entry.fire)
    }

    private func add(delay: TimeInterval, period: TimeInterval?, _ fire: @escaping (Date) -> Void)
        -> Cancellable
    {
        lock.lock()
        defer { lock.unlock() }
        nextID += 1
        entries.append(
            Entry(id: nextID, start: elapsed + delay, period: period, fired: 0, fire: fire))
        return ClockToken(clock: self, id: nextID)
    }

    /// Drops a timer (and its closure).
    fileprivate func remove(_ id: UInt64) {
        lock.lock()
        let index = entries.firstIndex { $0.id == id }
        let removed = index.map { entries.remove(at: $0) }
        lock.unlock()
        // The closure is released outside the lock: it may hold the last reference to a
        // publisher whose deinit cancels other timers.
        _ = removed
    }
}

/// Cancels one timer of a ``_ManualTimerClock``.
private final class ClockToken: Cancellable {
    private weak var clock: _ManualTimerClock?
    private let id: UInt64

    init(clock: _ManualTimerClock, id: UInt64) {
        self.clock = clock
        self.id = id
    }

    func cancel() { clock?.remove(id) }
}
