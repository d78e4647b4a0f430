import Foundation

/// What a UIKit app delegate can implement, as Canopy calls it on iOS and iPadOS (S7). Declare
/// the class with ``UIApplicationDelegateAdaptor`` in the ``App``; every method has a default,
/// so implement only the ones you need.
///
///     class AppDelegate: NSObject, UIApplicationDelegate {
///         func application(
///             _ application: UIApplication,
///             didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]? = nil
///         ) -> Bool { true }
///     }
@MainActor
public protocol UIApplicationDelegate: NSObjectProtocol {
    /// Called once at launch, before ``application(_:didFinishLaunchingWithOptions:)``.
    func application(
        _ application: UIApplication,
        willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool

    /// Called once at launch, before the first window's content appears.
    func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool

    /// Called as each window opens: the configuration whose ``UISceneConfiguration/delegateClass``
    /// becomes the window's scene delegate (one per window). The default has no delegate class.
    func application(
        _ application: UIApplication,
        configurationForConnecting connectingSceneSession: UISceneSession,
        options: UIScene.ConnectionOptions
    ) -> UISceneConfiguration

    /// Called after windows were closed by the person using the app: their sessions are gone.
    func application(
        _ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>)

    /// Called when the app host terminates the app.
    func applicationWillTerminate(_ application: UIApplication)
}

extension UIApplicationDelegate {
    /// Returns `true`.
    public func application(
        _ application: UIApplication,
        willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool { true }

    /// Returns `true`.
    public func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool { true }

    /// A configuration for the session's role with no scene delegate.
    public func application(
        _ application: UIApplication,
        configurationForConnecting connectingSceneSession: UISceneSession,
        options: UIScene.ConnectionOptions
    ) -> UISceneConfiguration {
        UISceneConfiguration(name: nil, sessionRole: connectingSceneSession.role)
    }

    /// Does nothing.
    public func application(
        _ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>
    ) {}

    /// Does nothing.
    public func applicationWillTerminate(_ application: UIApplication) {}
}
