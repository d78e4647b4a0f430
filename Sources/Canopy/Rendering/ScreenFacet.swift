/// What the screen renderer may draw a node as, beyond its lines and children: the roles many
/// kinds of node share, and ``ScreenDrawing`` for kinds that draw in a way of their own. A node class's facets are found once (the first time the
/// renderer meets a node of it) and cached, so drawing a node costs a table lookup and a cast
/// for each facet it has (usually none or one), not a cast for every kind there is.
enum ScreenFacet: Sendable {
    case control, drawsItself, focusableWriter, drawing, screenHeading, bodyEvaluating

    /// The facets in the order the renderer tries them (the first that applies draws the node).
    @MainActor private static let known: [(facet: ScreenFacet, test: (_ViewNode) -> Bool)] = [
        (.control, { $0 is any InteractiveNode }),
        (.drawsItself, { $0.displayFacet != nil }),
        (.focusableWriter, { $0 is any FocusableEnvironmentWriter }),
        // Every kind that draws in a way of its own (see ``ScreenDrawing``).
        (.drawing, { $0 is any ScreenDrawing }),
        (.screenHeading, { $0 is any ScreenHeading }),
        (.bodyEvaluating, { $0 is any BodyEvaluatingNode }),
    ]

    @exclusivity(unchecked) @MainActor private static var cache = TypeTable<[ScreenFacet]>()

    /// The facets of `node`'s class, in the order the renderer tries them.
    @MainActor static func of(_ node: _ViewNode) -> [ScreenFacet] {
        let nodeClass = type(of: node)
        if let facets = cache[nodeClass] { return facets }
        let facets = known.filter { $0.test(node) }.map(\.facet)
        cache[nodeClass] = facets
        return facets
    }
}
