/// How a list is drawn: SwiftUI's list style types (built-in values only; their requirements
/// are private). The style flows down the environment to every list below it.
public protocol ListStyle: Sendable {}

/// The platform's default list style.
public struct DefaultListStyle: ListStyle {
    /// The default style.
    public init() {}
}

/// Rows without insets or grouping.
public struct PlainListStyle: ListStyle {
    /// The plain style.
    public init() {}
}

/// Sections as groups set apart from each other.
public struct GroupedListStyle: ListStyle {
    /// The grouped style.
    public init() {}
}

/// Groups inset from the edges, with rounded corners (iOS).
public struct InsetGroupedListStyle: ListStyle {
    /// The inset grouped style.
    public init() {}
}

/// Rows inset from the edges.
public struct InsetListStyle: ListStyle {
    /// The inset style.
    public init() {}
}

/// A sidebar's list, with collapsible sections.
public struct SidebarListStyle: ListStyle {
    /// The sidebar style.
    public init() {}
}

/// Rows with alternating backgrounds or a border (macOS).
public struct BorderedListStyle: ListStyle {
    /// The bordered style.
    public init() {}
}

extension ListStyle where Self == DefaultListStyle {
    /// The platform's default list style.
    public static var automatic: DefaultListStyle { DefaultListStyle() }
}

extension ListStyle where Self == PlainListStyle {
    /// Rows without insets or grouping.
    public static var plain: PlainListStyle { PlainListStyle() }
}

extension ListStyle where Self == GroupedListStyle {
    /// Sections as groups.
    public static var grouped: GroupedListStyle { GroupedListStyle() }
}

extension ListStyle where Self == InsetGroupedListStyle {
    /// Inset, rounded groups.
    public static var insetGrouped: InsetGroupedListStyle { InsetGroupedListStyle() }
}

extension ListStyle where Self == InsetListStyle {
    /// Inset rows.
    public static var inset: InsetListStyle { InsetListStyle() }
}

extension ListStyle where Self == SidebarListStyle {
    /// A sidebar.
    public static var sidebar: SidebarListStyle { SidebarListStyle() }
}

extension ListStyle where Self == BorderedListStyle {
    /// A bordered list.
    public static var bordered: BorderedListStyle { BorderedListStyle() }
}

extension View {
    /// Sets the style of lists in this view and below (flows **down**; the innermost wins).
    /// Printed as `.listStyle(.insetGrouped)` whichever spelling the code uses.
    public func listStyle<S: ListStyle>(_ style: S) -> some View {
        builtInStyle(
            ListStyleKey.self, modifier: "listStyle", style: S.self,
            named: styleName(of: S.self, suffix: "ListStyle"))
    }
}

struct ListStyleKey: EnvironmentKey, RuntimeEnvironmentKey {
    static let defaultValue = StyleStack()
}
