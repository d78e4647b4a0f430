import Foundation

/// The key of a localized string: what a string literal passed to `Text` is. Canopy has no
/// string tables, so the key is the text itself; its interpolations follow SwiftUI's, so
/// `Text("Price: \(price, specifier: "%.2f")")` and `Text("\(date, format: .dateTime)")` work.
public struct LocalizedStringKey: ExpressibleByStringInterpolation, Equatable, Sendable {
    let text: String

    /// A key from a string value.
    public init(_ value: String) { text = value }

    /// A key from a literal.
    public init(stringLiteral value: String) { text = value }

    /// A key built from a literal with interpolations.
    public init(stringInterpolation: StringInterpolation) { text = stringInterpolation.output }

    /// The interpolations a localized string takes.
    public struct StringInterpolation: StringInterpolationProtocol {
        var output = ""

        /// Starts an interpolation.
        public init(literalCapacity: Int, interpolationCount: Int) {
            output.reserveCapacity(literalCapacity)
        }

        /// Appends literal text.
        public mutating func appendLiteral(_ literal: String) { output += literal }

        /// Appends a value as `String(describing:)` writes it.
        @_disfavoredOverload
        public mutating func appendInterpolation<T>(_ value: T) {
            output += String(describing: value)
        }

        /// Appends a number written with a `printf` specifier (`"%.2f"`).
        public mutating func appendInterpolation<T: CVarArg>(_ value: T, specifier: String) {
            output += String(format: specifier, value)
        }

        /// Appends a value written by a format style.
        public mutating func appendInterpolation<F: FormatStyle>(
            _ input: F.FormatInput, format: F
        ) where F.FormatOutput == String {
            output += format.format(input)
        }

        /// Appends a text's content.
        public mutating func appendInterpolation(_ text: Text) { output += text.content }
    }
}

extension Text {
    /// Shows the text of `key` (Canopy's key is its text: there are no string tables).
    public init(
        _ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil,
        comment: StaticString? = nil
    ) {
        self.init(verbatim: key.text)
    }

    /// Shows `input` written by `format`.
    public init<F: FormatStyle>(_ input: F.FormatInput, format: F)
    where F.FormatInput: Equatable, F.FormatOutput == String {
        self.init(verbatim: format.format(input))
    }
}

extension Text {
    /// How a date is shown.
    public struct DateStyle: Sendable, Hashable {
        let name: String
        /// The time of day (`9:41 AM`).
        public static let time = DateStyle(name: "time")
        /// The day (`January 9, 2007`).
        public static let date = DateStyle(name: "date")
        /// The time from now, counting (SwiftUI updates it live).
        public static let relative = DateStyle(name: "relative")
        /// The offset from now (`+2 hours`).
        public static let offset = DateStyle(name: "offset")
        /// A running timer.
        public static let timer = DateStyle(name: "timer")
    }

    /// Shows `date` in `style`. Days and times are written in UTC with the `en_US` calendar,
    /// so output never depends on the machine (D6). The live styles (`relative`, `offset`,
    /// `timer`) would change every second in SwiftUI; Canopy shows the date they count from.
    public init(_ date: Date, style: DateStyle) {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        switch style.name {
        case "time": formatter.dateFormat = "h:mm a"
        case "date": formatter.dateFormat = "MMMM d, yyyy"
        default: formatter.dateFormat = "yyyy-MM-dd HH:mm:ss"
        }
        let text = formatter.string(from: date)
        self.init(
            verbatim: ["time", "date"].contains(style.name) ? text : "\(style.name) from \(text)")
    }
}
