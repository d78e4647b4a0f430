/// How a list's rows and sections look: backgrounds, separators, tints, spacing, the section
/// index. Recorded on the row's line (Canopy's list draws rows as lines of text, with no
/// separators, backgrounds or tints); `listRowInsets` is applied by layout
/// (`ListRowInsets.swift`).
extension View {
    /// Draws `view` behind this row of a list (recorded).
    public func listRowBackground<V: View>(_ view: V?) -> some View {
        recorded("listRowBackground", ["_": view.map { Spelled(Self.viewArgument($0)) } as Any])
    }

    /// Shows or hides this row's separators on `edges` (recorded).
    public func listRowSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all)
        -> some View
    {
        recorded("listRowSeparator", ["_": visibility, "edges": edges])
    }

    /// Tints this row's separators on `edges` (recorded).
    public func listRowSeparatorTint(_ color: Color?, edges: VerticalEdge.Set = .all)
        -> some View
    {
        recorded("listRowSeparatorTint", ["_": color as Any, "edges": edges])
    }

    /// Shows or hides this section's separators on `edges` (recorded).
    public func listSectionSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all)
        -> some View
    {
        recorded("listSectionSeparator", ["_": visibility, "edges": edges])
    }

    /// Tints this section's separators on `edges` (recorded).
    public func listSectionSeparatorTint(_ color: Color?, edges: VerticalEdge.Set = .all)
        -> some View
    {
        recorded("listSectionSeparatorTint", ["_": color as Any, "edges": edges])
    }

    /// Tints the rows of this list item (a sidebar's icons; recorded).
    public func listItemTint(_ tint: ListItemTint?) -> some View {
        recorded("listItemTint", ["_": tint as Any])
    }

    /// Tints the rows of this list item with `color` (recorded).
    public func listItemTint(_ tint: Color?) -> some View {
        recorded("listItemTint", ["_": tint as Any])
    }

    /// Alternates the backgrounds of the list's or table's rows (macOS; recorded).
    public func alternatingRowBackgrounds(
        _ behavior: AlternatingRowBackgroundBehavior = .enabled
    ) -> some View {
        recorded("alternatingRowBackgrounds", ["_": behavior], on: [.macOS])
    }

    /// Sets the spacing between the list's rows (iOS and iPadOS; recorded).
    public func listRowSpacing(_ spacing: CGFloat?) -> some View {
        recorded("listRowSpacing", ["_": spacing as Any], on: [.iOS, .iPadOS])
    }

    /// Sets the spacing between the list's sections (iOS and iPadOS; recorded).
    public func listSectionSpacing(_ spacing: ListSectionSpacing) -> some View {
        recorded("listSectionSpacing", ["_": spacing], on: [.iOS, .iPadOS])
    }

    /// Sets the spacing between the list's sections, in points (recorded).
    public func listSectionSpacing(_ spacing: CGFloat) -> some View {
        recorded("listSectionSpacing", ["_": spacing], on: [.iOS, .iPadOS])
    }

    /// Sets the margins of the list's sections on `edges` (recorded).
    public func listSectionMargins(_ edges: Edge.Set = .all, _ length: CGFloat?) -> some View {
        recorded("listSectionMargins", ["_": edges, "_": length as Any])
    }

    /// Shows or hides the list's section index (iOS; recorded).
    public func listSectionIndexVisibility(_ visibility: Visibility) -> some View {
        recorded("listSectionIndexVisibility", ["_": visibility], on: [.iOS, .iPadOS])
    }

    /// Sets the label of this section in the list's section index (recorded).
    public func sectionIndexLabel(_ label: Text?) -> some View {
        recorded("sectionIndexLabel", ["_": label?.content as Any], on: [.iOS, .iPadOS])
    }

    /// Sets the label of this section in the list's section index (recorded).
    @_disfavoredOverload
    public func sectionIndexLabel<S: StringProtocol>(_ label: S) -> some View {
        recorded("sectionIndexLabel", ["_": String(label)], on: [.iOS, .iPadOS])
    }

    /// Sets the label of this section in the list's section index (recorded).
    public func sectionIndexLabel(_ labelKey: LocalizedStringKey) -> some View {
        recorded("sectionIndexLabel", ["_": labelKey.text], on: [.iOS, .iPadOS])
    }

    /// Adds the actions `content` builds to this section's header (recorded).
    public func sectionActions<Content: View>(@ViewBuilder content: () -> Content) -> some View {
        recorded("sectionActions", ["content": RecordedCode()])
    }

    /// Shows or hides the table's column headers (recorded: Canopy has no `Table`).
    public func tableColumnHeaders(_ visibility: Visibility) -> some View {
        recorded("tableColumnHeaders", ["_": visibility], on: [.macOS, .iPadOS])
    }

    /// Sets the platter colour of this row (watchOS, deprecated; recorded: Canopy has no
    /// watchOS, so it reports the modifier unavailable).
    public func listRowPlatterColor(_ color: Color?) -> some View {
        recorded("listRowPlatterColor", ["_": color as Any], on: [])
    }

    /// A view passed as an argument, as printed: a colour by its name, another view by its
    /// type.
    static func viewArgument<V: View>(_ view: V) -> String {
        (view as? Color).map { "\($0)" } ?? displayName(of: V.self)
    }
}

/// How a list item is tinted.
public struct ListItemTint: Sendable, Hashable, AttributeArgument {
    let text: String
    /// The tint `color`, which the system may override.
    public static func preferred(_ color: Color) -> ListItemTint {
        ListItemTint(text: ".preferred(\(color))")
    }
    /// The tint `color`, always.
    public static func fixed(_ color: Color) -> ListItemTint {
        ListItemTint(text: ".fixed(\(color))")
    }
    /// The monochrome tint.
    public static let monochrome = ListItemTint(text: ".monochrome")
    var attributeArgument: String { text }
}

/// Whether a list's rows alternate their backgrounds.
public struct AlternatingRowBackgroundBehavior: Sendable, Hashable, RecordedOption {
    let name: String
    /// The platform's behaviour.
    public static let automatic = AlternatingRowBackgroundBehavior(name: "automatic")
    /// Alternating.
    public static let enabled = AlternatingRowBackgroundBehavior(name: "enabled")
    /// Not alternating.
    public static let disabled = AlternatingRowBackgroundBehavior(name: "disabled")
}

/// The spacing between a list's sections.
public struct ListSectionSpacing: Sendable, Hashable, AttributeArgument {
    let text: String
    /// The platform's spacing.
    public static let `default` = ListSectionSpacing(text: ".default")
    /// Less spacing.
    public static let compact = ListSectionSpacing(text: ".compact")
    /// `spacing` points.
    public static func custom(_ spacing: CGFloat) -> ListSectionSpacing {
        ListSectionSpacing(text: ".custom(\(spacing.attributeArgument))")
    }
    var attributeArgument: String { text }
}
