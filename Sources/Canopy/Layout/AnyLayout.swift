/// A ``Layout`` whose type is erased (G38): switch between layouts, such as
/// ``HStackLayout`` and ``VStackLayout``, and the container stays the same view, so its
/// subviews keep their identity and state.
///
///     let layout = isWide ? AnyLayout(HStackLayout()) : AnyLayout(VStackLayout())
///     layout { Text("One"); Text("Two") }
nonisolated public struct AnyLayout: Layout, BuiltInLayout, NamedLayout, @unchecked Sendable {
    // Its methods are called on the main actor only, where layouts run.
    let box: any AnyLayoutBox

    /// Erases `layout`'s type.
    public init<L: Layout>(_ layout: L) {
        box = LayoutBox(layout)
    }

    /// The erased layout's cache.
    public struct Cache {
        var value: Any?
    }

    /// The erased layout's size for `proposal`.
    @MainActor public func sizeThatFits(
        proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache
    ) -> CGSize {
        box.sizeThatFits(proposal, subviews, &cache.value)
    }

    /// Places the subviews as the erased layout does.
    @MainActor public func placeSubviews(
        in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache
    ) {
        box.placeSubviews(bounds, proposal, subviews, &cache.value)
    }

    /// The erased layout's value for a horizontal guide.
    @MainActor public func explicitAlignment(
        of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
        subviews: Subviews, cache: inout Cache
    ) -> CGFloat? {
        box.explicitAlignment(.horizontal(guide), bounds, proposal, subviews, &cache.value)
    }

    /// The erased layout's value for a vertical guide.
    @MainActor public func explicitAlignment(
        of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
        subviews: Subviews, cache: inout Cache
    ) -> CGFloat? {
        box.explicitAlignment(.vertical(guide), bounds, proposal, subviews, &cache.value)
    }

    /// The erased layout's spacing.
    @MainActor public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing {
        box.spacing(subviews, &cache.value)
    }

    /// Makes the erased layout's cache.
    @MainActor public func makeCache(subviews: Subviews) -> Cache {
        Cache(value: box.makeCache(subviews))
    }

    /// Updates the erased layout's cache, or makes one when the layout changed type.
    @MainActor public func updateCache(_ cache: inout Cache, subviews: Subviews) {
        box.updateCache(&cache.value, subviews)
    }

    @MainActor var containerLayout: (any ContainerLayout)? {
        (box.erased as? any BuiltInLayout)?.containerLayout
    }

    var layoutTitle: String { "AnyLayout(\(box.name))" }
}

/// The erased layout: one type, `AnyLayout`, whatever it holds.
protocol AnyLayoutBox {
    var name: String { get }
    var erased: Any { get }
    @MainActor func sizeThatFits(
        _ proposal: ProposedViewSize, _ subviews: LayoutSubviews, _ cache: inout Any?
    ) -> CGSize
    @MainActor func placeSubviews(
        _ bounds: CGRect, _ proposal: ProposedViewSize, _ subviews: LayoutSubviews,
        _ cache: inout Any?)
    @MainActor func explicitAlignment(
        _ guide: ViewDimensions.Guide, _ bounds: CGRect, _ proposal: ProposedViewSize,
        _ subviews: LayoutSubviews, _ cache: inout Any?
    ) -> CGFloat?
    @MainActor func spacing(_ subviews: LayoutSubviews, _ cache: inout Any?) -> ViewSpacing
    @MainActor func makeCache(_ subviews: LayoutSubviews) -> Any
    @MainActor func updateCache(_ cache: inout Any?, _ subviews: LayoutSubviews)
}

struct LayoutBox<L: Layout>: AnyLayoutBox {
    let layout: L

    init(_ layout: L) { self.layout = layout }

    var name: String { displayName(of: L.self) }
    var erased: Any { layout }

    /// Runs `body` with the cache as `L`'s: one made anew when the erased layout changed type.
    @MainActor private func with<R>(
        _ cache: inout Any?, _ subviews: LayoutSubviews, _ body: (inout L.Cache) -> R
    ) -> R {
        var typed = cache as? L.Cache ?? layout.makeCache(subviews: subviews)
        defer { cache = typed }
        return body(&typed)
    }

    func sizeThatFits(
        _ proposal: ProposedViewSize, _ subviews: LayoutSubviews, _ cache: inout Any?
    ) -> CGSize {
        with(&cache, subviews) {
            layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &$0)
        }
    }

    func placeSubviews(
        _ bounds: CGRect, _ proposal: ProposedViewSize, _ subviews: LayoutSubviews,
        _ cache: inout Any?
    ) {
        with(&cache, subviews) {
            layout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &$0)
        }
    }

    func explicitAlignment(
        _ guide: ViewDimensions.Guide, _ bounds: CGRect, _ proposal: ProposedViewSize,
        _ subviews: LayoutSubviews, _ cache: inout Any?
    ) -> CGFloat? {
        with(&cache, subviews) { typed in
            switch guide {
            case .horizontal(let guide):
                layout.explicitAlignment(
                    of: guide, in: bounds, proposal: proposal, subviews: subviews, cache: &typed)
            case .vertical(let guide):
                layout.explicitAlignment(
                    of: guide, in: bounds, proposal: proposal, subviews: subviews, cache: &typed)
            }
        }
    }

    func spacing(_ subviews: LayoutSubviews, _ cache: inout Any?) -> ViewSpacing {
        with(&cache, subviews) { layout.spacing(subviews: subviews, cache: &$0) }
    }

    func makeCache(_ subviews: LayoutSubviews) -> Any {
        layout.makeCache(subviews: subviews)
    }

    func updateCache(_ cache: inout Any?, _ subviews: LayoutSubviews) {
        guard var typed = cache as? L.Cache else {
            cache = layout.makeCache(subviews: subviews)
            return
        }
        layout.updateCache(&typed, subviews: subviews)
        cache = typed
    }
}
