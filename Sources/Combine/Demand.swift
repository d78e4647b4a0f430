extension Subscribers {
    /// How many values a subscriber asks for: a number, or ``unlimited``.
    ///
    /// Arithmetic never goes below ``none`` (a subtraction that would is clamped to it) and
    /// never overflows (a sum or product past `Int.max` is ``unlimited``). Anything plus or
    /// minus ``unlimited`` stays ``unlimited``, except a finite demand minus ``unlimited``,
    /// which is ``none``.
    public struct Demand: Equatable, Comparable, Hashable, Codable, Sendable,
        CustomStringConvertible
    {
        /// `0...Int.max` for a finite demand; one more than `Int.max` for unlimited.
        private let rawValue: UInt

        private static let unlimitedRaw = UInt(Int.max) + 1

        private init(rawValue: UInt) { self.rawValue = rawValue }

        /// As many values as the publisher can send.
        public static let unlimited = Demand(rawValue: unlimitedRaw)

        /// No values.
        public static let none = Demand(rawValue: 0)

        /// At most `value` values; `value` must not be negative.
        public static func max(_ value: Int) -> Demand {
            precondition(value >= 0, "A demand cannot be negative")
            return Demand(rawValue: UInt(value))
        }

        /// The number of values, or `nil` for ``unlimited``.
        public var max: Int? { rawValue == Self.unlimitedRaw ? nil : Int(rawValue) }

        /// `"unlimited"`, or `"max(n)"`.
        public var description: String { max.map { "max(\($0))" } ?? "unlimited" }

        /// The two demands together.
        public static func + (lhs: Demand, rhs: Demand) -> Demand {
            guard let l = lhs.max, let r = rhs.max else { return .unlimited }
            let (sum, overflow) = l.addingReportingOverflow(r)
            return overflow ? .unlimited : .max(sum)
        }

        /// Adds `rhs` to `lhs`.
        public static func += (lhs: inout Demand, rhs: Demand) { lhs = lhs + rhs }

        /// The demand plus `rhs` values (minus, if `rhs` is negative).
        public static func + (lhs: Demand, rhs: Int) -> Demand {
            rhs < 0 ? lhs - .max(rhs == Int.min ? Int.max : -rhs) : lhs + .max(rhs)
        }

        /// Adds `rhs` values to `lhs`.
        public static func += (lhs: inout Demand, rhs: Int) { lhs = lhs + rhs }

        /// The demand `rhs` times over; `rhs` must not be negative.
        public static func * (lhs: Demand, rhs: Int) -> Demand {
            precondition(rhs >= 0, "A demand cannot be multiplied by a negative number")
            guard let l = lhs.max else { return .unlimited }
            let (product, overflow) = l.multipliedReportingOverflow(by: rhs)
            return overflow ? .unlimited : .max(product)
        }

        /// Multiplies `lhs` by `rhs`.
        public static func *= (lhs: inout Demand, rhs: Int) { lhs = lhs * rhs }

        /// What remains of `lhs` after `rhs`, never below ``none``.
        public static func - (lhs: Demand, rhs: Demand) -> Demand {
            guard let l = lhs.max else { return .unlimited }
            guard let r = rhs.max else { return .none }
            return l > r ? .max(l - r) : .none
        }

        /// Subtracts `rhs` from `lhs`.
        public static func -= (lhs: inout Demand, rhs: Demand) { lhs = lhs - rhs }

        /// The demand minus `rhs` values (plus, if `rhs` is negative).
        public static func - (lhs: Demand, rhs: Int) -> Demand {
            rhs < 0 ? lhs + .max(rhs == Int.min ? Int.max : -rhs) : lhs - .max(rhs)
        }

        /// Subtracts `rhs` values from `lhs`.
        public static func -= (lhs: inout Demand, rhs: Int) { lhs = lhs - rhs }

        /// Whether `lhs` asks for fewer values than `rhs`.
        public static func < (lhs: Demand, rhs: Demand) -> Bool { lhs.rawValue < rhs.rawValue }

        /// Whether the demand is more than `rhs` values.
        public static func > (lhs: Demand, rhs: Int) -> Bool { lhs.compare(rhs) > 0 }
        /// Whether the demand is at least `rhs` values.
        public static func >= (lhs: Demand, rhs: Int) -> Bool { lhs.compare(rhs) >= 0 }
        /// Whether the demand is fewer than `rhs` values.
        public static func < (lhs: Demand, rhs: Int) -> Bool { lhs.compare(rhs) < 0 }
        /// Whether the demand is at most `rhs` values.
        public static func <= (lhs: Demand, rhs: Int) -> Bool { lhs.compare(rhs) <= 0 }
        /// Whether `lhs` values are more than the demand.
        public static func > (lhs: Int, rhs: Demand) -> Bool { rhs.compare(lhs) < 0 }
        /// Whether `lhs` values are at least the demand.
        public static func >= (lhs: Int, rhs: Demand) -> Bool { rhs.compare(lhs) <= 0 }
        /// Whether `lhs` values are fewer than the demand.
        public static func < (lhs: Int, rhs: Demand) -> Bool { rhs.compare(lhs) > 0 }
        /// Whether `lhs` values are at most the demand.
        public static func <= (lhs: Int, rhs: Demand) -> Bool { rhs.compare(lhs) >= 0 }
        /// Whether the demand is exactly `rhs` values (never, if unlimited).
        public static func == (lhs: Demand, rhs: Int) -> Bool { lhs.compare(rhs) == 0 }
        /// Whether the demand is other than `rhs` values.
        public static func != (lhs: Demand, rhs: Int) -> Bool { lhs.compare(rhs) != 0 }
        /// Whether the demand is exactly `lhs` values (never, if unlimited).
        public static func == (lhs: Int, rhs: Demand) -> Bool { rhs.compare(lhs) == 0 }
        /// Whether the demand is other than `lhs` values.
        public static func != (lhs: Int, rhs: Demand) -> Bool { rhs.compare(lhs) != 0 }

        /// -1, 0 or 1 as the demand is below, at or above `count`.
        private func compare(_ count: Int) -> Int {
            guard let value = max else { return 1 }
            return value < count ? -1 : (value == count ? 0 : 1)
        }

        /// Decodes the demand: the number of values, or `Int.max + 1` for unlimited (larger
        /// numbers also mean unlimited).
        public init(from decoder: Decoder) throws {
            let raw = try decoder.singleValueContainer().decode(UInt.self)
            rawValue = Swift.min(raw, Self.unlimitedRaw)
        }

        /// Encodes the number of values.
        public func encode(to encoder: Encoder) throws {
            var container = encoder.singleValueContainer()
            try container.encode(rawValue)
        }
    }
}
