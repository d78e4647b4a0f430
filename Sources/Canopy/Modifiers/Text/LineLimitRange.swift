/// `lineLimit` with space reserved and with ranges: text takes at most the upper bound of
/// lines, and its frame is at least as tall as the lower bound of lines (G20, D11), whatever it
/// holds, as SwiftUI reserves the space.
extension View {
    /// Limits text in this view and below to `limit` lines; with `reservesSpace`, text is as
    /// tall as `limit` lines even when shorter (semantic: layout).
    public func lineLimit(_ limit: Int, reservesSpace: Bool) -> some View {
        environmentValue(
            \.lineLimitRange, LineLimitRange(minimum: reservesSpace ? limit : nil, maximum: limit),
            printed: ".lineLimit(\(limit), reservesSpace: \(reservesSpace))")
    }

    /// Lets text in this view and below take from `limit.lowerBound` to `limit.upperBound`
    /// lines: as tall as the lower bound at least, cut after the upper (semantic: layout).
    public func lineLimit(_ limit: ClosedRange<Int>) -> some View {
        environmentValue(
            \.lineLimitRange,
            LineLimitRange(minimum: limit.lowerBound, maximum: limit.upperBound),
            printed: ".lineLimit(\(limit.lowerBound)...\(limit.upperBound))")
    }

    /// Lets text in this view and below take `limit.lowerBound` lines or more (semantic:
    /// layout).
    public func lineLimit(_ limit: PartialRangeFrom<Int>) -> some View {
        environmentValue(
            \.lineLimitRange, LineLimitRange(minimum: limit.lowerBound, maximum: nil),
            printed: ".lineLimit(\(limit.lowerBound)...)")
    }

    /// Lets text in this view and below take up to `limit.upperBound` lines (semantic:
    /// layout).
    public func lineLimit(_ limit: PartialRangeThrough<Int>) -> some View {
        environmentValue(
            \.lineLimitRange, LineLimitRange(minimum: nil, maximum: limit.upperBound),
            printed: ".lineLimit(...\(limit.upperBound))")
    }
}

/// The fewest lines text reserves space for and the most it takes.
struct LineLimitRange: Equatable, Sendable {
    var minimum: Int?
    var maximum: Int?
}

struct LineLimitMinimumKey: EnvironmentKey { static let defaultValue: Int? = nil }

extension LineLimitMinimumKey: LayoutAffectingKey {}

extension EnvironmentValues {
    /// The fewest lines text below this point is as tall as; `nil` for none. (Private in
    /// SwiftUI, which keeps the range behind `lineLimit`.)
    var lineLimitMinimum: Int? {
        get { self[LineLimitMinimumKey.self] }
        set { self[LineLimitMinimumKey.self] = newValue }
    }

    /// Both bounds at once, written by the range forms of `lineLimit`.
    var lineLimitRange: LineLimitRange {
        get { LineLimitRange(minimum: lineLimitMinimum, maximum: lineLimit) }
        set {
            lineLimitMinimum = newValue.minimum
            lineLimit = newValue.maximum
        }
    }
}
