/// A part of an app's user interface with a life cycle of its own: a group of windows, a
/// settings window. Each scene instance is the root of its own view tree (S1, E8).
///
/// Scenes are values like views, and go through the same runtime: an app's scenes are nodes of
/// the app's graph, their dynamic properties are installed and what their bodies read is
/// tracked, so a change to app state updates exactly the scenes (and windows) that read it.
///
///     struct Library: Scene {
///         var body: some Scene {
///             WindowGroup { BookList() }
///         }
///     }
@MainActor @preconcurrency
public protocol Scene {
    /// The type of scene this scene's body produces.
    associatedtype Body: Scene

    /// The content of the scene.
    @SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }

    /// Canopy's graph hook: creates the node that mounts this scene. Do not implement it.
    @MainActor static func _makeSceneNode(_ scene: Self) -> _ViewNode
}

extension Scene {
    /// The default hook: a node that evaluates ``body``.
    @MainActor public static func _makeSceneNode(_ scene: Self) -> _ViewNode {
        CompositeSceneNode(_SceneView(scene: scene))
    }
}

extension Scene where Body == Never {
    /// Primitive scenes are set up by the runtime; asking for their body is a programming error.
    public var body: Never { fatalError("\(Self.self) is a primitive scene and has no body") }
}

extension Never: Scene {}

/// A scene carried through the view graph's machinery (reconciliation by type and position):
/// the app graph holds scenes as nodes of this wrapper's type.
nonisolated struct _SceneView<Content: Scene>: View {
    /// Mounted by the runtime through the scene's own hook.
    public typealias Body = Never
    let scene: Content

    /// Mounts the scene with its own hook.
    @MainActor public static func _makeNode(_ view: Self) -> _ViewNode {
        Content._makeSceneNode(view.scene)
    }
}

/// A scene with a body: installs its dynamic properties, evaluates the body while recording
/// what it reads, and reconciles the scenes it returns.
@MainActor
final class CompositeSceneNode<S: Scene>: TypedNode<_SceneView<S>> {
    override func evaluate() { evaluateBody(of: view.scene) { _SceneView(scene: $0.body) } }

    override var renderRole: RenderRole { .transparent }
}
