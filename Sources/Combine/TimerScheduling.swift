import Foundation

/// A clock that a host drives, so timers and timing operators run on its time rather than
/// the wall clock: a test advances it step by step, a host renders frames at chosen instants.
///
/// An integration point for hosts and tests (hence the underscore), not part of SwiftUI's or
/// Combine's API. Set it with ``_TimerClock/current`` while subscribing.
public protocol _TimerScheduling: AnyObject, Sendable {
    /// Calls `fire` every `interval` seconds from now, with the clock's time of each tick,
    /// until the result is cancelled. Cancelling releases `fire`.
    func schedule(every interval: TimeInterval, _ fire: @escaping (Date) -> Void) -> Cancellable

    /// Calls `fire` once, `delay` seconds from now, with the clock's time then, unless the
    /// result is cancelled first. Firing or cancelling releases `fire`.
    func schedule(after delay: TimeInterval, _ fire: @escaping (Date) -> Void) -> Cancellable
}

/// Where timers find the host's clock.
///
/// A host binds a clock while it subscribes (mounts a view with `onReceive`, creates a view
/// model), from synchronous code:
///
///     _TimerClock.$current.withValue(clock) {
///         cancellable = Timer.publish(every: 1, on: .main, in: .common)
///             .autoconnect()
///             .sink { date in … }
///     }
///
/// What reads it, and when:
/// - ``Timer/TimerPublisher/connect()`` (so ``ConnectablePublisher/autoconnect()``'s first
///   subscription) schedules on the clock current then; with none, on a Foundation `Timer` in
///   the publisher's run loop and mode.
/// - ``Publisher/debounce(for:scheduler:options:)`` and
///   ``Publisher/throttle(for:scheduler:latest:)`` wait on the clock current when they are
///   subscribed to, if their scheduler is a `RunLoop` or `DispatchQueue` (whose time is the
///   wall clock); any other scheduler (``ImmediateScheduler``, a test scheduler) keeps its own
///   time.
public enum _TimerClock {
    /// The clock bound for the current task or thread, if any.
    @TaskLocal public static var current: (any _TimerScheduling)?
}
