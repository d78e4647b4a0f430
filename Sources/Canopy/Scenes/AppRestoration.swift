/// What a relaunch restores, a part of the app's host: the windows open when the app last
/// terminated, each with its scene, number, presented value, `@SceneStorage` (S6) and scene
/// session, as a system restores an app's scenes.
@MainActor
struct AppRestoration {
    /// The windows remembered at the last termination, in opening order.
    private var windows: [RestorableWindow] = []

    /// Remembers `open` (in opening order), `key` being the key window; windows whose scene is
    /// not in `scenes` cannot be restored and are left out.
    mutating func remember(
        _ open: [AppHost.AppWindow], key: AppHost.AppWindow?,
        scenes: [(id: ObjectIdentifier, record: SceneRecord)]
    ) {
        windows = open.compactMap { window in
            guard let scene = scenes.first(where: { $0.id == window.scene }) else { return nil }
            return RestorableWindow(
                scene: scene.record.structuralIdentity, number: window.number,
                presentedValue: window.host.window.presentedValue,
                sceneStorage: window.host.window.sceneStorage.values,
                session: window.connection?.scene.session, wasKey: window === key,
                lastActivation: window.lastActivation)
        }
    }

    /// The remembered windows, forgotten here: a relaunch restores them once.
    mutating func take() -> [RestorableWindow] {
        defer { windows = [] }
        return windows
    }
}

/// A window as a relaunch restores it: its scene (by structural identity), number, presented
/// value, scene storage, and UIKit session (with its configuration and user info).
struct RestorableWindow {
    let scene: String
    let number: Int
    let presentedValue: AnyHashable?
    let sceneStorage: [String: Any]
    let session: UISceneSession?
    let wasKey: Bool
    /// When the window was last key, relative to the others: the restored windows keep their
    /// front-to-back order, as AppKit restores it.
    let lastActivation: Int
}
