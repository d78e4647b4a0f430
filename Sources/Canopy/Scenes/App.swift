/// An app: its scenes, and the state shared by all of them (S1).
///
/// An app is a value like a view and goes through the same runtime: its `@State`,
/// `@StateObject` and `@Environment` properties are installed before ``body`` runs, and what
/// the body reads is tracked, so a change re-evaluates the app's scenes and updates exactly the
/// windows that read it. Objects the app creates are shared by every window; state created
/// inside a window's views is that window's own (S2).
///
///     @main
///     struct MovieHunterApp: App {
///         @StateObject private var store = Store()
///         var body: some Scene {
///             WindowGroup { ContentView().environmentObject(store) }
///         }
///     }
@MainActor @preconcurrency
public protocol App {
    /// The type of scene the app's body produces.
    associatedtype Body: Scene

    /// The app's scenes.
    @SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }

    /// Creates the app (the system does, once, at launch).
    @MainActor init()
}

extension App {
    /// Launches the app on the default host (a simulated Mac) and prints its windows: what
    /// `@main` runs.
    @MainActor public static func main() {
        let host = AppHost(Self())
        print(host.render())
    }
}

/// The root of an app's graph: provides the app-level environment (the aggregate scene phase,
/// S5; the system's values) and the scene registry, then evaluates the app's body.
struct AppRoot<A: App>: View {
    typealias Body = Never
    let app: A
    /// Weak: the host owns the graph this view lives in.
    weak var host: AppHost?

    @MainActor static func _makeNode(_ view: Self) -> _ViewNode { AppRootNode(view) }
}

/// The node that writes an app's own values (its aggregate phase, the system's scheme and
/// locale): a window keeps its own values for those keys.
@MainActor
protocol AppEnvironmentRoot: AnyObject {}

@MainActor
final class AppRootNode<A: App>: TypedNode<AppRoot<A>>, AppEnvironmentRoot {
    override func evaluate() {
        guard let host = view.host else { return }
        provideEnvironment { environment in
            environment.sceneRegistry = host
            environment.defaultsStore = host.defaultsStore
            environment.scenePhase = host.scenePhase
            environment.colorScheme = host.colorScheme
            environment.locale = host.locale
            // App and Commands readers of focused values follow the key window (F9).
            environment.focusScope = host.focusMirror.values
        }
        reconcileSingleChild(AppContent(app: view.app, host: AppHostLink(host: host)))
    }

    override var renderRole: RenderRole { .transparent }
}

/// The app value below its root: it reads the environment the root provides (the aggregate
/// phase, S5), like a view reads what its ancestors wrote.
struct AppContent<A: App>: View {
    typealias Body = Never
    let app: A
    /// The app's host, handed down by the root: a typed link, not a cast of the graph's host.
    let host: AppHostLink

    @MainActor static func _makeNode(_ view: Self) -> _ViewNode { AppNode(view) }
}

/// Installs the app's dynamic properties, evaluates its body while recording what it reads,
/// and reconciles the scenes it returns.
@MainActor
final class AppNode<A: App>: TypedNode<AppContent<A>>, ApplicationDelegateOwner {
    var claimedDelegates: [ApplicationDelegateRecord] = []

    override func evaluate() {
        var app = view.app
        claimedDelegates = []
        guard installDynamicProperties(into: &app) else { return }
        // The app's delegate (S7) goes in front of every scene's environment.
        if let host = view.host.host,
            let write = host.adoptDelegates(claimedDelegates, declaredIn: displayName(of: A.self))?
                .environmentWrite
        {
            provideEnvironment(write)
        }
        let scenes = graph.evaluatingBody(of: self) { _SceneView(scene: app.body) }
        reconcileSingleChild(scenes)
    }

    override var renderRole: RenderRole { .transparent }
}

/// The app host, held weakly (the host owns the graph the app's nodes live in); equal when it
/// is the same host.
struct AppHostLink: Equatable {
    weak var host: AppHost?

    static func == (lhs: Self, rhs: Self) -> Bool { lhs.host === rhs.host }
}
