/// A type that sizes and places a collection of views (G4): write `sizeThatFits` and
/// `placeSubviews`, then use the layout like a stack, `MyLayout { … }`. Proposals flow **down**
/// from the layout to its subviews, sizes flow **up** from them; values a subview sets with
/// `layoutValue(key:value:)` reach the layout one level up (G37).
///
///     struct Row: Layout {
///         func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
///             let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
///             return CGSize(width: sizes.map(\.width).reduce(0, +), height: sizes.map(\.height).max() ?? 0)
///         }
///         func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
///             var x = bounds.minX
///             for subview in subviews {
///                 subview.place(at: CGPoint(x: x, y: bounds.minY), proposal: .unspecified)
///                 x += subview.sizeThatFits(.unspecified).width
///             }
///         }
///     }
///
/// A layout is not lazy: it sees every subview. Its methods run on the main actor.
@MainActor
public protocol Layout {
    /// What the layout keeps between its calls (`Void` when it keeps nothing).
    associatedtype Cache = Void
    /// The subviews the layout arranges.
    typealias Subviews = LayoutSubviews

    /// What the layout is, for the containers around it: a stack's axis.
    static var layoutProperties: LayoutProperties { get }

    /// The size the layout chooses for `proposal`, given its subviews. It may be asked
    /// several times with different proposals; `.zero`, `.infinity` and `.unspecified` ask for
    /// its minimum, maximum and ideal sizes (G4).
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize

    /// Places each subview with ``LayoutSubview/place(at:anchor:proposal:)`` inside `bounds`,
    /// a region of a size ``sizeThatFits(proposal:subviews:cache:)`` returned, in window
    /// coordinates. A subview placed twice is where it was placed last; one never placed sits
    /// at the centre of `bounds`, proposed `proposal`.
    func placeSubviews(
        in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache)

    /// The layout's own value for a horizontal guide, in `bounds`; `nil` reports what its
    /// subviews set, combined as a stack combines them (G36).
    func explicitAlignment(
        of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
        subviews: Subviews, cache: inout Cache
    ) -> CGFloat?

    /// The layout's own value for a vertical guide, in `bounds`; `nil` reports what its
    /// subviews set (G36).
    func explicitAlignment(
        of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
        subviews: Subviews, cache: inout Cache
    ) -> CGFloat?

    /// The spacing the layout asks of its neighbours: by default its subviews' spacing
    /// together.
    func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing

    /// Makes the cache, once per container.
    func makeCache(subviews: Subviews) -> Cache

    /// Brings the cache up to date after the container or its subviews changed; by default
    /// makes it again.
    func updateCache(_ cache: inout Cache, subviews: Subviews)
}

extension Layout {
    /// Nothing known: not a stack.
    public static var layoutProperties: LayoutProperties { LayoutProperties() }

    /// The subviews' own values, combined (G36).
    public func explicitAlignment(
        of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
        subviews: Subviews, cache: inout Cache
    ) -> CGFloat? { nil }

    /// The subviews' own values, combined (G36).
    public func explicitAlignment(
        of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
        subviews: Subviews, cache: inout Cache
    ) -> CGFloat? { nil }

    /// The union of the subviews' spacing.
    public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing {
        var spacing = ViewSpacing.zero
        for subview in subviews { spacing.formUnion(subview.spacing) }
        return spacing
    }

    /// Makes the cache again.
    public func updateCache(_ cache: inout Cache, subviews: Subviews) {
        cache = makeCache(subviews: subviews)
    }

    /// The views `content` builds, laid out by this layout: a layout used as a container
    /// view, as `HStack { … }` is.
    public func callAsFunction<V: View>(@ViewBuilder _ content: () -> V) -> some View {
        _LayoutContainer(layout: self, content: content())
    }
}

extension Layout where Cache == () {
    /// No cache.
    public func makeCache(subviews: Subviews) -> Cache { () }
}

/// What a layout is, for the containers around it.
public struct LayoutProperties: Sendable, Equatable {
    /// The axis the layout stacks its subviews along, if it is a stack.
    public var stackOrientation: Axis?

    /// No stack axis.
    public init() {}
}
