import Foundation

// Formatting shared by the app and focus scenarios' step tables.

/// A step's duration in milliseconds, or microseconds below one millisecond.
func formatStep(_ duration: Duration) -> String {
    let seconds =
        Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
    if seconds >= 1e-3 { return String(format: "%.1f ms", seconds * 1e3) }
    return String(format: "%.1f µs", seconds * 1e6)
}

extension String {
    /// The string right-aligned in `width` columns.
    func leftPadded(_ width: Int) -> String {
        count >= width ? self : String(repeating: " ", count: width - count) + self
    }
}
