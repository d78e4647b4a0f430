import CanopyRuntimeShims
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

        /// Appends a floating-point number as SwiftUI does: `%lf`, six decimals (`0.500000`).
        public mutating func appendInterpolation(_ value: Double) {
            output += String(format: "%lf", value)
        }

        /// Appends a floating-point number as SwiftUI does: `%f`, six decimals.
        public mutating func appendInterpolation(_ value: Float) {
            output += String(format: "%f", Double(value))
        }

        /// Appends a floating-point number as SwiftUI does: `%lf`, six decimals.
        public mutating func appendInterpolation(_ value: CGFloat) {
            output += String(format: "%lf", Double(value))
        }

        /// Appends an image inline: its name in brackets (`[star]`).
        public mutating func appendInterpolation(_ image: Image) {
            output += "[\(image.name)]"
        }

        /// Appends a date in `style` (see ``Text/init(_:style:)``).
        public mutating func appendInterpolation(_ date: Date, style: Text.DateStyle) {
            output += Text(date, style: style).content
        }

        /// Appends a number written with a `printf` specifier (`"%.2f"`).
        public mutating func appendInterpolation<T: CVarArg>(_ value: T, specifier: String) {
            output += String(format: specifier, value)
        }

        /// Appends a value written by a format style, in the environment's locale (D6).
        public mutating func appendInterpolation<F: FormatStyle>(
            _ input: F.FormatInput, format: F
        ) where F.FormatOutput == String {
            output += FormattingContext.format(input, format)
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

    /// Shows `input` written by `format`, in the environment's locale (D6).
    public init<F: FormatStyle>(_ input: F.FormatInput, format: F)
    where F.FormatInput: Equatable, F.FormatOutput == String {
        self.init(verbatim: FormattingContext.format(input, format))
    }
}

extension Text {
    /// How a date is shown.
    public struct DateStyle: Sendable, Hashable {
        /// Which style it is: what the text shows is decided by the case, and the raw value
        /// is only ever printed (`relative from …`).
        enum Kind: String, Sendable {
            case time, date, relative, offset, timer
        }
        let kind: Kind
        /// The time of day (`9:41 AM`).
        public static let time = DateStyle(kind: .time)
        /// The day (`January 9, 2007`).
        public static let date = DateStyle(kind: .date)
        /// The time from now, counting (SwiftUI updates it live).
        public static let relative = DateStyle(kind: .relative)
        /// The offset from now (`+2 hours`).
        public static let offset = DateStyle(kind: .offset)
        /// A running timer.
        public static let timer = DateStyle(kind: .timer)
    }

    /// Shows `date` in `style`. Days and times are written in UTC with the `en_US` calendar,
    /// so output never depends on the machine (D6). The live styles (`relative`, `offset`,
    /// `timer`) would change every second in SwiftUI; Canopy shows the date they count from.
    public init(_ date: Date, style: DateStyle) {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        switch style.kind {
        case .time: formatter.dateFormat = "h:mm a"
        case .date: formatter.dateFormat = "MMMM d, yyyy"
        case .relative, .offset, .timer: formatter.dateFormat = "yyyy-MM-dd HH:mm:ss"
        }
        let text = formatter.string(from: date)
        switch style.kind {
        case .time, .date: self.init(verbatim: text)
        case .relative, .offset, .timer: self.init(verbatim: "\(style.kind.rawValue) from \(text)")
        }
    }
}

/// Where formatted text takes its locale and time zone: the view whose body is being evaluated
/// (its environment's locale, which it then depends on), else `en_US`; dates in UTC. So a run
/// never depends on the machine's settings (D6).
enum FormattingContext {
    static func format<F: FormatStyle>(_ input: F.FormatInput, _ format: F) -> String
    where F.FormatOutput == String {
        let locale = currentLocale()
        if var dateStyle = format as? Date.FormatStyle, let date = input as? Date {
            dateStyle.timeZone = TimeZone(identifier: "UTC") ?? dateStyle.timeZone
            return dateStyle.locale(locale).format(date)
        }
        return format.locale(locale).format(input)
    }

    static func currentLocale() -> Locale {
        // On the main actor (where bodies run: not always the main thread), the view being
        // evaluated decides; anywhere else there is no view to ask.
        let executor = unsafeBitCast(
            MainActor.sharedUnownedExecutor, to: (UnsafeRawPointer?, UInt).self)
        guard canopy_is_current_executor(executor.0, executor.1) else {
            return Locale(identifier: "en_US")
        }
        return MainActor.assumeIsolated {
            ViewGraph.currentTrackingNode?.readEnvironment { $0.locale }
                ?? Locale(identifier: "en_US")
        }
    }
}

extension String.StringInterpolation {
    /// Appends a number written with a `printf` specifier, as `Text` literals can: so a control
    /// titled by a plain string (`Stepper("Tip: \(tip, specifier: "%.0f")%", …)`) builds too.
    public mutating func appendInterpolation<T: CVarArg>(_ value: T, specifier: String) {
        appendLiteral(String(format: specifier, value))
    }

    /// Appends a value written by a format style, in the environment's locale.
    public mutating func appendInterpolation<F: FormatStyle>(_ input: F.FormatInput, format: F)
    where F.FormatOutput == String {
        appendLiteral(FormattingContext.format(input, format))
    }
}
