import CanopyTesting
import Testing

@testable import Canopy

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

    @Test(
        "an app whose views and commands read openWindow, openSettings and dismissWindow is freed")
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

/// A weak reference to a node.
private final class WeakNode {
    weak var value: _ViewNode?
    init(_ value: _ViewNode) { self.value = value }
}

private final class Model: ObservableObject {
    @Published var count = 0
}

@Observable private final class Counter {
    var count = 0
}

/// Every feature that keeps references between nodes, objects, bindings and graphs.
private struct Everything: View {
    @State private var tab = 0
    @State private var path: [Int] = []
    @State private var sheet = false
    @State private var text = "t"
    @StateObject private var model = Model()
    @State private var counter = Counter()
    @AppStorage("release.count") private var stored = 0
    @FocusState private var focused: Bool
    @Environment(\.openWindow) private var openWindow
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        TabView(selection: $tab) {
            NavigationStack(path: $path) {
                VStack {
                    Button("Push") { path.append(1) }
                    Button("Sheet") { sheet = true }
                    Button("Count \(model.count) \(counter.count) \(stored)") {
                        model.count += 1
                        counter.count += 1
                        stored += 1
                    }
                    TextField("Text", text: $text).focused($focused)
                        .focusedSceneValue(\.releaseText, $text)
                }
                .navigationDestination(for: Int.self) { value in
                    Text("Level \(value)").task {
                        try? await Task.sleep(nanoseconds: 1_000_000_000)
                    }
                }
                .sheet(isPresented: $sheet) { SheetContent() }
            }
            .tabItem { Text("One") }.tag(0)
            Text("Two").onAppear {}.tabItem { Text("Two") }.tag(1)
        }
        .environmentObject(model)
    }
}

private struct SheetContent: View {
    @Environment(\.dismiss) private var dismiss
    @EnvironmentObject var model: Model
    var body: some View { Button("Close \(model.count)") { dismiss() } }
}

private struct EverythingApp: App {
    @StateObject private var shared = Model()
    var body: some Scene {
        WindowGroup { Everything().environmentObject(shared) }.commands { ReleaseCommands() }
        Settings { Text("settings") }
    }
}

/// A style whose body holds state and a binding back to the control.
private struct ReleaseButtonStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        ReleaseStyleBody(configuration: configuration)
    }
}

private struct ReleaseStyleBody: View {
    let configuration: ButtonStyleConfiguration
    @State private var seen = 0
    var body: some View { configuration.label.opacity(configuration.isPressed ? 0.5 : 1) }
}

private struct ReleaseToggleStyle: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
        Button(configuration.isOn ? "On" : "Off") { configuration.isOn.toggle() }
    }
}

/// Styles (issue 21) and the presentations of issue 24: bodies that hold the control's action,
/// binding or expansion.
private struct Styled: View {
    @State private var on = false
    @State private var cover = false
    @State private var item: String?
    @State private var flags = [true, false]
    var body: some View {
        NavigationStack {
            VStack {
                Button("Hold") {}.buttonStyle(ReleaseButtonStyle())
                Toggle("Switch", isOn: $on).toggleStyle(ReleaseToggleStyle())
                DisclosureGroup("More") { Text("Inside") }
                Button("Cover") { cover = true }
                Button("Open") { item = "x" }
                ForEach($flags.indices, id: \.self) { index in
                    Toggle("Flag \(index)", isOn: $flags[index])
                }
            }
            .fullScreenCover(isPresented: $cover) { Text("Covered") }
            .navigationDestination(item: $item) { Text("Item \($0)") }
        }
    }
}

/// Layout's containers: a lazy grid that keeps rows scrolled off (D17), cells sized by their
/// scroll view (G39), and an eager grid (D23).
private struct LaidOut: View {
    var body: some View {
        VStack {
            ScrollView {
                LazyVGrid(columns: [GridItem(.adaptive(minimum: 60))]) {
                    ForEach(0..<300, id: \.self) { index in
                        Text("Cell \(index)")
                            .containerRelativeFrame(.vertical, count: 8, spacing: 0)
                    }
                }
            }
            Grid {
                GridRow {
                    Text("A")
                    Text("B").gridColumnAlignment(.trailing)
                }
                Divider()
            }
        }
    }
}

@MainActor
@Suite("S-release: every node is freed with its host (issue 19)")
struct NodeReleaseTests {
    @Test(
        "D17/D23/G39: a scrolled lazy grid (rows kept and released), container-relative cells and a Grid are freed with their host"
    )
    func layoutNodes() throws {
        weak var released: ViewHost?
        var nodes: [WeakNode] = []
        try {
            let host = ViewHost(LaidOut(), platform: .iOS)
            host.layOut()
            try host.scroll(by: 300)
            nodes = host.allNodes().map(WeakNode.init)
            try host.scroll(by: 5_000)
            nodes += host.allNodes().map(WeakNode.init)
            released = host
        }()
        #expect(released == nil)
        #expect(nodes.count > 40)
        #expect(nodes.allSatisfy { $0.value == nil })
    }

    @Test("Styled controls, their bodies and the new presentations are freed with their host")
    func styledNodes() throws {
        weak var released: ViewHost?
        var nodes: [WeakNode] = []
        try {
            let host = ViewHost(Styled(), platform: .iOS)
            try host.press("Hold")
            try host.release("Hold")
            try host.tap("Off")
            try host.tap("More")
            try host.tap("Cover")
            nodes = host.allNodes().map(WeakNode.init)
            _ = host.dismissPresentation()
            try host.toggle("Flag 1")
            try host.tap("Open")
            nodes += host.allNodes().map(WeakNode.init)
            released = host
        }()
        #expect(released == nil)
        #expect(nodes.count > 20)
        #expect(nodes.allSatisfy { $0.value == nil })
    }

    /// Operates `host`, then returns weak references to every node it had.
    private func exercise(_ host: ViewHost) throws -> [WeakNode] {
        try host.tap("Push")
        try host.selectTab("Two")
        try host.selectTab("One")
        _ = host.navigateBack()
        try host.tap("Sheet")
        _ = host.dismissPresentation()
        let count = try #require(host.controls(.button).first { $0.hasPrefix("Count") })
        try host.tap(count)
        try host.focus("Text")
        try host.type("typed", into: "Text")
        try host.tap("Push")
        return host.allNodes().map(WeakNode.init)
    }

    @Test("A released ViewHost frees every node, with tasks running and a sheet, tabs and a stack")
    func viewHostNodes() throws {
        weak var released: ViewHost?
        var nodes: [WeakNode] = []
        try {
            let host = ViewHost(Everything())
            nodes = try exercise(host)
            released = host
        }()
        #expect(released == nil)
        #expect(!nodes.isEmpty)
        #expect(nodes.allSatisfy { $0.value == nil })
    }

    @Test(
        "A released AppHost frees its windows' nodes and the app's, after windows opened and closed"
    )
    func appHostNodes() throws {
        weak var released: AppHost?
        var nodes: [WeakNode] = []
        try {
            let app = AppHost(EverythingApp())
            try app.openWindow()
            try app.openSettings()
            nodes = try exercise(app.windows[0].host)
            nodes += try exercise(app.windows[1].host)
            #expect(try app.runCommand("Edit2/Clear"))
            app.closeWindow(app.windows[1])
            app.relaunch()
            nodes += app.windows.flatMap { $0.host.allNodes().map(WeakNode.init) }
            released = app
        }()
        #expect(released == nil)
        #expect(nodes.allSatisfy { $0.value == nil })
    }
}
