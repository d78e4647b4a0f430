import Foundation

/// Something that can run closures now, later, or repeatedly: `DispatchQueue`, `RunLoop`,
/// ``ImmediateScheduler``, or a test scheduler of your own.
///
/// In Canopy, ``Publisher/receive(on:options:)`` and ``Publisher/subscribe(on:options:)``
/// name a scheduler but deliver in place (Canopy is single-threaded and has no scheduling).
/// The timing operators (``Publisher/debounce(for:scheduler:options:)``,
/// ``Publisher/throttle(for:scheduler:latest:)``) do wait: on the host's clock
/// (`_TimerClock`) when one is set and the scheduler is `DispatchQueue` or `RunLoop`,
/// otherwise on the scheduler itself.
public protocol Scheduler<SchedulerTimeType> {
    /// The scheduler's notion of a point in time.
    associatedtype SchedulerTimeType: Strideable
    where SchedulerTimeType.Stride: SchedulerTimeIntervalConvertible

    /// Options the scheduler accepts when scheduling.
    associatedtype SchedulerOptions

    /// The scheduler's current time.
    var now: SchedulerTimeType { get }

    /// The smallest tolerance the scheduler allows.
    var minimumTolerance: SchedulerTimeType.Stride { get }

    /// Runs `action` as soon as possible.
    func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void)

    /// Runs `action` once, at `date` or within `tolerance` after it.
    func schedule(
        after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride,
        options: SchedulerOptions?, _ action: @escaping () -> Void)

    /// Runs `action` at `date`, then every `interval`, until the returned value is cancelled.
    func schedule(
        after date: SchedulerTimeType, interval: SchedulerTimeType.Stride,
        tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?,
        _ action: @escaping () -> Void
    ) -> Cancellable
}

extension Scheduler {
    /// Runs `action` once at `date`, within `tolerance`, with no options.
    public func schedule(
        after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride,
        _ action: @escaping () -> Void
    ) {
        schedule(after: date, tolerance: tolerance, options: nil, action)
    }

    /// Runs `action` once at `date`, with the minimum tolerance and no options.
    public func schedule(after date: SchedulerTimeType, _ action: @escaping () -> Void) {
        schedule(after: date, tolerance: minimumTolerance, action)
    }

    /// Runs `action` as soon as possible, with no options.
    public func schedule(_ action: @escaping () -> Void) { schedule(options: nil, action) }

    /// Runs `action` at `date`, then every `interval`, within `tolerance`, with no options.
    public func schedule(
        after date: SchedulerTimeType, interval: SchedulerTimeType.Stride,
        tolerance: SchedulerTimeType.Stride, _ action: @escaping () -> Void
    ) -> Cancellable {
        schedule(after: date, interval: interval, tolerance: tolerance, options: nil, action)
    }

    /// Runs `action` at `date`, then every `interval`, with the minimum tolerance.
    public func schedule(
        after date: SchedulerTimeType, interval: SchedulerTimeType.Stride,
        _ action: @escaping () -> Void
    ) -> Cancellable {
        schedule(after: date, interval: interval, tolerance: minimumTolerance, action)
    }
}

/// A scheduler's time interval, written in the usual units: `.seconds(1)`,
/// `.milliseconds(300)`.
public protocol SchedulerTimeIntervalConvertible {
    /// `s` seconds.
    static func seconds(_ s: Int) -> Self
    /// `s` seconds.
    static func seconds(_ s: Double) -> Self
    /// `ms` milliseconds.
    static func milliseconds(_ ms: Int) -> Self
    /// `us` microseconds.
    static func microseconds(_ us: Int) -> Self
    /// `ns` nanoseconds.
    static func nanoseconds(_ ns: Int) -> Self
}

/// An action handed to an API that requires a sendable closure. Scheduler actions are not
/// sendable (as in Combine): the scheduler's caller decides where they may run.
struct ScheduledAction: @unchecked Sendable {
    let run: () -> Void

    init(_ run: @escaping () -> Void) { self.run = run }
}
