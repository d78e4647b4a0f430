import Canopy
import Testing

struct IDEditor: View {
    @Binding var id: Int?
    var body: some View { Button("id \(id.map(String.init) ?? "none")") { id = 9 } }
}

struct EditableDataApp: App {
    var body: some Scene {
        WindowGroup { Text("main") }
        WindowGroup(for: Int.self) { $id in IDEditor(id: $id) }
    }
}

struct ToggleSceneApp: App {
    @State private var extra = true
    var body: some Scene {
        WindowGroup(id: "main") { Toggle("Extra", isOn: $extra) }
        if extra {
            WindowGroup("Extra", id: "extra") { Text("extra") }
        }
    }
}

struct LocaleReader: View {
    @Environment(\.locale) var locale
    @Environment(\.scenePhase) var phase
    var body: some View { Text("\(locale.identifier) \(phase)") }
}

struct SceneLocaleApp: App {
    var body: some Scene {
        WindowGroup { LocaleReader() }
            .environment(\.locale, Locale(identifier: "fr_FR"))
    }
}

@MainActor
@Suite("Apps: release, stored keys after release, data-driven windows, taps, phases, scene environments")
struct AppHostEdgeCaseTests {
    @Test("An app host is freed when its owner lets it go")
    func appHostIsFreed() {
        weak var released: AppHost?
        do {
            let host = AppHost(HitsApp())
            _ = try? host.openWindow()
            released = host
        }
        #expect(released == nil)
    }

    @Test("A write to a stored key after a reader's host is gone reaches no freed view")
    func storageOutlivesHosts() throws {
        let store = UserDefaults(suiteName: "canopy.tests.outlive")!
        store.removePersistentDomain(forName: "canopy.tests.outlive")
        do { _ = ViewHost(HitsView().defaultAppStorage(store)).render() }
        let host = ViewHost(HitsView().defaultAppStorage(store))
        try host.tap("Hits: 0")
        #expect(host.controls(.button).first == "Hits: 1")
        #expect(host._checkInvariants().isEmpty)
        store.removePersistentDomain(forName: "canopy.tests.outlive")
    }

    @Test("A data-driven window's binding re-renders the window when written")
    func presentedValueIsObserved() throws {
        let host = AppHost(EditableDataApp())
        let window = try host.openWindow(value: 3)
        try window.host.tap("id 3")
        #expect(window.host.controls(.button) == ["id 9"])
    }

    @Test("Tapping in a window updates the app at once and makes that window key")
    func tapsDriveTheApp() throws {
        let host = AppHost(ToggleSceneApp())
        let extra = try host.openWindow(id: "extra")
        #expect(host.keyWindow === extra)
        try host.window(1).toggle("Extra")
        // The scene left: its window closed, without a separate flush.
        #expect(host.windows.map(\.number) == [1])
        #expect(host.keyWindow?.number == 1)
        #expect(host.diagnostics.isEmpty)
    }

    @Test("S5: a window sent to the background stays there when another window opens")
    func backgroundSticks() throws {
        let host = AppHost(CounterApp(), platform: .iPadOS)
        let first = try #require(host.windows.first)
        host.setPhase(.background, of: first)
        try host.openWindow()
        #expect(first.host.scenePhase == .background)
    }

    @Test(
        "E8: a scene's .environment wins over the window's own value for the key; the phase stays the window's"
    )
    func sceneEnvironmentWins() throws {
        let host = AppHost(SceneLocaleApp())
        try host.openWindow()
        #expect(try host.window(1).render().contains(#"Text "fr_FR inactive""#))
        #expect(try host.window(2).render().contains(#"Text "fr_FR active""#))
    }
}
