import Foundation

/// The app's delegates (S7): the app delegate its adaptor created, launch callbacks, a scene
/// delegate per window, and callbacks that follow each window's phase.
extension AppHost {
    /// Takes the delegates the app node's adaptors created: the first is the app's delegate.
    /// Returns it when it runs on this platform, for the app node to put in every scene's
    /// environment.
    func adoptDelegates(
        _ claimed: [ApplicationDelegateRecord], declaredIn path: String
    ) -> ApplicationDelegateRecord? {
        guard let first = claimed.first else { return nil }
        if claimed.count > 1 {
            record(
                Diagnostic(
                    kind: .misplacedProperty,
                    message:
                        "\(claimed.count) application delegate adaptors are declared in \(path); only the first, \(type(of: first.object)), is the app's delegate",
                    viewPath: path))
        }
        guard first.kit.isAvailable(on: platform) else {
            record(
                Diagnostic(
                    kind: .platformUnavailable,
                    message:
                        "\(first.kit.adaptorName) does nothing on \(platform): \(type(of: first.object)) is created but never called"
                ))
            return nil
        }
        if applicationDelegate == nil {
            applicationDelegate = first
            uiApplication.delegate = first.object as? any UIApplicationDelegate
            nsApplication.delegate = first.object as? any NSApplicationDelegate
        }
        return first
    }

    /// Calls the delegate's launch callbacks: once per launch, before any window opens.
    func deliverLaunchCallbacks() {
        if let delegate = uiApplication.delegate {
            _ = delegate.application(uiApplication, willFinishLaunchingWithOptions: nil)
            _ = delegate.application(uiApplication, didFinishLaunchingWithOptions: nil)
        }
        if let delegate = nsApplication.delegate {
            delegate.applicationWillFinishLaunching(
                Notification(
                    name: NSApplication.willFinishLaunchingNotification, object: nsApplication))
            delegate.applicationDidFinishLaunching(
                Notification(
                    name: NSApplication.didFinishLaunchingNotification, object: nsApplication))
        }
    }

    /// Asks the UIKit app delegate for the window's configuration and creates its scene and
    /// scene delegate; an observable scene delegate goes in that window's environment only.
    func connectScene(number: Int, title: String?, sessionID: String?, window: WindowState)
        -> SceneConnection?
    {
        guard let appDelegate = uiApplication.delegate else { return nil }
        let session = UISceneSession(
            role: .windowApplication, persistentIdentifier: sessionID ?? "session-\(number)")
        let options = UIScene.ConnectionOptions()
        let configuration = appDelegate.application(
            uiApplication, configurationForConnecting: session, options: options)
        session.configuration = configuration
        let scene = UIWindowScene(session: session)
        scene.title = title
        session.scene = scene
        if let delegateClass = configuration.delegateClass {
            if let delegate = DelegateConstruction.make(class: delegateClass)
                as? any UISceneDelegate
            {
                scene.delegate = delegate
                window.sceneDelegateEnvironment = ApplicationDelegateRecord.environmentWrite(
                    for: delegate)
            } else {
                record(
                    Diagnostic(
                        kind: .misplacedProperty,
                        message:
                            "The scene configuration's delegateClass \(delegateClass) is not an NSObject subclass conforming to UISceneDelegate; window \(number) has no scene delegate"
                    ))
            }
        }
        scene.delegate?.scene(scene, willConnectTo: session, options: options)
        return SceneConnection(scene: scene)
    }

    /// Brings every window's scene delegate, and AppKit's app delegate, up to date with the
    /// phases the windows are in now.
    func deliverPhaseCallbacks() {
        // A window resigns before another becomes active, as when the key window changes.
        let windows =
            openWindows.filter { $0.host.scenePhase != .active }
            + openWindows.filter { $0.host.scenePhase == .active }
        for window in windows { window.connection?.follow(window.host.scenePhase) }
        guard let delegate = nsApplication.delegate else { return }
        let active = scenePhase == .active
        guard active != delegateSawActive else { return }
        delegateSawActive = active
        if active {
            delegate.applicationDidBecomeActive(
                Notification(name: NSApplication.didBecomeActiveNotification, object: nsApplication)
            )
        } else {
            delegate.applicationDidResignActive(
                Notification(name: NSApplication.didResignActiveNotification, object: nsApplication)
            )
        }
    }

    /// A closed window's scene disconnects and its session is discarded.
    func disconnect(_ window: AppWindow) {
        guard let connection = window.connection else { return }
        connection.disconnect()
        uiApplication.delegate?.application(
            uiApplication, didDiscardSceneSessions: [connection.scene.session])
    }

    /// Whether AppKit's delegate asks for the app to end with its last window.
    var shouldTerminateAfterLastWindowClosed: Bool {
        nsApplication.delegate?.applicationShouldTerminateAfterLastWindowClosed(nsApplication)
            ?? false
    }

    /// Tells the delegate the app terminates.
    func deliverTerminationCallbacks() {
        uiApplication.delegate?.applicationWillTerminate(uiApplication)
        nsApplication.delegate?.applicationWillTerminate(
            Notification(name: NSApplication.willTerminateNotification, object: nsApplication))
    }
}

/// One window's UIKit scene: the scene delegate's callbacks follow the window's phase (S7).
@MainActor
final class SceneConnection {
    let scene: UIWindowScene
    /// The phase the delegate last heard about; `nil` before the window first appears.
    private var phase: ScenePhase?

    init(scene: UIWindowScene) { self.scene = scene }

    /// Delivers the callbacks between the last phase and `next`: resigning before leaving
    /// `.active`, entering the foreground on leaving `.background`, and so on.
    func follow(_ next: ScenePhase) {
        let previous = phase ?? .background
        guard phase != next else { return }
        phase = next
        let delegate = scene.delegate
        if previous == .active {
            scene.activationState = .foregroundInactive
            delegate?.sceneWillResignActive(scene)
        }
        if previous == .background, next != .background {
            scene.activationState = .foregroundInactive
            delegate?.sceneWillEnterForeground(scene)
        }
        if next == .background {
            scene.activationState = .background
            delegate?.sceneDidEnterBackground(scene)
        }
        if next == .active {
            scene.activationState = .foregroundActive
            delegate?.sceneDidBecomeActive(scene)
        }
    }

    /// The window is closing: it resigns and goes to the background first.
    func leave() {
        if phase != nil { follow(.background) }
    }

    /// The window closed.
    func disconnect() {
        scene.activationState = .unattached
        scene.delegate?.sceneDidDisconnect(scene)
        scene.session.scene = nil
    }
}
