/// One search field per bar (D96): of the `searchable`s whose fields would go to the same
/// navigation level's bar (siblings in one stack level, one split view column, one
/// presentation or window), the first in tree order shows its field; the others are ignored
/// with a `duplicateSearchable` diagnostic, as a `searchable` inside another one's content is
/// (D54). UNCONFIRMED: SwiftUI documents neither case; a navigation bar holds one search field.
@MainActor
protocol SearchLevelMember: SearchFieldOwning {
    /// Whether the field goes into a stack the `searchable` wraps itself
    /// (`NavigationStack { … }.searchable(…)`): then it shares no bar with its siblings.
    var wrapsItsOwnLevel: Bool { get }
}

extension SearchLevelMember {
    /// The node whose bar this `searchable`'s field goes to: the nearest navigation level,
    /// split view column or presentation above it, else the window's root.
    var searchLevel: _ViewNode {
        var cursor: _ViewNode = self
        while let parent = cursor.parent {
            if parent is any BackNavigable || parent is any TitledColumn
                || parent is any InteractiveDismissRefusing
            {
                return parent
            }
            cursor = parent
        }
        return cursor
    }

    /// The `searchable`s whose fields go to `level`'s bar, in tree order.
    static func members(of level: _ViewNode) -> [any SearchLevelMember] {
        var found: [any SearchLevelMember] = []
        var stack: [_ViewNode] = level.children.reversed()
        while let node = stack.popLast() {
            if node is any BackNavigable || node is any TitledColumn
                || node is any InteractiveDismissRefusing
            {
                continue
            }
            if let member = node as? any SearchLevelMember {
                // A nested one is ignored already (D54); one wrapping its own stack shows its
                // field there.
                if !member.wrapsItsOwnLevel { found.append(member) }
                continue
            }
            stack.append(contentsOf: node.children.reversed())
        }
        return found
    }

    /// Whether an earlier `searchable` shows its field in this one's bar.
    var isPrecededInItsLevel: Bool {
        guard !wrapsItsOwnLevel else { return false }
        return Self.members(of: searchLevel).first.map { $0 !== self } ?? false
    }

    /// The other `searchable`s of this one's level are evaluated again after the update: one
    /// came, left or changed whether it shows its field, so which one is first may change.
    func levelMembershipDidChange() {
        let level = searchLevel
        let graph = self.graph!
        graph.enqueueChange { [weak self, weak level] in
            guard let level, level.isMounted else { return }
            for member in Self.members(of: level) where member !== self && member.isMounted {
                graph.invalidate(member)
            }
        }
    }
}
