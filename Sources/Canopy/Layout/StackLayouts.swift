/// The stacks as ``Layout``s (G38), for ``AnyLayout`` to switch between: `HStackLayout`
/// lays out as `HStack` does, and so on.

/// `HStack`'s layout: subviews side by side, leading to trailing (G7).
nonisolated public struct HStackLayout: Layout, BuiltInLayout, Sendable {
    /// The guide the subviews line up on.
    public var alignment: VerticalAlignment
    /// The space between subviews; `nil` for the default (D14).
    public var spacing: CGFloat?

    /// A horizontal stack layout.
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }

    /// A horizontal stack.
    public static var layoutProperties: LayoutProperties {
        var properties = LayoutProperties()
        properties.stackOrientation = .horizontal
        return properties
    }

    @MainActor var containerLayout: (any ContainerLayout)? {
        StackLayoutAlgorithm(axis: .horizontal, alignment: .vertical(alignment), spacing: spacing)
    }
}

/// `VStack`'s layout: subviews one above the other (G7).
nonisolated public struct VStackLayout: Layout, BuiltInLayout, Sendable {
    /// The guide the subviews line up on.
    public var alignment: HorizontalAlignment
    /// The space between subviews; `nil` for the default (D14).
    public var spacing: CGFloat?

    /// A vertical stack layout.
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }

    /// A vertical stack.
    public static var layoutProperties: LayoutProperties {
        var properties = LayoutProperties()
        properties.stackOrientation = .vertical
        return properties
    }

    @MainActor var containerLayout: (any ContainerLayout)? {
        StackLayoutAlgorithm(axis: .vertical, alignment: .horizontal(alignment), spacing: spacing)
    }
}

/// `ZStack`'s layout: subviews on top of each other, aligned (G11).
nonisolated public struct ZStackLayout: Layout, BuiltInLayout, Sendable {
    /// How the subviews line up.
    public var alignment: Alignment

    /// An overlaying stack layout.
    public init(alignment: Alignment = .center) {
        self.alignment = alignment
    }

    @MainActor var containerLayout: (any ContainerLayout)? {
        ZStackLayoutAlgorithm(alignment: alignment)
    }
}

/// The stack layouts' own methods are never called: their container runs Canopy's stack
/// algorithm (``BuiltInLayout``). They answer as that algorithm would, for code that calls
/// them directly (a layout composed of others).
extension BuiltInLayout {
    @MainActor func builtInSize(_ proposal: ProposedViewSize, _ subviews: LayoutSubviews) -> CGSize
    {
        containerLayout?.sizeThatFits(proposal, subviews: subviews.items, subviews.engine) ?? .zero
    }

    @MainActor func builtInPlace(
        _ bounds: CGRect, _ proposal: ProposedViewSize, _ subviews: LayoutSubviews
    ) {
        containerLayout?.placeSubviews(
            in: bounds, proposal: proposal, subviews: subviews.items, subviews.engine)
    }
}

extension HStackLayout {
    /// The stack's size for `proposal`, as its container computes it.
    @MainActor public func sizeThatFits(
        proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
    ) -> CGSize { builtInSize(proposal, subviews) }

    /// Places the subviews as the stack's container does.
    @MainActor public func placeSubviews(
        in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
    ) { builtInPlace(bounds, proposal, subviews) }
}

extension VStackLayout {
    /// The stack's size for `proposal`, as its container computes it.
    @MainActor public func sizeThatFits(
        proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
    ) -> CGSize { builtInSize(proposal, subviews) }

    /// Places the subviews as the stack's container does.
    @MainActor public func placeSubviews(
        in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
    ) { builtInPlace(bounds, proposal, subviews) }
}

extension ZStackLayout {
    /// The stack's size for `proposal`, as its container computes it.
    @MainActor public func sizeThatFits(
        proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
    ) -> CGSize { builtInSize(proposal, subviews) }

    /// Places the subviews as the stack's container does.
    @MainActor public func placeSubviews(
        in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
    ) { builtInPlace(bounds, proposal, subviews) }
}
