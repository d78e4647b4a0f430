import CanopyTesting
import Testing

@testable import Canopy

// Issue 19, findings 3, 8, 9 and 10: which scene opens at launch, runaway window chains, the
// windows' actions as stable values, and which window is key after a person used one.

private struct MainFirstApp: App {
    var body: some Scene {
        Window("Main", id: "main") { Text("main") }
        WindowGroup("Doc", id: "doc") { Text("doc") }
    }
}

private struct PresentedApp: App {
    var body: some Scene {
        WindowGroup("Doc", id: "doc") { Text("doc") }
        Window("Welcome", id: "welcome") { Text("welcome") }.defaultLaunchBehavior(.presented)
        Window("Tips", id: "tips") { Text("tips") }.defaultLaunchBehavior(.presented)
    }
}

private struct SuppressedApp: App {
    var body: some Scene {
        Window("Splash", id: "splash") { Text("splash") }.defaultLaunchBehavior(.suppressed)
        WindowGroup("Doc", id: "doc") { Text("doc") }
        Settings { Text("settings") }
    }
}

private struct ChainOpener: View {
    @Environment(\.openWindow) private var openWindow
    var body: some View { Text("link").onAppear { openWindow(id: "c") } }
}

private struct ChainApp: App {
    var body: some Scene {
        WindowGroup(id: "c") { ChainOpener() }
    }
}

/// A menu command that opens as many windows as it is told in one action, and one that
/// closes them all.
private struct ManyWindowsApp: App {
    var body: some Scene {
        WindowGroup(id: "main") { Text("main") }
        WindowGroup(id: "doc") { Text("doc") }
            .commands { ManyWindowsCommands() }
    }
}

private struct ManyWindowsCommands: Commands {
    @Environment(\.openWindow) private var openWindow
    @Environment(\.dismissWindow) private var dismissWindow
    var body: some Commands {
        CommandMenu("Docs") {
            Button("Open 200") { for _ in 0..<200 { openWindow(id: "doc") } }
            Button("Open 1") { openWindow(id: "doc") }
            Button("Close all") { dismissWindow(id: "doc") }
        }
    }
}

private struct DismissWindowReader: View {
    @Environment(\.dismissWindow) private var dismissWindow
    var body: some View { Button("Close me") { dismissWindow() } }
}

private struct DismissWindowApp: App {
    var body: some Scene {
        WindowGroup { DismissWindowReader() }
    }
}

private struct TabbedWindow: View {
    @State private var tab = 0
    @State private var sheet = false
    var body: some View {
        TabView(selection: $tab) {
            Button("Show sheet") { sheet = true }.tabItem { Text("A") }.tag(0)
            Text("b").tabItem { Text("B") }.tag(1)
        }
        .sheet(isPresented: $sheet) { Text("sheet") }
    }
}

private struct TabbedApp: App {
    var body: some Scene {
        WindowGroup { TabbedWindow() }
    }
}

@MainActor
@Suite("S-rules: launch scenes, window chains, window actions and key windows (issue 19)")
struct WindowLifecycleTests {
    @Test("S1: the first scene opens at launch, a Window before a WindowGroup included")
    func firstSceneOpens() {
        let host = AppHost(MainFirstApp())
        #expect(host.windows.map(\.title) == ["Main"])
    }

    @Test("S1: scenes marked .presented open at launch; a .suppressed first scene is skipped")
    func launchBehavior() throws {
        let presented = AppHost(PresentedApp())
        #expect(presented.windows.map(\.title) == ["Welcome", "Tips"])
        let suppressed = AppHost(SuppressedApp())
        #expect(suppressed.windows.map(\.title) == ["Doc"])
        // Suppressed at launch, still openable.
        try suppressed.openWindow(id: "splash")
        #expect(suppressed.windows.map(\.title) == ["Doc", "Splash"])
        // iOS shows one window: only the first scene to present.
        let phone = AppHost(PresentedApp(), platform: .iOS)
        #expect(phone.windows.map(\.title) == ["Welcome"])
    }

    @Test(
        "D7: a window whose appearing opens another is cut off with a diagnostic naming the scene and view"
    )
    func runawayWindowChain() throws {
        let host = AppHost(ChainApp())
        let limit = AppHost.windowRequestLimit
        #expect(host.windows.count == limit + 1)
        let cutOff = host.diagnostics.filter { $0.kind == .updateLoop }
        #expect(cutOff.count == 1)
        let diagnostic = try #require(cutOff.first)
        #expect(diagnostic.message.contains("the scene \"c\""))
        #expect(diagnostic.viewPath == "ChainOpener/Text")
        // Later updates open no more windows; a person opening one starts a chain that is cut
        // off again.
        host.flush()
        host.makeKey(host.windows[0])
        #expect(host.windows.count == limit + 1)
        try host.openWindow(id: "c")
        #expect(host.windows.count == 2 * (limit + 1))
    }

    @Test(
        "D7: an action that asks for 200 windows at once opens them all; opens and closes after it count right"
    )
    func manyWindowsInOneAction() throws {
        let host = AppHost(ManyWindowsApp())
        #expect(host.windows.count == 1)
        #expect(try host.runCommand("Docs/Open 200"))
        #expect(host.windows.count == 201)
        #expect(host.diagnostics.isEmpty)
        #expect(try host.runCommand("Docs/Open 1"))
        #expect(host.windows.count == 202)
        #expect(try host.runCommand("Docs/Close all"))
        #expect(host.windows.count == 1)
        #expect(try host.runCommand("Docs/Open 1"))
        #expect(host.windows.count == 2)
        #expect(host.diagnostics.isEmpty)
    }

    @Test(
        "E7: a view reading dismissWindow is not re-run when its window's phase or key status changes"
    )
    func dismissWindowIsStable() throws {
        let host = AppHost(DismissWindowApp())
        let first = try host.window(1)
        let before = first.bodyEvaluations(of: DismissWindowReader.self)
        try host.openWindow()
        host.makeKey(host.windows[0])
        host.setPhase(.background, of: host.windows[0])
        #expect(first.bodyEvaluations(of: DismissWindowReader.self) == before)
        try first.tap("Close me")
        #expect(host.windows.count == 1)
    }

    @Test("F9: selecting a tab and dismissing a sheet make their window key")
    func tabsAndSheetsMakeKey() throws {
        let host = AppHost(TabbedApp())
        try host.openWindow()
        #expect(host.keyWindow?.number == 2)
        try host.window(1).selectTab("B")
        #expect(host.keyWindow?.number == 1)
        try host.window(2).tap("Show sheet")
        try host.window(1).selectTab("A")
        #expect(host.keyWindow?.number == 1)
        #expect(try host.window(2).dismissPresentation())
        #expect(host.keyWindow?.number == 2)
    }

    @Test("S5: closing the key window makes the most recently active remaining window key")
    func closingKeyWindow() throws {
        let host = AppHost(TabbedApp())
        try host.openWindow()
        try host.openWindow()
        host.makeKey(host.windows[0])
        host.makeKey(host.windows[2])
        host.closeWindow(host.windows[2])
        // Window 1 was active after window 2, which was only opened.
        #expect(host.keyWindow?.number == 1)
    }

    @Test("A closed window's diagnostics stay in the app's, marked with the window")
    func closedWindowDiagnostics() throws {
        let host = AppHost(BrokenWindowApp(), viewFailures: .errorNode)
        try host.openWindow(id: "broken")
        let broken = try #require(host.windows.last)
        let inWindow = try #require(broken.host.diagnostics.first)
        host.closeWindow(broken)
        #expect(
            host.diagnostics.contains {
                $0.message == "[window 2, closed] " + inWindow.message
                    && $0.viewPath == inWindow.viewPath
            })
    }
}

private final class NeverProvided: ObservableObject {}

private struct NeedsObject: View {
    @EnvironmentObject var object: NeverProvided
    var body: some View { Text("unreachable") }
}

private struct BrokenWindowApp: App {
    var body: some Scene {
        WindowGroup { Text("fine") }
        WindowGroup(id: "broken") { NeedsObject() }
    }
}

@MainActor private final class SceneChangeLog {
    var values: [String] = []
}

private struct RunawaySceneApp: App {
    static let log = SceneChangeLog()
    @State private var count = 0
    var body: some Scene {
        WindowGroup { Button("Bump \(count)") { count += 1 } }
            .onChange(of: count) { _, new in
                Self.log.values.append("\(new)")
                count += 1  // every change causes another
            }
    }
}

@MainActor
@Suite("Scene onChange follows the view rules (L4, P8, D7; issue 20, item 5)")
struct SceneOnChangeTests {
    @Test(
        "P8/D7: a scene's onChange that keeps changing its value runs twice per update, then is cut off with a diagnostic; it is logged"
    )
    func runawaySceneChange() throws {
        RunawaySceneApp.log.values = []
        let host = AppHost(RunawaySceneApp(), recordsEvents: true)
        try host.window(1).tap("Bump 0")
        #expect(RunawaySceneApp.log.values == ["1", "2"])
        let diagnostic = try #require(host.diagnostics.first { $0.kind == .updateLoop })
        #expect(diagnostic.message.contains("Scene.onChange(of: Int) action"))
        #expect(host.events.filter { $0.kind == .change }.map(\.detail) == ["0 → 1", "1 → 2"])
    }
}
