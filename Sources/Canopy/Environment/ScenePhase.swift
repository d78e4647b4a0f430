/// Whether a scene is in the foreground and interactive.
public enum ScenePhase: String, Sendable, Hashable, CaseIterable {
    case background, inactive, active
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
