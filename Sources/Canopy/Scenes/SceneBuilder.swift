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
        -> _ConditionalContent<TrueContent, FalseContent>
    {
        _ConditionalContent(storage: .trueContent(first))
    }

    /// The second branch of an `if`/`else`.
    public static func buildEither<TrueContent: Scene, FalseContent: Scene>(second: FalseContent)
        -> _ConditionalContent<TrueContent, FalseContent>
    {
        _ConditionalContent(storage: .falseContent(second))
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
        StructuralNode(_SceneView(scene: scene))
    }
}

/// A scene ``SceneBuilder`` made of scenes (a block, an `if`/`else`, an `if`): mounted by the
/// structural layer that mounts views' (see ``StructuralContent``), each element wrapped as a
/// scene.
@MainActor
protocol StructuralScene: Scene {
    /// Reconciles the current elements, wrapped as scenes, as `node`'s children.
    @MainActor func reconcileStructure(in node: _ViewNode, branch: inout Bool?)
}

extension _SceneView: StructuralContent where Content: StructuralScene {
    @MainActor func reconcileStructure(in node: StructuralNode<Self>) {
        scene.reconcileStructure(in: node, branch: &node.branch)
    }
}

extension _TupleScene: StructuralScene {
    @MainActor func reconcileStructure(in node: _ViewNode, branch: inout Bool?) {
        node.reconcilePositions(repeat _SceneView(scene: each value))
    }
}

extension _ConditionalContent: Scene where TrueContent: Scene, FalseContent: Scene {
    /// Mounts the current branch.
    @MainActor public static func _makeSceneNode(_ scene: Self) -> _ViewNode {
        StructuralNode(_SceneView(scene: scene))
    }
}

extension _ConditionalContent: StructuralScene where TrueContent: Scene, FalseContent: Scene {
    @MainActor func reconcileStructure(in node: _ViewNode, branch: inout Bool?) {
        switch storage {
        case .trueContent(let scene):
            node.show(_SceneView(scene: scene), branch: true, current: &branch)
        case .falseContent(let scene):
            node.show(_SceneView(scene: scene), branch: false, current: &branch)
        }
    }
}

extension Optional: Scene where Wrapped: Scene {
    /// Mounts the wrapped scene while it is present.
    @MainActor public static func _makeSceneNode(_ scene: Self) -> _ViewNode {
        StructuralNode(_SceneView(scene: scene))
    }
}

extension Optional: StructuralScene where Wrapped: Scene {
    @MainActor func reconcileStructure(in node: _ViewNode, branch: inout Bool?) {
        node.showIfPresent(map { _SceneView(scene: $0) })
    }
}
