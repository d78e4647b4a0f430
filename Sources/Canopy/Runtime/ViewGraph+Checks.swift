/// The update loop's guards: the order self-check, and the cut-off of an update that does not
/// settle (D7).
extension ViewGraph {
    /// Records a diagnostic if an ancestor of `node` is still waiting to run: the one ordering
    /// rule every update must keep. Only queued nodes can be such an ancestor (a node on the work
    /// stack was pushed by a parent that had just run), so the walk stops above the shallowest
    /// queued depth, and at an ancestor already cleared since the last node was queued: a walk
    /// down a big subtree costs a step per node, not per level.
    func checkNoPendingAncestor(of node: _ViewNode) {
        guard let shallowest = dirtyNodes.shallowestDepth() else { return }
        var cursor = node.parent
        while let ancestor = cursor, ancestor.depth >= shallowest,
            !orderCheckedNodes.contains(ObjectIdentifier(ancestor))
        {
            if ancestor.isDirty && ancestor.isMounted {
                record(
                    Diagnostic(
                        kind: .internalInconsistency,
                        message:
                            "\(displayName(of: node.viewType)) was evaluated before its invalidated ancestor \(displayName(of: ancestor.viewType))",
                        viewPath: node.path))
                return
            }
            orderCheckedNodes.insert(ObjectIdentifier(ancestor))
            cursor = ancestor.parent
        }
        orderCheckedNodes.insert(ObjectIdentifier(node))
    }

    /// Stops an update that did not settle: every pass drops its pending work and names the
    /// views that were still waiting.
    func cutOffLoop() {
        var paths: [String] = []
        for pass in passes {
            for path in pass.cutOff() where !paths.contains(path) { paths.append(path) }
        }
        let views = paths.isEmpty ? "post-update actions" : paths.joined(separator: ", ")
        record(
            Diagnostic(
                kind: .updateLoop,
                message:
                    "The update did not settle after \(Self.passLimit) passes and was cut off; still invalidating: \(views)",
                viewPath: paths.first))
    }
}
