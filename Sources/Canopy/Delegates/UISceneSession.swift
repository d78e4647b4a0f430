import Foundation

/// A window's session (S7): created when the window opens, handed to the app delegate to
/// choose the window's configuration, and kept, with its identifier, when the app is relaunched
/// with its windows restored.
@MainActor
public final class UISceneSession: NSObject {
    /// What kind of scene a session is for.
    public struct Role: Hashable, RawRepresentable, Sendable {
        /// The role's name.
        public let rawValue: String
        /// A role named `rawValue`.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// An app window (every window an app host opens).
        public static let windowApplication = Role(
            rawValue: "UIWindowSceneSessionRoleApplication")
        /// A non-interactive window on an external display (never simulated).
        public static let windowExternalDisplayNonInteractive = Role(
            rawValue: "UIWindowSceneSessionRoleExternalDisplayNonInteractive")
    }

    /// The session's role.
    public let role: Role
    /// An identifier that stays the same across relaunches.
    public let persistentIdentifier: String
    /// The configuration the app delegate returned for this session.
    public internal(set) var configuration: UISceneConfiguration
    /// The scene using this session while its window is open.
    public internal(set) weak var scene: UIScene?
    /// Your own values for the session.
    public var userInfo: [String: Any]?

    init(role: Role, persistentIdentifier: String) {
        self.role = role
        self.persistentIdentifier = persistentIdentifier
        configuration = UISceneConfiguration(name: nil, sessionRole: role)
    }
}

/// How a window is set up (S7): chiefly the class of its scene delegate, which the system
/// creates, one per window.
///
///     let configuration = UISceneConfiguration(name: nil, sessionRole: session.role)
///     configuration.delegateClass = SceneDelegate.self
@MainActor
public final class UISceneConfiguration: NSObject {
    /// The configuration's name (informational).
    public let name: String?
    /// The role of the sessions it configures.
    public let role: UISceneSession.Role
    /// The class of the window's scene delegate: a class inheriting from `NSObject` and
    /// conforming to ``UISceneDelegate``, or `nil` for none.
    public var delegateClass: AnyClass?
    /// The class of the scene object (informational: Canopy always creates a
    /// ``UIWindowScene``).
    public var sceneClass: AnyClass?

    /// A configuration named `name` for sessions of `sessionRole`.
    public init(name: String?, sessionRole: UISceneSession.Role) {
        self.name = name
        role = sessionRole
    }
}
