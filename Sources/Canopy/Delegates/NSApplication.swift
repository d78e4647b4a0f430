import Foundation

/// The simulated AppKit application an app host runs on macOS (S7): what its app delegate's
/// callbacks receive. Each ``AppHost`` has its own.
@MainActor
public final class NSApplication: NSObject {
    /// Posted (to the delegate's callback) as the app starts launching.
    public static let willFinishLaunchingNotification = Notification.Name(
        "NSApplicationWillFinishLaunchingNotification")
    /// Posted once the app has launched, before the first window's content appears.
    public static let didFinishLaunchingNotification = Notification.Name(
        "NSApplicationDidFinishLaunchingNotification")
    /// Posted when the app becomes active (a window of it becomes key).
    public static let didBecomeActiveNotification = Notification.Name(
        "NSApplicationDidBecomeActiveNotification")
    /// Posted when the app stops being active.
    public static let didResignActiveNotification = Notification.Name(
        "NSApplicationDidResignActiveNotification")
    /// Posted as the app terminates.
    public static let willTerminateNotification = Notification.Name(
        "NSApplicationWillTerminateNotification")

    weak var host: AppHost?

    init(host: AppHost) { self.host = host }

    /// The app delegate the app's ``NSApplicationDelegateAdaptor`` created.
    public internal(set) weak var delegate: (any NSApplicationDelegate)?

    /// Whether the app is active: one of its windows is key.
    public var isActive: Bool { host?.scenePhase == .active }

    /// Terminates the app (its host closes every window; see ``AppHost/terminate()``).
    public func terminate(_ sender: Any?) { host?.terminate() }
}

/// What an AppKit app delegate can implement, as Canopy calls it on macOS (S7). Declare the
/// class with ``NSApplicationDelegateAdaptor`` in the ``App``; every method has a default.
@MainActor
public protocol NSApplicationDelegate: NSObjectProtocol {
    /// Called once at launch, before ``applicationDidFinishLaunching(_:)``.
    func applicationWillFinishLaunching(_ notification: Notification)
    /// Called once at launch, before the first window's content appears.
    func applicationDidFinishLaunching(_ notification: Notification)
    /// Called when the app becomes active: a window of it became key.
    func applicationDidBecomeActive(_ notification: Notification)
    /// Called when the app stops being active.
    func applicationDidResignActive(_ notification: Notification)
    /// Asked when the last window closes: `true` terminates the app. The default is `false`.
    func applicationShouldTerminateAfterLastWindowClosed(_ sender: NSApplication) -> Bool
    /// Called when the app terminates.
    func applicationWillTerminate(_ notification: Notification)
}

extension NSApplicationDelegate {
    /// Does nothing.
    public func applicationWillFinishLaunching(_ notification: Notification) {}
    /// Does nothing.
    public func applicationDidFinishLaunching(_ notification: Notification) {}
    /// Does nothing.
    public func applicationDidBecomeActive(_ notification: Notification) {}
    /// Does nothing.
    public func applicationDidResignActive(_ notification: Notification) {}
    /// Returns `false`: closing the last window leaves the app running.
    public func applicationShouldTerminateAfterLastWindowClosed(_ sender: NSApplication) -> Bool {
        false
    }
    /// Does nothing.
    public func applicationWillTerminate(_ notification: Notification) {}
}
