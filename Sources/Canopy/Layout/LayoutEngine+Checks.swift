/// The layout pass's part of the graph's invariant check.
extension LayoutEngine {
    func checkInvariants(into problems: inout [String]) {
        for observer in observers.all where !observer.isMounted {
            problems.append("a geometry observer that is no longer mounted is still registered")
        }
        checkIncrementalLayout(into: &problems)
    }

    /// When the window is laid out and nothing is marked, lays it out again from nothing and
    /// compares every frame: incremental layout must give the bits a fresh layout gives (D10),
    /// and no view may keep a frame a fresh layout does not give it.
    func checkIncrementalLayout(into problems: inout [String]) {
        let root = graph.root
        guard flags[root].isLaidOut, !flags[root].needsLayout, placementRoots.isEmpty, nesting == 0
        else {
            return
        }
        var placed: [(node: _ViewNode, frame: CGRect)] = []
        var pending: [_ViewNode] = [root]
        while let node = pending.popLast() {
            if let record = records[node], record.isPlaced, flags[node].isLaidOut {
                placed.append((node, record.frame))
            }
            if flags[node].isLaidOut {
                records[node]?.cache.removeAll()
                records[node]?.subviews = nil
                records[node]?.isPlaced = false
                flags[node].needsLayout = true
            }
            pending.append(children: node.children)
        }
        let counts = (measurements, placements)
        let window = size(of: root, ProposedViewSize(graph.platform.defaultWindowSize.cgSize))
        let frame = CGRect(origin: .zero, size: window)
        place(
            root, in: frame, proposal: ProposedViewSize(window),
            region: SafeAreaRegion(bounds: frame, safe: frame))
        (measurements, placements) = counts
        for (node, old) in placed {
            guard let record = records[node], record.isPlaced else {
                // A frame kept from an earlier layout: a view that stopped being a unit, or
                // content a container stopped showing without forgetting it.
                problems.append(
                    "\(node.path) keeps the frame \(FrameText.format(old, ascii: false)) but a fresh layout gives it none"
                )
                continue
            }
            if record.frame != old {
                problems.append(
                    "\(node.path) was laid out at \(FrameText.format(old, ascii: false)) but a fresh layout puts it at \(FrameText.format(record.frame, ascii: false))"
                )
            }
        }
    }
}
