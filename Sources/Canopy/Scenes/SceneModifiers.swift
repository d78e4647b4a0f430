/// A scene whose windows start from an environment value it sets: every window or instance the
/// scene creates sees it (E8). Flows **down** from the scene into each of its windows' trees.
nonisolated public struct _EnvironmentWritingScene<Content: Scene>: Scene {
    /// Set up by the runtime.
    public typealias Body = Never
    let content: Content
    let write: @MainActor (inout EnvironmentValues) -> Void

    /// Writes the value, then mounts the scene.
    @MainActor public static func _makeSceneNode(_ scene: _SceneView<Self>) -> _ViewNode {
        EnvironmentWritingSceneNode(scene)
    }
}

@MainActor
final class EnvironmentWritingSceneNode<Content: Scene>: TypedNode<
    _SceneView<_EnvironmentWritingScene<Content>>
>
{
    override func evaluate() {
        let scene = view.scene
        provideEnvironment { scene.write(&$0) }
        reconcileSingleChild(_SceneView(scene: scene.content))
    }

    override var renderRole: RenderRole { .transparent }
}

extension Scene {
    /// Sets the environment value at `keyPath` for every window this scene creates (E8). Values
    /// flow **down**: other scenes keep theirs.
    ///
    ///     WindowGroup { Reader(\.accent) }.environment(\.accent, "red")   // every window: "red"
    ///     Settings { Reader(\.accent) }                                   // the default
    public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V)
        -> some Scene
    {
        _EnvironmentWritingScene(content: self) { $0[keyPath: keyPath] = value }
    }

    /// Supplies `object` to every window this scene creates, for ``EnvironmentObject`` (E8,
    /// E11). Another scene (a `Settings` window) does not see it.
    public func environmentObject<T: ObservableObject>(_ object: T) -> some Scene {
        _EnvironmentWritingScene(content: self) { $0[EnvironmentObjectKey<T>.self] = object }
    }
}
