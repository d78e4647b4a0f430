import Canopy

/// Arguments the CLI does not understand. The CLI prints the message and exits with status 2.
public struct UsageError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What was wrong, naming the valid choices.
    public let message: String

    /// An error with `message`.
    public init(_ message: String) { self.message = message }

    /// The message.
    public var description: String { message }
}

extension WindowSize {
    /// Parses `500x800` (or `500×800`); `nil` unless both sides are positive numbers.
    init?(parsing text: String) {
        let parts = text.split(whereSeparator: { $0 == "x" || $0 == "X" || $0 == "×" })
        guard parts.count == 2, let width = Double(parts[0]), let height = Double(parts[1]),
            width > 0, height > 0
        else { return nil }
        self.init(width: width, height: height)
    }
}
