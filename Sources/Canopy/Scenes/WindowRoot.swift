import Foundation

/// What a window is at a moment: the values its root puts in front of every view's environment
/// (D4–D6, E9), and the platform its platform-limited modifiers consult.
struct WindowConfiguration: Equatable, Sendable {
    var platform: Platform
    var size: WindowSize
    /// The system appearance; the content's `preferredColorScheme` wins over it (E10).
    var systemColorScheme: ColorScheme
    var locale: Locale
    var scenePhase: ScenePhase

    /// The keys ``write(into:colorScheme:)`` writes.
    @MainActor static let keys: Set<ObjectIdentifier> = {
        var environment = EnvironmentValues()
        WindowConfiguration(
            platform: .macOS, size: Platform.macOS.defaultWindowSize, systemColorScheme: .light,
            locale: Locale(identifier: "en_US"), scenePhase: .active
        ).write(into: &environment, colorScheme: .light)
        return Set(environment.keysWritten)
    }()

    /// Writes the window's values: the resolved scheme, locale, phase, the size classes the
    /// platform derives from the size, `deviceStatus` (D5), the platform's list row height and
    /// whether it opens several windows.
    func write(into environment: inout EnvironmentValues, colorScheme: ColorScheme) {
        let sizeClasses = platform.sizeClasses(for: size)
        environment.colorScheme = colorScheme
        environment.locale = locale
        environment.scenePhase = scenePhase
        environment.horizontalSizeClass = sizeClasses.horizontal
        environment.verticalSizeClass = sizeClasses.vertical
        environment.deviceStatus = .derived(platform: platform, sizeClass: sizeClasses.horizontal)
        environment.defaultMinListRowHeight = platform.defaultMinListRowHeight
        environment.supportsMultipleWindows = platform.supportsMultipleWindows
    }
}

/// One window's state outside its tree: its configuration, changed by its host, and the node
/// that applies it. Shared by identity, so a window root handed the same window is unchanged.
@MainActor
final class WindowState {
    /// The clock of the app the window belongs to: its timers run on it from the first
    /// mount, before the window joins the app. `nil` for a bare ``ViewHost``.
    var appClock: HostClock?
    var configuration: WindowConfiguration {
        didSet {
            guard configuration != oldValue, let node, node.isMounted else { return }
            node.graph.invalidate(node)
            node.graph.requestFlush()
        }
    }
    /// What the window's scene puts in front of everything in it (scene modifiers, the app's
    /// values, E8); empty for a bare ``ViewHost``.
    var sceneEnvironment = EnvironmentValues() {
        didSet {
            guard let node, node.isMounted else { return }
            node.graph.invalidate(node)
            node.graph.requestFlush()
        }
    }
    /// What the window puts in its views' environment, in order (see ``WindowFeature``).
    var features: [any WindowFeature] = WindowFeatures.standard {
        didSet {
            guard let node, node.isMounted else { return }
            node.graph.invalidate(node)
            node.graph.requestFlush()
        }
    }
    /// The window's root node, once mounted.
    weak var node: _ViewNode?
    /// The `@AppStorage` store of a bare window (an app's windows get the app's through the
    /// scene environment, which is written after it).
    let defaultsStore = DefaultsStore()
    /// Whether the window's graph logs callbacks from its first mount (see
    /// ``ViewHost/recordsEvents``).
    var recordsEvents = false
    /// What numbers the window's events: its app's clock, or one of its own.
    var eventClock = EventClock()
    /// What the window's views do when their bodies cannot run (E11), as its host asked.
    var failureReporting = FailureReporting()
    /// The app update that opened the window and how deep it stood in a chain of windows whose
    /// views opened windows (see ``WindowRequestQueue``).
    var openingChain = (update: 0, depth: 0)
    /// The value a data-driven window presents (`WindowGroup(for:)`): read through the
    /// window's binding, it makes the reader depend on it; a write re-runs the readers.
    var presentedValue: AnyHashable? {
        get {
            presentedLocation.trackRead()
            return presented
        }
        set {
            guard newValue != presented else { return }
            presented = newValue
            presentedLocation.didChange()
        }
    }
    private var presented: AnyHashable?
    private let presentedLocation = AnyLocation(
        graph: nil, owner: .named("the window's presented value"))
    /// The window's `@SceneStorage` values (S6).
    let sceneStorage = SceneStorageValues()
    /// Closes the window (set by an app host, with the ``WindowFeatures/Closing`` feature):
    /// what `dismiss` and `dismissWindow()` do in it.
    var close: (@MainActor @Sendable () -> Void)?
    /// What `dismissWindow()` does in this window, the same value on every update.
    lazy var closeAction = WindowCloseAction(self)
    /// One action per window, so readers of `dismiss` see the same value on every update.
    lazy var dismissAction: DismissAction = DismissAction(action: { [weak self] in self?.close?() })
    /// The URLs views opened (`Link`, `openURL`), oldest first.
    var openedURLs: [URL] = []
    /// One action per window, so readers of `openURL` see the same value on every update.
    lazy var openURLAction = OpenURLAction(handler: { [weak self] url in
        self?.openedURLs.append(url)
    })
    /// What views offered to share (`ShareLink`), oldest first.
    var sharedContent: [SharedContent] = []
    /// One action per window, so readers see the same value on every update.
    lazy var shareAction = ShareAction(handler: { [weak self] content in
        self?.sharedContent.append(content)
    })
    /// The scheme the window's content prefers (E10), as its root last applied it.
    fileprivate(set) var preferredColorScheme: ColorScheme?
    /// Whether a person hid the window's toolbar (View › Hide Toolbar).
    var isToolbarHidden = false {
        didSet {
            guard isToolbarHidden != oldValue, let node, node.isMounted else { return }
            node.graph.invalidate(node)
            node.graph.requestFlush()
        }
    }

    init(configuration: WindowConfiguration) {
        self.configuration = configuration
    }
}

/// The root of a window's tree: owns the window's environment and is the presentation its
/// content's `preferredColorScheme` flows up to (E10). It renders nothing of its own.
struct WindowRoot<Content: View>: View {
    typealias Body = Never
    let window: WindowState
    /// Bumped by the host when it hands a new root view: only then is the content reconciled,
    /// so a change of the window's values re-runs only the views that read them.
    let contentVersion: Int
    let content: Content

    @MainActor static func _makeNode(_ view: Self) -> _ViewNode { WindowRootNode(view) }
}

@MainActor
final class WindowRootNode<Content: View>: PresentationNode<WindowRoot<Content>> {
    private var reconciledVersion: Int?

    override func evaluate() {
        let window = view.window
        window.node = self
        let scheme = resolvedScheme(over: window.configuration.systemColorScheme)
        window.preferredColorScheme = preferredScheme
        let context = WindowContext(colorScheme: scheme, focusedValues: graph.focus.values)
        let features = window.features
        let toolbar = WindowToolbar(isHidden: window.isToolbarHidden, window: window)
        provideEnvironment { environment in
            for feature in features {
                feature.write(into: &environment, window: window, context: context)
            }
            environment.windowToolbar = toolbar
        }
        guard reconciledVersion != view.contentVersion else { return }
        reconciledVersion = view.contentVersion
        reconcileSingleChild(view.content)
    }

    override var renderRole: RenderRole { .transparent }
}
