// Seed 004 §1 (@UIApplicationDelegateAdaptor): an app delegate and a scene delegate in an app
// with the SwiftUI life cycle. Written as the article writes it, with `import Canopy` in place
// of `import SwiftUI`; types carry prefixes because the article's programs share one module
// here (its `AppDelegate`, `SceneDelegate` and `ContentView` are several different classes).
import Canopy

// MARK: 1.1 Basic use

class LaunchLoggingAppDelegate: NSObject, UIApplicationDelegate {
    // 实现相关的 UIApplicationDelegate 方法
    func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]? = nil
    ) -> Bool {
        print("App launched")
        return true
    }
}

struct DelegateDemo: App {
    @UIApplicationDelegateAdaptor var delegate: LaunchLoggingAppDelegate
    var body: some Scene {
        WindowGroup {
            Text("Hello World")
        }
    }
}

// MARK: 1.3 An ObservableObject delegate, and a scene delegate

class PublishedAppDelegate: NSObject, UIApplicationDelegate, ObservableObject {
    @Published var launched: Bool = false
    func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]? = nil
    ) -> Bool {
        launched = true
        return true
    }
}

struct PublishedDelegateDemo: App {
    @UIApplicationDelegateAdaptor var delegate: PublishedAppDelegate
    var body: some Scene {
        WindowGroup {
            LaunchedContentView()
                .environmentObject(delegate)
        }
    }
}

struct LaunchedContentView: View {
    @EnvironmentObject var delegate: PublishedAppDelegate
    var body: some View {
        Text("Launched \(delegate.launched ? "True" : "False")")
    }
}

final class ForegroundLoggingSceneDelegate: NSObject, UIWindowSceneDelegate {
    func sceneWillEnterForeground(_ scene: UIScene) {
        print("will enter foreground")
    }
}

extension PublishedAppDelegate {
    func application(
        _ application: UIApplication,
        configurationForConnecting connectingSceneSession: UISceneSession,
        options: UIScene.ConnectionOptions
    ) -> UISceneConfiguration {
        let sceneConfig = UISceneConfiguration(name: nil, sessionRole: connectingSceneSession.role)
        sceneConfig.delegateClass = ForegroundLoggingSceneDelegate.self
        return sceneConfig
    }
}

// The scene delegate, once observable, is in the window's environment too.
extension ForegroundLoggingSceneDelegate: ObservableObject {}

struct SceneDelegateContentView: View {
    @EnvironmentObject var appDelegate: PublishedAppDelegate
    @EnvironmentObject var sceneDelegate: ForegroundLoggingSceneDelegate
    var body: some View {
        Text("Launched \(appDelegate.launched ? "True" : "False")")
    }
}

struct SceneDelegateDemo: App {
    @UIApplicationDelegateAdaptor var delegate: PublishedAppDelegate
    var body: some Scene {
        WindowGroup {
            SceneDelegateContentView()
                .environmentObject(delegate)
        }
    }
}

// MARK: 1.3 The same with Observation

@Observable  // Using Observation
class ObservedAppDelegate: NSObject, UIApplicationDelegate {
    var launched: Bool = false
    func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]? = nil
    ) -> Bool {
        launched = true
        print("lanched")
        return true
    }
}

@Observable  // Using Observation
final class ObservedSceneDelegate: NSObject, UIWindowSceneDelegate {
    var foreground: Bool = false
    func sceneWillEnterForeground(_ scene: UIScene) {
        foreground = true
        print("will enter foreground")
    }
}

extension ObservedAppDelegate {
    func application(
        _ application: UIApplication,
        configurationForConnecting connectingSceneSession: UISceneSession,
        options: UIScene.ConnectionOptions
    ) -> UISceneConfiguration {
        let sceneConfig = UISceneConfiguration(name: nil, sessionRole: connectingSceneSession.role)
        sceneConfig.delegateClass = ObservedSceneDelegate.self
        return sceneConfig
    }
}

struct PropertyWrapperApp: App {
    @UIApplicationDelegateAdaptor(ObservedAppDelegate.self) var delegate
    var body: some Scene {
        WindowGroup {
            ObservationContentView()
                .environment(delegate)  // 按照 Observed 的方式注入
        }
    }
}

struct ObservationContentView: View {
    @Environment(ObservedAppDelegate.self) var appDelegate
    @Environment(ObservedSceneDelegate.self) var sceneDelegate
    var body: some View {
        VStack {
            Text("Launched \(appDelegate.launched ? "True" : "False")")
            Text("Foreground \(sceneDelegate.foreground ? "True" : "False")")
        }
    }
}

// MARK: Prefer scenePhase to the scene delegate

struct ScenePhaseContentView: View {
    @Environment(\.scenePhase) var scenePhase
    var body: some View {
        Text("Hello World")
            .onChange(of: scenePhase) { phase in
                switch phase {
                case .active:  // 对应 sceneWillEnterForeground
                    print("active")
                case .inactive:
                    print("inactive")
                case .background:
                    print("background")
                @unknown default:
                    break
                }
            }
    }
}

struct ScenePhaseDemo: App {
    var body: some Scene {
        WindowGroup {
            ScenePhaseContentView()
        }
    }
}

#Preview("Launched") {
    LaunchedContentView()
        .environmentObject(PublishedAppDelegate())
}
