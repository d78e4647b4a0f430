/// Launching, terminating and relaunching the app: a relaunch restores the windows that were
/// open, each with its `@SceneStorage` (S6) and its scene session, as a system restores an
/// app's scenes.
extension AppHost {
    /// Terminates the app as the system would: each window goes to the background, the delegate
    /// hears `applicationWillTerminate`, and every graph is released without running disappear
    /// actions (the process ends). The open windows are remembered for ``relaunch()``;
    /// `@AppStorage` values stay in the app's store.
    public func terminate() {
        guard isRunning else { return }
        restoration.remember(openWindows, key: keyWindow, scenes: scenes)
        for window in openWindows { window.connection?.leave() }
        deliverTerminationCallbacks()
        // The windows' diagnostics outlive them, as a closed window's do.
        for window in openWindows { keepDiagnostics(of: window, note: "open at quit") }
        for window in openWindows { window.host.graph.teardown() }
        windowList.removeAll()
        graph.teardown()
        // No window is key now, and a relaunched window may reuse a freed one's identity: the
        // commands' mirror of the key window's focused values starts over (F9).
        focusMirror.reset()
        scenes = []
        requests.pending = []
        isRunning = false
    }

    /// Launches the app again (terminating it first if it runs): a new instance of the app with
    /// new app state and a new delegate, launch callbacks, then the windows that were open, in
    /// their order and with their numbers, each with its `@SceneStorage` values restored (view
    /// `@State` starts afresh) and the same key window.
    public func relaunch() {
        terminate()
        let windows = restoration.take()
        // The app's own log (scene callbacks) goes on in the new graph.
        let appEvents = graph.events
        graph = ViewGraph()
        graph.host = self
        graph.events = appEvents
        graph.eventClock = eventLog.clock
        graph.recordsEvents = eventLog.isRecording
        windowList.restartNumbering()
        delegates = AppDelegates(host: self)
        isRunning = true
        mountNewApp(self)
        finishLaunching(restoring: windows)
    }

    /// After the app's scenes are known (the launch callbacks ran as its delegate was
    /// adopted, S7): the windows.
    func finishLaunching(restoring windows: [RestorableWindow]) {
        if windows.isEmpty {
            for scene in scenesPresentedAtLaunch() { open(scene.id, scene.record) }
        } else {
            var key: AppWindow?
            var restoredOrder: [(window: AppWindow, lastActivation: Int)] = []
            for restored in windows {
                // A window whose scene is gone from the app's body is not restored.
                guard
                    let scene = scenes.first(where: {
                        $0.record.structuralIdentity == restored.scene
                    })
                else { continue }
                let window = open(
                    scene.id, scene.record, presenting: restored.presentedValue,
                    restoring: restored)
                restoredOrder.append((window, restored.lastActivation))
                if restored.wasKey { key = window }
            }
            // Front to back as they were (AppKit restores the window order with the windows):
            // closing the key window later hands over to the one that was behind it.
            for (window, _) in restoredOrder.sorted(by: { $0.lastActivation < $1.lastActivation }) {
                windowList.stampActivation(of: window)
            }
            // Every restored window comes to the foreground together, the remembered one key.
            keyWindow = key ?? openWindows.last
            restorePhases()
        }
        flush()
    }
}

extension AppHost {
    /// The scenes whose windows open at launch: those marked `.presented`, else the first
    /// window-opening scene in the app's body that is not `.suppressed` (a `Window` before a
    /// `WindowGroup` is the one). The Settings scene never opens at launch. On iOS, which shows
    /// one window, only the first of them.
    func scenesPresentedAtLaunch() -> [(id: ObjectIdentifier, record: SceneRecord)] {
        let candidates = scenes.filter { $0.record.kind != .settings }
        let presented = candidates.filter {
            $0.record.environment.sceneLaunchBehavior == .presented
        }
        let chosen =
            presented.isEmpty
            ? Array(
                candidates.first { $0.record.environment.sceneLaunchBehavior != .suppressed }
                    .map { [$0] } ?? [])
            : presented
        return platform.supportsMultipleWindows ? chosen : Array(chosen.prefix(1))
    }
}
