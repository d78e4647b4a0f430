/// The level of a heading, spoken alongside its text for `h1` through `h6` (A8). Set with
/// ``View/accessibilityHeading(_:)``; it does not add ``AccessibilityTraits/isHeader`` (D44).
public enum AccessibilityHeadingLevel: UInt, Sendable, Hashable {
    /// A heading of no particular level (the default).
    case unspecified
    /// Level 1.
    case h1
    /// Level 2.
    case h2
    /// Level 3.
    case h3
    /// Level 4.
    case h4
    /// Level 5.
    case h5
    /// Level 6.
    case h6
}
