/// A reusable change to a view: its ``body(content:)`` receives the view it modifies as
/// ``Content`` and returns the modified view.
///
/// A modifier may declare dynamic properties (`@Environment`, `@State`, …); they are installed
/// per modified view, exactly as for a view's own properties.
///
///     struct Boxed: ViewModifier {
///         @Environment(\.colorScheme) private var scheme
///         func body(content: Content) -> some View {
///             content.padding().background(scheme == .dark ? Color.black : Color.white)
///         }
///     }
@MainActor @preconcurrency
public protocol ViewModifier {
    /// The type of view the modifier produces.
    associatedtype Body: View

    /// The view being modified, as it appears inside ``body(content:)``.
    typealias Content = _ViewModifier_Content<Self>

    /// Builds the modified view from `content`.
    @ViewBuilder @MainActor @preconcurrency func body(content: Self.Content) -> Self.Body

    /// Canopy's graph hook for `content.modifier(self)`. Do not implement it.
    @MainActor static func _makeModifiedNode<Wrapped: View>(_ view: ModifiedContent<Wrapped, Self>)
        -> _ViewNode
}

extension ViewModifier {
    /// The default hook: evaluates ``body(content:)`` like a view's body.
    @MainActor public static func _makeModifiedNode<Wrapped: View>(
        _ view: ModifiedContent<Wrapped, Self>
    )
        -> _ViewNode
    {
        CustomModifierNode(view)
    }
}

extension ViewModifier {
    /// Returns a modifier that applies `self` and then `modifier` outside it.
    public func concat<T: ViewModifier>(_ modifier: T) -> ModifiedContent<Self, T> {
        ModifiedContent(content: self, modifier: modifier)
    }
}

/// A view (or modifier) with a modifier applied to it.
nonisolated public struct ModifiedContent<Content, Modifier> {
    /// The modified value.
    public var content: Content
    /// The modifier applied to it.
    public var modifier: Modifier

    /// Applies `modifier` to `content`.
    @inlinable public init(content: Content, modifier: Modifier) {
        self.content = content
        self.modifier = modifier
    }
}

extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
    /// Built by the runtime from the modifier's body or hook.
    public var body: Never { fatalError("ModifiedContent has no body") }

    /// Lets the modifier choose the node (its body, or a built-in hook).
    @MainActor public static func _makeNode(_ view: Self) -> _ViewNode {
        Modifier._makeModifiedNode(view)
    }
}

extension ModifiedContent: ViewModifier where Content: ViewModifier, Modifier: ViewModifier {
    /// Applies both modifiers: `content` innermost, then `modifier`.
    @MainActor public func body(content: _ViewModifier_Content<Self>) -> some View {
        content.modifier(self.content).modifier(self.modifier)
    }
}

extension ModifiedContent: Equatable where Content: Equatable, Modifier: Equatable {}

extension View {
    /// Applies `modifier` to this view.
    @inlinable public func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T> {
        ModifiedContent(content: self, modifier: modifier)
    }
}

/// The view a modifier modifies, as seen from its ``ViewModifier/body(content:)``: wherever the
/// body places it, the modified view is mounted there.
nonisolated public struct _ViewModifier_Content<Modifier: ViewModifier>: View {
    public typealias Body = Never
    weak var owner: ModifierContentSource?
    let generation: Int

    /// Mounts the modified view in place of the placeholder.
    @MainActor public static func _makeNode(_ view: Self) -> _ViewNode {
        ModifierContentNode(view)
    }
}

extension _ViewModifier_Content: Equatable {
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.owner === rhs.owner && lhs.generation == rhs.generation
    }
}
