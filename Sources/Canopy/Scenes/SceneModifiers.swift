/// A scene whose windows start from an environment value it sets: every window or instance the
/// scene creates sees it (E8). Flows **down** from the scene into each of its windows' trees.
nonisolated struct _EnvironmentWritingScene<Content: Scene>: Scene {
    /// Set up by the runtime.
    public typealias Body = Never
    let content: Content
    let write: @MainActor (inout EnvironmentValues) -> Void

    /// Writes the value, then mounts the scene.
    @MainActor public static func _makeSceneNode(_ scene: Self) -> _ViewNode {
        EnvironmentWritingSceneNode(_SceneView(scene: scene))
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

/// A scene that runs an action after an update of the app in which a value changed (L4's rule,
/// for scenes): what `Scene.onChange(of:)` adds.
nonisolated struct _OnChangeScene<Content: Scene, Value: Equatable>: Scene {
    /// Set up by the runtime.
    public typealias Body = Never
    let content: Content
    let value: Value
    let action: @MainActor (Value, Value) -> Void

    /// Watches the value, then mounts the scene.
    @MainActor public static func _makeSceneNode(_ scene: Self) -> _ViewNode {
        OnChangeSceneNode(_SceneView(scene: scene))
    }
}

@MainActor
final class OnChangeSceneNode<Content: Scene, Value: Equatable>: TypedNode<
    _SceneView<_OnChangeScene<Content, Value>>
>
{
    private var last: Value?
    private let dispatch = DispatchState()

    /// The same rule as a view's `onChange` (L4): after the update, at most twice per flush
    /// (P8), a runaway loop cut off with a diagnostic (D7), and logged as a change event.
    override func evaluate() {
        let scene = view.scene
        if let old = last, old != scene.value {
            let new = scene.value
            graph.dispatchGuarded(
                from: self, content: children.first, state: dispatch,
                label: "Scene.onChange(of: \(Value.self)) action"
            ) { [graph = graph!, handle = handle] in
                graph.logEvent(
                    .change, path: handle.target?.pathOfFirstLine ?? "",
                    "\(ValueFormatter.format(old)) → \(ValueFormatter.format(new))")
                scene.action(old, new)
            }
        }
        last = scene.value
        reconcileSingleChild(_SceneView(scene: scene.content))
    }

    override var renderRole: RenderRole { .transparent }
}

/// A scene whose new windows start at a size: what `Scene.defaultSize(width:height:)` records.
nonisolated struct _DefaultSizeScene<Content: Scene>: Scene {
    /// Set up by the runtime.
    public typealias Body = Never
    let content: Content
    let size: WindowSize

    /// Records the size, then mounts the scene.
    @MainActor public static func _makeSceneNode(_ scene: Self) -> _ViewNode {
        DefaultSizeSceneNode(_SceneView(scene: scene))
    }
}

@MainActor
final class DefaultSizeSceneNode<Content: Scene>: TypedNode<_SceneView<_DefaultSizeScene<Content>>>
{
    override func evaluate() {
        let size = view.scene.size
        provideEnvironment { $0.defaultWindowSize = size }
        reconcileSingleChild(_SceneView(scene: view.scene.content))
    }

    override var renderRole: RenderRole { .transparent }
}

struct DefaultWindowSizeKey: EnvironmentKey, RuntimeEnvironmentKey {
    static let defaultValue: WindowSize? = nil
}

extension EnvironmentValues {
    /// The size a scene's new windows start at (`defaultSize`), if one was given.
    var defaultWindowSize: WindowSize? {
        get { self[DefaultWindowSizeKey.self] }
        set { self[DefaultWindowSizeKey.self] = newValue }
    }
}

extension Scene {
    /// Runs `action(old, new)` after an update of the app in which `value` changed by `==`
    /// (L4, for scenes): an app reacting to its aggregate phase, for example.
    ///
    ///     WindowGroup { ContentView() }
    ///         .onChange(of: phase) { _, new in if new == .background { save() } }
    public func onChange<V: Equatable>(
        of value: V, _ action: @escaping @MainActor (_ oldValue: V, _ newValue: V) -> Void
    ) -> some Scene {
        _OnChangeScene(content: self, value: value, action: action)
    }

    /// New windows of this scene start `width` by `height` points (on iPadOS the width decides
    /// the size class, D4).
    public func defaultSize(width: Double, height: Double) -> some Scene {
        _DefaultSizeScene(content: self, size: WindowSize(width: width, height: height))
    }
}

/// How far a person can resize a scene's windows.
public struct WindowResizability: Sendable, Hashable, CustomStringConvertible {
    let name: String
    /// The platform's choice for the scene.
    public static let automatic = WindowResizability(name: "automatic")
    /// Exactly the size of the content.
    public static let contentSize = WindowResizability(name: "contentSize")
    /// At least the size of the content.
    public static let contentMinSize = WindowResizability(name: "contentMinSize")
    /// The name (`contentSize`).
    public var description: String { name }
}

extension Scene {
    /// Limits how a person resizes this scene's windows. Accepted and kept: a host's
    /// `resize` sets the size it asks for, not yet clamped to the content's minimum and
    /// maximum sizes (`Docs/Coverage.md`).
    public func windowResizability(_ resizability: WindowResizability) -> some Scene {
        _WindowResizabilityScene(content: self, resizability: resizability)
    }
}

/// A scene with a resizability: the scene itself, which it mounts unchanged.
nonisolated struct _WindowResizabilityScene<Content: Scene>: Scene {
    /// Set up by the runtime.
    public typealias Body = Never
    let content: Content
    let resizability: WindowResizability

    /// Mounts the scene.
    @MainActor public static func _makeSceneNode(_ scene: Self) -> _ViewNode {
        Content._makeSceneNode(scene.content)
    }
}
