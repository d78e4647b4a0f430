import Canopy
import CanopyTesting
import Testing

// Issue 19, findings 4 and 7: appearing follows what a person sees (L3). An unselected tab and
// a navigation level under a pushed destination stay mounted, keeping their state, but have
// disappeared; they appear again when shown.

private struct Tabs: View {
    @State private var tab = 0
    var body: some View {
        TabView(selection: $tab) {
            TabCounter(name: "1").tabItem { Text("One") }.tag(0)
            TabCounter(name: "2").tabItem { Text("Two") }.tag(1)
            TabCounter(name: "3").tabItem { Text("Three") }.tag(2)
        }
    }
}

/// What the views below did, in order.
@MainActor private final class Journal {
    var lines: [String] = []
    func take() -> [String] {
        defer { lines = [] }
        return lines
    }
}

@MainActor private let journal = Journal()

extension View {
    /// Logs `name`'s appear and disappear (and task start and cancel, with `task`).
    @MainActor fileprivate func logged(_ name: String, task: Bool = false) -> some View {
        onAppear { journal.lines.append("appear \(name)") }
            .onDisappear { journal.lines.append("disappear \(name)") }
            .task {
                guard task else { return }
                journal.lines.append("task \(name)")
                do {
                    try await Task.sleep(nanoseconds: 60_000_000_000)
                } catch {
                    journal.lines.append("cancelled \(name)")
                }
            }
    }
}

private struct TabCounter: View {
    let name: String
    @State private var count = 0
    var body: some View {
        Button("\(name): \(count)") { count += 1 }.logged("tab \(name)")
    }
}

private struct UntaggedTabs: View {
    var body: some View {
        TabView {
            Text("A").logged("A", task: true).tabItem { Text("A") }
            Text("B").logged("B", task: true).tabItem { Text("B") }
        }
    }
}

private struct Stack: View {
    @State private var path: [Int] = []
    var body: some View {
        NavigationStack(path: $path) {
            VStack {
                Button("Push 1") { path.append(1) }
                Button("Push 1 2") { path = [1, 2] }
            }
            .logged("root")
            .navigationDestination(for: Int.self) { Level(number: $0) }
        }
    }
}

private struct Level: View {
    let number: Int
    @State private var taps = 0
    @Environment(\.dismiss) private var dismiss
    var body: some View {
        VStack {
            Button("Level \(number): \(taps)") { taps += 1 }
            Button("Dismiss \(number)") { dismiss() }
            NavigationLink("Next", value: number + 1)
        }
        .logged("level \(number)")
    }
}

private struct OwnStack: View {
    var body: some View {
        NavigationStack {
            NavigationLink("Open") { Detail() }.logged("link")
        }
    }
}

private struct Detail: View {
    @Environment(\.dismiss) private var dismiss
    @Environment(\.isPresented) private var isPresented
    var body: some View {
        Button("Close (presented: \(isPresented))") { dismiss() }.logged("detail")
    }
}

@MainActor
@Suite(
    "L3: views appear when shown and disappear when hidden, in tabs and navigation stacks",
    .serialized)
struct VisibilityTests {
    @Test(
        "L3: only the selected tab appears at mount; a switch makes the old disappear, then the new appear"
    )
    func tabs() throws {
        _ = journal.take()
        let host = ViewHost(Tabs())
        #expect(journal.take() == ["appear tab 1"])
        try host.tap("1: 0")
        try host.selectTab("Two")
        #expect(journal.take() == ["disappear tab 1", "appear tab 2"])
        try host.selectTab("Three")
        try host.selectTab("One")
        #expect(
            journal.take() == [
                "disappear tab 2", "appear tab 3", "disappear tab 3", "appear tab 1",
            ])
        // The unselected tab kept its state.
        #expect(try host.find(text: "1: 1").typeName == "Button")
        try host.selectTab("One")
        #expect(journal.take().isEmpty)
    }

    @Test("L3: a tab's task starts when it is shown and is cancelled when it is hidden")
    func tabTasks() async throws {
        _ = journal.take()
        let host = ViewHost(UntaggedTabs())
        await host.settle()
        #expect(journal.take() == ["appear A", "task A"])
        try host.selectTab("B")
        await host.settle()
        // When each task runs is up to the scheduler: the order of the callbacks is not.
        var lines = journal.take()
        #expect(lines.prefix(2) == ["disappear A", "appear B"])
        #expect(Set(lines.dropFirst(2)) == ["cancelled A", "task B"])
        try host.selectTab("A")
        await host.settle()
        lines = journal.take()
        #expect(lines.prefix(2) == ["disappear B", "appear A"])
        #expect(Set(lines.dropFirst(2)) == ["cancelled B", "task A"])
    }

    @Test("L3: a push makes the level below disappear, a pop makes it appear again (one level)")
    func pushAndPop() throws {
        _ = journal.take()
        let host = ViewHost(Stack())
        #expect(journal.take() == ["appear root"])
        try host.tap("Push 1")
        #expect(journal.take() == ["disappear root", "appear level 1"])
        try host.tap("Level 1: 0")
        #expect(host.navigateBack())
        #expect(journal.take() == ["disappear level 1", "appear root"])
    }

    @Test("L3: several levels pushed at once: only the top appears; pops reveal each level in turn")
    func severalLevels() throws {
        let host = ViewHost(Stack())
        _ = journal.take()
        try host.tap("Push 1 2")
        #expect(journal.take() == ["disappear root", "appear level 2"])
        try host.tap("Level 2: 0")
        try host.tap("Next")
        #expect(journal.take() == ["disappear level 2", "appear level 3"])
        #expect(host.navigateBack())
        #expect(journal.take() == ["disappear level 3", "appear level 2"])
        // The revealed level kept its state.
        #expect(try host.find(text: "Level 2: 1").typeName == "Button")
        #expect(host.navigateBack())
        #expect(journal.take() == ["disappear level 2", "appear level 1"])
        #expect(host.navigateBack())
        #expect(journal.take() == ["disappear level 1", "appear root"])
    }

    @Test("dismiss() in a pushed destination pops it and removes the last element of the path")
    func dismissPops() throws {
        let host = ViewHost(Stack())
        try host.tap("Push 1 2")
        _ = journal.take()
        try host.tap("Dismiss 2")
        #expect(journal.take() == ["disappear level 2", "appear level 1"])
        #expect(try host.find(text: "Level 1: 0").typeName == "Button")
        #expect(host.findAll(text: "Level 2: 0").isEmpty)
        try host.tap("Dismiss 1")
        #expect(try host.find(text: "Push 1").typeName == "Button")
        #expect(journal.take() == ["disappear level 1", "appear root"])
    }

    @Test("dismiss() in a destination pushed without a path pops it; isPresented is true there")
    func dismissPopsOwnEntry() throws {
        let host = ViewHost(OwnStack())
        _ = journal.take()
        try host.tap("Open")
        #expect(journal.take() == ["disappear link", "appear detail"])
        try host.tap("Close (presented: true)")
        #expect(journal.take() == ["disappear detail", "appear link"])
    }
}

private struct Split: View {
    @State private var visibility = NavigationSplitViewVisibility.all
    var body: some View {
        NavigationSplitView(columnVisibility: $visibility) {
            VStack {
                NavigationLink("Inbox", value: "Inbox")
                Button("Detail only") { visibility = .detailOnly }
            }
            .logged("sidebar")
            .navigationDestination(for: String.self) { name in
                Text("Reading \(name)").logged("reading")
            }
        } detail: {
            Text("Select a message").logged("placeholder")
        }
    }
}

/// Keeps the `dismiss` a view was given, as a task that outlives its view would.
@MainActor private final class KeptDismiss {
    var action: DismissAction?
}

@MainActor private let keptDismiss = KeptDismiss()

private struct KeepsDismiss: View {
    let number: Int
    @Environment(\.dismiss) private var dismiss
    var body: some View {
        Button("Keep \(number)") { keptDismiss.action = dismiss }
    }
}

private struct KeepingStack: View {
    @State private var path: [Int] = []
    var body: some View {
        NavigationStack(path: $path) {
            Button("Push") { path.append(path.count + 1) }
                .navigationDestination(for: Int.self) { KeepsDismiss(number: $0) }
        }
    }
}

@MainActor
@Suite("L3 and dismiss: review follow-ups (issue 19)", .serialized)
struct VisibilityFollowUpTests {
    @Test("L3: a split view's columns disappear when hidden by columnVisibility and when collapsed")
    func splitViewColumns() throws {
        _ = journal.take()
        let wide = ViewHost(Split(), platform: .macOS)
        #expect(Set(journal.take()) == ["appear sidebar", "appear placeholder"])
        try wide.tap("Detail only")
        #expect(journal.take() == ["disappear sidebar"])
        _ = wide

        let phone = ViewHost(Split(), platform: .iOS)
        // Collapsed: only the sidebar shows.
        #expect(journal.take() == ["appear sidebar"])
        try phone.tap("Inbox")
        #expect(journal.take() == ["disappear sidebar", "appear reading"])
    }

    @Test("A dismiss kept after its level was popped does nothing to the level there now")
    func staleDismiss() throws {
        let host = ViewHost(KeepingStack())
        try host.tap("Push")
        try host.tap("Keep 1")
        #expect(host.navigateBack())
        try host.tap("Push")
        #expect(try host.find(text: "Keep 1").typeName == "Button")
        keptDismiss.action?()
        host.flush()
        // The new level (a different view at the same depth) is still there.
        #expect(try host.find(text: "Keep 1").typeName == "Button")
        // Its own dismiss pops it.
        try host.tap("Keep 1")
        keptDismiss.action?()
        host.flush()
        #expect(try host.find(text: "Push").typeName == "Button")
    }
}

private struct ShowsCount: View {
    let n: Int
    var body: some View {
        NavigationStack {
            NavigationLink("go", value: 1)
                .navigationDestination(for: Int.self) { _ in Text("n \(n)") }
        }
    }
}

private struct ByArgument: View {
    @State private var n = 0
    var body: some View {
        VStack {
            Button("inc") { n += 1 }
            ShowsCount(n: n)
        }
    }
}

private struct ActiveLink: View {
    @State private var n = 0
    @State private var go = false
    var body: some View {
        VStack {
            Button("inc") { n += 1 }
            NavigationStack {
                NavigationLink("", destination: Text("m \(n)"), isActive: $go)
                Button("go") { go = true }
            }
        }
    }
}

@MainActor
@Suite("Pushed destinations follow their builders (issue 19, found by the app check)")
struct PushedDestinationTests {
    @Test("A value's destination shows what its builder makes now, not what it made at the push")
    func destinationFollowsBuilder() throws {
        let host = ViewHost(ByArgument())
        try host.tap("go")
        #expect(try host.find(text: "n 0").typeName == "Text")
        try host.tap("inc")
        #expect(try host.find(text: "n 1").typeName == "Text")
        #expect(host.diagnostics.isEmpty)
    }

    @Test("An isActive link's destination follows the value it is handed while pushed")
    func activeLinkFollowsValue() throws {
        let host = ViewHost(ActiveLink())
        try host.tap("go")
        #expect(try host.find(text: "m 0").typeName == "Text")
        try host.tap("inc")
        #expect(try host.find(text: "m 1").typeName == "Text")
        #expect(host.diagnostics.isEmpty)
    }
}

@MainActor private final class AppearCount {
    var appeared = 0
    var disappeared = 0
}

@MainActor
@Suite("L3 at depth: appearing in a deep tree under a navigation stack")
struct DeepVisibilityTests {
    @Test(
        "A 100,000-level chain of views with onAppear under a NavigationStack appears in one update, and a push makes them all disappear"
    )
    func deepChainUnderAStack() throws {
        let count = AppearCount()
        // Built in a function and handed straight to the host: the host frees a value this
        // deep one level at a time; a local holding it would free it recursively.
        func stack() -> some View {
            var chain = AnyView(Button("Push") {}.onAppear { count.appeared += 1 })
            for _ in 0..<100_000 {
                chain = AnyView(
                    VStack { chain }.onAppear { count.appeared += 1 }
                        .onDisappear { count.disappeared += 1 })
            }
            return NavigationStack {
                chain.navigationDestination(for: Int.self) { Text("level \($0)") }
                NavigationLink("Next", value: 1)
            }
        }
        var host: ViewHost? = ViewHost(stack())
        #expect(count.appeared == 100_001)
        try host?.tap("Next")
        #expect(count.disappeared == 100_000)
        #expect(try host?.find(text: "level 1").typeName == "Text")
        host = nil
    }
}
