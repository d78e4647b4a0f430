/// Sets the default font for text in the modified subtree, through the `font` environment value.
nonisolated struct _FontModifier: ViewModifier, PrimitiveModifier, Equatable,
    EnvironmentWritingModifier
{
    public typealias Body = Never
    let font: Font?

    func writeEnvironment(_ environment: inout EnvironmentValues) { environment.font = font }

    @MainActor func renderAttributes(into attributes: inout [String], node: ModifierNode) {
        attributes.append(".font(\(font.map { "\($0)" } ?? "nil"))")
    }
}

extension View {
    /// Sets the default font for text in this view and below (flows down like the environment).
    public func font(_ font: Font?) -> some View { modifier(_FontModifier(font: font)) }
}
