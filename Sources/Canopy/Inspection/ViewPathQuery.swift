/// A view path as `canopy explain --at` takes it and the explanations print it: the whole path
/// or its end (`VStack/Text`), with `#N` for the Nth of the views it names, in tree order.
///
/// A component written without an identity also names a view that has one, so `HStack#2`
/// reaches the second of a `ForEach`'s `HStack[1]`, `HStack[2]` rows, as it reaches the second
/// of two plain `HStack`s; `HStack[2]` names that row alone. Explanations print a path that
/// names more than one view with its `#N` (``_ViewNode/distinctPath``), so a printed path can
/// be given back to `--at`.
package struct ViewPathQuery: Sendable, Equatable {
    /// The query as it was written, `#N` included: what an error repeats.
    package let text: String
    /// The path's components, each a type name with an optional `[identity]`.
    package let components: [String]
    /// The N of a trailing `#N`, if the query has one.
    package let ordinal: Int?

    /// Reads `text`: a path, then optionally `#N`.
    package init(_ text: String) {
        self.text = text
        var path = Substring(text)
        var ordinal: Int?
        // A path itself never ends in `#` and digits: an identity ends with `]`.
        if let hash = path.lastIndex(of: "#"), let number = Int(path[path.index(after: hash)...]) {
            ordinal = number
            path = path[..<hash]
        }
        self.ordinal = ordinal
        components = Self.components(of: path)
    }

    /// The query without its `#N`.
    package var path: String { components.joined(separator: "/") }

    /// Whether the view at `path` (a whole path, root first) is one the query names: the
    /// query's components are the path's last ones, a component without an identity matching
    /// one with any identity.
    package func matches(path: String) -> Bool {
        let own = Self.components(of: Substring(path))
        guard !components.isEmpty, own.count >= components.count else { return false }
        return zip(components, own.suffix(components.count)).allSatisfy { asked, component in
            asked == component || (!asked.contains("[") && component.hasPrefix(asked + "["))
        }
    }

    /// Splits a path at the slashes that are not inside an identity (`Text["a/b"]`).
    static func components(of path: Substring) -> [String] {
        var result: [String] = []
        var current = ""
        var depth = 0
        var inString = false
        var escaped = false
        for character in path {
            if inString {
                if escaped {
                    escaped = false
                } else if character == "\\" {
                    escaped = true
                } else if character == "\"" {
                    inString = false
                }
            } else if character == "\"", depth > 0 {
                inString = true
            } else if character == "[" {
                depth += 1
            } else if character == "]" {
                depth = max(0, depth - 1)
            } else if character == "/", depth == 0 {
                result.append(current)
                current = ""
                continue
            }
            current.append(character)
        }
        result.append(current)
        return result.filter { !$0.isEmpty }
    }
}

extension _ViewNode {
    /// Every view a query can find below `root`, in tree order: the views a person sees
    /// (hidden navigation levels and unselected tabs left out), seen through modifiers and
    /// grouping. What `--at` picks from and ``distinctPath`` counts in.
    package static func inspectableViews(below root: _ViewNode) -> [_ViewNode] {
        var result: [_ViewNode] = []
        var pending = Array(root.inspectedChildren.reversed())
        while let next = pending.popLast() {
            if next.isInspectableView { result.append(next) }
            pending.append(contentsOf: next.inspectedChildren.reversed())
        }
        return result
    }

    /// This view's path, with `#N` when the path names several views of its window (siblings
    /// of one type, `VStack/Text#2`): the path `canopy explain --at` takes to find this view
    /// again. A node that is no view a query finds keeps its plain path.
    package var distinctPath: String {
        let path = self.path
        guard isInspectableView, !path.isEmpty else { return path }
        let query = ViewPathQuery(path)
        let named = Self.inspectableViews(below: graph.root).filter {
            query.matches(path: $0.path)
        }
        guard named.count > 1, let index = named.firstIndex(where: { $0 === self }) else {
            return path
        }
        return path + "#\(index + 1)"
    }

    /// The first view at or below this node that renders a line: the view a modifier (which
    /// has no line of its own) modifies.
    var firstLine: _ViewNode {
        var pending: [_ViewNode] = [self]
        while let next = pending.popLast() {
            if next.renderRole == .line { return next }
            pending.append(childrenReversed: next.children)
        }
        return self
    }
}
