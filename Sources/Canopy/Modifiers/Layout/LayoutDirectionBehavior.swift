/// `layoutDirectionBehavior(_:)`: whether a view mirrors in a right-to-left layout (semantic:
/// the views below are laid out in the direction the behaviour resolves to, G19).
extension View {
    /// Sets whether this view mirrors: `.fixed` lays it out left to right in any layout
    /// direction; `.mirrors(in: direction)` mirrors it when the layout direction is
    /// `direction`; `.mirrors` is `.mirrors(in: .rightToLeft)`, the default.
    public func layoutDirectionBehavior(_ behavior: LayoutDirectionBehavior) -> some View {
        environmentValue(
            \.layoutDirection, .leftToRight,
            printed: ".layoutDirectionBehavior(\(behavior))",
            combine: { inherited, _ in behavior.direction(in: inherited) })
    }
}

/// Whether a view mirrors with the layout direction.
public enum LayoutDirectionBehavior: Sendable, Hashable, CustomStringConvertible {
    /// Never mirrors: laid out left to right.
    case fixed
    /// Mirrors when the layout direction is `direction`.
    case mirrors(in: LayoutDirection)

    /// Mirrors when the layout direction is right to left (the default).
    public static var mirrors: LayoutDirectionBehavior { .mirrors(in: .rightToLeft) }

    /// The direction a view with this behaviour is laid out in, inside `inherited`.
    func direction(in inherited: LayoutDirection) -> LayoutDirection {
        switch self {
        case .fixed: .leftToRight
        case .mirrors(let direction): inherited == direction ? .rightToLeft : .leftToRight
        }
    }

    /// `.fixed`, `.mirrors(in: .leftToRight)`.
    public var description: String {
        switch self {
        case .fixed: ".fixed"
        case .mirrors(let direction): ".mirrors(in: .\(direction.rawValue))"
        }
    }
}
