/// The optional parts of a node. The core node (``_ViewNode``) keeps what every node needs;
/// a node kind that shows only some of its children, hears when it is shown, presents itself
/// differently to inspection or explains its part in provenance opts in by conforming to that
/// facet's protocol, and code that needs a facet asks the node for it. Which facets a class
/// has is found once per class and cached with its capabilities, so asking a node that lacks
/// one costs a table lookup, not a failed cast, and a conformance is all a node kind declares.
struct NodeFacets: OptionSet, Sendable {
    let rawValue: UInt8

    /// ``AppearanceHiding``: the node shows only some of its children (L3).
    static let appearanceHiding = NodeFacets(rawValue: 1 << 0)
    /// ``AppearanceObserving``: the node hears when its branch is shown or hidden.
    static let appearanceObserving = NodeFacets(rawValue: 1 << 1)
    /// ``InspectionFacet``: the node presents itself to renderers and queries its own way.
    static let inspection = NodeFacets(rawValue: 1 << 2)
    /// ``ProvenanceFacet``: the node explains its part in where a value came from.
    static let provenance = NodeFacets(rawValue: 1 << 3)
    /// ``PreferenceFacet``: the node writes, reads, fills in or combines preferences its own
    /// way. (The preference pass asks ``_ViewNode/preferenceFacet`` instead, a table call; the
    /// invariant check holds the two together.)
    static let preferences = NodeFacets(rawValue: 1 << 4)
    /// ``DisplayFacet``: the node shows more than its type's name (answered, like
    /// preferences, through ``_ViewNode/displayFacet``).
    static let display = NodeFacets(rawValue: 1 << 5)
    /// A container `containerRelativeFrame` sizes views by (G39): a scroll view or list, a
    /// navigation stack, a split view's column, a tab view, a window.
    static let relativeContainer = NodeFacets(rawValue: 1 << 6)

    @MainActor private static let known: [(facet: NodeFacets, test: (_ViewNode) -> Bool)] = [
        (.appearanceHiding, { $0 is any AppearanceHiding }),
        (.appearanceObserving, { $0 is any AppearanceObserving }),
        (.inspection, { $0 is any InspectionFacet }),
        (.provenance, { $0 is any ProvenanceFacet }),
        (.preferences, { $0 is any PreferenceFacet }),
        (.display, { $0 is any DisplayFacet }),
        (
            .relativeContainer,
            {
                $0 is any ScrollableNode || $0 is any BackNavigable || $0 is any TitledColumn
                    || $0 is any TabSwitching || $0 is any WindowSizing
            }
        ),
    ]

    @exclusivity(unchecked) @MainActor private static var cache = TypeTable<NodeFacets>()

    /// The facets of `node`'s class.
    @MainActor static func of(_ node: _ViewNode) -> NodeFacets {
        let nodeClass = type(of: node)
        if let facets = cache[nodeClass] { return facets }
        var facets = NodeFacets()
        for (facet, test) in known where test(node) { facets.insert(facet) }
        cache[nodeClass] = facets
        return facets
    }
}

extension _ViewNode {
    /// Which optional parts this node's class has.
    var facets: NodeFacets { NodeFacets.of(self) }

    /// The node as a container that shows only some of its children, if it is one.
    var appearanceHiding: (any AppearanceHiding)? {
        facets.contains(.appearanceHiding) ? self as? any AppearanceHiding : nil
    }

    /// The node as one that hears when it is shown or hidden, if it is one.
    var appearanceObserving: (any AppearanceObserving)? {
        facets.contains(.appearanceObserving) ? self as? any AppearanceObserving : nil
    }

    /// How the node presents itself to inspection, if not as a plain view does.
    var inspectionFacet: (any InspectionFacet)? {
        facets.contains(.inspection) ? self as? any InspectionFacet : nil
    }

    /// How the node explains its part in provenance, if it has one.
    var provenanceFacet: (any ProvenanceFacet)? {
        facets.contains(.provenance) ? self as? any ProvenanceFacet : nil
    }

    /// The type name renderers and queries show for the node.
    var shownTypeName: String {
        inspectionFacet?.typeDisplayName ?? displayName(of: viewType)
    }

    /// Whether the node stands for the content of a custom modifier's body.
    var standsForModifierContent: Bool { inspectionFacet?.isContentPlaceholder ?? false }

    /// Whether the node's body carries the attributes rendered on its line (a custom modifier
    /// whose body applies built-in modifiers to `content`).
    var carriesBodyAttributes: Bool { inspectionFacet?.ownsBodyAttributes ?? false }

    /// The children (or descendants) that have appeared (L3): all of them unless the node hides
    /// some, those held while they leave included (D34: they are shown until their transition
    /// ends, so a tab hidden meanwhile makes them disappear with it). Unlike
    /// ``visibleChildren`` a modal alert does not hide what it covers.
    var childrenThatAppear: ChildList { appearanceHiding?.appearingChildren ?? mountedChildren }
}

/// A container that shows only some of its children (a tab view, a navigation stack): the
/// others stay mounted, their state kept, but have disappeared (L3). The graph counts mounted
/// hiders, so while there is none, asking whether a view is shown costs nothing.
@MainActor
protocol AppearanceHiding: _ViewNode {
    /// The children (or descendants) shown now.
    var appearingChildren: ChildList { get }
}

/// A node that hears when the container above shows or hides its branch (appear and task
/// modifiers), see ``ViewGraph/setShown(_:subtree:)``.
@MainActor
protocol AppearanceObserving: _ViewNode {
    func appearanceDidChange(shown: Bool)
}

/// How a node presents itself to renderers and queries where a plain view's defaults do not
/// fit (a custom modifier, its content placeholder, a renderer's section label).
@MainActor
protocol InspectionFacet: _ViewNode {
    /// The type name shown for the node.
    var typeDisplayName: String { get }
    /// Whether the node's body carries the attributes rendered on its line.
    var ownsBodyAttributes: Bool { get }
    /// Whether the node stands for a custom modifier's `content`.
    var isContentPlaceholder: Bool { get }
}

extension InspectionFacet {
    var typeDisplayName: String { displayName(of: viewType) }
    var ownsBodyAttributes: Bool { false }
    var isContentPlaceholder: Bool { false }
}

/// How a built-in modifier explains its part in provenance queries (`explain`,
/// `explainPreference`) and the flow graph.
@MainActor
protocol ProvenanceFacet: _ViewNode {
    /// The modifier's name as code calls it (`.navigationTitle`).
    var modifierCallName: String? { get }
    /// Whether its environment write transforms what it inherited (so it reads it too).
    var transformsInheritedEnvironment: Bool { get }
}

extension ProvenanceFacet {
    var modifierCallName: String? { nil }
    var transformsInheritedEnvironment: Bool { false }
}
