/// Gives the modified view an explicit identity (L2).
nonisolated struct _IdentifiedView<Content: View, ID: Hashable>: View {
    public typealias Body = Never
    let content: Content
    let id: ID

    /// Mounts the content under its explicit identity.
    @MainActor public static func _makeNode(_ view: Self) -> _ViewNode { IdentityNode(view) }
}

@MainActor
final class IdentityNode<Content: View, ID: Hashable>: TypedNode<_IdentifiedView<Content, ID>> {
    private var currentID: ID?

    override func evaluate() {
        let id = view.id
        if currentID == id {
            reconcileSingleChild(view.content)
        } else {
            var leaving: AnyHashable?
            if let currentID { leaving = AnyHashable(currentID) }
            for child in children { graph.unmount(child, identity: leaving) }
            if let back = reclaimHeldChild(identity: id) {
                children = [reconcile(back, with: view.content)]
            } else {
                children = [mountChild(view.content)]
            }
            currentID = id
        }
    }

    override var renderRole: RenderRole { .transparent }

    override func identity(ofChild child: _ViewNode) -> (any Hashable)? { currentID }
}

extension View {
    /// Gives this view an explicit identity. When `id` changes, the old view ends (its state is
    /// dropped, it disappears, its tasks are cancelled) and a new one begins (L2).
    public func id<ID: Hashable>(_ id: ID) -> some View {
        _IdentifiedView(content: self, id: id)
    }
}
