/// A ``Layout`` used as a container view (`MyLayout { … }`): a container node whose layout
/// is the user's, run through ``CustomLayoutAdapter``.
nonisolated public struct _LayoutContainer<L: Layout, Content: View>: View, ContainerPrimitive {
    /// Drawn by the runtime: a primitive view has no body.
    public typealias Body = Never
    let layout: L
    let content: Content

    var containerContent: Content { content }

    func renderTitle() -> String {
        (layout as? any NamedLayout)?.layoutTitle ?? displayName(of: L.self)
    }

    @MainActor func containerLayout(in context: LeafLayoutContext) -> any ContainerLayout {
        if let builtIn = (layout as? any BuiltInLayout)?.containerLayout { return builtIn }
        return CustomLayoutAdapter(
            layout: layout, direction: context.environment.layoutDirection)
    }
}

/// A layout Canopy runs with its own algorithm (the stacks' `Layout` forms).
protocol BuiltInLayout {
    /// The algorithm; `nil` when the layout is a user's (an `AnyLayout` holding one).
    @MainActor var containerLayout: (any ContainerLayout)? { get }
}

/// A layout that names itself on its container's line (`AnyLayout(HStackLayout)`).
protocol NamedLayout {
    var layoutTitle: String { get }
}

/// Runs a user's ``Layout`` as a container's layout (G4): its subviews as proxies, its cache
/// kept in the container's layout record, its placements applied after it returns.
@MainActor
struct CustomLayoutAdapter<L: Layout>: ContainerLayout {
    let layout: L
    let direction: LayoutDirection

    private func subviews(
        _ items: [LayoutItem], _ engine: LayoutEngine, _ placements: LayoutPlacements?
    )
        -> LayoutSubviews
    {
        LayoutSubviews(
            items: items, engine: engine, placements: placements, layoutDirection: direction)
    }

    /// Runs `body` with the container's cache: made once, brought up to date when something
    /// below changed since (the record's sizes were cleared), kept in the record after.
    private func withCache<R>(
        _ subviews: LayoutSubviews, _ engine: LayoutEngine, _ body: (inout L.Cache) -> R
    ) -> R {
        guard let record = engine.containerRecord else {
            var cache = layout.makeCache(subviews: subviews)
            return body(&cache)
        }
        var cache: L.Cache
        if let kept = record.customLayoutCache as? L.Cache {
            cache = kept
            if !record.cache.customLayoutCacheIsCurrent {
                layout.updateCache(&cache, subviews: subviews)
            }
        } else {
            cache = layout.makeCache(subviews: subviews)
        }
        record.cache.customLayoutCacheIsCurrent = true
        let result = body(&cache)
        record.customLayoutCache = cache
        return result
    }

    func sizeThatFits(
        _ proposal: ProposedViewSize, subviews items: [LayoutItem], _ engine: LayoutEngine
    )
        -> CGSize
    {
        let subviews = subviews(items, engine, nil)
        return withCache(subviews, engine) {
            layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &$0)
        }
    }

    /// Where the layout puts each subview in `bounds`: its last `place` call, or the centre of
    /// `bounds` with the container's proposal for one it never placed (G4).
    private func placements(
        in bounds: CGRect, proposal: ProposedViewSize, items: [LayoutItem], _ engine: LayoutEngine
    ) -> [(frame: CGRect, proposal: ProposedViewSize)] {
        let recorder = LayoutPlacements()
        let subviews = subviews(items, engine, recorder)
        withCache(subviews, engine) {
            layout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &$0)
        }
        return items.indices.map { index in
            let node = items[index].node
            guard let placed = recorder.placed[index] else {
                let size = engine.size(of: node, proposal)
                return (
                    CGRect(
                        x: bounds.midX - size.width / 2, y: bounds.midY - size.height / 2,
                        width: size.width, height: size.height), proposal
                )
            }
            let size = engine.size(of: node, placed.proposal)
            return (
                CGRect(
                    x: placed.position.x - placed.anchor.x * size.width,
                    y: placed.position.y - placed.anchor.y * size.height, width: size.width,
                    height: size.height), placed.proposal
            )
        }
    }

    func placeSubviews(
        in frame: CGRect, proposal: ProposedViewSize, subviews items: [LayoutItem],
        _ engine: LayoutEngine
    ) {
        let region = engine.currentRegion
        let placed = placements(in: frame, proposal: proposal, items: items, engine)
        for (item, placement) in zip(items, placed) {
            engine.place(
                item.node, in: placement.frame, proposal: placement.proposal, region: region)
        }
    }

    /// The subviews' guides where the layout puts them, combined as a stack's are, then the
    /// layout's own values for those guides where it gives one (G36).
    func dimensions(
        for size: CGSize, proposal: ProposedViewSize, subviews items: [LayoutItem],
        _ engine: LayoutEngine
    ) -> ViewDimensions {
        let bounds = CGRect(origin: .zero, size: size)
        let placed = placements(in: bounds, proposal: proposal, items: items, engine)
        let merged = ViewDimensions(
            size: size,
            combining: zip(items, placed).map {
                (engine.dimensions(of: $0.node, $1.proposal), $1.frame.origin)
            })
        let subviews = subviews(items, engine, nil)
        let guides = merged.explicitGuides.map { explicit -> ViewDimensions.ExplicitGuide in
            let own: CGFloat? = withCache(subviews, engine) { cache in
                switch explicit.guide {
                case .horizontal(let guide):
                    layout.explicitAlignment(
                        of: guide, in: bounds, proposal: proposal, subviews: subviews,
                        cache: &cache)
                case .vertical(let guide):
                    layout.explicitAlignment(
                        of: guide, in: bounds, proposal: proposal, subviews: subviews,
                        cache: &cache)
                }
            }
            return ViewDimensions.ExplicitGuide(guide: explicit.guide, value: own ?? explicit.value)
        }
        return ViewDimensions(
            size: size, firstBaseline: merged.firstBaseline, lastBaseline: merged.lastBaseline,
            explicitGuides: guides)
    }

    var rule: String { "G4 \(displayName(of: L.self))" }
}
