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
    /// The type of value a data-driven group presents, if it is one.
    let valueType: Any.Type?
    let content: @MainActor (WindowState) -> Content

    /// A group whose windows show `content`.
    @preconcurrency public init(@ViewBuilder content: @escaping @MainActor () -> Content) {
        title = nil
        id = nil
        valueType = nil
        self.content = { _ in content() }
    }

    /// A data-driven group: `openWindow(value:)` opens a window presenting a value of type `D`
    /// (or brings forward the one already presenting it); the content gets a binding to the
    /// window's value.
    ///
    ///     WindowGroup(for: Movie.ID.self) { $id in MovieDetail(id: id) }
    @preconcurrency public init<D: Hashable & Sendable>(
        for type: D.Type, @ViewBuilder content: @escaping @MainActor (Binding<D?>) -> Content
    ) {
        title = nil
        id = nil
        valueType = D.self
        self.content = { window in
            content(
                Binding(
                    get: { window.presentedValue?.base as? D },
                    set: { window.presentedValue = $0.map(AnyHashable.init) }))
        }
    }

    /// A group titled `title` (a window's title when its content sets no navigation title).
    @preconcurrency public init(
        _ title: String, @ViewBuilder content: @escaping @MainActor () -> Content
    ) {
        self.title = title
        id = nil
        valueType = nil
        self.content = { _ in content() }
    }

    /// A group that `openWindow(id:)` opens by `id`.
    @preconcurrency public init(
        id: String, @ViewBuilder content: @escaping @MainActor () -> Content
    ) {
        title = nil
        self.id = id
        valueType = nil
        self.content = { _ in content() }
    }

    /// A group titled `title` that `openWindow(id:)` opens by `id`.
    @preconcurrency public init(
        _ title: String, id: String, @ViewBuilder content: @escaping @MainActor () -> Content
    ) {
        self.title = title
        self.id = id
        valueType = nil
        self.content = { _ in content() }
    }

    /// Registers the group with the app host.
    @MainActor public static func _makeSceneNode(_ scene: Self) -> _ViewNode {
        WindowSceneNode(_SceneView(scene: scene), kind: .windowGroup) {
            ($0.title, $0.id, $0.valueType, $0.content)
        }
    }
}

/// A scene with exactly one window: opening it again brings that window forward instead of
/// making another. Opened with `openWindow(id:)`; launching opens it only when the app has no
/// window group.
///
///     Window("Activity", id: "activity") { ActivityView() }
nonisolated public struct Window<Content: View>: Scene {
    /// Set up by the runtime.
    public typealias Body = Never
    let title: String
    let id: String
    let content: @MainActor () -> Content

    /// A window titled `title`, opened by `id`.
    @preconcurrency public init(
        _ title: String, id: String, @ViewBuilder content: @escaping @MainActor () -> Content
    ) {
        self.title = title
        self.id = id
        self.content = content
    }

    /// Registers the window with the app host.
    @MainActor public static func _makeSceneNode(_ scene: Self) -> _ViewNode {
        WindowSceneNode(_SceneView(scene: scene), kind: .singleWindow) { window in
            (window.title, window.id, nil, { _ in window.content() })
        }
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
    @MainActor public static func _makeSceneNode(_ scene: Self) -> _ViewNode {
        WindowSceneNode(_SceneView(scene: scene), kind: .settings) { settings in
            ("Settings", nil, nil, { _ in settings.content() })
        }
    }
}

/// The kinds of scene that open windows.
enum SceneKind: Sendable, Equatable {
    case windowGroup
    /// A `Window`: at most one window; opening it again brings it forward.
    case singleWindow
    case settings
}

/// What the app host knows of one window-opening scene, as of its node's last evaluation.
@MainActor
struct SceneRecord {
    let kind: SceneKind
    /// The scene's type and its position in the app's body: what a relaunch matches restored
    /// windows by (two unnamed window groups differ by it).
    let structuralIdentity: String
    let title: String?
    let id: String?
    /// What the scene puts in front of its windows' environment (scene modifiers and the
    /// app's values).
    let environment: EnvironmentValues
    /// The type of value a data-driven group presents.
    let valueType: Any.Type?
    /// Opens a window showing the scene's content.
    let open: @MainActor (WindowState) -> ViewHost
    /// Hands an open window the scene's current content.
    let update: @MainActor (ViewHost) -> Void
}

/// Who keeps track of an app's scenes and windows (the app host).
@MainActor
protocol SceneRegistry: AnyObject, Sendable {
    func sceneDidUpdate(_ id: ObjectIdentifier, _ record: SceneRecord)
    func sceneDidDisappear(_ id: ObjectIdentifier)
    /// `openWindow(id:)` from a view: opens after the current update.
    func requestOpenWindow(id: String?)
    /// `openWindow(value:)` from a view: opens (or brings forward) after the current update.
    func requestOpenWindow(value: AnyHashable)
    /// `dismissWindow(id:)` from a view: closes after the current update.
    func requestDismissWindows(id: String)
    /// `openSettings()` from a view.
    func requestOpenSettings()
}

struct SceneRegistryKey: EnvironmentKey, RuntimeEnvironmentKey {
    static let defaultValue = WeakSceneRegistry()
}

/// The registry, held weakly: environment values are copied into every window, and the app
/// host must still be freed when its owner lets it go.
struct WeakSceneRegistry: Sendable, Equatable {
    weak var registry: (any SceneRegistry)?

    static func == (lhs: Self, rhs: Self) -> Bool { lhs.registry === rhs.registry }
}

extension EnvironmentValues {
    var sceneRegistry: (any SceneRegistry)? {
        get { self[SceneRegistryKey.self].registry }
        set { self[SceneRegistryKey.self] = WeakSceneRegistry(registry: newValue) }
    }
}

/// The node of a scene that opens windows: evaluates the content closure while recording what
/// it reads (app state, the scene's environment), and tells the registry, which updates the
/// scene's open windows.
@MainActor
final class WindowSceneNode<S: Scene, Content: View>: TypedNode<_SceneView<S>> {
    typealias Description = (
        title: String?, id: String?, valueType: Any.Type?,
        content: @MainActor (WindowState) -> Content
    )
    let kind: SceneKind
    /// Reads the current scene value: its title, id, presented type and content builder.
    let describe: @MainActor (S) -> Description

    init(_ scene: _SceneView<S>, kind: SceneKind, describe: @escaping @MainActor (S) -> Description)
    {
        self.kind = kind
        self.describe = describe
        super.init(scene)
    }

    override func evaluate() {
        // Every value the scene hands its windows is a dependency: a change re-runs this.
        let environment = readWholeEnvironment()
        let description = describe(view.scene)
        // Each window's content is built as this node, so what the builder reads (app state)
        // is this node's dependency.
        let build: @MainActor (WindowState) -> Content = { [unowned self] window in
            graph.evaluatingBody(of: self, countingEvaluation: false) {
                description.content(window)
            }
        }
        let record = SceneRecord(
            kind: kind, structuralIdentity: structuralIdentity, title: description.title,
            id: description.id, environment: environment,
            valueType: description.valueType,
            open: { window in ViewHost(window: window, content: build(window)) },
            update: { host in host.update(root: build(host.window)) })
        environment.sceneRegistry?.sceneDidUpdate(ObjectIdentifier(self), record)
    }

    override func willUnmount() {
        environment.sceneRegistry?.sceneDidDisappear(ObjectIdentifier(self))
    }

    /// The scene's full type, then the index of each node on the way down from the root.
    private var structuralIdentity: String {
        var indices: [Int] = []
        var child: _ViewNode = self
        while let parent = child.parent {
            indices.append(parent.children.firstIndex { $0 === child } ?? -1)
            child = parent
        }
        return _typeName(S.self) + "@" + indices.reversed().map(String.init).joined(separator: ".")
    }

    override var renderRole: RenderRole { .transparent }
}
