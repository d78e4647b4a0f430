import Foundation

/// What a scene delegate can implement (S7). The system creates one per window from the class
/// the app delegate's ``UIApplicationDelegate/application(_:configurationForConnecting:options:)``
/// names, and calls it as that window's phase changes. Every method has a default.
@MainActor
public protocol UISceneDelegate: NSObjectProtocol {
    /// The window is opening: called before its content appears.
    func scene(
        _ scene: UIScene, willConnectTo session: UISceneSession,
        options connectionOptions: UIScene.ConnectionOptions)
    /// The window closed.
    func sceneDidDisconnect(_ scene: UIScene)
    /// The window became `.active` (key).
    func sceneDidBecomeActive(_ scene: UIScene)
    /// The window is leaving `.active`.
    func sceneWillResignActive(_ scene: UIScene)
    /// The window is leaving `.background` (also as it first appears).
    func sceneWillEnterForeground(_ scene: UIScene)
    /// The window reached `.background`.
    func sceneDidEnterBackground(_ scene: UIScene)
}

extension UISceneDelegate {
    /// Does nothing.
    public func scene(
        _ scene: UIScene, willConnectTo session: UISceneSession,
        options connectionOptions: UIScene.ConnectionOptions
    ) {}
    /// Does nothing.
    public func sceneDidDisconnect(_ scene: UIScene) {}
    /// Does nothing.
    public func sceneDidBecomeActive(_ scene: UIScene) {}
    /// Does nothing.
    public func sceneWillResignActive(_ scene: UIScene) {}
    /// Does nothing.
    public func sceneWillEnterForeground(_ scene: UIScene) {}
    /// Does nothing.
    public func sceneDidEnterBackground(_ scene: UIScene) {}
}

/// A scene delegate for a window scene: what SwiftUI code declares (`final class SceneDelegate:
/// NSObject, UIWindowSceneDelegate`).
@MainActor
public protocol UIWindowSceneDelegate: UISceneDelegate {}
