import Canopy
import Testing

enum Theme: String {
    case light, dark
}

struct HitsView: View {
    @AppStorage("hits") private var hits = 0
    @AppStorage("theme") private var theme = Theme.light
    var body: some View {
        VStack {
            Button("Hits: \(hits)") { hits += 1 }
            Button("Theme: \(theme.rawValue)") { theme = theme == .light ? .dark : .light }
        }
    }
}

struct HitsApp: App {
    var body: some Scene {
        WindowGroup { HitsView() }
    }
}

struct TabMemory: View {
    @SceneStorage("tab") private var tab = 0
    var body: some View {
        VStack {
            Button("Tab \(tab)") { tab += 1 }
            TabEcho()
        }
    }
}

/// A second property with the same key in the same window shares the value.
struct TabEcho: View {
    @SceneStorage("tab") private var tab = 0
    var body: some View { Text("echo \(tab)") }
}

struct SceneStorageApp: App {
    var body: some Scene {
        WindowGroup { TabMemory() }
    }
}

@MainActor
@Suite("Storage (S6): @AppStorage shared by every window, @SceneStorage per window")
struct StorageTests {
    @Test("S6: a write through @AppStorage in one window updates every window that reads the key")
    func appStorageIsShared() throws {
        let host = AppHost(HitsApp())
        try host.openWindow()
        try host.window(1).tap("Hits: 0")
        try host.window(1).tap("Theme: light")
        host.flush()
        #expect(try host.window(2).controls(.button) == ["Hits: 1", "Theme: dark"])
    }

    @Test("S6: each host has its own store; the machine's defaults are never touched")
    func storesAreIsolated() throws {
        let first = AppHost(HitsApp())
        let second = AppHost(HitsApp())
        try first.window(1).tap("Hits: 0")
        #expect(try second.window(1).controls(.button).first == "Hits: 0")
        #expect(UserDefaults.standard.object(forKey: "hits") == nil)
        let bare = ViewHost(HitsView())
        #expect(bare.controls(.button).first == "Hits: 0")
    }

    @Test("S6: defaultAppStorage and store: choose the store")
    func chosenStore() throws {
        let store = UserDefaults(suiteName: "canopy.tests.chosen")!
        store.removePersistentDomain(forName: "canopy.tests.chosen")
        store.set(41, forKey: "hits")
        let host = ViewHost(HitsView().defaultAppStorage(store))
        #expect(host.controls(.button).first == "Hits: 41")
        try host.tap("Hits: 41")
        #expect(store.integer(forKey: "hits") == 42)
        store.removePersistentDomain(forName: "canopy.tests.chosen")
    }

    @Test(
        "S6: @SceneStorage is per window, shared by the window's properties with that key, gone with the window"
    )
    func sceneStorageIsPerWindow() throws {
        let host = AppHost(SceneStorageApp())
        try host.openWindow()
        try host.window(1).tap("Tab 0")
        host.flush()
        #expect(try host.window(1).render().contains(#"Text "echo 1""#))
        #expect(try host.window(2).controls(.button) == ["Tab 0"])
        host.closeWindow(host.windows[0])
        let third = try host.openWindow()
        #expect(third.host.controls(.button) == ["Tab 0"])
    }
}
