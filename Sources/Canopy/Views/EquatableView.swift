/// A view that re-evaluates its content only when the content is not `==` to what it was:
/// `MyView(model: m).equatable()`. The runtime compares an `Equatable` view with `==` (its
/// own comparison, not field by field), so wrapping the content makes the content's `==`
/// decide whether its body runs again, as in SwiftUI.
nonisolated public struct EquatableView<Content: View & Equatable>: View, Equatable {
    /// The view compared with `==`.
    public var content: Content

    /// Wraps `content`, compared with its `==`.
    public init(content: Content) { self.content = content }

    /// The content.
    public var body: Content { content }
}

extension View where Self: Equatable {
    /// Wraps this view in an ``EquatableView``: its body runs again only when the new value is
    /// not `==` to the old one.
    public func equatable() -> EquatableView<Self> { EquatableView(content: self) }
}
