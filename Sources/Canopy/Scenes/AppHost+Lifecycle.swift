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
        restorableWindows = openWindows.enumerated().compactMap { _, window in
            guard let index = scenes.firstIndex(where: { $0.id == window.scene }) else {
                return nil
            }
            return RestorableWindow(
                sceneIndex: index, sceneKind: window.kind, sceneID: scenes[index].record.id,
                number: window.number, presentedValue: window.host.window.presentedValue,
                sceneStorage: window.host.window.sceneStorage.values,
                sessionID: window.connection?.scene.session.persistentIdentifier,
                wasKey: window === keyWindow)
        }
        for window in openWindows { window.connection?.leave() }
        deliverTerminationCallbacks()
        for window in openWindows { window.host.graph.teardown() }
        openWindows = []
        keyWindow = nil
        graph.teardown()
        scenes = []
        pendingRequests = []
        applicationDelegate = nil
        uiApplication.delegate = nil
        nsApplication.delegate = nil
        delegateSawActive = false
        isRunning = false
    }

    /// Launches the app again (terminating it first if it runs): a new instance of the app with
    /// new app state and a new delegate, launch callbacks, then the windows that were open, in
    /// their order and with their numbers, each with its `@SceneStorage` values restored (view
    /// `@State` starts afresh) and the same key window.
    public func relaunch() {
        terminate()
        let windows = restorableWindows
        restorableWindows = []
        graph = ViewGraph()
        graph.host = self
        uiApplication = UIApplication(host: self)
        nsApplication = NSApplication(host: self)
        isRunning = true
        mountNewApp(self)
        finishLaunching(restoring: windows)
    }

    /// After the app's scenes are known: the launch callbacks (S7), then the windows.
    func finishLaunching(restoring windows: [RestorableWindow]) {
        deliverLaunchCallbacks()
        if windows.isEmpty {
            if let first = scenes.first(where: { $0.record.kind == .windowGroup })
                ?? scenes.first(where: { $0.record.kind == .singleWindow })
            {
                open(first.id, first.record)
            }
        } else {
            var key: AppWindow?
            for restored in windows {
                guard restored.sceneIndex < scenes.count,
                    case let scene = scenes[restored.sceneIndex],
                    scene.record.kind == restored.sceneKind, scene.record.id == restored.sceneID
                else { continue }
                let window = open(
                    scene.id, scene.record, presenting: restored.presentedValue,
                    restoring: restored)
                if restored.wasKey { key = window }
            }
            if let key = key ?? openWindows.last { makeKey(key) }
        }
        flush()
    }
}

/// A window as a relaunch restores it.
struct RestorableWindow {
    let sceneIndex: Int
    let sceneKind: SceneKind
    let sceneID: String?
    let number: Int
    let presentedValue: AnyHashable?
    let sceneStorage: [String: Any]
    let sessionID: String?
    let wasKey: Bool
}
