#if canImport(Darwin)
    import Foundation

    /// The time a host's timers run on. On Apple platforms Canopy uses the system's Combine, whose
    /// timers run on the run loop: this clock only counts the time a host was told passed.
    final class HostClock: @unchecked Sendable {
        private(set) var now = Date(timeIntervalSinceReferenceDate: 0)
        func advance(by interval: TimeInterval, afterEachTick: () -> Void) {
            now += max(0, interval)
        }
        var elapsedTime: TimeInterval { now.timeIntervalSinceReferenceDate }
        var nextDueTime: TimeInterval? { nil }
        func advance(toElapsed target: TimeInterval, afterEachTick: () -> Void) {
            now = Date(timeIntervalSinceReferenceDate: max(elapsedTime, target))
        }
    }
#else
    import Combine
    import Foundation

    /// The time a host's timers run on (`Timer.publish`, `debounce`, `throttle`): a manual clock
    /// that only moves when the host is told time passed (`advanceTime(by:)`), so a test of a
    /// ticking view is deterministic and instant. Every update, action and task of the host runs
    /// with it as Combine's current clock (``HostContext``), so timers connected there are its.
    typealias HostClock = _ManualTimerClock
#endif
