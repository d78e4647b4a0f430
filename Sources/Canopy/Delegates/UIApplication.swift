import Foundation

/// The simulated UIKit application an app host runs on iOS and iPadOS (S7): what its app
/// delegate's callbacks receive. Each ``AppHost`` has its own.
@MainActor
public final class UIApplication: NSObject {
    /// The application's state, following the app's aggregate scene phase (S5).
    public enum State: Int, Sendable {
        /// A window is in the foreground and key.
        case active
        /// In the foreground, no window key.
        case inactive
        /// Every window is in the background.
        case background
    }

    /// The keys of the launch options a delegate's launch callbacks receive. A simulated
    /// launch is a plain one: the options are `nil`.
    public struct LaunchOptionsKey: Hashable, RawRepresentable, Sendable {
        /// The key's name.
        public let rawValue: String
        /// A key named `rawValue`.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The app was launched to open a URL.
        public static let url = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsURLKey")
        /// The app that asked to open the URL.
        public static let sourceApplication = LaunchOptionsKey(
            rawValue: "UIApplicationLaunchOptionsSourceApplicationKey")
        /// The app was launched for a remote notification.
        public static let remoteNotification = LaunchOptionsKey(
            rawValue: "UIApplicationLaunchOptionsRemoteNotificationKey")
        /// The app was launched to continue a user activity.
        public static let userActivityDictionary = LaunchOptionsKey(
            rawValue: "UIApplicationLaunchOptionsUserActivityDictionaryKey")
    }

    weak var host: AppHost?

    init(host: AppHost) { self.host = host }

    /// The app delegate the app's ``UIApplicationDelegateAdaptor`` created.
    public internal(set) weak var delegate: (any UIApplicationDelegate)?

    /// The scenes connected now: one per open window.
    public var connectedScenes: Set<UIScene> {
        Set(host?.windows.compactMap { $0.connection?.scene } ?? [])
    }

    /// The sessions of the open windows.
    public var openSessions: Set<UISceneSession> { Set(connectedScenes.map(\.session)) }

    /// Whether the platform shows several windows side by side (iPadOS does, iOS does not).
    public var supportsMultipleScenes: Bool { host?.platform.supportsMultipleWindows ?? false }

    /// `.active` while a window is key, `.background` when every window is in the
    /// background, else `.inactive`.
    public var applicationState: State {
        switch host?.scenePhase ?? .background {
        case .active: .active
        case .inactive: .inactive
        case .background: .background
        }
    }
}
