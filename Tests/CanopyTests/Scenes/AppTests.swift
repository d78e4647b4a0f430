import Canopy
import CanopyTesting
import Testing

@MainActor
@Suite("Apps, scenes and windows (S1–S5, E8, D4)")
struct AppTests {
    @Test("S1/S2: launching opens one window of the first group; each window has its own @State")
    func windowsHaveTheirOwnState() throws {
        let host = AppHost(CounterApp())
        #expect(host.windows.count == 1)
        let first = try host.window(1)
        try first.tap("Count: 0")
        try first.tap("Count: 1")
        try first.tap("Count: 2")
        let second = try host.openWindow()
        #expect(second.number == 2)
        #expect(first.controls(.button) == ["Count: 3"])
        #expect(second.host.controls(.button) == ["Count: 0"])
        #expect(second.title == "Counter")
        #expect(host.diagnostics.isEmpty)
    }

    @Test(
        "S2 (seed 000): an object created in the App is shared, so an action in one window shows in the other"
    )
    func appObjectIsShared() throws {
        let host = AppHost(SharedStoreApp())
        try host.openWindow()
        try host.window(1).tap("Hit Me (0)")
        host.flush()
        #expect(try host.window(2).controls(.button) == ["Hit Me (1)"])
    }

    @Test("S2 (seed 000, the fix): a store created in the scene's root view is each window's own")
    func sceneObjectIsPerWindow() throws {
        let host = AppHost(PerWindowStoreApp())
        try host.openWindow()
        try host.window(1).tap("Hit Me (0)")
        host.flush()
        #expect(try host.window(1).controls(.button) == ["Hit Me (1)"])
        #expect(try host.window(2).controls(.button) == ["Hit Me (0)"])
    }

    @Test(
        "E8/S3: a scene modifier reaches every window of its scene; Settings sees neither it nor the content's writes"
    )
    func scenesHaveTheirOwnEnvironment() throws {
        let host = AppHost(ScopedEnvironmentApp(), platform: .macOS)
        let settings = try host.openSettings()
        let main = try host.window(1).render()
        #expect(main.contains(#"Text "main: content""#))
        let text = settings.host.render()
        #expect(text.contains(#"Text "settings: default""#))
        #expect(text.contains(#"Text "settings other: default""#))
        #expect(settings.isSettings && settings.title == "Settings")
        // The scene's own value reaches every window of the group.
        let second = try host.openWindow()
        #expect(second.host.render().contains(#"Text "main: content""#))
    }

    @Test("S5/D6: the key window is active, the others inactive; the App sees the aggregate")
    func scenePhases() throws {
        let host = AppHost(PhaseApp(), platform: .iPadOS)
        let first = try #require(host.windows.first)
        let second = try host.openWindow()
        #expect(host.keyWindow === second)
        #expect(first.host.render().contains(#"Text "window inactive, app active""#))
        #expect(second.host.render().contains(#"Text "window active, app active""#))
        host.setPhase(.inactive, of: second)
        #expect(host.scenePhase == .inactive)
        #expect(first.host.render().contains(#"Text "window inactive, app inactive""#))
        host.setPhase(.background, of: first)
        host.setPhase(.background, of: second)
        #expect(host.scenePhase == .background)
        #expect(second.host.render().contains(#"Text "window background, app background""#))
    }

    @Test("S1: App state written in one window updates every window that reads it")
    func appStateReachesEveryWindow() throws {
        let host = AppHost(SharedCountApp())
        try host.openWindow()
        try host.window(1).tap("Shared: 0")
        host.flush()
        #expect(try host.window(2).controls(.button) == ["Shared: 1"])
        #expect(try host.window(1).controls(.button) == ["Shared: 1"])
    }

    @Test("openWindow(id:) opens the group with that id; an unknown id lists the ids there are")
    func openByID() throws {
        let host = AppHost(TwoGroupsApp())
        let inspector = try host.openWindow(id: "inspector")
        #expect(inspector.title == "Inspector")
        #expect(inspector.host.render() == #"Text "inspector""#)
        #expect(throws: AppHost.SceneNotFound.self) { try host.openWindow(id: "missing") }
        do {
            try host.openWindow(id: "missing")
        } catch {
            #expect("\(error)" == #"No window group "missing"; the app has: main, inspector"#)
        }
    }

    @Test("D4: iOS shows one window and no Settings; asking is a diagnostic, not a crash")
    func platformLimits() throws {
        let phone = AppHost(ScopedEnvironmentApp(), platform: .iOS)
        let again = try phone.openWindow()
        #expect(phone.windows.count == 1 && again.number == 1)
        #expect(
            phone.diagnostics.map(\.message) == [
                "iOS shows one window; openWindow did not open another"
            ])
        let pad = AppHost(ScopedEnvironmentApp(), platform: .iPadOS)
        #expect(throws: AppHost.SceneNotFound.self) { try pad.openSettings() }
        #expect(
            pad.diagnostics.contains {
                $0.kind == .platformUnavailable
                    && $0.message.contains("iPadOS has no Settings window")
            })
        try pad.openWindow()
        #expect(pad.windows.count == 2)
    }

    @Test("L3: closing a window tears its tree down: its views disappear")
    func closingTearsDown() throws {
        LifecycleApp.log.events = []
        let host = AppHost(LifecycleApp())
        let window = try #require(host.windows.first)
        #expect(LifecycleApp.log.events == ["appear"])
        host.closeWindow(window)
        #expect(LifecycleApp.log.events == ["appear", "disappear"])
        #expect(host.windows.isEmpty)
        #expect(throws: AppHost.SceneNotFound.self) { try host.window(1) }
    }

    @Test(
        "The app renders as a frame per window (title, platform, scheme, key, phase), then the menu bar"
    )
    func rendering() throws {
        let host = AppHost(CounterApp(), platform: .macOS)
        try host.openWindow()
        #expect(
            host.render() == """
                ┌ Window 1 "Counter" · macOS · light · inactive
                │ [Count: 0]
                └
                ┌ Window 2 "Counter" · macOS · light · key · active
                │ [Count: 0]
                └
                Menu bar: Counter: Quit Counter ⌘Q | File: New Window ⌘N | Edit | View | Window | Help
                """)
        let phone = AppHost(CounterApp(), platform: .iOS)
        #expect(
            phone.render(RenderOptions(ascii: true, windowContent: .tree)) == """
                + Window 1 "Counter" · iOS · light · key · active
                | WindowCounter
                | `- Button "Count: 0"
                +
                """)
    }
}

struct MovieDetail: View {
    @Binding var id: Int?
    var body: some View { Text("movie \(id.map(String.init) ?? "none")") }
}

struct MovieOpener: View {
    @Environment(\.openWindow) private var openWindow
    var body: some View {
        VStack {
            Button("Open 7") { openWindow(value: 7) }
            Button("Open 8") { openWindow(value: 8) }
        }
    }
}

struct DataDrivenApp: App {
    var body: some Scene {
        WindowGroup { MovieOpener() }
        WindowGroup(for: Int.self) { $id in MovieDetail(id: $id) }
    }
}

@MainActor
@Suite("Data-driven window groups: WindowGroup(for:), openWindow(value:)")
struct DataDrivenWindowTests {
    @Test(
        "openWindow(value:) opens a window presenting the value, or brings forward the one that does"
    )
    func openByValue() throws {
        let host = AppHost(DataDrivenApp())
        try host.window(1).tap("Open 7")
        host.flush()
        #expect(try host.window(2).render() == "MovieDetail\n└─ Text \"movie 7\"")
        try host.window(1).tap("Open 8")
        try host.window(1).tap("Open 7")
        host.flush()
        #expect(host.windows.count == 3)
        #expect(host.keyWindow?.number == 2)
        #expect(try host.window(3).render() == "MovieDetail\n└─ Text \"movie 8\"")
        #expect(throws: AppHost.SceneNotFound.self) { try host.openWindow(value: "a string") }
    }
}

struct SingleWindowApp: App {
    var body: some Scene {
        WindowGroup(id: "main") { Text("main") }
        Window("Activity", id: "activity") { WindowCounter() }
    }
}

struct OnlyWindowApp: App {
    var body: some Scene {
        Window("Only", id: "only") { Text("only") }
    }
}

@MainActor
@Suite("The Window scene")
struct SingleWindowTests {
    @Test("S1: a Window scene has one window; opening it again brings it forward, with its state")
    func oneWindow() throws {
        let host = AppHost(SingleWindowApp())
        let activity = try host.openWindow(id: "activity")
        try activity.host.tap("Count: 0")
        host.makeKey(host.windows[0])
        let again = try host.openWindow(id: "activity")
        #expect(again === activity)
        #expect(host.keyWindow === activity)
        #expect(host.windows.count == 2)
        #expect(activity.host.controls(.button) == ["Count: 1"])
        #expect(activity.title == "Activity")
    }

    @Test("An app whose only scene is a Window opens it at launch")
    func launchOpensIt() {
        let host = AppHost(OnlyWindowApp())
        #expect(host.windows.map(\.title) == ["Only"])
    }
}

final class PhaseLog {
    @MainActor var changes: [String] = []
}

struct SceneModifiersApp: App {
    static let log = PhaseLog()
    @Environment(\.scenePhase) private var phase
    var body: some Scene {
        WindowGroup { SizeClassReader() }
            .defaultSize(width: 500, height: 700)
            .onChange(of: phase) { old, new in Self.log.changes.append("\(old) → \(new)") }
    }
}

struct SizeClassReader: View {
    @Environment(\.horizontalSizeClass) var sizeClass
    var body: some View { Text("\(sizeClass.map { "\($0)" } ?? "none")") }
}

@MainActor
@Suite("Scene modifiers: onChange, defaultSize")
struct SceneModifierTests {
    @Test("L4/S5: a scene's onChange runs after the app's aggregate phase changes")
    func sceneOnChange() throws {
        SceneModifiersApp.log.changes = []
        let host = AppHost(SceneModifiersApp(), platform: .iPadOS)
        // Launching takes the app from inactive (no window yet) to active.
        #expect(SceneModifiersApp.log.changes == ["inactive → active"])
        let window = try #require(host.windows.first)
        host.setPhase(.background, of: window)
        #expect(SceneModifiersApp.log.changes == ["inactive → active", "active → background"])
    }

    @Test("D4: defaultSize sets new windows' size, and so an iPad window's size class")
    func defaultSize() throws {
        let host = AppHost(SceneModifiersApp(), platform: .iPadOS)
        #expect(host.windows.first?.host.windowSize == WindowSize(width: 500, height: 700))
        #expect(try host.window(1).render().contains(#"Text "compact""#))
    }
}

struct WindowWidthReader: View {
    @Environment(\.horizontalSizeClass) private var sizeClass
    var body: some View { Text("width \(sizeClass.map { "\($0)" } ?? "none")") }
}

struct SizeClassApp: App {
    var body: some Scene { WindowGroup { WindowWidthReader() } }
}

@MainActor
@Suite("Resizing windows (D4)")
struct ResizeTests {
    @Test(
        "D4: a resized iPad window takes the size class of its new width; iOS windows do not resize"
    )
    func resize() throws {
        let pad = AppHost(SizeClassApp(), platform: .iPadOS)
        try pad.openWindow()
        pad.resize(pad.windows[0], to: WindowSize(width: 500, height: 800))
        #expect(try pad.window(1).renderScreen() == "width compact")
        #expect(try pad.window(2).renderScreen() == "width regular")
        let phone = AppHost(SizeClassApp(), platform: .iOS)
        phone.resize(phone.windows[0], to: WindowSize(width: 1000, height: 800))
        #expect(try phone.window(1).renderScreen() == "width compact")
        #expect(
            phone.diagnostics.map(\.message) == [
                "iOS windows fill the screen; the window was not resized"
            ])
    }
}
