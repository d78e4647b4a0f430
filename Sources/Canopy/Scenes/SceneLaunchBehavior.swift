/// Whether a scene's window is presented when the app launches: what
/// ``Scene/defaultLaunchBehavior(_:)`` sets.
///
/// At launch (without windows to restore) every scene marked ``presented`` opens a window. If
/// none is, the first window-opening scene that is not ``suppressed`` opens one, as SwiftUI
/// presents the first scene when none is defined to present.
public struct SceneLaunchBehavior: Sendable, Hashable, CustomStringConvertible {
    private enum Kind: Sendable, Hashable {
        case automatic, presented, suppressed
    }
    private let kind: Kind

    /// The system decides: the first scene is presented when no scene asks to be.
    public static let automatic = SceneLaunchBehavior(kind: .automatic)
    /// The scene presents a window at launch.
    public static let presented = SceneLaunchBehavior(kind: .presented)
    /// The scene presents no window at launch (it can still be opened later).
    public static let suppressed = SceneLaunchBehavior(kind: .suppressed)

    /// `automatic`, `presented` or `suppressed`.
    public var description: String { "\(kind)" }
}

struct SceneLaunchBehaviorKey: EnvironmentKey, RuntimeEnvironmentKey {
    static let defaultValue = SceneLaunchBehavior.automatic
}

extension EnvironmentValues {
    /// The launch behavior of the scene whose environment this is.
    var sceneLaunchBehavior: SceneLaunchBehavior {
        get { self[SceneLaunchBehaviorKey.self] }
        set { self[SceneLaunchBehaviorKey.self] = newValue }
    }
}

extension Scene {
    /// Sets whether this scene presents a window when the app launches. Flows **down** to the
    /// scene it modifies; a relaunch that restores windows restores those instead.
    ///
    ///     Window("Welcome", id: "welcome") { WelcomeView() }
    ///         .defaultLaunchBehavior(.presented)
    public func defaultLaunchBehavior(_ behavior: SceneLaunchBehavior) -> some Scene {
        _EnvironmentWritingScene(content: self) { $0.sceneLaunchBehavior = behavior }
    }
}
