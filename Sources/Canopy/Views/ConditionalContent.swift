/// The two branches of an `if`/`else` (or a `switch`) in a ``ViewBuilder``, a
/// ``SceneBuilder`` or a ``CommandsBuilder``. The branches are different identities even when
/// they hold the same type: switching destroys the old branch's state and creates the new one
/// (L1).
nonisolated public struct _ConditionalContent<TrueContent, FalseContent> {
    /// Mounted by the runtime, which shows the current branch: the content has no body.
    public typealias Body = Never
    enum Storage {
        case trueContent(TrueContent)
        case falseContent(FalseContent)
    }
    let storage: Storage

    init(storage: Storage) { self.storage = storage }
}

extension _ConditionalContent: View where TrueContent: View, FalseContent: View {
    /// Mounts the current branch.
    @MainActor public static func _makeNode(_ view: Self) -> _ViewNode { StructuralNode(view) }
}

extension _ConditionalContent: StructuralContent where TrueContent: View, FalseContent: View {
    @MainActor func reconcileStructure(in node: StructuralNode<Self>) {
        switch storage {
        case .trueContent(let content): node.show(content, branch: true, current: &node.branch)
        case .falseContent(let content): node.show(content, branch: false, current: &node.branch)
        }
    }
}

extension Optional: View where Wrapped: View {
    /// Mounted by the runtime, which shows the wrapped view or nothing: an optional view has
    /// no body.
    public typealias Body = Never

    /// Mounts the wrapped view while it is present; `nil` shows nothing.
    @MainActor public static func _makeNode(_ view: Self) -> _ViewNode { StructuralNode(view) }
}

extension Optional: StructuralContent where Wrapped: View {
    @MainActor func reconcileStructure(in node: StructuralNode<Self>) { node.showIfPresent(self) }
}
