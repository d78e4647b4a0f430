/// `containerRelativeFrame` (G39): on the axes it names, the modified view is as long as a
/// length computed from its nearest container's (the window, a navigation stack or split-view
/// column, a tab, a scroll view or list: the container's frame less its unsafe area); on the
/// others it is its content's. The content is proposed that length and placed in the frame by
/// `alignment`.
///
/// The container's size is what it is being proposed while it measures or places its content
/// (on an axis proposed `nil`, its last frame's length), less its unsafe area; for the window,
/// its safe area. The engine notes each container's proposal as it measures it, and when the
/// proposal changes it forgets the sizes cached between the container and the views sized by
/// it, so a size cached by proposal never outlives the container size it was computed from.
nonisolated struct _ContainerRelativeFrameModifier: ViewModifier, PrimitiveModifier, LayoutModifier
{
    typealias Body = Never
    let axes: Axis.Set
    let alignment: Alignment
    let text: String
    let length: (CGFloat, Axis) -> CGFloat

    @MainActor func renderAttributes(into attributes: inout [String], node: ModifierNode) {
        attributes.append(text)
    }

    @MainActor func didMount(_ node: ModifierNode) {
        node.graph.layout.relativeFrames += 1
    }

    @MainActor func willUnmount(_ node: ModifierNode) {
        let layout = node.graph.layout
        layout.relativeFrames -= 1
        if layout.relativeFrames == 0 { layout.relativeContainers = [:] }
    }

    var layoutRule: String { "G39 containerRelativeFrame" }

    @MainActor private func contentProposal(
        _ proposal: ProposedViewSize, content: _ViewNode, _ engine: LayoutEngine
    ) -> ProposedViewSize {
        guard let node = content.parent else { return proposal }
        let container = engine.relativeContainerSize(of: node)
        var result = proposal
        if axes.contains(.horizontal) {
            result.width = max(0, length(container.width, .horizontal))
        }
        if axes.contains(.vertical) { result.height = max(0, length(container.height, .vertical)) }
        return result
    }

    @MainActor func sizeThatFits(
        _ proposal: ProposedViewSize, content: _ViewNode, _ engine: LayoutEngine
    ) -> CGSize {
        let inner = contentProposal(proposal, content: content, engine)
        let size = engine.size(of: content, inner)
        return CGSize(
            width: axes.contains(.horizontal) ? inner.width ?? size.width : size.width,
            height: axes.contains(.vertical) ? inner.height ?? size.height : size.height)
    }

    @MainActor func placeContent(
        _ content: _ViewNode, in frame: CGRect, proposal: ProposedViewSize,
        _ engine: LayoutEngine
    ) {
        placeAligned(
            [content], in: frame, proposal: contentProposal(proposal, content: content, engine),
            alignment: alignment, engine)
    }

    @MainActor func dimensions(
        for size: CGSize, proposal: ProposedViewSize, content: _ViewNode, _ engine: LayoutEngine
    ) -> ViewDimensions {
        alignedDimensions(
            size: size, content: content,
            proposal: contentProposal(proposal, content: content, engine), alignment: alignment,
            engine)
    }
}

/// A window's root: the container of last resort for `containerRelativeFrame` (G39).
@MainActor
protocol WindowSizing: _ViewNode {}

extension WindowRootNode: WindowSizing {}

/// What one container of `containerRelativeFrame`s was last proposed, and the views sized by it.
@MainActor
final class RelativeContainerState {
    let container: NodeHandle
    var proposal: ProposedViewSize?
    /// The views sized by the container, by identity (a freed view's entry may be taken by a
    /// new view with the same identity: its handle then has no target).
    var dependents: [ObjectIdentifier: NodeHandle] = [:]

    init(container: _ViewNode) { self.container = container.handle }
}

extension LayoutEngine {
    /// `unit` is measured or placed for `proposal`: if it is a container views are sized by
    /// (G39) and its proposal changed, the sizes cached between it and those views are
    /// forgotten and they are placed again.
    func noteRelativeContainer(_ unit: _ViewNode, _ proposal: ProposedViewSize) {
        guard unit.facets.contains(.relativeContainer) else { return }
        let state = relativeState(of: unit)
        guard state.proposal != proposal else { return }
        state.proposal = proposal
        guard !state.dependents.isEmpty else { return }
        // The container's own answers go too: a stack's division of its content, kept with
        // them, holds the old lengths.
        unit.layoutRecord?.cache.removeAll()
        for (id, handle) in state.dependents {
            guard let dependent = handle.target, dependent.isMounted else {
                state.dependents[id] = nil
                continue
            }
            var cursor: _ViewNode? = dependent
            while let node = cursor, node !== unit {
                node.layoutRecord?.cache.removeAll()
                node.needsLayout = true
                cursor = node.parent
            }
        }
    }

    /// The state kept for `container`, made on first use. States of containers that went away
    /// are swept when the table has doubled since the last sweep, so it stays as large as the
    /// containers that live.
    private func relativeState(of container: _ViewNode) -> RelativeContainerState {
        let id = ObjectIdentifier(container)
        if let state = relativeContainers[id], state.container.target === container {
            return state
        }
        if relativeContainers.count >= relativeSweepSize {
            relativeContainers = relativeContainers.filter {
                $0.value.container.target?.isMounted == true
            }
            relativeSweepSize = max(16, relativeContainers.count * 2)
        }
        let state = RelativeContainerState(container: container)
        relativeContainers[id] = state
        return state
    }

    /// The size of `node`'s nearest container for `containerRelativeFrame` (G39): a scroll
    /// view or list, a navigation stack, a split view's column, a tab view, or else the
    /// window; what it is proposed now (its last frame on an axis proposed `nil`), less its
    /// unsafe area. `node` is remembered as sized by it.
    func relativeContainerSize(of node: _ViewNode) -> CGSize {
        var cursor = node.parent
        while let current = cursor, !current.facets.contains(.relativeContainer) {
            cursor = current.parent
        }
        guard let container = cursor else { return windowRegion.safe.size }
        let state = relativeState(of: container)
        let id = ObjectIdentifier(node)
        if state.dependents[id]?.target !== node { state.dependents[id] = node.handle }
        if container is any WindowSizing { return windowRegion.safe.size }
        let record = container.layoutRecord
        let placed = record?.isPlaced == true ? record : nil
        let last = placed?.frame.size ?? windowRegion.safe.size
        let offered = (state.proposal ?? placed?.proposal ?? .unspecified)
            .replacingUnspecifiedDimensions(by: last)
        var unsafe = CGSize.zero
        if let placed {
            let safe = placed.frame.intersection(placed.region.safe)
            unsafe =
                safe.isNull
                ? placed.frame.size
                : CGSize(
                    width: placed.frame.width - safe.width,
                    height: placed.frame.height - safe.height)
        }
        return CGSize(
            width: max(0, offered.width - unsafe.width),
            height: max(0, offered.height - unsafe.height))
    }
}

extension View {
    /// Makes the view as long as its nearest container on `axes` (G39), the container's size
    /// flowing **down** into this view's frame; the content is placed by `alignment`.
    ///
    ///     Image("poster").resizable().containerRelativeFrame(.horizontal)
    public func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center)
        -> some View
    {
        modifier(
            _ContainerRelativeFrameModifier(
                axes: axes, alignment: alignment,
                text: ".containerRelativeFrame(\(axes.attributeArgument))",
                length: { length, _ in length }))
    }

    /// Makes the view span `span` of `count` equal parts of its nearest container on `axes`
    /// (G39): each part is `(length − spacing × (count − 1)) / count`, and the view is `span`
    /// parts with the `spacing` between them. `spacing` only enters the arithmetic; it puts no
    /// space around the view.
    public func containerRelativeFrame(
        _ axes: Axis.Set, count: Int, span: Int = 1, spacing: CGFloat,
        alignment: Alignment = .center
    ) -> some View {
        let count = max(1, count)
        let span = max(1, span)
        return modifier(
            _ContainerRelativeFrameModifier(
                axes: axes, alignment: alignment,
                text:
                    ".containerRelativeFrame(\(axes.attributeArgument), count: \(count), span: \(span), spacing: \(spacing.attributeArgument))",
                length: { length, _ in
                    let part = (length - spacing * CGFloat(count - 1)) / CGFloat(count)
                    return part * CGFloat(span) + spacing * CGFloat(span - 1)
                }))
    }

    /// Makes the view as long as `length` computes from its nearest container's length on each
    /// of `axes` (G39); the closure gets the container's length and the axis.
    public func containerRelativeFrame(
        _ axes: Axis.Set, alignment: Alignment = .center,
        _ length: @escaping (CGFloat, Axis) -> CGFloat
    ) -> some View {
        modifier(
            _ContainerRelativeFrameModifier(
                axes: axes, alignment: alignment,
                text: ".containerRelativeFrame(\(axes.attributeArgument), length: (Function))",
                length: length))
    }
}
