import Foundation

/// The direction text and horizontal layouts run in.
public enum LayoutDirection: String, Sendable, Hashable, CaseIterable {
    case leftToRight, rightToLeft
}

/// The size text is drawn at, as chosen in the system's settings.
public enum DynamicTypeSize: String, Sendable, Hashable, CaseIterable, Comparable {
    case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
    case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5

    /// Whether the size is one of the accessibility sizes.
    public var isAccessibilitySize: Bool { self >= .accessibility1 }

    /// Whether `lhs` is a smaller size than `rhs`.
    public static func < (lhs: Self, rhs: Self) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}

/// Why content is shown as a placeholder.
public struct RedactionReasons: OptionSet, Sendable, Hashable {
    /// The reasons' bits.
    public let rawValue: Int
    /// Creates reasons from their bits.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Content shown as a placeholder while the real content loads.
    public static let placeholder = RedactionReasons(rawValue: 1 << 0)
    /// Content hidden because it is private.
    public static let privacy = RedactionReasons(rawValue: 1 << 1)
    /// Content hidden because the view is not current (a widget).
    public static let invalidated = RedactionReasons(rawValue: 1 << 2)
}

/// How prominent a section's header is.
public enum Prominence: String, Sendable, Hashable {
    case standard, increased
}

struct LayoutDirectionKey: EnvironmentKey { static let defaultValue = LayoutDirection.leftToRight }
struct DynamicTypeSizeKey: EnvironmentKey { static let defaultValue = DynamicTypeSize.large }
struct RedactionReasonsKey: EnvironmentKey { static let defaultValue: RedactionReasons = [] }
struct HeaderProminenceKey: EnvironmentKey { static let defaultValue = Prominence.standard }
struct LabelsHiddenKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
    /// The direction text and horizontal layouts run in below this point; left to right by
    /// default. Write it with `.environment(\.layoutDirection, .rightToLeft)`.
    public var layoutDirection: LayoutDirection {
        get { self[LayoutDirectionKey.self] }
        set { self[LayoutDirectionKey.self] = newValue }
    }

    /// The text size below this point; `.large` by default.
    public var dynamicTypeSize: DynamicTypeSize {
        get { self[DynamicTypeSizeKey.self] }
        set { self[DynamicTypeSizeKey.self] = newValue }
    }

    /// Why views below this point show placeholders; empty by default.
    public var redactionReasons: RedactionReasons {
        get { self[RedactionReasonsKey.self] }
        set { self[RedactionReasonsKey.self] = newValue }
    }

    /// How prominent section headers below this point are; `.standard` by default.
    public var headerProminence: Prominence {
        get { self[HeaderProminenceKey.self] }
        set { self[HeaderProminenceKey.self] = newValue }
    }

    /// Whether controls below this point hide their labels (SwiftUI keeps it private).
    var labelsHidden: Bool {
        get { self[LabelsHiddenKey.self] }
        set { self[LabelsHiddenKey.self] = newValue }
    }
}

extension View {
    /// Sets the text size in this view and below (flows down).
    public func dynamicTypeSize(_ size: DynamicTypeSize) -> some View {
        environmentValue(\.dynamicTypeSize, size, call: "dynamicTypeSize")
    }

    /// Shows this view and the views below as placeholders for `reason`, added to the reasons
    /// set above (flows down).
    public func redacted(reason: RedactionReasons) -> some View {
        environmentValue(
            \.redactionReasons, reason, printed: ".redacted(reason: \(reason.attributeArgument))",
            combine: { inherited, reason in inherited.union(reason) })
    }

    /// Shows this view and the views below unredacted, whatever was set above (flows down).
    public func unredacted() -> some View {
        environmentValue(\.redactionReasons, [], printed: ".unredacted")
    }

    /// Sets how prominent section headers in this view and below are (flows down).
    public func headerProminence(_ prominence: Prominence) -> some View {
        environmentValue(\.headerProminence, prominence, call: "headerProminence")
    }

    /// Hides the labels of controls in this view and below; they still name the controls for
    /// accessibility and for ``ViewHost`` (flows down).
    public func labelsHidden() -> some View {
        environmentValue(\.labelsHidden, true, printed: ".labelsHidden")
    }
}

extension DynamicTypeSize: AttributeArgument {
    var attributeArgument: String { "." + rawValue }
}

extension Prominence: AttributeArgument {
    var attributeArgument: String { "." + rawValue }
}

extension RedactionReasons: AttributeArgument {
    var attributeArgument: String {
        var names: [String] = []
        if contains(.placeholder) { names.append(".placeholder") }
        if contains(.privacy) { names.append(".privacy") }
        if contains(.invalidated) { names.append(".invalidated") }
        return names.count == 1 ? names[0] : "[" + names.joined(separator: ", ") + "]"
    }
}
