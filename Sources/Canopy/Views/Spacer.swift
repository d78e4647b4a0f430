/// Flexible space in a stack.
nonisolated public struct Spacer: View, Equatable, Sendable, LeafPrimitive {
    /// Drawn by the runtime: a primitive view has no body.
    public typealias Body = Never
    let minLength: CGFloat?

    /// Creates a spacer, optionally with a minimum length.
    public init(minLength: CGFloat? = nil) { self.minLength = minLength }

    static var screenRole: ScreenRole { .blank }
    func renderTitle() -> String {
        minLength.map { "Spacer minLength:\(ValueFormatter.format($0))" } ?? "Spacer"
    }
}

/// A thin line separating content.
nonisolated public struct Divider: View, Equatable, Sendable, LeafPrimitive {
    /// Drawn by the runtime: a primitive view has no body.
    public typealias Body = Never

    /// Creates a divider.
    public init() {}

    static var screenRole: ScreenRole { .rule }
    func renderTitle() -> String { "Divider" }
}
