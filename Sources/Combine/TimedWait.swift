import Foundation

/// A wait of fixed length, for the timing operators: on the host clock (``_TimerClock``)
/// when one was bound at subscription and the scheduler keeps wall-clock time (`RunLoop`,
/// `DispatchQueue`), otherwise on the scheduler itself.
struct TimedWait<Context: Scheduler> {
    private let clock: (any _TimerScheduling)?
    private let seconds: TimeInterval?
    private let scheduler: Context
    private let length: Context.SchedulerTimeType.Stride
    private let options: Context.SchedulerOptions?

    /// A wait of `length` on `scheduler`, or on the clock bound now.
    init(
        length: Context.SchedulerTimeType.Stride, scheduler: Context,
        options: Context.SchedulerOptions?
    ) {
        self.length = length
        self.scheduler = scheduler
        self.options = options
        seconds = Self.wallClockSeconds(length)
        clock = seconds == nil ? nil : _TimerClock.current
    }

    /// Runs `action` once the wait is over. Returns a way to cancel it, or `nil` when the
    /// scheduler offers none (callers then ignore a stale `action`, by generation).
    func start(_ action: @escaping () -> Void) -> Cancellable? {
        if let clock, let seconds {
            return clock.schedule(after: seconds) { _ in action() }
        }
        scheduler.schedule(
            after: scheduler.now.advanced(by: length), tolerance: scheduler.minimumTolerance,
            options: options, action)
        return nil
    }

    /// The length in seconds, for the schedulers whose time is the wall clock.
    private static func wallClockSeconds(_ length: Context.SchedulerTimeType.Stride)
        -> TimeInterval?
    {
        if let stride = length as? RunLoop.SchedulerTimeType.Stride { return stride.timeInterval }
        if let stride = length as? DispatchQueue.SchedulerTimeType.Stride {
            return TimeInterval(stride.magnitude) / 1e9
        }
        return nil
    }
}
