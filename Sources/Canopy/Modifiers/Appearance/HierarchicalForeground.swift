/// `foregroundStyle` with two or three levels: the primary style is the foreground text and
/// symbols are drawn in (as the one-style form writes it); the secondary and tertiary levels are
/// kept with it for hierarchical styles (SwiftUI's `.secondary` and `.tertiary` as shape
/// styles, which Canopy does not have yet).
extension View {
    /// Sets the primary and secondary foreground styles of this view and below (flows down).
    public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle>(_ primary: S1, _ secondary: S2)
        -> some View
    {
        hierarchicalForeground([AnyShapeStyle(primary), AnyShapeStyle(secondary)])
    }

    /// Sets the primary, secondary and tertiary foreground styles of this view and below
    /// (flows down).
    public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle, S3: ShapeStyle>(
        _ primary: S1, _ secondary: S2, _ tertiary: S3
    ) -> some View {
        hierarchicalForeground(
            [AnyShapeStyle(primary), AnyShapeStyle(secondary), AnyShapeStyle(tertiary)])
    }

    private func hierarchicalForeground(_ styles: [AnyShapeStyle]) -> some View {
        environmentValue(
            \.foregroundStyles, styles,
            printed: ".foregroundStyle(" + styles.map(\.attributeArgument).joined(separator: ", ")
                + ")"
        )
        .environmentValue(\.foregroundStyle, styles[0], printed: "")
    }
}

struct ForegroundStylesKey: EnvironmentKey { static let defaultValue: [AnyShapeStyle] = [] }

extension EnvironmentValues {
    /// The foreground styles by level (primary first) set with the hierarchical
    /// `foregroundStyle`; empty when none is. (Private in SwiftUI.)
    var foregroundStyles: [AnyShapeStyle] {
        get { self[ForegroundStylesKey.self] }
        set { self[ForegroundStylesKey.self] = newValue }
    }
}
