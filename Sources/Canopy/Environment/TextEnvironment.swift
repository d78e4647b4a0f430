import Foundation

/// How lines of text line up with each other.
public enum TextAlignment: String, Sendable, Hashable, CaseIterable {
    case leading, center, trailing
}

extension Text {
    /// Where a line too long for its space is cut.
    public enum TruncationMode: String, Sendable, Hashable {
        case head, middle, tail
    }

    /// A case text is shown in, whatever case it was written in.
    public enum Case: String, Sendable, Hashable {
        case uppercase, lowercase
    }
}

struct LineLimitKey: EnvironmentKey { static let defaultValue: Int? = nil }
struct LineSpacingKey: EnvironmentKey { static let defaultValue: CGFloat = 0 }
struct MultilineTextAlignmentKey: EnvironmentKey {
    static let defaultValue = TextAlignment.leading
}
struct TruncationModeKey: EnvironmentKey { static let defaultValue = Text.TruncationMode.tail }
struct AllowsTighteningKey: EnvironmentKey { static let defaultValue = false }
struct MinimumScaleFactorKey: EnvironmentKey { static let defaultValue: CGFloat = 1 }
struct TextCaseKey: EnvironmentKey { static let defaultValue: Text.Case? = nil }

extension EnvironmentValues {
    /// The most lines text below this point takes; `nil` (the default) for as many as it
    /// needs. Set with `lineLimit(_:)`.
    public var lineLimit: Int? {
        get { self[LineLimitKey.self] }
        set { self[LineLimitKey.self] = newValue }
    }

    /// The space between lines of text below this point; 0 by default.
    public var lineSpacing: CGFloat {
        get { self[LineSpacingKey.self] }
        set { self[LineSpacingKey.self] = newValue }
    }

    /// How lines of multiline text line up; `.leading` by default.
    public var multilineTextAlignment: TextAlignment {
        get { self[MultilineTextAlignmentKey.self] }
        set { self[MultilineTextAlignmentKey.self] = newValue }
    }

    /// Where text too long for its space is cut; `.tail` by default.
    public var truncationMode: Text.TruncationMode {
        get { self[TruncationModeKey.self] }
        set { self[TruncationModeKey.self] = newValue }
    }

    /// Whether text may squeeze its letters together to fit; `false` by default.
    public var allowsTightening: Bool {
        get { self[AllowsTighteningKey.self] }
        set { self[AllowsTighteningKey.self] = newValue }
    }

    /// How far text may shrink to fit, from 0 to 1; 1 (no shrinking) by default.
    public var minimumScaleFactor: CGFloat {
        get { self[MinimumScaleFactorKey.self] }
        set { self[MinimumScaleFactorKey.self] = newValue }
    }

    /// The case text below this point is shown in; `nil` (as written) by default.
    public var textCase: Text.Case? {
        get { self[TextCaseKey.self] }
        set { self[TextCaseKey.self] = newValue }
    }
}

extension View {
    /// Limits text in this view and below to `number` lines (flows down; readable as
    /// `@Environment(\.lineLimit)`).
    public func lineLimit(_ number: Int?) -> some View {
        environmentValue(
            \.lineLimit, number, printed: ".lineLimit(\(number.map(String.init) ?? "nil"))")
    }

    /// Sets the space between lines of text in this view and below (flows down).
    public func lineSpacing(_ lineSpacing: CGFloat) -> some View {
        environmentValue(\.lineSpacing, lineSpacing, call: "lineSpacing")
    }

    /// Sets how lines of multiline text in this view and below line up (flows down).
    public func multilineTextAlignment(_ alignment: TextAlignment) -> some View {
        environmentValue(\.multilineTextAlignment, alignment, call: "multilineTextAlignment")
    }

    /// Sets where text in this view and below is cut when too long (flows down).
    public func truncationMode(_ mode: Text.TruncationMode) -> some View {
        environmentValue(\.truncationMode, mode, call: "truncationMode")
    }

    /// Lets text in this view and below squeeze its letters to fit (flows down).
    public func allowsTightening(_ flag: Bool) -> some View {
        environmentValue(\.allowsTightening, flag, printed: ".allowsTightening(\(flag))")
    }

    /// Lets text in this view and below shrink to `factor` of its size to fit (flows down).
    public func minimumScaleFactor(_ factor: CGFloat) -> some View {
        environmentValue(\.minimumScaleFactor, factor, call: "minimumScaleFactor")
    }

    /// Shows text in this view and below in `textCase`, or as written with `nil` (flows down).
    public func textCase(_ textCase: Text.Case?) -> some View {
        environmentValue(\.textCase, textCase, call: "textCase")
    }
}

extension TextAlignment: AttributeArgument {
    var attributeArgument: String { "." + rawValue }
}

extension Text.TruncationMode: AttributeArgument {
    var attributeArgument: String { "." + rawValue }
}

extension Text.Case: AttributeArgument {
    var attributeArgument: String { "." + rawValue }
}
