/// How diagnostics, queries and tools name a node: view paths (`ContentView/VStack/Button`),
/// with explicit identities after the type name.
extension _ViewNode {
    /// The identity of the view this node's line shows: its own, or one given to a modifier
    /// wrapped directly around it (`ForEach(xs) { Text($0).padding() }`, `.padding().id(5)`).
    var lineIdentity: (any Hashable)? {
        if let own = identity { return own }
        var node: _ViewNode = self
        while let parent = node.parent, parent.renderRole == .attribute,
            parent.children.first === node
        {
            if let given = parent.identity { return given }
            node = parent
        }
        return nil
    }

    /// The path of the first view at or below this node that renders a line: how diagnostics
    /// name a modifier (which has no line of its own) by the view it modifies.
    var pathOfFirstLine: String { firstLine.path }

    /// `ContentView/VStack/Button`: the visible views from the root to this node.
    var path: String {
        var components: [String] = []
        var cursor: _ViewNode? = self
        while let node = cursor {
            if let component = node.pathComponent { components.append(component) }
            cursor = node.parent
        }
        return components.reversed().joined(separator: "/")
    }
}
