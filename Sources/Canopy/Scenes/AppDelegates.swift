import Foundation

/// The app's delegates, a part of its host (S7): the delegate its adaptor created, the
/// `UIApplication` and `NSApplication` that UIKit and AppKit delegates receive, and whether
/// AppKit's delegate last heard that the app was active. Each launch has its own: a relaunch
/// makes a new app, with a new delegate.
@MainActor
final class AppDelegates {
    /// The app's delegate, from its delegate adaptor.
    private(set) var adopted: ApplicationDelegateRecord?
    /// What UIKit app delegates receive.
    let uiApplication: UIApplication
    /// What AppKit app delegates receive.
    let nsApplication: NSApplication
    /// Whether the app was active when AppKit's delegate last heard about it.
    private var sawActive = false

    init(host: AppHost) {
        uiApplication = UIApplication(host: host)
        nsApplication = NSApplication(host: host)
    }

    /// The UIKit app delegate, if the app has one.
    var uiDelegate: (any UIApplicationDelegate)? { uiApplication.delegate }

    /// Makes `record` the app's delegate (the first adopted wins) and calls its launch
    /// callbacks, which come before the app's scenes are built. Returns whether it was adopted.
    func adopt(_ record: ApplicationDelegateRecord) -> Bool {
        guard adopted == nil else { return false }
        adopted = record
        uiApplication.delegate = record.object as? any UIApplicationDelegate
        nsApplication.delegate = record.object as? any NSApplicationDelegate
        deliverLaunchCallbacks()
        return true
    }

    /// Calls the delegate's launch callbacks: once per launch, before any window opens.
    private func deliverLaunchCallbacks() {
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

    /// Tells AppKit's delegate that the app became active or resigned, if that changed since
    /// it last heard.
    func follow(appIsActive active: Bool) {
        guard let delegate = nsApplication.delegate, active != sawActive else { return }
        sawActive = active
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

    /// A closed window's session is discarded.
    func discard(_ session: UISceneSession) {
        uiApplication.delegate?.application(uiApplication, didDiscardSceneSessions: [session])
    }

    /// Whether AppKit's delegate asks for the app to end with its last window.
    var shouldTerminateAfterLastWindowClosed: Bool {
        nsApplication.delegate?.applicationShouldTerminateAfterLastWindowClosed(nsApplication)
            ?? false
    }

    /// Tells the delegate the app terminates, then lets it go: the terminated app calls no one.
    func terminate() {
        uiApplication.delegate?.applicationWillTerminate(uiApplication)
        nsApplication.delegate?.applicationWillTerminate(
            Notification(name: NSApplication.willTerminateNotification, object: nsApplication))
        adopted = nil
        uiApplication.delegate = nil
        nsApplication.delegate = nil
        sawActive = false
    }
}
