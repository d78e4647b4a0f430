import Canopy
import Testing

struct RestorableView: View {
    @SceneStorage("tab") private var tab = 0
    @State private var taps = 0
    @AppStorage("total") private var total = 0
    var body: some View {
        VStack {
            Button("Tab \(tab)") { tab += 1 }
            Button("Taps \(taps)") {
                taps += 1
                total += 1
            }
            Text("total \(total)")
        }
    }
}

struct RestorableApp: App {
    var body: some Scene {
        WindowGroup { RestorableView() }
        WindowGroup(for: Int.self) { $number in Text("item \(number ?? 0)") }
    }
}

@MainActor
@Suite("Relaunch (S6, S7): windows come back with their scene storage")
struct RelaunchTests {
    @Test("S6: a relaunch restores each window's @SceneStorage; @State starts afresh")
    func sceneStorageRestored() throws {
        let host = AppHost(RestorableApp(), platform: .iPadOS)
        try host.openWindow()
        try host.openWindow(value: 7)
        try host.window(1).tap("Tab 0")
        try host.window(1).tap("Tab 1")
        try host.window(2).tap("Tab 0")
        try host.window(2).tap("Taps 0")
        host.makeKey(host.windows[0])
        host.relaunch()
        #expect(host.isRunning)
        #expect(host.windows.map(\.number) == [1, 2, 3])
        #expect(host.keyWindow?.number == 1)
        #expect(try host.window(1).controls(.button) == ["Tab 2", "Taps 0"])
        #expect(try host.window(2).controls(.button) == ["Tab 1", "Taps 0"])
        // @AppStorage lives in the app's store, which outlives a launch.
        #expect(try host.window(2).render().hasSuffix(#"Text "total 1""#))
        #expect(try host.window(3).render() == #"Text "item 7""#)
        // A new window after the relaunch gets the next number and fresh storage.
        let fourth = try host.openWindow()
        #expect(fourth.number == 4)
        #expect(fourth.host.controls(.button) == ["Tab 0", "Taps 0"])
    }

    @Test(
        "S5/S6: a relaunch restores the windows' front-to-back order: closing the key window hands over to the one behind it"
    )
    func relaunchKeepsWindowOrder() throws {
        let host = AppHost(RestorableApp(), platform: .macOS)
        try host.openWindow()
        try host.openWindow()
        // Front to back: 2, 1, 3 (3 opened last, but 1 and then 2 were used since).
        host.makeKey(host.windows[0])
        host.makeKey(host.windows[1])
        host.relaunch()
        #expect(host.windows.map(\.number) == [1, 2, 3])
        #expect(host.keyWindow?.number == 2)
        host.closeWindow(try #require(host.keyWindow))
        #expect(host.keyWindow?.number == 1)
        host.closeWindow(try #require(host.keyWindow))
        #expect(host.keyWindow?.number == 3)
    }

    @Test("S6: a window closed before the app quits is not restored")
    func closedWindowsStayClosed() throws {
        let host = AppHost(RestorableApp(), platform: .iPadOS)
        try host.openWindow()
        host.closeWindow(host.windows[0])
        host.terminate()
        #expect(!host.isRunning)
        #expect(host.render() == "(not running)")
        host.relaunch()
        #expect(host.windows.map(\.number) == [2])
    }

    @Test("S7: a relaunch creates a new delegate, launches it, and restores the sessions")
    func delegatesRelaunch() throws {
        DelegateLog.events = []
        let host = AppHost(LoggingDelegateApp(), platform: .iPadOS)
        try host.openWindow()
        DelegateLog.events = []
        host.relaunch()
        #expect(
            DelegateLog.events == [
                "session-1 didEnterBackground", "session-2 willResignActive",
                "session-2 didEnterBackground", "willTerminate",
                "willFinishLaunching", "didFinishLaunching",
                // Restored sessions keep their configuration: the delegate is not asked again.
                "session-1 willConnect", "content appears",
                "session-2 willConnect", "content appears",
                "session-1 willEnterForeground", "session-2 willEnterForeground",
                "session-2 didBecomeActive",
            ])
        #expect(try host.window(2).render().hasSuffix(#"Text "launches 1, scene session-2""#))
    }

    @Test("S6: a window whose scene left the app's body is not restored into another scene")
    func vanishedScene() throws {
        ToggledScenesApp.showsFirst = true
        let host = AppHost(ToggledScenesApp(), platform: .iPadOS)
        try host.window(1).tap("Tab 0")
        try host.openWindow(id: "second")
        host.terminate()
        ToggledScenesApp.showsFirst = false
        host.relaunch()
        #expect(host.windows.map(\.number) == [2])
        #expect(try host.window(2).controls(.button) == ["Second 0"])
    }

    @Test("A new launch after every window closed numbers windows from 1 again")
    func numbersRestart() throws {
        let host = AppHost(RestorableApp(), platform: .iPadOS)
        host.closeWindow(host.windows[0])
        host.relaunch()
        #expect(host.windows.map(\.number) == [1])
    }
}

struct SecondSceneView: View {
    @SceneStorage("tab") private var tab = 0
    var body: some View { Button("Second \(tab)") { tab += 1 } }
}

struct ToggledScenesApp: App {
    @MainActor static var showsFirst = true
    var body: some Scene {
        if Self.showsFirst {
            WindowGroup { RestorableView() }
        }
        WindowGroup(id: "second") { SecondSceneView() }
    }
}
