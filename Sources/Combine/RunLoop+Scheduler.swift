import Foundation

extension RunLoop: Scheduler {
    /// A point in time on a run loop: a date.
    public struct SchedulerTimeType: Strideable, Codable, Hashable, Sendable {
        /// The date.
        public var date: Date

        /// The time at `date`.
        public init(_ date: Date) { self.date = date }

        /// The interval from this time to `other`.
        public func distance(to other: SchedulerTimeType) -> Stride {
            Stride(other.date.timeIntervalSince(date))
        }

        /// The time `n` later.
        public func advanced(by n: Stride) -> SchedulerTimeType {
            SchedulerTimeType(date.addingTimeInterval(n.timeInterval))
        }

        /// An interval on a run loop, in seconds.
        public struct Stride: ExpressibleByFloatLiteral, Comparable, SignedNumeric, Hashable,
            Codable, SchedulerTimeIntervalConvertible, Sendable
        {
            /// Literal intervals are seconds.
            public typealias FloatLiteralType = TimeInterval
            /// Literal intervals are seconds.
            public typealias IntegerLiteralType = TimeInterval
            /// The interval's type.
            public typealias Magnitude = TimeInterval

            /// The interval in seconds, signed (the name is Combine's).
            public var magnitude: TimeInterval

            /// The interval in seconds.
            public var timeInterval: TimeInterval { magnitude }

            /// An interval of `timeInterval` seconds.
            public init(_ timeInterval: TimeInterval) { magnitude = timeInterval }
            /// An interval of `value` seconds.
            public init(integerLiteral value: TimeInterval) { magnitude = value }
            /// An interval of `value` seconds.
            public init(floatLiteral value: TimeInterval) { magnitude = value }
            /// An interval of `source` seconds, if a `TimeInterval` holds it exactly.
            public init?<T: BinaryInteger>(exactly source: T) {
                guard let value = TimeInterval(exactly: source) else { return nil }
                magnitude = value
            }

            /// Whether `lhs` is shorter.
            public static func < (lhs: Stride, rhs: Stride) -> Bool {
                lhs.magnitude < rhs.magnitude
            }
            /// The sum.
            public static func + (lhs: Stride, rhs: Stride) -> Stride {
                Stride(lhs.magnitude + rhs.magnitude)
            }
            /// The difference.
            public static func - (lhs: Stride, rhs: Stride) -> Stride {
                Stride(lhs.magnitude - rhs.magnitude)
            }
            /// The product.
            public static func * (lhs: Stride, rhs: Stride) -> Stride {
                Stride(lhs.magnitude * rhs.magnitude)
            }
            /// Adds `rhs` to `lhs`.
            public static func += (lhs: inout Stride, rhs: Stride) { lhs = lhs + rhs }
            /// Subtracts `rhs` from `lhs`.
            public static func -= (lhs: inout Stride, rhs: Stride) { lhs = lhs - rhs }
            /// Multiplies `lhs` by `rhs`.
            public static func *= (lhs: inout Stride, rhs: Stride) { lhs = lhs * rhs }

            /// `s` seconds.
            public static func seconds(_ s: Int) -> Stride { Stride(TimeInterval(s)) }
            /// `s` seconds.
            public static func seconds(_ s: Double) -> Stride { Stride(s) }
            /// `ms` milliseconds.
            public static func milliseconds(_ ms: Int) -> Stride { Stride(TimeInterval(ms) / 1e3) }
            /// `us` microseconds.
            public static func microseconds(_ us: Int) -> Stride { Stride(TimeInterval(us) / 1e6) }
            /// `ns` nanoseconds.
            public static func nanoseconds(_ ns: Int) -> Stride { Stride(TimeInterval(ns) / 1e9) }
        }
    }

    /// Options for scheduling on a run loop; there are none. (Foundation outside Apple
    /// platforms lacks this type, so it lives here.)
    public struct SchedulerOptions: Sendable {}

    /// The current date.
    public var now: SchedulerTimeType { SchedulerTimeType(Date()) }

    /// No tolerance.
    public var minimumTolerance: SchedulerTimeType.Stride { 0.0 }

    /// Runs `action` on this run loop's next pass (in its default mode).
    public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) {
        let action = ScheduledAction(action)
        perform { action.run() }
    }

    /// Runs `action` once at `date`, with a timer in this run loop's default mode.
    public func schedule(
        after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride,
        options: SchedulerOptions?, _ action: @escaping () -> Void
    ) {
        let action = ScheduledAction(action)
        let timer = Timer(fire: date.date, interval: 0, repeats: false) { _ in action.run() }
        timer.tolerance = tolerance.timeInterval
        add(timer, forMode: .default)
    }

    /// Runs `action` at `date`, then every `interval`, with a timer in this run loop's
    /// default mode; cancelling invalidates the timer.
    public func schedule(
        after date: SchedulerTimeType, interval: SchedulerTimeType.Stride,
        tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?,
        _ action: @escaping () -> Void
    ) -> Cancellable {
        let action = ScheduledAction(action)
        let timer = Timer(fire: date.date, interval: interval.timeInterval, repeats: true) { _ in
            action.run()
        }
        timer.tolerance = tolerance.timeInterval
        add(timer, forMode: .default)
        return AnyCancellable { timer.invalidate() }
    }
}
