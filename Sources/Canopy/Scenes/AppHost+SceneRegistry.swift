/// What the app's scene nodes and window actions tell the host: scenes appearing, changing and
/// leaving, and the window requests views make, run after the update that made them.
extension AppHost {
    func sceneDidUpdate(_ id: ObjectIdentifier, _ record: SceneRecord) {
        if let index = scenes.firstIndex(where: { $0.id == id }) {
            scenes[index].record = record
        } else {
            scenes.append((id, record))
        }
        for window in openWindows where window.scene == id {
            window.host.window.sceneEnvironment = record.environment
            record.update(window.host)
        }
    }

    func sceneDidDisappear(_ id: ObjectIdentifier) {
        scenes.removeAll { $0.id == id }
        // Called while the app's graph is updating: the windows close after the update.
        requests.pending.append { host in
            for window in host.openWindows where window.scene == id { host.closeWindow(window) }
        }
    }

    /// The app's graph and its windows' are flushed together by ``flush()``.
    func graphNeedsFlush(_ graph: ViewGraph) {}

    // Window actions from views run after the update that asked (never during a body).

    func requestOpenWindow(id: String?) {
        let (origin, depth) = actingView()
        requests.pending.append { host in
            host.openRequested(
                scene: id.map { "\"\($0)\"" } ?? "the first window group", by: origin,
                depth: depth
            ) { _ = try? host.openWindow(id: id) }
        }
    }

    func requestOpenWindow(value: AnyHashable) {
        let (origin, depth) = actingView()
        requests.pending.append { host in
            host.openRequested(scene: "for \(type(of: value.base))", by: origin, depth: depth) {
                _ = try? host.openWindow(value: value)
            }
        }
    }

    /// How long a chain of windows opening windows may grow in one update of the app before it
    /// is cut off (D7): a window whose appearing opens another window of its scene would
    /// otherwise open windows without end. Requests an action makes all at once (a command
    /// that opens 200 windows) are a chain of one, and are all honoured.
    static let windowRequestLimit = 20

    /// Runs a view's request to open a window, unless the window that asked was itself opened
    /// in this update by a chain already ``windowRequestLimit`` windows long: then the request
    /// is dropped and one diagnostic names the scene and the view that asked.
    private func openRequested(
        scene: String, by origin: String?, depth: Int, _ open: () -> Void
    ) {
        guard depth <= Self.windowRequestLimit else {
            guard !requests.cutOff else { return }
            requests.cutOff = true
            record(
                Diagnostic(
                    kind: .updateLoop,
                    message:
                        "Views kept opening windows: the scene \(scene) was asked for another window by a window that a chain of \(Self.windowRequestLimit) windows opening windows opened in one update; the chain was cut off"
                        + (origin.map { " (the last asked by \($0))" } ?? ""),
                    viewPath: origin))
            return
        }
        requests.openingDepth = depth
        defer { requests.openingDepth = 0 }
        open()
    }

    /// The view whose action is running, in the app's graph or a window's, and how deep in a
    /// chain of windows opening windows a window it would open stands: one deeper than its own
    /// window (the app's graph and windows opened before this update are at 0).
    private func actingView() -> (path: String?, depth: Int) {
        if let node = graph.actingNode { return (node.pathOfFirstLine, 1) }
        for window in openWindows {
            if let node = window.host.graph.actingNode {
                return (node.pathOfFirstLine, requests.depth(of: window.host.window) + 1)
            }
        }
        // A window mounts, and its views appear, before it is among the open windows.
        for state in requests.opening {
            if let node = state.node?.graph.actingNode {
                return (node.pathOfFirstLine, requests.depth(of: state) + 1)
            }
        }
        return (nil, 1)
    }

    func requestDismissWindows(id: String) {
        requests.pending.append { host in
            let ids = host.scenes.filter { $0.record.id == id }.map(\.id)
            for window in host.openWindows where ids.contains(window.scene) {
                host.closeWindow(window)
            }
        }
    }

    func requestOpenSettings() {
        requests.pending.append { host in _ = try? host.openSettings() }
    }

    func requestClose(_ number: Int) {
        requests.pending.append { host in
            if let window = host.openWindows.first(where: { $0.number == number }) {
                host.closeWindow(window)
            }
        }
    }
}
