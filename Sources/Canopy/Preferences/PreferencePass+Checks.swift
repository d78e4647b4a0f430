extension PreferencePass {
    /// The preference records checked against the mounted views: each node is asked for the
    /// keys its parent asks its children for, each key's writers are counted as mounted, and,
    /// in a thorough check (``ViewGraph/checksThoroughly``), each node's cached values equal a
    /// recomputation (for `Equatable` values).
    func checkInvariants(into problems: inout [String]) {
        let graph = graph
        var writers: [ObjectIdentifier: (key: AnyPreferenceKey, count: Int)] = [:]
        var pending: [_ViewNode] = [graph.root]
        while let node = pending.popLast() {
            if node !== graph.root, let written = node.ownWrittenPreference {
                let id = ObjectIdentifier(written.key)
                writers[id] = (written.key, (writers[id]?.count ?? 0) + 1)
            }
            if graph.checksThoroughly && !node.preferencesDirty {
                checkCachedOutputs(of: node, into: &problems)
            }
            let asked = node.preferenceKeysForChildren
            for child in node.children {
                let keys = child.requestedPreferences
                if keys.keys.count != asked.keys.count || !keys.isSubset(of: asked) {
                    problems.append(
                        "\(child.path) is asked for other preference keys than its parent asks for"
                    )
                }
            }
            pending.append(children: node.mountedChildren)
        }
        for (id, count) in mountedWriterCounts where writers[id]?.count != count {
            problems.append(
                "\(count) writers of a preference key are counted, \(writers[id]?.count ?? 0) are mounted"
            )
        }
        for (id, writer) in writers where mountedWriterCounts[id] == nil {
            problems.append(
                "\(writer.count) writers of \(writer.key.name) are mounted but not counted")
        }
    }

    private func checkCachedOutputs(of node: _ViewNode, into problems: inout [String]) {
        let name = node === graph.root ? "the root" : node.path
        let recomputed = node.recomputePreferences()
        for item in recomputed.items {
            guard let cached = node.preferenceOutputs[item.key] else {
                problems.append("\(name) has no cached value for \(item.key.name)")
                continue
            }
            if item.key.isEqual(item.value, item.value), !item.key.isEqual(cached, item.value) {
                problems.append("\(name) caches a stale value for \(item.key.name)")
            }
        }
        if recomputed.items.count != node.preferenceOutputs.items.count {
            problems.append("\(name) caches values for keys it no longer produces")
        }
    }
}
