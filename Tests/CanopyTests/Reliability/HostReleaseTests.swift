import Canopy
import CanopyTesting
import Testing

// Issue 19, findings 1 and 6: every host is freed when released, and releasing one never
// traps, whatever its windows publish and its commands read.

extension FocusedValues {
    @Entry var releaseText: Binding<String>?
}

struct ReleaseEditor: View {
    @State private var text = "hi"
    var body: some View {
        TextField("Text", text: $text).focusedSceneValue(\.releaseText, $text)
    }
}

struct ReleaseCommands: Commands {
    @FocusedBinding(\.releaseText) var text
    var body: some Commands {
        CommandMenu("Edit2") {
            Button("Clear") { text = "" }.disabled(text == nil)
        }
    }
}

struct FocusedBindingApp: App {
    var body: some Scene {
        WindowGroup { ReleaseEditor() }.commands { ReleaseCommands() }
    }
}

struct OpenWindowReader: View {
    @Environment(\.openWindow) private var openWindow
    @Environment(\.openSettings) private var openSettings
    @Environment(\.dismissWindow) private var dismissWindow
    var body: some View { Button("Open") { openWindow(id: "other") } }
}

struct OpenWindowCommands: Commands {
    @Environment(\.openWindow) private var openWindow
    @Environment(\.dismissWindow) private var dismissWindow
    var body: some Commands {
        CommandMenu("Windows") {
            Button("Other") { openWindow(id: "other") }
            Button("Close Other") { dismissWindow(id: "other") }
        }
    }
}

struct OpenWindowApp: App {
    var body: some Scene {
        WindowGroup { OpenWindowReader() }.commands { OpenWindowCommands() }
        WindowGroup(id: "other") { Text("other") }
        Settings { Text("settings") }
    }
}

@MainActor
@Suite("S-release: hosts, windows and nodes are freed when released (issue 19)")
struct HostReleaseTests {
    /// Builds a host in a scope of its own and returns weak references to what it made.
    private func launchAndRelease<A: App>(
        _ app: A, steps: (AppHost) throws -> Void = { _ in }
    ) rethrows -> (host: AppHost?, windows: [ViewHost?]) {
        weak var weakHost: AppHost?
        var weakWindows: [WeakBox] = []
        try {
            let host = AppHost(app)
            try steps(host)
            _ = host.render()
            weakHost = host
            weakWindows = host.windows.map { WeakBox($0.host) }
        }()
        return (weakHost, weakWindows.map(\.value))
    }

    @Test("releasing an app whose commands read a @FocusedBinding does not trap")
    func focusedBindingRelease() throws {
        let released = try launchAndRelease(FocusedBindingApp()) { host in
            let window = try #require(host.windows.first)
            try window.host.focus("Text")
            #expect(host.menuBar.first { $0.name == "Edit2" }?.items.first?.isEnabled == true)
            #expect(try host.runCommand("Edit2/Clear"))
        }
        #expect(released.host == nil)
        #expect(released.windows.allSatisfy { $0 == nil })
    }

    @Test("terminate and relaunch of an app whose commands read a @FocusedBinding")
    func focusedBindingTerminate() throws {
        let host = AppHost(FocusedBindingApp())
        try host.windows[0].host.focus("Text")
        host.relaunch()
        try host.windows[0].host.focus("Text")
        host.terminate()
        #expect(host.windows.isEmpty)
    }

    @Test("an app whose views and commands read openWindow, openSettings and dismissWindow is freed")
    func windowActionsDoNotLeak() throws {
        let released = try launchAndRelease(OpenWindowApp()) { host in
            try host.windows[0].host.tap("Open")
            #expect(host.windows.count == 2)
            #expect(try host.runCommand("Windows/Close Other"))
        }
        #expect(released.host == nil)
        #expect(released.windows.allSatisfy { $0 == nil })
    }
}

/// A weak reference that can sit in an array.
final class WeakBox {
    weak var value: ViewHost?
    init(_ value: ViewHost) { self.value = value }
}
