import Dispatch
import Foundation

extension DispatchQueue: Scheduler {
    /// A point in time on a dispatch queue.
    public struct SchedulerTimeType: Strideable, Codable, Hashable, Sendable {
        /// The dispatch time.
        public var dispatchTime: DispatchTime

        /// The time at `time`.
        public init(_ time: DispatchTime) { dispatchTime = time }

        /// The interval from this time to `other`.
        public func distance(to other: SchedulerTimeType) -> Stride {
            let start = dispatchTime.uptimeNanoseconds
            let end = other.dispatchTime.uptimeNanoseconds
            return end >= start
                ? Stride(.nanoseconds(Int(clamping: end - start)))
                : Stride(.nanoseconds(-Int(clamping: start - end)))
        }

        /// The time `n` later.
        public func advanced(by n: Stride) -> SchedulerTimeType {
            SchedulerTimeType(dispatchTime + .nanoseconds(n.magnitude))
        }

        /// Decodes the time from its uptime in nanoseconds.
        public init(from decoder: Decoder) throws {
            let nanoseconds = try decoder.singleValueContainer().decode(UInt64.self)
            dispatchTime = DispatchTime(uptimeNanoseconds: nanoseconds)
        }

        /// Encodes the time as its uptime in nanoseconds.
        public func encode(to encoder: Encoder) throws {
            var container = encoder.singleValueContainer()
            try container.encode(dispatchTime.uptimeNanoseconds)
        }

        /// Hashes the uptime.
        public func hash(into hasher: inout Hasher) {
            hasher.combine(dispatchTime.uptimeNanoseconds)
        }

        /// Whether both are the same time.
        public static func == (lhs: SchedulerTimeType, rhs: SchedulerTimeType) -> Bool {
            lhs.dispatchTime.uptimeNanoseconds == rhs.dispatchTime.uptimeNanoseconds
        }

        /// An interval on a dispatch queue, in nanoseconds.
        public struct Stride: SchedulerTimeIntervalConvertible, Comparable, SignedNumeric,
            ExpressibleByFloatLiteral, Hashable, Codable, Sendable
        {
            /// Fractional literals are seconds.
            public typealias FloatLiteralType = Double
            /// Whole literals are seconds.
            public typealias IntegerLiteralType = Int
            /// The interval's type.
            public typealias Magnitude = Int

            /// The interval in nanoseconds, signed (the name is Combine's).
            public var magnitude: Int

            /// The interval as a dispatch interval.
            public var timeInterval: DispatchTimeInterval { .nanoseconds(magnitude) }

            /// The interval `timeInterval`.
            public init(_ timeInterval: DispatchTimeInterval) {
                magnitude = Self.nanoseconds(in: timeInterval)
            }
            /// An interval of `value` seconds.
            public init(floatLiteral value: Double) { magnitude = Int(value * 1e9) }
            /// An interval of `value` seconds.
            public init(integerLiteral value: Int) {
                magnitude =
                    value.multipliedReportingOverflow(by: 1_000_000_000).overflow
                    ? (value < 0 ? Int.min : Int.max) : value * 1_000_000_000
            }
            /// An interval of `source` nanoseconds, if it fits in an `Int`.
            public init?<T: BinaryInteger>(exactly source: T) {
                guard let value = Int(exactly: source) else { return nil }
                magnitude = value
            }

            private init(nanoseconds: Int) { magnitude = nanoseconds }

            private static func nanoseconds(in interval: DispatchTimeInterval) -> Int {
                switch interval {
                case .seconds(let s): s.multipliedReportingOverflow(by: 1_000_000_000).partialValue
                case .milliseconds(let ms):
                    ms.multipliedReportingOverflow(by: 1_000_000).partialValue
                case .microseconds(let us): us.multipliedReportingOverflow(by: 1_000).partialValue
                case .nanoseconds(let ns): ns
                case .never: Int.max
                @unknown default: Int.max
                }
            }

            /// Whether `lhs` is shorter.
            public static func < (lhs: Stride, rhs: Stride) -> Bool {
                lhs.magnitude < rhs.magnitude
            }
            /// The sum.
            public static func + (lhs: Stride, rhs: Stride) -> Stride {
                Stride(nanoseconds: lhs.magnitude + rhs.magnitude)
            }
            /// The difference.
            public static func - (lhs: Stride, rhs: Stride) -> Stride {
                Stride(nanoseconds: lhs.magnitude - rhs.magnitude)
            }
            /// The product.
            public static func * (lhs: Stride, rhs: Stride) -> Stride {
                Stride(nanoseconds: lhs.magnitude * rhs.magnitude)
            }
            /// Adds `rhs` to `lhs`.
            public static func += (lhs: inout Stride, rhs: Stride) { lhs = lhs + rhs }
            /// Subtracts `rhs` from `lhs`.
            public static func -= (lhs: inout Stride, rhs: Stride) { lhs = lhs - rhs }
            /// Multiplies `lhs` by `rhs`.
            public static func *= (lhs: inout Stride, rhs: Stride) { lhs = lhs * rhs }

            /// `s` seconds.
            public static func seconds(_ s: Int) -> Stride { Stride(.seconds(s)) }
            /// `s` seconds.
            public static func seconds(_ s: Double) -> Stride { Stride(floatLiteral: s) }
            /// `ms` milliseconds.
            public static func milliseconds(_ ms: Int) -> Stride { Stride(.milliseconds(ms)) }
            /// `us` microseconds.
            public static func microseconds(_ us: Int) -> Stride { Stride(.microseconds(us)) }
            /// `ns` nanoseconds.
            public static func nanoseconds(_ ns: Int) -> Stride { Stride(.nanoseconds(ns)) }
        }
    }

    /// Options for scheduling on a dispatch queue.
    public struct SchedulerOptions {
        /// The quality of service of the work.
        public var qos: DispatchQoS
        /// How the work is executed.
        public var flags: DispatchWorkItemFlags
        /// The group the work joins, if any.
        public var group: DispatchGroup?

        /// Options with the given quality of service, flags and group.
        public init(
            qos: DispatchQoS = .unspecified, flags: DispatchWorkItemFlags = [],
            group: DispatchGroup? = nil
        ) {
            self.qos = qos
            self.flags = flags
            self.group = group
        }
    }

    /// The current dispatch time.
    public var now: SchedulerTimeType { SchedulerTimeType(.now()) }

    /// No tolerance.
    public var minimumTolerance: SchedulerTimeType.Stride {
        SchedulerTimeType.Stride(.nanoseconds(0))
    }

    /// Runs `action` asynchronously on this queue.
    public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) {
        let action = ScheduledAction(action)
        async(
            group: options?.group, qos: options?.qos ?? .unspecified, flags: options?.flags ?? []
        ) { action.run() }
    }

    /// Runs `action` on this queue at `date`.
    public func schedule(
        after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride,
        options: SchedulerOptions?, _ action: @escaping () -> Void
    ) {
        let action = ScheduledAction(action)
        asyncAfter(
            deadline: date.dispatchTime, qos: options?.qos ?? .unspecified,
            flags: options?.flags ?? []
        ) { action.run() }
    }

    /// Runs `action` on this queue at `date`, then every `interval`, with a dispatch timer;
    /// cancelling cancels the timer.
    public func schedule(
        after date: SchedulerTimeType, interval: SchedulerTimeType.Stride,
        tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?,
        _ action: @escaping () -> Void
    ) -> Cancellable {
        let action = ScheduledAction(action)
        let timer = DispatchSource.makeTimerSource(queue: self)
        timer.setEventHandler(qos: options?.qos ?? .unspecified, flags: options?.flags ?? []) {
            action.run()
        }
        timer.schedule(
            deadline: date.dispatchTime, repeating: interval.timeInterval,
            leeway: tolerance.timeInterval)
        timer.resume()
        return AnyCancellable { timer.cancel() }
    }
}
