/// A node kind that shows only some of its children: hidden navigation levels and unselected
/// tabs stay mounted (their state lives on) but are neither rendered nor operable; a `ForEach`
/// in a lazy container shows only the rows in view.
@MainActor
protocol ShowsSomeChildren: _ViewNode {
    /// The children a person can see.
    var shownChildren: ChildList { get }
}

/// The nodes whose class adopts ``ShowsSomeChildren``, found once per class.
@MainActor private let showsSomeLookup = FacetLookup<any ShowsSomeChildren>()

private func showsSomeOpener<N: ShowsSomeChildren>(_ facet: N) -> (_ViewNode) ->
    any ShowsSomeChildren
{
    { unsafeDowncast($0, to: N.self) }
}

extension _ViewNode {
    /// The children a person can see: all of them, unless the node's kind shows only some
    /// (``ShowsSomeChildren``).
    var visibleChildren: ChildList {
        guard
            let facet = showsSomeLookup.facet(
                of: self,
                find: { node in
                    guard let facet = node as? any ShowsSomeChildren else { return nil }
                    return showsSomeOpener(facet)
                })
        else { return children }
        return facet.shownChildren
    }
}

extension _ViewNode {
    /// The children renderers show: the visible ones and those a feature holds here while they
    /// leave (a removal transition, D34), which a person can no longer operate.
    var displayedChildren: ChildList {
        guard featureBits & NodeFeatureBits.showsHeldChildren != 0 else { return visibleChildren }
        return graph.features.displayedChildren(of: self, visible: visibleChildren)
    }

    /// Every mounted child: the children and the views a feature holds here while they leave
    /// (D34), which stay mounted out of the children. What the invariant checks walk.
    var mountedChildren: ChildList {
        guard featureBits & NodeFeatureBits.showsHeldChildren != 0 else { return children }
        return graph.features.displayedChildren(of: self, visible: children)
    }
}

extension _ViewNode {
    /// The child named `identity` that a feature holds here while it leaves (D34), taken back
    /// so that the parent shows it again instead of a new view: it keeps its state and does
    /// not appear again. `nil`, after one bit test, when nothing is held here.
    func reclaimHeldChild<ID: Hashable>(identity: ID) -> _ViewNode? {
        guard featureBits & NodeFeatureBits.showsHeldChildren != 0 else { return nil }
        return graph.features.reclaimHeldChild(of: self, identity: AnyHashable(identity))
    }
}
