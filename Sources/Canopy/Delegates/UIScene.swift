import Foundation

/// One open window as UIKit sees it (S7): its session, its activation state following the
/// window's phase, and its scene delegate.
@MainActor
public class UIScene: NSObject {
    /// Where a scene is in its life.
    public enum ActivationState: Int, Sendable {
        /// Not connected yet, or disconnected.
        case unattached = -1
        /// In front and taking input (the key window).
        case foregroundActive = 0
        /// Visible, not taking input.
        case foregroundInactive = 1
        /// Not visible.
        case background = 2
    }

    /// What the system knew when it connected the scene. A simulated window is opened by a
    /// person, not for a URL, user activity or shortcut, so it carries nothing else.
    @MainActor
    public final class ConnectionOptions: NSObject {
        /// The bundle identifier of the app that asked to open the scene: `nil`.
        public let sourceApplication: String? = nil
    }

    /// The window's session.
    public let session: UISceneSession
    /// The scene delegate the session's configuration named (the scene keeps it alive).
    public internal(set) var delegate: (any UISceneDelegate)?
    /// Follows the window's phase: `.foregroundActive` while key.
    public internal(set) var activationState: ActivationState = .unattached
    /// The window's title.
    public var title: String?

    init(session: UISceneSession) {
        self.session = session
    }
}

/// A scene that shows a window: the kind every window an app host opens is.
@MainActor
public final class UIWindowScene: UIScene {}
