/// The invariants of the core's registries beside the graph's own
/// (``ViewGraph/_checkInvariants(thorough:)``): what the capability registry and the appearance
/// counter remember must agree with the mounted nodes; then every pass checks its own records.
extension ViewGraph {
    /// Adds a problem for every feature record that disagrees with the mounted nodes in
    /// `mounted` (every node of the tree, parents first).
    func checkFeatureInvariants(mounted: [_ViewNode], into problems: inout [String]) {
        var hiders = 0
        var expectedCapabilities = 0
        for node in mounted where node.hasMounted {
            if node.facets.contains(.appearanceHiding) { hiders += 1 }
            for capability in node.capabilities {
                expectedCapabilities += 1
                if !capabilities.nodes(offering: capability).contains(where: { $0 === node }) {
                    problems.append(
                        "\(node.path) offers \(capability) but is not registered for it")
                }
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
        for pass in passes { pass.checkInvariants(into: &problems) }
    }
}
