/// Something a shape can be filled with, or text drawn in: a ``Color`` here.
public protocol ShapeStyle: Sendable {}

/// A type-erased shape style: what modifiers that take any style keep, equal to another when
/// both wrap equal `Hashable` styles (colours are), otherwise when they print the same.
public struct AnyShapeStyle: ShapeStyle, Equatable, CustomStringConvertible {
    // Read on the main actor only, where modifiers are applied and rendered.
    nonisolated(unsafe) let hashable: AnyHashable?
    /// The wrapped style as rendered text (`red`).
    public let description: String

    /// Erases `style`'s type.
    public init<S: ShapeStyle>(_ style: S) {
        if let erased = style as? AnyShapeStyle {
            self = erased
            return
        }
        hashable = (style as? any Hashable).map { AnyHashable($0) }
        description = "\(style)"
    }

    /// Two styles are equal when the styles they wrap are (or, for styles that are not
    /// `Hashable`, when they print the same).
    public static func == (lhs: Self, rhs: Self) -> Bool {
        if let left = lhs.hashable, let right = rhs.hashable { return left == right }
        return lhs.description == rhs.description
    }
}

extension AnyShapeStyle: AttributeArgument {
    var attributeArgument: String { description }
}
