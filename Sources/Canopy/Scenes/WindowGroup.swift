/// A scene whose windows all show the same content: each window is a fresh tree with its own
/// `@State` and `@StateObject` (S2). On macOS and iPadOS a person can open several; on iOS
/// there is one (D4).
///
///     WindowGroup("Movies") { ContentView() }
nonisolated public struct WindowGroup<Content: View>: Scene {
    /// Set up by the runtime.
    public typealias Body = Never
    let title: String?
    let id: String?
    let content: @MainActor () -> Content

    /// A group whose windows show `content`.
    @preconcurrency public init(@ViewBuilder content: @escaping @MainActor () -> Content) {
        title = nil
        id = nil
        self.content = content
    }

    /// A group titled `title` (a window's title when its content sets no navigation title).
    @preconcurrency public init(
        _ title: String, @ViewBuilder content: @escaping @MainActor () -> Content
    ) {
        self.title = title
        id = nil
        self.content = content
    }

    /// A group that `openWindow(id:)` opens by `id`.
    @preconcurrency public init(
        id: String, @ViewBuilder content: @escaping @MainActor () -> Content
    ) {
        title = nil
        self.id = id
        self.content = content
    }

    /// A group titled `title` that `openWindow(id:)` opens by `id`.
    @preconcurrency public init(
        _ title: String, id: String, @ViewBuilder content: @escaping @MainActor () -> Content
    ) {
        self.title = title
        self.id = id
        self.content = content
    }

    /// Registers the group with the app host.
    @MainActor public static func _makeSceneNode(_ scene: _SceneView<Self>) -> _ViewNode {
        WindowSceneNode(scene, kind: .windowGroup) { ($0.title, $0.id, $0.content()) }
    }
}

/// The macOS settings window's scene: its own tree, which sees none of the modifiers made inside
/// another scene's content (S3, E8). Opened with `openSettings`; absent on iPadOS and iOS (D4).
nonisolated public struct Settings<Content: View>: Scene {
    /// Set up by the runtime.
    public typealias Body = Never
    let content: @MainActor () -> Content

    /// A settings scene showing `content`.
    @preconcurrency public init(@ViewBuilder content: @escaping @MainActor () -> Content) {
        self.content = content
    }

    /// Registers the scene with the app host.
    @MainActor public static func _makeSceneNode(_ scene: _SceneView<Self>) -> _ViewNode {
        WindowSceneNode(scene, kind: .settings) { ("Settings", nil, $0.content()) }
    }
}

/// The kinds of scene that open windows.
enum SceneKind: Sendable, Equatable {
    case windowGroup
    case settings
}

/// What the app host knows of one window-opening scene, as of its node's last evaluation.
@MainActor
struct SceneRecord {
    let kind: SceneKind
    let title: String?
    let id: String?
    /// What the scene puts in front of its windows' environment (scene modifiers and the
    /// app's values).
    let environment: EnvironmentValues
    /// Opens a window showing the scene's content.
    let open: @MainActor (WindowState) -> ViewHost
    /// Hands an open window the scene's current content.
    let update: @MainActor (ViewHost) -> Void
}

/// Who keeps track of an app's scenes and windows (the app host).
@MainActor
protocol SceneRegistry: AnyObject {
    func sceneDidUpdate(_ id: ObjectIdentifier, _ record: SceneRecord)
    func sceneDidDisappear(_ id: ObjectIdentifier)
    /// `openWindow(id:)` from a view: opens after the current update.
    func requestOpenWindow(id: String?)
    /// `dismissWindow(id:)` from a view: closes after the current update.
    func requestDismissWindows(id: String)
    /// `openSettings()` from a view.
    func requestOpenSettings()
}

struct SceneRegistryKey: EnvironmentKey, RuntimeEnvironmentKey {
    nonisolated(unsafe) static let defaultValue: (any SceneRegistry)? = nil
}

extension EnvironmentValues {
    var sceneRegistry: (any SceneRegistry)? {
        get { self[SceneRegistryKey.self] }
        set { self[SceneRegistryKey.self] = newValue }
    }
}

/// The node of a scene that opens windows: evaluates the content closure while recording what
/// it reads (app state, the scene's environment), and tells the registry, which updates the
/// scene's open windows.
@MainActor
final class WindowSceneNode<S: Scene, Content: View>: TypedNode<_SceneView<S>> {
    let kind: SceneKind
    /// Reads the current scene value: its title, id, and content (built now, while this node
    /// records what the builder reads).
    let describe: @MainActor (S) -> (title: String?, id: String?, content: Content)

    init(
        _ scene: _SceneView<S>, kind: SceneKind,
        describe: @escaping @MainActor (S) -> (title: String?, id: String?, content: Content)
    ) {
        self.kind = kind
        self.describe = describe
        super.init(scene)
    }

    override func evaluate() {
        // Every value the scene hands its windows is a dependency: a change re-runs this.
        let environment = readWholeEnvironment()
        let scene = view.scene
        let description = graph.evaluatingBody(of: self) { describe(scene) }
        let content = description.content
        let record = SceneRecord(
            kind: kind, title: description.title, id: description.id, environment: environment,
            open: { window in ViewHost(window: window, content: content) },
            update: { $0.update(root: content) })
        environment.sceneRegistry?.sceneDidUpdate(ObjectIdentifier(self), record)
    }

    override func willUnmount() {
        environment.sceneRegistry?.sceneDidDisappear(ObjectIdentifier(self))
    }

    override var renderRole: RenderRole { .transparent }
}
