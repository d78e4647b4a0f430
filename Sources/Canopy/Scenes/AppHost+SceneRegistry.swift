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
        pendingRequests.append { host in
            for window in host.openWindows where window.scene == id { host.closeWindow(window) }
        }
    }

    /// The app's graph and its windows' are flushed together by ``flush()``.
    func graphNeedsFlush(_ graph: ViewGraph) {}

    // Window actions from views run after the update that asked (never during a body).

    func requestOpenWindow(id: String?) {
        pendingRequests.append { host in _ = try? host.openWindow(id: id) }
    }

    func requestOpenWindow(value: AnyHashable) {
        pendingRequests.append { host in _ = try? host.openWindow(value: value) }
    }

    func requestDismissWindows(id: String) {
        pendingRequests.append { host in
            let ids = host.scenes.filter { $0.record.id == id }.map(\.id)
            for window in host.openWindows where ids.contains(window.scene) {
                host.closeWindow(window)
            }
        }
    }

    func requestOpenSettings() {
        pendingRequests.append { host in _ = try? host.openSettings() }
    }

    func requestClose(_ number: Int) {
        pendingRequests.append { host in
            if let window = host.openWindows.first(where: { $0.number == number }) {
                host.closeWindow(window)
            }
        }
    }
}
