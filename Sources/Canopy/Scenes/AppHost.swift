/// Hosts an app on a simulated platform: its scenes in one graph, each window in a graph of its
/// own (S1, S2). Opens, closes and focuses windows as a person would, runs every graph's updates,
/// and renders the windows as text.
///
///     let host = AppHost(MovieHunterApp(), platform: .macOS)   // one window open
///     let second = try host.openWindow()
///     try host.window(1).tap("Hit Me")
///     print(host.render())
@MainActor
public final class AppHost: GraphHost, SceneRegistry {
    /// The clock every window's timers run on.
    let clock = HostClock()
    /// The app's graph: the app value and its scenes (a new one each launch).
    var graph = ViewGraph()
    /// Mounts a new instance of the app in a new graph: what a relaunch does.
    let mountNewApp: @MainActor (AppHost) -> Void
    /// The simulated platform (D4).
    public let platform: Platform
    /// The system appearance every window starts from (D6).
    public let colorScheme: ColorScheme
    /// The system locale (D6).
    public let locale: Locale
    /// The app's name, the app menu's title: its `App` type's name without a trailing `App`.
    public let appName: String
    var scenes: [(id: ObjectIdentifier, record: SceneRecord)] = []
    /// The open windows and which is key (see ``AppWindowList``).
    var windowList = AppWindowList()
    /// The open windows, in opening order.
    var openWindows: [AppWindow] { windowList.open }
    /// The app's own diagnostics and gone windows' (see ``AppDiagnosticLog``).
    private var diagnosticLog = AppDiagnosticLog()
    private var isFlushing = false
    /// The app's `@AppStorage` store: a suite of its own, shared by every window.
    let defaultsStore = DefaultsStore()
    /// Window actions views asked for, run by ``flush()`` once the update is done.
    let requests = WindowRequestQueue()
    /// The app's delegates (S7); a relaunch makes new ones.
    lazy var delegates = AppDelegates(host: self)
    /// The key window's focused values, as the app and its commands read them (F9).
    let focusMirror = AppFocusMirror()
    /// Whether the app is running: `false` after ``terminate()`` until ``relaunch()``.
    public internal(set) var isRunning = true
    /// The windows open when the app last terminated, restored by ``relaunch()``.
    var restoration = AppRestoration()
    /// What the app's views do when their bodies cannot run, and where the host was made.
    let failureReporting: FailureReporting
    /// Whether windows log, and what closed windows logged (see ``recordsEvents``).
    var eventLog = AppEventLog()

    /// Launches `app` on `platform`: creates the app (its state and objects live as long as the
    /// host, or until ``relaunch()``), evaluates its scenes, calls its delegate's launch
    /// callbacks (S7), and opens the windows of the scenes presented at launch (the first
    /// scene, or those marked with ``Scene/defaultLaunchBehavior(_:)``). With `recordsEvents`,
    /// every window logs its views' callbacks from its first mount (see ``events``). A view
    /// whose body cannot run (E11) fails the running test unless `viewFailures` says otherwise
    /// (see ``ViewFailureHandling``).
    public init<A: App>(
        _ app: A, platform: Platform = .macOS, colorScheme: ColorScheme = .light,
        locale: Locale = Locale(identifier: "en_US"), recordsEvents: Bool = false,
        viewFailures: ViewFailureHandling = .failTest, fileID: String = #fileID,
        filePath: String = #filePath, line: Int = #line, column: Int = #column
    ) {
        failureReporting = FailureReporting(
            viewFailures: viewFailures,
            location: _SourceLocation(
                fileID: fileID, filePath: filePath, line: line, column: column)
        )
        graph.failureReporting = failureReporting
        eventLog.isRecording = recordsEvents
        self.platform = platform
        self.colorScheme = colorScheme
        self.locale = locale
        appName = Self.name(ofApp: A.self)
        mountNewApp = { host in host.graph.setRoot(AppRoot(app: A(), host: host)) }
        graph.host = self
        graph.recordsEvents = recordsEvents
        graph.eventClock = eventLog.clock
        graph.setRoot(AppRoot(app: app, host: self))
        finishLaunching(restoring: [])
    }

    isolated deinit {
        for window in openWindows { window.host.graph.teardown() }
        graph.teardown()
        defaultsStore.discard()
    }

    // MARK: Windows

    /// The open windows, in opening order.
    public var windows: [AppWindow] { openWindows }

    /// The key window: the one a person is using. Its phase is `.active`; every other window's
    /// is `.inactive` (S5, D6).
    public internal(set) var keyWindow: AppWindow? {
        get { windowList.key }
        set { windowList.makeKey(newValue) }
    }

    /// Opens a new window of the window group with `id` (the first window group when `nil`),
    /// or the `Window` scene with that id (brought forward if it is open). On iOS, which shows
    /// one window, a second is not opened: a diagnostic names the platform and the open window
    /// is returned (D4).
    @discardableResult
    public func openWindow(id: String? = nil) throws -> AppWindow {
        if let id,
            let single = scenes.first(where: {
                $0.record.kind == .singleWindow && $0.record.id == id
            })
        {
            if let open = openWindows.first(where: { $0.scene == single.id }) {
                makeKey(open)
                return open
            }
            if !platform.supportsMultipleWindows, let existing = openWindows.first {
                report("\(platform) shows one window; openWindow did not open another")
                return existing
            }
            return open(single.id, single.record)
        }
        let groups = scenes.filter { $0.record.kind == .windowGroup }
        guard let scene = groups.first(where: { id == nil || $0.record.id == id }) else {
            throw SceneNotFound(
                what: id.map { "window group \(quoted($0))" } ?? "window group",
                available: scenes.filter { $0.record.kind != .settings }.compactMap(\.record.id))
        }
        if !platform.supportsMultipleWindows, let existing = openWindows.first {
            report("\(platform) shows one window; openWindow did not open another")
            return existing
        }
        return open(scene.id, scene.record)
    }

    /// Opens a window of the data-driven group (`WindowGroup(for:)`) for `value`'s type,
    /// presenting `value`; if a window already presents it, that window becomes key instead.
    @discardableResult
    public func openWindow<D: Hashable & Sendable>(value: D) throws -> AppWindow {
        try openWindow(value: AnyHashable(value))
    }

    @discardableResult
    func openWindow(value: AnyHashable) throws -> AppWindow {
        let valueType = type(of: value.base)
        guard
            let scene = scenes.first(where: {
                $0.record.valueType.map { ObjectIdentifier($0) == ObjectIdentifier(valueType) }
                    ?? false
            })
        else {
            throw SceneNotFound(
                what: "window group for \(valueType)",
                available: scenes.compactMap { $0.record.valueType.map { "\($0)" } })
        }
        if let existing = openWindows.first(where: {
            $0.scene == scene.id && $0.host.window.presentedValue == value
        }) {
            makeKey(existing)
            return existing
        }
        if !platform.supportsMultipleWindows, let existing = openWindows.first {
            report("\(platform) shows one window; openWindow did not open another")
            return existing
        }
        return open(scene.id, scene.record, presenting: value)
    }

    /// Opens the settings window (macOS), or returns it if it is open. On iPadOS and iOS there
    /// is no settings window: a diagnostic names the platform (D4, S3).
    @discardableResult
    public func openSettings() throws -> AppWindow {
        if let open = openWindows.first(where: \.isSettings) {
            makeKey(open)
            return open
        }
        guard let scene = scenes.first(where: { $0.record.kind == .settings }) else {
            throw SceneNotFound(what: "Settings scene", available: [])
        }
        guard platform.hasSettingsWindow else {
            report("\(platform) has no Settings window; the Settings scene is not shown")
            throw SceneNotFound(what: "Settings window on \(platform)", available: [])
        }
        return open(scene.id, scene.record)
    }

    /// Closes `window`: its tree is torn down (disappear actions run, tasks are cancelled, its
    /// state is released).
    public func closeWindow(_ window: AppWindow) {
        guard openWindows.contains(where: { $0 === window }) else { return }
        window.connection?.leave()
        windowList.remove(window)
        window.host.update(root: EmptyView())
        // Its disappear actions and cancelled tasks belong to the app's log.
        eventLog.keep(window.host.events)
        keepDiagnostics(of: window, note: "closed")
        windowList.handOverKey(from: window)
        updatePhases(of: keyWindow.map { [$0] } ?? [])
        disconnect(window)
        flush()
        if openWindows.isEmpty, shouldTerminateAfterLastWindowClosed { terminate() }
    }

    /// Keeps `window`'s diagnostics among the app's, marked with the window (`[window 2,
    /// closed]`), once the window is gone.
    func keepDiagnostics(of window: AppWindow, note: String) {
        diagnosticLog.keep(of: window, note: note)
    }

    /// The window numbered `number`, or an error listing the open windows.
    public func window(_ number: Int) throws -> ViewHost {
        guard let window = openWindows.first(where: { $0.number == number }) else {
            throw SceneNotFound(
                what: "window \(number)", available: openWindows.map { "\($0.number)" })
        }
        return window.host
    }

    /// Makes `window` the key window.
    public func makeKey(_ window: AppWindow) {
        let previous = keyWindow
        keyWindow = window
        // Only the windows that gain or lose key status change phase (D6).
        updatePhases(of: [previous, window].compactMap { $0 })
        flush()
    }

    /// Resizes `window` (on iPadOS the size decides its horizontal size class). iOS windows
    /// fill the screen: there a diagnostic names the platform and the size stays (D4).
    public func resize(_ window: AppWindow, to size: WindowSize) {
        guard platform != .iOS else {
            return report("iOS windows fill the screen; the window was not resized")
        }
        window.host.windowSize = size
        flush()
    }

    /// The app's phase: `.active` if any window is, `.inactive` if none is, `.background` when
    /// every window is in the background (S5). What `@Environment(\.scenePhase)` reads in the
    /// `App`.
    public var scenePhase: ScenePhase {
        // Only the key window can be active: the common answer costs nothing per window.
        if keyWindow?.host.scenePhase == .active { return .active }
        let phases = openWindows.map { $0.host.scenePhase }
        if phases.contains(.active) { return .active }
        if !phases.isEmpty && phases.allSatisfy({ $0 == .background }) { return .background }
        return .inactive
    }

    /// Sets `window`'s phase (a window sent to the background, brought back). Making a
    /// window `.active` makes it the key window (D6); the others keep their phases.
    public func setPhase(_ phase: ScenePhase, of window: AppWindow) {
        if phase == .active, keyWindow !== window {
            window.host.window.configuration.scenePhase = .inactive
            return makeKey(window)
        }
        window.host.window.configuration.scenePhase = phase
        refreshAppEnvironment()
        deliverPhaseCallbacks(for: [window])
        flush()
    }

    // MARK: Updates and output

    /// Applies every pending update, in the app's graph and in every window's, until all are
    /// stable.
    public func flush() {
        // A flush asked for inside one (an action that closes a window) is left to the outer
        // loop, which runs until nothing is pending.
        guard !isFlushing else { return }
        // Window requests run as the app's code: on its platform (``HostContext``).
        HostContext.running(on: platform, clock: clock) { flushAsHost() }
    }

    private func flushAsHost() {
        isFlushing = true
        defer { isFlushing = false }
        requests.startUpdate()
        var rounds = 0
        repeat {
            graph.flush()
            // Only windows with something to do: a change in one window costs nothing in the
            // others.
            for window in openWindows where window.host.graph.hasPendingWork {
                window.host.graph.flush()
            }
            syncFocusMirror()
            for request in requests.take() { request(self) }
            rounds += 1
        } while rounds < ViewGraph.passLimit && hasPendingWork
        if rounds == ViewGraph.passLimit && hasPendingWork {
            requests.pending = []
            record(
                Diagnostic(
                    kind: .updateLoop,
                    message:
                        "The app's windows did not settle after \(ViewGraph.passLimit) rounds of updates and window requests; the update was cut off"
                ))
        }
    }

    /// Whether the app's graph, a window or a window request has work left.
    private var hasPendingWork: Bool {
        graph.hasPendingWork || !requests.pending.isEmpty
            || openWindows.contains { $0.host.hasPendingUpdates }
    }

    /// What went wrong in the app (platform limits, D4) and in its windows, oldest first.
    /// A closed window's diagnostics stay, their messages marked with the window's number.
    public var diagnostics: [Diagnostic] {
        diagnosticLog.own + graph.diagnostics + diagnosticLog.fromGoneWindows
            + openWindows.flatMap { $0.host.diagnostics }
    }

    // MARK: Private

    @discardableResult
    func open(
        _ scene: ObjectIdentifier, _ record: SceneRecord, presenting value: AnyHashable? = nil,
        restoring restored: RestorableWindow? = nil
    ) -> AppWindow {
        let size = record.environment.defaultWindowSize ?? platform.defaultWindowSize
        let state = WindowState(
            configuration: WindowConfiguration(
                platform: platform, size: platform == .iOS ? platform.defaultWindowSize : size,
                systemColorScheme: colorScheme, locale: locale, scenePhase: .inactive))
        state.sceneEnvironment = record.environment
        state.eventClock = eventLog.clock
        state.failureReporting = failureReporting
        state.presentedValue = value
        if let restored { state.sceneStorage.values = restored.sceneStorage }
        let number = windowList.number(restoring: restored?.number)
        state.close = { [weak self] in self?.requestClose(number) }
        state.features.append(WindowFeatures.Closing())
        // The scene delegate connects before the window's content appears (S7).
        let connection = connectScene(
            number: number, title: record.title, restoring: restored?.session, window: state)
        state.recordsEvents = eventLog.isRecording
        state.appClock = clock
        requests.opens(state)
        requests.opening.append(state)
        let content = record.open(state)
        requests.opening.removeAll { $0 === state }
        let window = AppWindow(
            number: number, host: content, connection: connection, scene: scene,
            kind: record.kind, title: record.title)
        window.host.owner = self
        windowList.add(window)
        // Restored windows wait for the one that was key, so none is key in between.
        if restored == nil { makeKey(window) }
        return window
    }

    /// The key window is `.active`, the other foreground windows `.inactive` (D6); a window
    /// sent to the background stays there until its phase is set again.
    /// After a relaunch: every window's phase at once.
    func restorePhases() { updatePhases(of: openWindows) }

    private func updatePhases(of windows: [AppWindow]) {
        for window in windows where window.host.scenePhase != .background {
            window.host.window.configuration.scenePhase = window === keyWindow ? .active : .inactive
        }
        refreshAppEnvironment()
        deliverPhaseCallbacks(for: windows)
    }

    /// The app's root re-reads the aggregate phase at the next flush.
    func refreshAppEnvironment() {
        if let root = graph.root.children.first { graph.invalidate(root) }
    }

    /// A person used `window`'s content: it becomes the key window.
    func windowWasUsed(_ host: ViewHost) {
        guard keyWindow?.host !== host, let window = openWindows.first(where: { $0.host === host })
        else { return }
        let previous = keyWindow
        keyWindow = window
        updatePhases(of: [previous, window].compactMap { $0 })
    }

    private func report(_ message: String) {
        record(Diagnostic(kind: .platformUnavailable, message: message))
    }

    /// Keeps `diagnostic` among the app's own (once).
    func record(_ diagnostic: Diagnostic) {
        diagnosticLog.record(diagnostic)
    }
}
