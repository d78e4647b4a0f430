/// How a kind of node takes part in the accessibility tree beyond passing its children's items
/// up (A1): a `Text` is an element, a control makes one element of its label, an accessibility
/// modifier changes what its content contributes, a presented sheet is modal. Kinds without it
/// (stacks, `Group`, `ForEach`, custom views, layout and environment modifiers) contribute
/// their visible children's items, in order, and are not elements.
///
/// Conformances live in this folder (`DefaultElements*.swift`, the modifier role), so no node
/// kind calls the feature.
@MainActor
protocol AccessibilityFacet: _ViewNode {
    /// Whether this kind takes part: decided per class (a generic kind that takes part for
    /// some type arguments only), never per node.
    var takesPartInAccessibility: Bool { get }
    /// The children whose items make the content: the visible ones, unless the kind leaves
    /// some out of the accessibility tree (a toolbar's items, what a sheet covers, D44).
    var accessibilityChildren: ChildList { get }
    /// The node's items, given its visible children's items joined in tree order (values flow
    /// up).
    func accessibilityItems(from content: AccessibilityItems) -> AccessibilityItems
}

extension AccessibilityFacet {
    var takesPartInAccessibility: Bool { true }
    var accessibilityChildren: ChildList { visibleChildren }
}

/// The nodes whose class adopts ``AccessibilityFacet``, found once per class.
@MainActor private let accessibilityFacetLookup = FacetLookup<any AccessibilityFacet>()

private func accessibilityFacetOpener<N: AccessibilityFacet>(_ facet: N) -> (_ViewNode) ->
    any AccessibilityFacet
{
    { unsafeDowncast($0, to: N.self) }
}

extension _ViewNode {
    /// The node's part in the accessibility tree beyond passing its children's items up.
    var accessibilityFacet: (any AccessibilityFacet)? {
        accessibilityFacetLookup.facet(of: self) { node in
            guard let facet = node as? any AccessibilityFacet, facet.takesPartInAccessibility
            else { return nil }
            return accessibilityFacetOpener(facet)
        }
    }
}

/// What a node's kind does for the collector, found once per class when a node attaches: the
/// pass's loops test a bit instead of looking anything up per node.
struct AccessibilityRoles: OptionSet {
    let rawValue: UInt8

    /// The class is an ``AccessibilityFacet``: its items are its own, and evaluating it again
    /// may change them.
    static let hasFacet = AccessibilityRoles(rawValue: 1 << 0)
    /// The class shows only some of its children (``ShowsSomeChildren``): evaluating it again
    /// may change which (a tab selected, a level pushed).
    static let showsSome = AccessibilityRoles(rawValue: 1 << 1)

    init(rawValue: UInt8) { self.rawValue = rawValue }

    /// The roles of `node`'s class.
    @MainActor static func of(_ node: _ViewNode) -> AccessibilityRoles {
        let nodeClass = type(of: node)
        if let known = byClass[nodeClass] { return known }
        var found: AccessibilityRoles = []
        if node.accessibilityFacet != nil { found.insert(.hasFacet) }
        if node is any ShowsSomeChildren { found.insert(.showsSome) }
        byClass[nodeClass] = found
        return found
    }

    @exclusivity(unchecked) @MainActor private static var byClass = TypeTable<AccessibilityRoles>()
}
