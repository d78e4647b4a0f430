import Canopy
import CanopyTesting
import Testing

private struct Covered: View {
    @State var covering = false
    @State var pointing = false
    var body: some View {
        VStack {
            Button("Cover") { covering = true }
            Button("Point") { pointing = true }
        }
        .fullScreenCover(isPresented: $covering) { CoverContent() }
        .popover(isPresented: $pointing) { Text("Tip") }
    }
}

private struct CoverContent: View {
    @Environment(\.dismiss) private var dismiss
    @Environment(\.colorScheme) private var scheme
    var body: some View {
        VStack {
            Text("Cover \(scheme)")
            Button("Done") { dismiss() }
        }
    }
}

private struct BookLibrary: View {
    @State var selected: String?
    var body: some View {
        NavigationStack {
            VStack {
                Button("Open Dune") { selected = "Dune" }
                Text("selected: \(selected ?? "none")")
            }
            .navigationDestination(item: $selected) { title in Text("Book \(title)") }
        }
    }
}

@MainActor
@Suite("Presentations: fullScreenCover, popover, navigationDestination(item:) (E10, issue 24)")
struct PresentationVocabularyTests {
    @Test("E10: a full-screen cover inherits the presenter's environment; dismiss closes it")
    func fullScreenCover() throws {
        let host = ViewHost(Covered().environment(\.colorScheme, .dark), platform: .iOS)
        try host.tap("Cover")
        #expect(host.renderScreen().contains("╭─ Full screen cover\n│ Cover dark"))
        try host.tap("Done")
        #expect(!host.renderScreen().contains("Full screen cover"))
        #expect(host.diagnostics.isEmpty)
    }

    @Test("D4: a full-screen cover on a simulated Mac is a sheet, with a diagnostic")
    func fullScreenCoverOnMac() throws {
        let host = ViewHost(Covered(), platform: .macOS)
        try host.tap("Cover")
        #expect(host.renderScreen().contains("╭─ Sheet\n│ Cover light"))
        #expect(host.diagnostics.contains { $0.kind == .platformUnavailable })
    }

    @Test("A popover is a popover on iPadOS and macOS, and a sheet on an iPhone")
    func popover() throws {
        for (platform, box) in [(Platform.iPadOS, "Popover"), (.macOS, "Popover"), (.iOS, "Sheet")]
        {
            let host = ViewHost(Covered(), platform: platform)
            try host.tap("Point")
            #expect(host.renderScreen().contains("╭─ \(box)\n│ Tip"), "\(platform)")
            #expect(host.dismissPresentation())
            #expect(!host.renderScreen().contains("Tip"))
        }
    }

    @Test(
        "navigationDestination(item:) pushes while the item is set and pops at nil; popping sets nil"
    )
    func destinationItem() throws {
        let host = ViewHost(BookLibrary(), platform: .iOS)
        try host.tap("Open Dune")
        #expect(host.renderScreen().contains("Book Dune"))
        #expect(host.navigateBack())
        #expect(host.renderScreen().contains("selected: none"))
    }
}

@MainActor
@Suite("Bindings made from bindings, and the recorded vocabulary (issue 24)")
struct BindingVocabularyTests {
    private struct Draft: View {
        @State var title: String? = "Notes"
        @State var count = 3
        var body: some View {
            VStack {
                if let binding = Binding($title) {
                    TextField("Title", text: binding)
                }
                OptionalCounter(count: Binding($count))
                Button("Clear") { title = nil }
                Text("title: \(title ?? "nil") count: \(count)")
            }
        }
    }

    private struct OptionalCounter: View {
        @Binding var count: Int?
        var body: some View { Button("Bump") { count = (count ?? 0) + 1 } }
    }

    @Test(
        "Binding(optional) exists while the value does and writes through; Binding(value) is optional"
    )
    func conversions() throws {
        let host = ViewHost(Draft())
        try host.type("Ideas", into: "Title")
        #expect(host.render().contains(#"Text "title: Ideas count: 3""#))
        try host.tap("Bump")
        #expect(host.render().contains("count: 4"))
        try host.tap("Clear")
        #expect(!host.render().contains("TextField"))
        let erased = Binding<AnyHashable>(.constant(5))
        #expect(erased.wrappedValue == AnyHashable(5))
    }

    @Test(
        "textContentType, matchedGeometryEffect with @Namespace and disableAutocorrection are recorded"
    )
    func recorded() {
        struct Hero: View {
            @Namespace private var hero
            var body: some View {
                TextField("Mail", text: .constant(""))
                    .textContentType(.emailAddress)
                    .disableAutocorrection(true)
                    .matchedGeometryEffect(id: "mail", in: hero)
            }
        }
        expectRendered(
            ViewHost(Hero()),
            """
            Hero
            └─ TextField "Mail" text:"" .textContentType(.emailAddress) .autocorrectionDisabled .matchedGeometryEffect("mail")
            """)
    }
}

private struct SettingsLinkApp: App {
    var body: some Scene {
        WindowGroup {
            SettingsLink()
        }
        .windowResizability(.contentSize)
        .commands {
            EmptyCommands()
            SidebarCommands()
            ToolbarCommands()
            TextEditingCommands()
            TextFormattingCommands()
            InspectorCommands()
        }
        Settings { Text("Preferences") }
    }
}

private struct PlainSettingsApp: App {
    var body: some Scene {
        WindowGroup { SettingsLink() }
        Settings { Text("Preferences") }
    }
}

@MainActor
@Suite("SettingsLink, EmptyCommands and windowResizability (issue 24)")
struct SceneVocabularyTests {
    @Test(
        "SettingsLink opens the Settings window; EmptyCommands adds no menu; a resizability is accepted"
    )
    func settingsLink() throws {
        let host = AppHost(SettingsLinkApp(), platform: .macOS)
        #expect(!host.windows.contains { $0.isSettings })
        try host.windows[0].host.tap("Settings")
        #expect(host.windows.contains { $0.isSettings })
        // The same menus as an app with no commands at all, but for the standard sets' items
        // (disabled: the window has no toolbar, split view, inspector or focused field).
        let plain = AppHost(PlainSettingsApp(), platform: .macOS)
        var expected = Array(plain.menuBar.map(\.description).dropFirst())
        let edit = expected.firstIndex(of: "Edit")!
        expected[edit] =
            "Edit: Find ▸ {Find… ⌘F (disabled), Find and Replace… ⌥⌘F (disabled), Find Next ⌘G (disabled), Find Previous ⇧⌘G (disabled), Use Selection for Find ⌘E (disabled), Jump to Selection ⌘J (disabled)}, Transformations ▸ {Make Upper Case (disabled), Make Lower Case (disabled), Capitalize (disabled)}"
        expected.insert(
            "Format: Font ▸ {Show Fonts ⌘T (disabled), Bold ⌘B (disabled), Italic ⌘I (disabled), Underline ⌘U (disabled), —, Bigger ⌘+ (disabled), Smaller ⌘- (disabled)}, Text ▸ {Align Left ⌘{ (disabled), Center ⌘| (disabled), Justify (disabled), Align Right ⌘} (disabled)}",
            at: edit + 1)
        expected[expected.firstIndex(of: "View")!] =
            "View: Hide Toolbar ⌥⌘T (disabled), Customize Toolbar… (disabled), —, Hide Sidebar ⌃⌘S (disabled), Show Inspector ⌃⌘I (disabled)"
        #expect(Array(host.menuBar.map(\.description).dropFirst()) == expected)
    }
}

private struct ChecklistTask: Identifiable {
    let id: Int
    var done: Bool
}

private struct Checklist: View {
    @State var tasks = [ChecklistTask(id: 1, done: false), ChecklistTask(id: 2, done: true)]
    @State var picked: Int?
    var body: some View {
        VStack {
            List($tasks) { $task in
                Toggle("Task \(task.id)", isOn: $task.done)
            }
            List(0..<3, selection: $picked) { number in Text("Row \(number)") }
            Text(
                "done: \(tasks.filter(\.done).count), picked: \(picked.map(String.init) ?? "none")")
        }
    }
}

@MainActor
@Suite("Lists of bindings and of ranges (issue 24)")
struct ListVocabularyTests {
    @Test("List($items) hands each row a binding; List over a range selects by number")
    func lists() throws {
        let host = ViewHost(Checklist(), platform: .macOS)
        #expect(try host.toggle("Task 1"))
        #expect(host.render().contains(#"Text "done: 2, picked: none""#))
        try host.selectRow("Row 2")
        #expect(host.render().contains(#"Text "done: 2, picked: 2""#))
    }
}

private struct RenamableRow: View {
    @State var name = "Draft"
    @FocusState var editing: Bool
    var body: some View {
        VStack {
            TextField("Name", text: $name).focused($editing)
            RenameButton()
        }
        .renameAction($editing)
    }
}

@MainActor
@Suite("RenameButton and supportsMultipleWindows (issue 24)")
struct RenameVocabularyTests {
    @Test("RenameButton runs the action set above it; without one it is disabled")
    func renameButton() throws {
        let host = ViewHost(RenamableRow())
        #expect(host.focusedLabel == nil)
        #expect(try host.tap("Rename"))
        #expect(host.focusedLabel == "Name")
        let alone = ViewHost(RenameButton())
        #expect(try !alone.tap("Rename"))
    }

    @Test("E9/D4: supportsMultipleWindows is the simulated platform's")
    func multipleWindows() {
        #expect(
            ViewHost(Reader(\.supportsMultipleWindows), platform: .iPadOS).render().contains(
                #""true""#))
        #expect(
            ViewHost(Reader(\.supportsMultipleWindows), platform: .iOS).render().contains(
                #""false""#))
    }
}
