/// The graph checked against itself: the bookkeeping every update relies on, recomputed the
/// slow way and compared. A mismatch is a Canopy bug; in debug builds every flush runs the
/// check and stops the process on a mismatch (see ``enforceInvariants()``).
extension ViewGraph {
    /// Returns every inconsistency found (empty when the graph agrees with itself):
    /// - each node is mounted and one level below its parent;
    /// - each environment read and state read of a node is registered, at the index the node
    ///   recorded, in the entry's or location's reader list, and every registration in those
    ///   lists belongs to a mounted node whose record points back;
    /// - each feature's records agree with the mounted views. `thorough` lets a feature also
    ///   recompute what it caches, which may call user code (a preference key's `reduce`, which
    ///   may log): the check after every flush leaves it out, the differential check asks for it
    ///   after every step (see ``checksThoroughly``).
    func _checkInvariants(thorough: Bool = false) -> [String] {
        checksThoroughly = thorough
        defer { checksThoroughly = false }
        var problems: [String] = []
        var entries: [EnvironmentEntry] = []
        var locations: [AnyLocation] = []
        var mounted: [_ViewNode] = []
        var pending: [_ViewNode] = [root]
        while let node = pending.popLast() {
            mounted.append(node)
            // Named only when something is wrong: a path costs a walk to the root.
            var name: String { node === root ? "the root" : node.path }
            if !node.isMounted { problems.append("\(name) is in the tree but not mounted") }

            // A detached record (index -1) names a list its graph emptied when it went away.
            for (record, read) in node.dependencies.records.enumerated() where read.listIndex >= 0 {
                if let entry = read.entry, let keyType = read.keyType {
                    if !entry.dependents.registers(node, at: read.listIndex, record: record) {
                        problems.append(
                            "\(name) read \(environmentKeyName(keyType)) but is not registered where it recorded"
                        )
                    }
                    entries.append(entry)
                } else if let location = read.location {
                    if !location.dependents.registers(node, at: read.listIndex, record: record) {
                        problems.append(
                            "\(name) read state of \(location.ownerPath()) but is not registered where it recorded"
                        )
                    }
                    locations.append(location)
                }
            }
            entries.append(contentsOf: node.providedEntries)
            for slot in node.slots {
                if let location = slot as? AnyLocation { locations.append(location) }
            }
            for child in node.children
            where child.depth != node.depth + 1 || child.parent !== node {
                problems.append("\(child.path) is not linked one level below its parent")
            }
            // Views held for their removal transition stay mounted out of their parent's
            // children (D34): their reads and registrations are checked too.
            pending.append(children: node.mountedChildren)
        }
        checkFeatureInvariants(mounted: mounted, into: &problems)
        var seen = Set<ObjectIdentifier>()
        for entry in entries where seen.insert(ObjectIdentifier(entry)).inserted {
            entry.dependents.check(
                "a reader of \(environmentKeyName(entry.keyType))", into: &problems
            ) { reader, record, index in
                let reads = reader.dependencies.records
                return record < reads.count && reads[record].keyType != nil
                    && reads[record].entry === entry && reads[record].listIndex == index
            }
        }
        for location in locations where seen.insert(ObjectIdentifier(location)).inserted {
            location.dependents.check(
                "a reader of state of \(location.ownerPath())", into: &problems
            ) { reader, record, index in
                let reads = reader.dependencies.records
                return record < reads.count && reads[record].reads(location)
                    && reads[record].listIndex == index
            }
        }
        checkPreorderNumbering(into: &problems)
        return problems
    }

    /// Runs ``_checkInvariants()`` after a flush (see ``checksInvariants``). A broken
    /// invariant is a Canopy bug. In Canopy's own checks (``trapsOnBrokenInvariants``) it stops
    /// the test or fuzz case that caused it, with the problems and the graph printed. Anywhere
    /// else it is an `internalInconsistency` diagnostic per problem and, in a test, an issue of
    /// the running test with the problems and the graph: a user's other tests still run.
    func enforceInvariants() {
        let problems = _checkInvariants()
        guard !problems.isEmpty else { return }
        let report = {
            let tree = TreeRenderer(options: RenderOptions()).render(self.root)
            return "Canopy graph invariants broken (a Canopy bug; please report it):\n- "
                + problems.joined(separator: "\n- ") + "\nThe graph:\n"
                + String(tree.prefix(20_000))
        }
        if trapsOnBrokenInvariants { fatalError(report()) }
        var isNew = false
        for problem in problems {
            isNew =
                record(
                    Diagnostic(
                        kind: .internalInconsistency, message: "Graph invariant broken: " + problem)
                ) || isNew
        }
        if isNew { TestIssues.record(report(), at: failureReporting.location) }
    }
}

extension DependentList {
    /// Whether `node` is registered at `index`, pointing back at its record `record`.
    func registers(_ node: _ViewNode, at index: Int, record: Int) -> Bool {
        index >= 0 && index < registrations.count && registrations[index].node === node
            && registrations[index].record == record
    }

    /// Adds a problem for every registration of a detached node, or of a node whose record
    /// (`matches(node, record, index)`) does not point back at this list.
    func check(
        _ role: String, into problems: inout [String],
        matches: (_ node: _ViewNode, _ record: Int, _ index: Int) -> Bool
    ) {
        for (index, registration) in registrations.enumerated() {
            let node = registration.node
            if !node.isMounted {
                problems.append("a detached view is registered as \(role)")
            } else if !matches(node, registration.record, index) {
                problems.append("\(node.path) is registered as \(role) without a matching record")
            }
        }
    }
}
