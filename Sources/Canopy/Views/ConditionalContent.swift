/// The two branches of an `if`/`else` (or a `switch`) in a ``ViewBuilder``. The branches are
/// different identities even when they hold the same type: switching destroys the old
/// branch's state and creates the new one (L1).
nonisolated public struct _ConditionalContent<TrueContent: View, FalseContent: View>: View {
    /// Mounted by the runtime, which shows the current branch: the view has no body.
    public typealias Body = Never
    enum Storage {
        case trueContent(TrueContent)
        case falseContent(FalseContent)
    }
    let storage: Storage

    init(storage: Storage) { self.storage = storage }

    /// Mounts the current branch.
    @MainActor public static func _makeNode(_ view: Self) -> _ViewNode { ConditionalNode(view) }
}

@MainActor
final class ConditionalNode<TrueContent: View, FalseContent: View>:
    TypedNode<_ConditionalContent<TrueContent, FalseContent>>
{
    private var branch: Bool?

    override func evaluate() {
        switch view.storage {
        case .trueContent(let content): show(content, branch: true, current: &branch)
        case .falseContent(let content): show(content, branch: false, current: &branch)
        }
    }

    override var renderRole: RenderRole { .transparent }
    override var feedsDefaultPreferences: Bool { true }
}

extension Optional: View where Wrapped: View {
    /// Mounted by the runtime, which shows the wrapped view or nothing: an optional view has
    /// no body.
    public typealias Body = Never

    /// Mounts the wrapped view while it is present; `nil` shows nothing.
    @MainActor public static func _makeNode(_ view: Self) -> _ViewNode { OptionalNode(view) }
}

@MainActor
final class OptionalNode<Wrapped: View>: TypedNode<Wrapped?> {
    override func evaluate() {
        if let content = view {
            reconcileSingleChild(content)
        } else {
            for child in children { graph.unmount(child) }
            children = []
        }
    }

    override var renderRole: RenderRole { .transparent }
    override var feedsDefaultPreferences: Bool { true }
}

extension _ViewNode {
    /// Shows one branch of a two-way choice: the same branch as last time is reconciled; the
    /// other one replaces it, as a new identity (L1).
    func show<Content: View>(_ content: Content, branch newBranch: Bool, current: inout Bool?) {
        if current == newBranch {
            reconcileSingleChild(content)
        } else {
            for child in children { graph.unmount(child) }
            children = [mountChild(content)]
            current = newBranch
        }
    }
}
