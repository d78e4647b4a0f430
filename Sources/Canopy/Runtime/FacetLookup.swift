/// How a node kind takes part in a feature is a protocol its class adopts (a facet: how it
/// lays out, what it adds to preferences, what it displays), declared in the feature's folder.
/// A lookup answers, once per node class, whether the class adopts the facet, and keeps a
/// function that hands the node out as the facet with no conformance lookup afterwards: the
/// base node has no member per feature, and asking costs one table probe.
///
/// The feature's folder makes the function with a generic helper, where the concrete class is
/// known (`{ unsafeDowncast($0, to: N.self) }` for `N: SomeFacet`).
@MainActor
final class FacetLookup<Facet> {
    /// The function that hands a node of a class out as the facet; `nil` when the class does
    /// not take part.
    typealias Opener = (_ViewNode) -> Facet

    private struct Entry {
        let open: Opener?
    }

    @exclusivity(unchecked) private var table = TypeTable<Entry>()

    init() {}

    /// `node` as the facet, if its class takes part; `find` decides for a class seen for the
    /// first time, from one of its nodes.
    func facet(of node: _ViewNode, find: (_ViewNode) -> Opener?) -> Facet? {
        let nodeClass = type(of: node)
        if let entry = table[nodeClass] { return entry.open?(node) }
        // Decided outside any access to the table: `find` may ask other lookups.
        let open = find(node)
        table[nodeClass] = Entry(open: open)
        return open?(node)
    }
}
