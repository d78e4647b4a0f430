/// Builds an app's or a scene's scenes from the statements of a block: several scenes side by
/// side, and `if`/`else` (a platform check, a feature flag).
@resultBuilder
public enum SceneBuilder {
    /// One scene.
    public static func buildBlock<Content: Scene>(_ content: Content) -> Content { content }

    /// Several scenes side by side, each with its own identity by position.
    public static func buildBlock<each Content: Scene>(_ content: repeat each Content)
        -> some Scene
    {
        _TupleScene(repeat each content)
    }

    /// A scene expression.
    public static func buildExpression<Content: Scene>(_ content: Content) -> Content { content }

    /// An `if` without `else`.
    public static func buildOptional<Content: Scene>(_ content: Content?) -> Content? { content }

    /// The first branch of an `if`/`else`.
    public static func buildEither<TrueContent: Scene, FalseContent: Scene>(first: TrueContent)
        -> _ConditionalScene<TrueContent, FalseContent>
    {
        _ConditionalScene(storage: .trueContent(first))
    }

    /// The second branch of an `if`/`else`.
    public static func buildEither<TrueContent: Scene, FalseContent: Scene>(second: FalseContent)
        -> _ConditionalScene<TrueContent, FalseContent>
    {
        _ConditionalScene(storage: .falseContent(second))
    }
}

/// Several scenes side by side, built by ``SceneBuilder``.
nonisolated struct _TupleScene<each Content: Scene>: Scene {
    /// Expanded by the runtime into its elements.
    public typealias Body = Never
    let value: (repeat each Content)

    init(_ value: repeat each Content) { self.value = (repeat each value) }

    /// Mounts each scene by position.
    @MainActor public static func _makeSceneNode(_ scene: Self) -> _ViewNode {
        TupleSceneNode(_SceneView(scene: scene))
    }
}

@MainActor
final class TupleSceneNode<each Content: Scene>: TypedNode<
    _SceneView<_TupleScene<repeat each Content>>
>
{
    override func evaluate() {
        let old = children
        var new: [_ViewNode] = []
        var index = 0
        for scene in repeat each view.scene.value {
            new.append(
                reconcile(index < old.count ? old[index] : nil, with: _SceneView(scene: scene)))
            index += 1
        }
        children = new
    }

    override var renderRole: RenderRole { .transparent }
}

/// The two branches of an `if`/`else` in a ``SceneBuilder``: different identities.
nonisolated public struct _ConditionalScene<TrueContent: Scene, FalseContent: Scene>: Scene {
    /// Shown by the runtime.
    public typealias Body = Never
    enum Storage {
        case trueContent(TrueContent)
        case falseContent(FalseContent)
    }
    let storage: Storage

    /// Mounts the current branch.
    @MainActor public static func _makeSceneNode(_ scene: Self) -> _ViewNode {
        ConditionalSceneNode(_SceneView(scene: scene))
    }
}

@MainActor
final class ConditionalSceneNode<T: Scene, F: Scene>: TypedNode<_SceneView<_ConditionalScene<T, F>>>
{
    private var branch: Bool?

    override func evaluate() {
        switch view.scene.storage {
        case .trueContent(let scene): show(_SceneView(scene: scene), branch: true, current: &branch)
        case .falseContent(let scene):
            show(_SceneView(scene: scene), branch: false, current: &branch)
        }
    }

    override var renderRole: RenderRole { .transparent }
}

extension Optional: Scene where Wrapped: Scene {
    /// Mounts the wrapped scene while it is present.
    @MainActor public static func _makeSceneNode(_ scene: Self) -> _ViewNode {
        OptionalSceneNode(_SceneView(scene: scene))
    }
}

@MainActor
final class OptionalSceneNode<Wrapped: Scene>: TypedNode<_SceneView<Wrapped?>> {
    override func evaluate() {
        if let scene = view.scene {
            reconcileSingleChild(_SceneView(scene: scene))
        } else {
            for child in children { graph.unmount(child) }
            children = []
        }
    }

    override var renderRole: RenderRole { .transparent }
}
