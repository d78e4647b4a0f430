import Canopy
import Testing

/// What the delegates of these tests did, in order (each test starts it afresh; tests run on
/// the main actor one at a time).
@MainActor
enum DelegateLog {
    static var events: [String] = []
}

class LoggingAppDelegate: NSObject, UIApplicationDelegate, ObservableObject {
    @Published var launches = 0
    func application(
        _ application: UIApplication,
        willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]? = nil
    ) -> Bool {
        DelegateLog.events.append("willFinishLaunching")
        return true
    }
    func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]? = nil
    ) -> Bool {
        launches += 1
        DelegateLog.events.append("didFinishLaunching")
        return true
    }
    func application(
        _ application: UIApplication, configurationForConnecting session: UISceneSession,
        options: UIScene.ConnectionOptions
    ) -> UISceneConfiguration {
        DelegateLog.events.append("configure \(session.persistentIdentifier)")
        let configuration = UISceneConfiguration(name: nil, sessionRole: session.role)
        configuration.delegateClass = LoggingSceneDelegate.self
        return configuration
    }
    func application(
        _ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>
    ) {
        DelegateLog.events.append(
            "discard " + sceneSessions.map(\.persistentIdentifier).sorted().joined(separator: ","))
    }
    func applicationWillTerminate(_ application: UIApplication) {
        DelegateLog.events.append("willTerminate")
    }
}

final class LoggingSceneDelegate: NSObject, UIWindowSceneDelegate, ObservableObject {
    private(set) var name = "?"
    func scene(
        _ scene: UIScene, willConnectTo session: UISceneSession,
        options connectionOptions: UIScene.ConnectionOptions
    ) {
        name = session.persistentIdentifier
        log("willConnect")
    }
    func sceneWillEnterForeground(_ scene: UIScene) { log("willEnterForeground") }
    func sceneDidBecomeActive(_ scene: UIScene) { log("didBecomeActive") }
    func sceneWillResignActive(_ scene: UIScene) { log("willResignActive") }
    func sceneDidEnterBackground(_ scene: UIScene) { log("didEnterBackground") }
    func sceneDidDisconnect(_ scene: UIScene) { log("didDisconnect") }
    private func log(_ event: String) { DelegateLog.events.append("\(name) \(event)") }
}

struct DelegateReader: View {
    @EnvironmentObject var app: LoggingAppDelegate
    @EnvironmentObject var scene: LoggingSceneDelegate
    var body: some View {
        Text("launches \(app.launches), scene \(scene.name)")
            .onAppear { DelegateLog.events.append("content appears") }
    }
}

struct LoggingDelegateApp: App {
    @UIApplicationDelegateAdaptor var delegate: LoggingAppDelegate
    var body: some Scene {
        WindowGroup { DelegateReader() }
    }
}

@Observable
class ObservationAppDelegate: NSObject, UIApplicationDelegate {
    var launched = false
    func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]? = nil
    ) -> Bool {
        launched = true
        return true
    }
}

struct ObservationDelegateReader: View {
    @Environment(ObservationAppDelegate.self) var delegate
    var body: some View { Text("launched \(delegate.launched)") }
}

/// Reads the delegate without anyone injecting it: the adaptor puts it in every scene.
struct ObservationDelegateApp: App {
    @UIApplicationDelegateAdaptor(ObservationAppDelegate.self) var delegate
    var body: some Scene {
        WindowGroup { ObservationDelegateReader() }
        WindowGroup(id: "second") { ObservationDelegateReader() }
    }
}

/// An app whose body reads its delegate: the App node depends on the delegate.
struct DelegateReadingApp: App {
    @UIApplicationDelegateAdaptor var delegate: LoggingAppDelegate
    var body: some Scene {
        WindowGroup { Text("app saw \(delegate.launches) launches") }
    }
}

class MacDelegate: NSObject, NSApplicationDelegate {
    static var quitsWithLastWindow = false
    func applicationWillFinishLaunching(_ notification: Notification) {
        DelegateLog.events.append("will \(notification.name.rawValue)")
    }
    func applicationDidFinishLaunching(_ notification: Notification) {
        DelegateLog.events.append("did \(notification.name.rawValue)")
    }
    func applicationDidBecomeActive(_ notification: Notification) {
        DelegateLog.events.append("active")
    }
    func applicationDidResignActive(_ notification: Notification) {
        DelegateLog.events.append("resign")
    }
    func applicationShouldTerminateAfterLastWindowClosed(_ sender: NSApplication) -> Bool {
        Self.quitsWithLastWindow
    }
    func applicationWillTerminate(_ notification: Notification) {
        DelegateLog.events.append("terminate")
    }
}

struct MacDelegateApp: App {
    @NSApplicationDelegateAdaptor var delegate: MacDelegate
    var body: some Scene {
        WindowGroup { Text("mac") }
    }
}

struct MisplacedAdaptorView: View {
    @UIApplicationDelegateAdaptor var delegate: LoggingAppDelegate
    var body: some View { Text("misplaced") }
}

struct TwoAdaptorsApp: App {
    @UIApplicationDelegateAdaptor var first: LoggingAppDelegate
    @UIApplicationDelegateAdaptor var second: ObservationAppDelegate
    var body: some Scene {
        WindowGroup { ObservationDelegateReader() }
    }
}

/// An app ported from iOS declares both adaptors without `#if os` (D4: Linux sees neither).
struct PortedApp: App {
    @UIApplicationDelegateAdaptor var phoneDelegate: LoggingAppDelegate
    @NSApplicationDelegateAdaptor var macDelegate: MacDelegate
    var body: some Scene { WindowGroup { Text("ported") } }
}

@MainActor class NotASceneDelegate: NSObject {
    static var made = 0
    override init() {
        Self.made += 1
        super.init()
    }
}

class WrongClassAppDelegate: NSObject, UIApplicationDelegate {
    func application(
        _ application: UIApplication, configurationForConnecting session: UISceneSession,
        options: UIScene.ConnectionOptions
    ) -> UISceneConfiguration {
        let configuration = UISceneConfiguration(name: nil, sessionRole: session.role)
        configuration.delegateClass = NotASceneDelegate.self
        return configuration
    }
}

struct WrongClassApp: App {
    @UIApplicationDelegateAdaptor var delegate: WrongClassAppDelegate
    var body: some Scene { WindowGroup { Text("plain") } }
}

@MainActor
@Suite("Delegates (S7): one app delegate, launched once; a scene delegate per window")
struct DelegateTests {
    @Test("S7: launch callbacks run once, before the first window's content appears")
    func launchBeforeContent() throws {
        DelegateLog.events = []
        let host = AppHost(LoggingDelegateApp(), platform: .iPadOS)
        #expect(
            DelegateLog.events == [
                "willFinishLaunching", "didFinishLaunching", "configure session-1",
                "session-1 willConnect", "content appears", "session-1 willEnterForeground",
                "session-1 didBecomeActive",
            ])
        #expect(
            try host.window(1).render() == """
                DelegateReader
                └─ Text "launches 1, scene session-1"
                """)
        DelegateLog.events = []
        try host.openWindow()
        #expect(!DelegateLog.events.contains("didFinishLaunching"))
        #expect(
            try host.window(2).render() == """
                DelegateReader
                └─ Text "launches 1, scene session-2"
                """)
    }

    @Test("S7: the adaptor's value is the one delegate, the same in the App and in every window")
    func oneInstance() throws {
        DelegateLog.events = []
        let host = AppHost(DelegateReadingApp(), platform: .iOS)
        // The App's body re-ran after the launch callback changed the delegate.
        #expect(try host.window(1).render() == #"Text "app saw 1 launches""#)
        #expect(DelegateLog.events.filter { $0 == "didFinishLaunching" }.count == 1)
        #expect(host.diagnostics.isEmpty)
    }

    @Test("S7: an @Observable delegate is in every scene's environment without being injected")
    func observableDelegateInEveryScene() throws {
        let host = AppHost(ObservationDelegateApp(), platform: .iPadOS)
        try host.openWindow(id: "second")
        #expect(try host.window(1).render().contains(#"Text "launched true""#))
        #expect(try host.window(2).render().contains(#"Text "launched true""#))
    }

    @Test("S7: one scene delegate per window, in that window's environment only")
    func sceneDelegatePerWindow() throws {
        let host = AppHost(LoggingDelegateApp(), platform: .iPadOS)
        try host.openWindow()
        #expect(try host.window(1).render().hasSuffix(#"Text "launches 1, scene session-1""#))
        #expect(try host.window(2).render().hasSuffix(#"Text "launches 1, scene session-2""#))
    }

    @Test("S7: scene-delegate callbacks follow the window's phase, and closing disconnects it")
    func callbacksFollowPhase() throws {
        DelegateLog.events = []
        let host = AppHost(LoggingDelegateApp(), platform: .iPadOS)
        DelegateLog.events = []
        let second = try host.openWindow()
        #expect(
            DelegateLog.events == [
                "configure session-2", "session-2 willConnect", "content appears",
                "session-1 willResignActive", "session-2 willEnterForeground",
                "session-2 didBecomeActive",
            ])
        DelegateLog.events = []
        host.setPhase(.background, of: host.windows[0])
        host.setPhase(.active, of: host.windows[0])
        #expect(
            DelegateLog.events == [
                "session-1 didEnterBackground",
                "session-2 willResignActive", "session-1 willEnterForeground",
                "session-1 didBecomeActive",
            ])
        DelegateLog.events = []
        host.closeWindow(second)
        #expect(
            DelegateLog.events == [
                "session-2 didEnterBackground", "session-2 didDisconnect", "discard session-2",
            ])
        DelegateLog.events = []
        host.closeWindow(host.windows[0])
        #expect(
            DelegateLog.events == [
                "session-1 willResignActive", "session-1 didEnterBackground",
                "session-1 didDisconnect", "discard session-1",
            ])
    }

    @Test("S7, D4: the UIKit adaptor does nothing on macOS, the AppKit one nothing on iOS")
    func platformWithoutTheKit() throws {
        DelegateLog.events = []
        let mac = AppHost(LoggingDelegateApp(), platform: .macOS, viewFailures: .errorNode)
        #expect(DelegateLog.events.isEmpty)
        #expect(
            mac.diagnostics.contains {
                $0.kind == .platformUnavailable
                    && $0.message.contains("UIApplicationDelegateAdaptor does nothing on macOS")
            })
        // Not in the environment either: the reader fails as with any missing object (E11).
        #expect(
            mac.diagnostics.contains {
                $0.kind == .missingEnvironmentObject && $0.message.contains("LoggingAppDelegate")
            })
        let phone = AppHost(MacDelegateApp(), platform: .iOS)
        #expect(DelegateLog.events.isEmpty)
        #expect(
            phone.diagnostics.map(\.message).contains(
                "NSApplicationDelegateAdaptor does nothing on iOS: MacDelegate is created but never called"
            ))
    }

    @Test("S7: AppKit's delegate launches once, follows the app's activation, and can quit")
    func appKitDelegate() throws {
        DelegateLog.events = []
        MacDelegate.quitsWithLastWindow = false
        let host = AppHost(MacDelegateApp(), platform: .macOS)
        #expect(
            DelegateLog.events == [
                "will NSApplicationWillFinishLaunchingNotification",
                "did NSApplicationDidFinishLaunchingNotification", "active",
            ])
        DelegateLog.events = []
        host.setPhase(.background, of: host.windows[0])
        host.setPhase(.active, of: host.windows[0])
        #expect(DelegateLog.events == ["resign", "active"])
        DelegateLog.events = []
        host.closeWindow(host.windows[0])
        #expect(host.isRunning)
        // A Mac app without windows is still the active app.
        #expect(DelegateLog.events.isEmpty)

        MacDelegate.quitsWithLastWindow = true
        let quitting = AppHost(MacDelegateApp(), platform: .macOS)
        DelegateLog.events = []
        quitting.closeWindow(quitting.windows[0])
        #expect(!quitting.isRunning)
        #expect(DelegateLog.events == ["terminate"])
        #expect(quitting.render() == "(not running)")
        MacDelegate.quitsWithLastWindow = false
    }

    @Test("S7: an adaptor outside the App, or a second one in it, is named in a diagnostic")
    func misplacedAdaptors() throws {
        let view = ViewHost(MisplacedAdaptorView())
        #expect(
            view.render() == """
                MisplacedAdaptorView
                └─ Text "misplaced"
                """)
        #expect(
            view.diagnostics.map(\.message) == [
                "UIApplicationDelegateAdaptor<LoggingAppDelegate> is declared in MisplacedAdaptorView, not in the App: the delegate is created but never called"
            ])
        DelegateLog.events = []
        let app = AppHost(TwoAdaptorsApp(), platform: .iOS, viewFailures: .errorNode)
        #expect(DelegateLog.events.filter { $0 == "didFinishLaunching" }.count == 1)
        #expect(
            app.diagnostics.map(\.message) == [
                "2 UIApplicationDelegateAdaptors are declared in TwoAdaptorsApp; only the first, LoggingAppDelegate, is the app's delegate",
                // The second delegate is not the app's, so it is in no environment either.
                "No Observable object of type ObservationAppDelegate found. A View.environment(_:) for ObservationAppDelegate may be missing as an ancestor of this view.",
            ])
    }

    @Test("S7, D4: with both adaptors declared, each platform adopts the one of its framework")
    func bothAdaptors() throws {
        DelegateLog.events = []
        let mac = AppHost(PortedApp(), platform: .macOS)
        #expect(
            DelegateLog.events == [
                "will NSApplicationWillFinishLaunchingNotification",
                "did NSApplicationDidFinishLaunchingNotification", "active",
            ])
        #expect(
            mac.diagnostics.map(\.message) == [
                "UIApplicationDelegateAdaptor does nothing on macOS: LoggingAppDelegate is created but never called"
            ])
        DelegateLog.events = []
        _ = AppHost(PortedApp(), platform: .iOS)
        #expect(DelegateLog.events.prefix(2) == ["willFinishLaunching", "didFinishLaunching"])
    }

    @Test("S7: a delegate class that is not a scene delegate is a diagnostic, not a crash")
    func wrongDelegateClass() throws {
        let host = AppHost(WrongClassApp(), platform: .iOS)
        #expect(try host.window(1).render() == #"Text "plain""#)
        #expect(
            host.diagnostics.map(\.message) == [
                "The scene configuration's delegateClass NotASceneDelegate is not an NSObject subclass conforming to UISceneDelegate; window 1 has no scene delegate"
            ])
        // Checked before it is created: its init never ran.
        #expect(NotASceneDelegate.made == 0)
    }
}
