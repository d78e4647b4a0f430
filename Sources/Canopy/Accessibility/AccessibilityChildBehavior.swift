/// What ``View/accessibilityElement(children:)`` does with the elements its content
/// contributes (A10–A12).
public struct AccessibilityChildBehavior: Hashable, Sendable {
    enum Kind: Hashable, Sendable { case ignore, combine, contain }
    let kind: Kind

    /// One new element with no properties; the children's elements are hidden (A10).
    public static let ignore = AccessibilityChildBehavior(kind: .ignore)
    /// One new element merging the properties of the non-hidden children (A11, D42, D43).
    public static let combine = AccessibilityChildBehavior(kind: .combine)
    /// The children stay elements, inside a container visited as a whole (A12).
    public static let contain = AccessibilityChildBehavior(kind: .contain)
}

extension AccessibilityChildBehavior: CustomStringConvertible {
    /// `.combine`.
    public var description: String { ".\(kind)" }
}
