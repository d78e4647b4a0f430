import Canopy
import Foundation
import Testing

@testable import CanopyPlaygrounds

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
        "Every app playground launches on its platforms with one window and no diagnostics",
        arguments: Platform.allCases)
    func launches(platform: Platform) {
        for app in PlaygroundCatalog.apps where app.platforms.contains(platform) {
            let host = app.makeHost(platform: platform)
            #expect(host.windows.count == 1, "\(app.name) on \(platform)")
            #expect(host.diagnostics.isEmpty, "\(app.name) on \(platform): \(host.diagnostics)")
            #expect(host.render().hasPrefix("┌ Window 1"))
        }
    }
}

@MainActor
@Suite("Seed 004 §1: delegates")
struct DelegateSeedTests {
    @Test("S7: the @Observable app delegate launched before the window, the scene delegate in it")
    func observationDelegates() throws {
        let host = try #require(PlaygroundCatalog.app(named: "delegates")).makeHost()
        try host.openWindow()
        for number in [1, 2] {
            #expect(
                try host.window(number).render() == """
                    ObservationContentView .environment(ObservedAppDelegate)
                    └─ VStack
                       ├─ Text "Launched True"
                       └─ Text "Foreground True"
                    """)
        }
        #expect(host.diagnostics.isEmpty)
    }

    @Test("S7: the ObservableObject delegates: each window gets its own scene delegate")
    func publishedDelegates() throws {
        let host = try #require(PlaygroundCatalog.app(named: "delegates-published"))
            .makeHost(platform: .iPadOS)
        try host.openWindow()
        #expect(
            try host.window(2).render() == """
                SceneDelegateContentView .environmentObject(PublishedAppDelegate)
                └─ Text "Launched True"
                """)
        #expect(host.diagnostics.isEmpty)
    }

    @Test("Seed 004 §1.1 and the scenePhase sample print what the article says they print")
    func basicSamples() throws {
        var basic: AppHost?
        let launched = try capturingStandardOutput {
            basic = AppHost(DelegateDemo(), platform: .iOS)
        }
        #expect(launched.contains("App launched\n"))
        #expect(try basic?.window(1).render() == #"Text "Hello World""#)
        var phases: AppHost?
        let printed = try capturingStandardOutput {
            let host = AppHost(ScenePhaseDemo(), platform: .iPadOS)
            host.setPhase(.background, of: host.windows[0])
            host.setPhase(.active, of: host.windows[0])
            phases = host
        }
        #expect(printed.contains("background\nactive\n"))
        #expect(basic?.diagnostics.isEmpty == true && phases?.diagnostics.isEmpty == true)
    }

    @Test("S7, D4: the UIKit delegate on macOS: created, never called, named in a diagnostic")
    func uiKitDelegateOnMac() throws {
        let host = try #require(PlaygroundCatalog.app(named: "delegates-published"))
            .makeHost(platform: .macOS)
        #expect(
            host.diagnostics.first?.message
                == "UIApplicationDelegateAdaptor does nothing on macOS: PublishedAppDelegate is created but never called"
        )
        #expect(
            try host.window(1).render().contains(
                "No ObservableObject of type ForegroundLoggingSceneDelegate"))
    }
}

/// What `body` printed: standard output goes to a file while it runs. Other tests printing at
/// the same moment may add lines, so callers look for what they expect with `contains`.
@MainActor
func capturingStandardOutput(_ body: () throws -> Void) throws -> String {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
        "canopy-capture-\(UUID().uuidString).txt")
    _ = FileManager.default.createFile(atPath: url.path, contents: nil)
    let file = try FileHandle(forWritingTo: url)
    fflush(nil)
    let saved = dup(STDOUT_FILENO)
    dup2(file.fileDescriptor, STDOUT_FILENO)
    defer {
        fflush(nil)
        dup2(saved, STDOUT_FILENO)
        close(saved)
        try? file.close()
        try? FileManager.default.removeItem(at: url)
    }
    try body()
    fflush(nil)
    return (try? String(contentsOf: url, encoding: .utf8)) ?? ""
}
