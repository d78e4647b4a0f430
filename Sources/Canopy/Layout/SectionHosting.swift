/// A container that lays out the `Section`s directly inside it as blocks of its own rows
/// (D24): a lazy stack, a lazy grid, a list, a form.
///
/// A section asks the first view above it that lays out, once, instead of asking which kind of
/// container that is and casting back to its layout: whatever the container, the answer is the
/// same typed value.
@MainActor
protocol SectionHosting: _ViewNode {
    /// How a section directly inside lays out its parts, which of them stay at the scroll
    /// view's edges, and whether the container loads the section's `ForEach` lazily (a lazy
    /// stack, grid or list does; a form mounts every row).
    var sectionRows: SectionRows { get }
}

/// The view of a container whose node is a ``SectionHosting``: the view knows its metrics.
protocol SectionHostingView: ContainerPrimitive {
    /// What the container mounted as `node` tells the sections inside it.
    @MainActor func sectionRows(of node: _ViewNode) -> SectionRows
}

/// What a container tells the sections inside it: their row metrics, their pinned parts, and
/// whether their rows load lazily.
typealias SectionRows = (
    style: any SectionRowStyle, pinned: PinnedScrollableViews, loadsLazily: Bool
)

extension ContainerNode: SectionHosting where V: SectionHostingView {
    var sectionRows: SectionRows { view.sectionRows(of: self) }
}
