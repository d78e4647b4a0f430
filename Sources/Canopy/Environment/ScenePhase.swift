/// Whether a scene is in the foreground and interactive.
public enum ScenePhase: String, Sendable, Hashable, CaseIterable {
    /// The scene is not visible; an app whose scenes are all in the background may be
    /// terminated soon (S5).
    case background
    /// The scene is visible but not in front, so it takes no input: a window that is not
    /// the key window (D6).
    case inactive
    /// The scene is in front and takes input: the key window (D6).
    case active
}

struct ScenePhaseKey: EnvironmentKey {
    static let defaultValue: ScenePhase = .active
}

extension EnvironmentValues {
    /// The phase of the scene that contains the view: `.active` for the key window, else
    /// `.inactive` (D6).
    public var scenePhase: ScenePhase {
        get { self[ScenePhaseKey.self] }
        set { self[ScenePhaseKey.self] = newValue }
    }
}
