import Foundation

/// Hosts one view tree as a single window on a simulated platform: mounts it, applies updates,
/// settles tasks, renders it as text, and operates its controls as a person would.
///
///     let host = ViewHost(Counter())
///     try host.tap("Count: 0")
///     print(host.render())        // Button "Count: 1"
@MainActor
public final class ViewHost: GraphHost {
    let graph: ViewGraph
    /// The length of the last ``render(_:)``'s text, in UTF-8 bytes.
    private var lastRenderLength = 0
    /// The window the tree is shown in: its values, and its root node once mounted.
    let window: WindowState
    /// Bumped on every ``update(root:)``, so the window root reconciles its content only then.
    private var contentVersion = 0

    /// The simulated platform (D4).
    public var platform: Platform { window.configuration.platform }

    /// The window's size; on iPadOS it decides the horizontal size class.
    public var windowSize: WindowSize {
        get { window.configuration.size }
        set { window.configuration.size = newValue }
    }

    /// The system appearance, `.light` unless set (D6). Views see it unless the window's
    /// content prefers another with `preferredColorScheme` (E10).
    public var colorScheme: ColorScheme {
        get { window.configuration.systemColorScheme }
        set { window.configuration.systemColorScheme = newValue }
    }

    /// The scheme the window's content prefers (E10), or `nil`.
    public var preferredColorScheme: ColorScheme? {
        flush()
        return window.preferredColorScheme
    }

    /// The window's title: the navigation title of its primary destination (P11, D2), if any.
    public var windowTitle: String? {
        (graph.root.preferenceOutputs[AnyPreferenceKey.of(NavigationTitleKey.self)]
            as? NavigationTitleInfo)?.title
    }

    /// Dismisses the innermost visible sheet, as swiping it down would (C12); `false` when none
    /// is presented, or when its content refuses a person's dismissal
    /// (`interactiveDismissDisabled`, C13): the sheet stays and `onDismiss` does not run.
    @discardableResult
    public func dismissPresentation() -> Bool {
        flush()
        // The front-most presentation and what is open inside it (a menu): nothing behind it
        // can be swiped away (D104).
        let presenting = graph.reachable((any Dismissible).self) { $0.isPresenting }
        guard let innermost = presenting.last, !innermost.refusesInteractiveDismissal else {
            return false
        }
        owner?.windowWasUsed(self)
        innermost.dismissPresentation()
        flush()
        return true
    }

    /// Goes back one level in the innermost visible navigation container that has pushed
    /// something, as the back button would; `false` when every container is at its root. A
    /// container whose top level hides its back button (`navigationBarBackButtonHidden`)
    /// offers none to press.
    @discardableResult
    public func navigateBack() -> Bool {
        flush()
        let containers = graph.reachable((any BackNavigable).self) { _ in true }
        for container in containers.reversed()
        where (container as? any NavigationBarHiding)?.hidesBackButton != true && container.pop() {
            owner?.windowWasUsed(self)
            flush()
            return true
        }
        return false
    }

    /// Selects the tab labelled `label` in the first visible tab view that has one, then
    /// flushes.
    public func selectTab(_ label: String) throws {
        flush()
        var available: [String] = []
        for tabs in graph.reachable((any TabSwitching).self, where: { _ in true }) {
            if tabs.select(label: label) {
                owner?.windowWasUsed(self)
                flush()
                return
            }
            available += tabs.tabLabels
        }
        throw ControlNotFound(kind: .tab, label: label, available: available)
    }

    /// The scheme every view in the window reads: the preferred one, else the system's.
    public var effectiveColorScheme: ColorScheme {
        flush()
        return window.preferredColorScheme ?? colorScheme
    }

    /// The system locale, `en_US` unless set (D6).
    public var locale: Locale {
        get { window.configuration.locale }
        set { window.configuration.locale = newValue }
    }

    /// The window's scene phase, `.active` unless set (D6).
    public var scenePhase: ScenePhase {
        get { window.configuration.scenePhase }
        set {
            window.configuration.scenePhase = newValue
            owner?.refreshAppEnvironment()
        }
    }

    /// The app host this window belongs to, if any: updates then run app-wide.
    weak var owner: AppHost?
    /// The clock of a window of its own (a window of an app uses the app's).
    let ownClock = HostClock()

    /// Mounts `content` as the root of a window on `platform`. Appear actions run before this
    /// returns; tasks start, and ``settle(maxRounds:)`` waits for them. A view whose body
    /// cannot run (a missing environment object, E11) fails the running test by default, naming
    /// its type and the view, and an issue points at the line that made the host; `viewFailures`
    /// asks for the error node alone (`.errorNode`) or SwiftUI's trap (`.trap`). With
    /// `recordsEvents`, the mount's own callbacks are in ``events`` too.
    public convenience init<Content: View>(
        _ content: Content, platform: Platform = .macOS, windowSize: WindowSize? = nil,
        colorScheme: ColorScheme = .light, locale: Locale = Locale(identifier: "en_US"),
        viewFailures: ViewFailureHandling = .failTest, recordsEvents: Bool = false,
        fileID: String = #fileID, filePath: String = #filePath, line: Int = #line,
        column: Int = #column
    ) {
        let window = WindowState(
            configuration: WindowConfiguration(
                platform: platform, size: windowSize ?? platform.defaultWindowSize,
                systemColorScheme: colorScheme, locale: locale, scenePhase: .active))
        window.recordsEvents = recordsEvents
        window.failureReporting = FailureReporting(
            viewFailures: viewFailures,
            location: _SourceLocation(
                fileID: fileID, filePath: filePath, line: line, column: column)
        )
        self.init(window: window, content: content)
    }

    /// Mounts `content` in `window`: one window of an app, or a bare view's window.
    init<Content: View>(window: WindowState, content: Content) {
        self.window = window
        graph = ViewGraph()
        graph.failureReporting = window.failureReporting
        graph.recordsEvents = window.recordsEvents
        graph.eventClock = window.eventClock
        graph.host = self
        graph.root.requestedPreferences = graph.windowPreferenceKeys
        graph.setRoot(WindowRoot(window: window, contentVersion: contentVersion, content: content))
    }

    isolated deinit {
        graph.teardown()
        window.defaultsStore.discard()
    }

    // MARK: Updates

    /// Replaces the root view, as a parent re-evaluating with a new value would. Nodes whose
    /// inputs did not change are not re-evaluated.
    public func update<Content: View>(root content: Content) {
        contentVersion += 1
        graph.setRoot(WindowRoot(window: window, contentVersion: contentVersion, content: content))
    }

    /// A one-window host flushes on demand: before it renders, operates a control or answers
    /// a question about the tree, and when ``flush()`` or ``settle(maxRounds:)`` is called.
    func graphNeedsFlush(_ graph: ViewGraph) {}

    /// Applies pending state changes: re-evaluates invalidated views, then runs the actions
    /// the update queued, until the tree is stable.
    public func flush() {
        // An app's window updates with the whole app: an action here may change app state,
        // other windows, or open and close windows.
        if let owner { owner.flush() } else { graph.flush() }
    }

    /// Whether a state change is waiting for ``flush()``.
    public var hasPendingUpdates: Bool { graph.hasPendingWork }

    /// Lets started tasks run on the main actor, flushing after each round, until none is left
    /// or `maxRounds` rounds have passed; tasks that wait on something outside the main actor
    /// may still be running then (``pendingTaskCount``).
    public func settle(maxRounds: Int = 1_000) async {
        flush()
        var rounds = 0
        while graph.tasks.pendingCount > 0, rounds < maxRounds {
            await Task.yield()
            flush()
            rounds += 1
        }
        flush()
    }

    /// How many tasks are still running.
    public var pendingTaskCount: Int { graph.tasks.pendingCount }

    // MARK: Output

    /// Renders the tree as text, after applying pending updates.
    public func render(_ options: RenderOptions = RenderOptions()) -> String {
        if options.showsPreferences { graph.observeAllPreferences() }
        flush()
        if options.showsFrames { layOut() }
        let text = TreeRenderer(options: options).render(
            graph.root, reservingCapacity: expectedRenderLength)
        lastRenderLength = text.utf8.count
        return text
    }

    /// The bytes ``render(_:)`` reserves for its text up front, so the string does not grow by
    /// doubling (every byte copied again, and both buffers alive at the largest step): the
    /// last render's length and a sixteenth more, or, the first time, 64 bytes per graph node
    /// (the text is one line per visible view, and most nodes are views or modifiers).
    private var expectedRenderLength: Int {
        lastRenderLength > 0
            ? lastRenderLength + lastRenderLength / 16 : 64 * graph.nodeIndexes.taken
    }

    /// Renders the tree as text with `options`, as ``render(_:)`` does: the `options:` label
    /// that ``render(_:options:)`` takes beside a format, accepted here too.
    ///
    ///     host.render(options: RenderOptions(showsEnvironment: true))
    public func render(options: RenderOptions) -> String { render(options) }

    /// Renders the window's content as a person sees it, after applying pending updates: text,
    /// `[buttons]`, `[x] toggles`, `Field: [text]`, the navigation and tab bars, a presented
    /// sheet boxed below what it covers.
    ///
    ///     Movies
    ///     ──────
    ///     [Next Tab]  [Hit Me]
    public func renderScreen(ascii: Bool = false) -> String {
        flush()
        return ScreenRenderer(platform: window.configuration.platform, ascii: ascii).render(
            graph.root)
    }

    /// Lays the window out and draws it on a character grid (D20): a text screenshot, each
    /// view at its frame, one cell per body character (iOS and iPadOS 8.5×22 points, macOS
    /// 6.5×16), framed by the window's edges. The bars, presented sheets and controls are
    /// drawn where layout put them; `options.fillsShapes` fills shapes with `░`,
    /// `options.drawsBoxes` outlines every view, `options.ascii` keeps to ASCII.
    ///
    ///     ┌──────────────┐
    ///     │   Movies     │
    ///     │──────────────│
    ///     │ Hello        │
    ///     └──────────────┘
    public func renderGrid(_ options: RenderOptions = RenderOptions()) -> String {
        let picture = windowPicture(options)
        var canvas = GridCanvas(
            size: picture.size, cell: GridCanvas.cell(on: platform), ascii: options.ascii)
        canvas.draw(picture, options: options)
        return canvas.framed()
    }

    /// Lays the window out and draws it as an SVG picture (D20): every view's frame as a
    /// faint box, text at its frame in the D11 metric, controls, borders and sheets outlined,
    /// colours and filled shapes in their colours, the bars and the unsafe areas (status bar,
    /// home indicator) where they are. One self-contained `<svg>` element in window points, as
    /// `canopy run APP --format html` shows each window.
    public func renderPicture(_ options: RenderOptions = RenderOptions()) -> String {
        windowPicture(options).svg(label: windowTitle ?? "\(platform) window")
    }

    /// The window laid out and turned into drawing (D20), for the grid and the HTML page.
    func windowPicture(_ options: RenderOptions = RenderOptions()) -> WindowPicture {
        layOut()
        return WindowPainter(platform: platform, options: options).picture(
            of: graph.root, size: window.configuration.size.cgSize)
    }

    /// Whether every evaluation checks that no ancestor of the view is still waiting to run (the
    /// one ordering rule every update keeps: a parent before its children). A violation is a
    /// Canopy bug, recorded as an `internalInconsistency` diagnostic naming both views. On in
    /// debug builds; the differential check turns it on in release builds too.
    public var checksUpdateOrder: Bool {
        get { graph.checksEvaluationOrder }
        set { graph.checksEvaluationOrder = newValue }
    }

    /// Checks the graph's bookkeeping against itself and returns every inconsistency found
    /// (empty when none): reader lists agree with what each view recorded reading, no detached
    /// view is registered anywhere, every view is asked for the preference keys its parent asks
    /// for, and each view's cached preference values equal a recomputation. The last part calls
    /// the keys' `reduce`. A non-empty result is a Canopy bug. Debug builds run the checks that
    /// call no user code after every update (``diagnostics`` then holds the findings).
    public func _checkInvariants() -> [String] {
        flush()
        return graph._checkInvariants(thorough: true)
    }

    /// The problems the runtime recovered from, oldest first.
    public var diagnostics: [Diagnostic] { graph.diagnostics }

    /// Whether the host logs what its views' callbacks do (``events``): appear and disappear
    /// actions, `onChange` actions, tasks started and cancelled, `onPreferenceChange`
    /// deliveries. Off by default; turning it on starts an empty log, turning it off keeps
    /// what was logged.
    public var recordsEvents: Bool {
        get { graph.recordsEvents }
        set {
            if newValue && !graph.recordsEvents { graph.events = [] }
            graph.recordsEvents = newValue
        }
    }

    /// The callbacks the host's views ran while ``recordsEvents`` was on, in order (the last
    /// 10,000).
    public var events: [HostEvent] {
        flush()
        return graph.events
    }

    // MARK: Probes

    /// How many times the bodies of all views of type `type` ran, summed over the tree.
    public func bodyEvaluations<V>(of type: V.Type) -> Int {
        allNodes().filter {
            $0.viewType == V.self || ($0 as? CustomModifierNodeMarker)?.modifierType == V.self
        }
        .reduce(0) { $0 + $1.bodyEvaluations }
    }

    /// Every node whose body has run, in tree order, with its view path and how many times
    /// its body ran: the probe for "only the readers re-ran".
    ///
    ///     host.evaluationCounts()   // [("Counter", 2), ("Counter/VStack/Reader", 1)]
    public func evaluationCounts() -> [(path: String, count: Int)] {
        allNodes().filter { $0.bodyEvaluations > 0 }.map { ($0.path, $0.bodyEvaluations) }
    }

    /// How many times any node recombined its preference values since the host was created:
    /// the probe for "a change at one leaf recomputes only its path".
    public var preferenceRecomputationCount: Int { graph.preferenceRecomputations }

    /// How many times any body ran (views and modifiers), summed over the tree.
    public var totalBodyEvaluations: Int {
        allNodes().reduce(0) { $0 + $1.bodyEvaluations }
    }

    /// The number of nodes in the graph.
    public var nodeCount: Int { allNodes().count }

    func allNodes() -> [_ViewNode] {
        var result: [_ViewNode] = []
        var pending: [_ViewNode] = [graph.root]
        while let node = pending.popLast() {
            result.append(node)
            pending.append(childrenReversed: node.children)
        }
        return result
    }
}

/// Lets probes find a custom modifier's nodes by the modifier's type.
@MainActor
protocol CustomModifierNodeMarker {
    var modifierType: Any.Type { get }
}
