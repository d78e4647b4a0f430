import Foundation

/// The app's delegates (S7): the app delegate its adaptor created, launch callbacks, a scene
/// delegate per window, and callbacks that follow each window's phase.
extension AppHost {
    /// Takes the delegates the app node's adaptors created: the first whose framework runs on
    /// this platform is the app's delegate (an app ported from iOS may declare both adaptors).
    /// Returns it, for the app node to put in every scene's environment.
    func adoptDelegates(
        _ claimed: [ApplicationDelegateRecord], declaredIn app: String
    ) -> ApplicationDelegateRecord? {
        guard !claimed.isEmpty else { return nil }
        for kit in [DelegateKit.uiKit, .appKit] {
            let ofKit = claimed.filter { $0.kit == kit }
            if ofKit.count > 1 {
                record(
                    Diagnostic(
                        kind: .misplacedProperty,
                        message:
                            "\(ofKit.count) \(kit.adaptorName)s are declared in \(app); only the first, \(type(of: ofKit[0].object)), is the app's delegate",
                        viewPath: app))
            }
        }
        for unavailable in claimed where !unavailable.kit.isAvailable(on: platform) {
            record(
                Diagnostic(
                    kind: .platformUnavailable,
                    message:
                        "\(unavailable.kit.adaptorName) does nothing on \(platform): \(type(of: unavailable.object)) is created but never called"
                ))
        }
        guard let adopted = claimed.first(where: { $0.kit.isAvailable(on: platform) }) else {
            return nil
        }
        _ = delegates.adopt(adopted)
        return adopted
    }

    /// Creates the window's scene and scene delegate: for a new session the UIKit app delegate
    /// chooses the configuration; a restored session keeps its own (and its user info). An
    /// observable scene delegate goes in that window's environment only.
    func connectScene(
        number: Int, title: String?, restoring restored: UISceneSession?, window: WindowState
    ) -> SceneConnection? {
        guard let appDelegate = delegates.uiDelegate else { return nil }
        let options = UIScene.ConnectionOptions()
        let session: UISceneSession
        if let restored {
            session = restored
        } else {
            session = UISceneSession(
                role: .windowApplication, persistentIdentifier: "session-\(number)")
            session.configuration = appDelegate.application(
                delegates.uiApplication, configurationForConnecting: session, options: options)
        }
        let scene = UIWindowScene(session: session)
        scene.title = title
        session.scene = scene
        if let delegateClass = session.configuration.delegateClass {
            // The class is checked before it is created: its init may have side effects.
            if delegateClass is any UISceneDelegate.Type,
                let delegate = DelegateConstruction.make(class: delegateClass)
                    as? any UISceneDelegate
            {
                scene.delegate = delegate
                if let write = ApplicationDelegateRecord.environmentWrite(for: delegate) {
                    window.features.append(WindowFeatures.SceneDelegate(write: write))
                }
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

    /// Brings the scene delegates of `windows` (the ones whose phase may have changed), and
    /// AppKit's app delegate, up to date with the phases the windows are in now.
    func deliverPhaseCallbacks(for changed: [AppWindow]) {
        HostContext.running(on: platform, clock: clock) {
            deliverPhaseCallbacksAsHost(for: changed)
        }
    }

    private func deliverPhaseCallbacksAsHost(for changed: [AppWindow]) {
        // A window resigns before another becomes active, as when the key window changes.
        let windows =
            changed.filter { $0.host.scenePhase != .active }
            + changed.filter { $0.host.scenePhase == .active }
        for window in windows { window.connection?.follow(window.host.scenePhase) }
        // A Mac app with no window open stays the active app (its menu bar stays up).
        guard !openWindows.isEmpty else { return }
        delegates.follow(appIsActive: scenePhase == .active)
    }

    /// A closed window's scene disconnects and its session is discarded.
    func disconnect(_ window: AppWindow) {
        guard let connection = window.connection else { return }
        connection.disconnect()
        delegates.discard(connection.scene.session)
    }

    /// Whether AppKit's delegate asks for the app to end with its last window.
    var shouldTerminateAfterLastWindowClosed: Bool {
        delegates.shouldTerminateAfterLastWindowClosed
    }

    /// Tells the delegate the app terminates.
    func deliverTerminationCallbacks() {
        HostContext.running(on: platform, clock: clock) { delegates.terminate() }
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
