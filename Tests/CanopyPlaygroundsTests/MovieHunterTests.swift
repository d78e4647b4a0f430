import Canopy
import CanopyPlaygrounds
import Testing

@MainActor
@Suite("Seed 000: where a multi-window app keeps its state (S2, S3, S6, E8)")
struct MovieHunterTests {
    func texts(_ host: ViewHost) -> [String] {
        host.render().split(separator: "\n").compactMap { line in
            line.range(of: "Text \"").map { String(line[$0.upperBound...].dropLast()) }
        }
    }

    @Test(
        "S2, the bug: the store created in the App is every window's, so a tap in one changes both")
    func sharedStore() throws {
        let host = PlaygroundCatalog.app(named: "movie-hunter")!.makeHost(platform: .iPadOS)
        let second = try host.openWindow()
        try second.host.tap("Next Tab")
        host.flush()
        #expect(texts(try host.window(1)) == ["Tab 2 of 2, 0 hits"])
        #expect(host.windows.map(\.title) == ["Movie Hunter", "Movie Hunter"])
    }

    @Test("S2, the fix: with the store in the scene's root view every window is independent")
    func perSceneStore() throws {
        let host = PlaygroundCatalog.app(named: "movie-hunter-per-scene")!.makeHost(
            platform: .iPadOS)
        let second = try host.openWindow()
        try second.host.tap("Next Tab")
        try second.host.tap("Hit Me")
        host.flush()
        #expect(texts(try host.window(1)) == ["Tab 1 of 2, 0 hits"])
        #expect(texts(second.host) == ["Tab 2 of 2, 1 hits"])
    }

    @Test("SingleStoreDemo: per-scene tabs made onAppear and removed onDisappear; hits shared")
    func singleStore() throws {
        let host = PlaygroundCatalog.app(named: "single-store")!.makeHost(platform: .macOS)
        let second = try host.openWindow()
        try second.host.tap("Next Tab")
        try host.window(1).tap("Hit Me")
        host.flush()
        #expect(texts(try host.window(1)) == ["Hits: 1", "Tab 1", "Scenes: 2"])
        #expect(texts(second.host) == ["Hits: 1", "Tab 2", "Scenes: 2"])
        host.closeWindow(second)
        #expect(texts(try host.window(1)) == ["Hits: 1", "Tab 1", "Scenes: 1"])
    }

    @Test("S3/E8/S6: the Settings window applies the @AppStorage scheme and language itself")
    func settingsScene() throws {
        let host = PlaygroundCatalog.app(named: "movie-settings")!.makeHost(platform: .macOS)
        let settings = try host.openSettings()
        try host.window(1).toggle("Dark Mode")
        try host.window(1).tap("Chinese")
        host.flush()
        #expect(texts(try host.window(1)) == ["Movies in zh_CN, dark"])
        #expect(texts(settings.host) == ["Settings in zh_CN, dark"])
        #expect(settings.host.effectiveColorScheme == .dark)
        #expect(host.diagnostics.isEmpty)
    }
}

@MainActor
@Suite("App playgrounds")
struct AppPlaygroundCatalogTests {
    @Test(
        "Every app playground launches on every platform with one window and no diagnostics",
        arguments: Platform.allCases)
    func launches(platform: Platform) {
        for app in PlaygroundCatalog.apps {
            let host = app.makeHost(platform: platform)
            #expect(host.windows.count == 1, "\(app.name) on \(platform)")
            #expect(host.diagnostics.isEmpty, "\(app.name) on \(platform): \(host.diagnostics)")
            #expect(host.render().hasPrefix("┌ Window 1"))
        }
    }
}
