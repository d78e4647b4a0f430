/// The invariants of the graph's features, beside the core's (``ViewGraph/_checkInvariants(recomputingPreferences:)``):
/// what the capability registry, the preference writer counts, the text index, the focus
/// controller and the appearance counter remember must agree with the mounted nodes, and each
/// node's facet accessors with its class's conformances.
extension ViewGraph {
    /// Adds a problem for every feature record that disagrees with the mounted nodes in
    /// `mounted` (every node of the tree, parents first).
    func checkFeatureInvariants(mounted: [_ViewNode], into problems: inout [String]) {
        var hiders = 0
        var expectedCapabilities = 0
        for node in mounted where node.hasMounted {
            if node.facets.contains(.appearanceHiding) { hiders += 1 }
            // A facet's accessor answers the node itself exactly when its class conforms: a
            // conformance without the accessor would be silently ignored.
            for capability in node.capabilities {
                expectedCapabilities += 1
                if !capabilities.nodes(offering: capability).contains(where: { $0 === node }) {
                    problems.append(
                        "\(node.path) offers \(capability) but is not registered for it")
                }
            }
            if let textIndex, let text = node.shownText, !textIndex.indexes(node, as: text) {
                problems.append("\(node.path) shows \(quoted(text)) but the text index disagrees")
            }
        }
        if hiders != appearanceHiders {
            problems.append(
                "\(appearanceHiders) containers that hide children are counted, \(hiders) are mounted"
            )
        }
        let registered = capabilities.registrations
        for (capability, node) in registered
        where !node.isMounted || node.graph !== self
            || !node.capabilities.contains(where: { ObjectIdentifier($0) == capability })
        {
            problems.append(
                "a node no longer in the tree, or offering nothing, is registered as a capability")
        }
        if registered.count != expectedCapabilities {
            problems.append(
                "\(registered.count) capability registrations for \(expectedCapabilities) offered")
        }
        if let textIndex {
            for node in textIndex.indexedNodes where !node.isMounted || node.graph !== self {
                problems.append("the text index holds a node no longer in the tree")
            }
        }
        for pass in passes { pass.checkInvariants(into: &problems) }
    }
}

extension TextIndex {
    /// Whether `node` is indexed under `content`.
    func indexes(_ node: _ViewNode, as content: String) -> Bool {
        texts(reading: content).contains { $0 === node }
    }
}
