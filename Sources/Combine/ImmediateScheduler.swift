/// A scheduler that runs every action at once, on the calling thread, ignoring dates and
/// intervals; for tests and for code that wants no hop.
public struct ImmediateScheduler: Scheduler, Sendable {
    /// The scheduler's time, which never advances.
    public struct SchedulerTimeType: Strideable, Hashable, Codable, Sendable {
        /// The time's position; always zero.
        private let position: Int

        init() { position = 0 }

        /// No distance: the scheduler's time stands still.
        public func distance(to other: SchedulerTimeType) -> Stride { Stride(0) }

        /// The same time: the scheduler's time stands still.
        public func advanced(by n: Stride) -> SchedulerTimeType { self }

        /// An interval of the scheduler, counted in an abstract unit.
        public struct Stride: ExpressibleByFloatLiteral, Comparable, SignedNumeric, Hashable,
            Codable, SchedulerTimeIntervalConvertible, Sendable
        {
            /// Literal intervals are whole units.
            public typealias IntegerLiteralType = Int
            /// Fractional literals are rounded down to whole units.
            public typealias FloatLiteralType = Double

            /// The interval, signed.
            public var magnitude: Int

            /// An interval of `value` units.
            public init(_ value: Int) { magnitude = value }
            /// An interval of `value` units.
            public init(integerLiteral value: Int) { magnitude = value }
            /// An interval of `value` units, rounded down.
            public init(floatLiteral value: Double) { magnitude = Int(value) }
            /// An interval of `source` units, if it fits in an `Int`.
            public init?<T: BinaryInteger>(exactly source: T) {
                guard let value = Int(exactly: source) else { return nil }
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

            /// `s` units.
            public static func seconds(_ s: Int) -> Stride { Stride(s) }
            /// `s` units, rounded down.
            public static func seconds(_ s: Double) -> Stride { Stride(Int(s)) }
            /// `ms` units.
            public static func milliseconds(_ ms: Int) -> Stride { Stride(ms) }
            /// `us` units.
            public static func microseconds(_ us: Int) -> Stride { Stride(us) }
            /// `ns` units.
            public static func nanoseconds(_ ns: Int) -> Stride { Stride(ns) }
        }
    }

    /// The scheduler accepts no options.
    public typealias SchedulerOptions = Never

    /// The scheduler; it has no state, so one instance serves everyone.
    public static let shared = ImmediateScheduler()

    /// The scheduler's time, which never advances.
    public var now: SchedulerTimeType { SchedulerTimeType() }

    /// No tolerance.
    public var minimumTolerance: SchedulerTimeType.Stride { SchedulerTimeType.Stride(0) }

    /// Runs `action` now.
    public func schedule(options: Never?, _ action: @escaping () -> Void) { action() }

    /// Runs `action` now, whatever the date.
    public func schedule(
        after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride, options: Never?,
        _ action: @escaping () -> Void
    ) {
        action()
    }

    /// Runs `action` once, now; there is nothing left to cancel.
    public func schedule(
        after date: SchedulerTimeType, interval: SchedulerTimeType.Stride,
        tolerance: SchedulerTimeType.Stride, options: Never?, _ action: @escaping () -> Void
    ) -> Cancellable {
        action()
        return AnyCancellable {}
    }
}
