/// Prints an app case as a self-contained Swift file that builds with `import Canopy`: the app
/// with its four scenes and its commands, one view struct per generated node (as SwiftUI code
/// is written: `@State`, `@SceneStorage`, `@FocusedValue`, sheets, alerts, stacks, lists with
/// their sections), and a function that drives an `AppHost` through the case's steps as the
/// check did (the host calls the check made, window numbers and labels resolved). What a
/// shrunk failure is reported as.
public struct FuzzAppSwiftPrinter {
    var structs: [String] = []
    /// Whether destinations get a `dismiss()` button (``FuzzAppSpec/navigationLifecycle``).
    private var navigationLifecycle = false

    /// The Swift source for `fuzzCase`, headed by `comment` lines; `calls` are the host calls
    /// its run made (``AppDifferentialCheck/transcript(of:)``), found by running it if not given.
    @MainActor
    public static func source(
        for fuzzCase: FuzzAppCase, calls: [String]? = nil, comment: [String] = []
    ) -> String {
        var printer = FuzzAppSwiftPrinter()
        return printer.file(
            fuzzCase, calls: calls ?? AppDifferentialCheck.transcript(of: fuzzCase).calls,
            comment: comment)
    }

    private static func pad(_ indent: Int) -> String { String(repeating: "    ", count: indent) }

    private mutating func file(_ fuzzCase: FuzzAppCase, calls: [String], comment: [String])
        -> String
    {
        let spec = fuzzCase.spec
        navigationLifecycle = spec.navigationLifecycle
        if navigationLifecycle {
            structs.append(
                Self.declaration(
                    "ReproDismissButton",
                    ["let label: String", "@Environment(\\.dismiss) private var dismiss"],
                    ["Button(label) { dismiss() }"]))
        }
        var scenes: [String] = []
        for scene in FuzzSceneID.allCases {
            let root = spec.contents[scene].map { node(for: $0) } ?? "EmptyView()"
            let inputs =
                "ReproInputs(shared: $shared, sharedValue: shared, appPhase: phase, at: \"\")"
            let content = root == "EmptyView()" ? root : "\(root)(inputs: \(inputs))"
            switch scene {
            case .main:
                scenes.append(
                    "        WindowGroup(id: \"g0\") { \(content) }\n"
                        + "            .environmentObject(store)\n"
                        + "            .commands { ReproAppCommands(shared: $shared) }")
            case .second:
                scenes.append(
                    "        WindowGroup(id: \"g1\") { \(content).environmentObject(store) }")
            case .solo:
                scenes.append(
                    "        Window(\"Solo\", id: \"solo\") { \(content).environmentObject(store) }"
                )
            case .settings:
                scenes.append("        Settings { \(content) }")
            }
        }
        var lines = comment.map { "// " + $0 }
        lines += ["import Canopy", "", Self.support, ""]
        lines += [
            "struct ReproApp: App {",
            "    @State private var shared = 0",
            "    @StateObject private var store = ReproAppStore()",
            "    @Environment(\\.scenePhase) private var phase",
            "",
            "    var body: some Scene {",
        ]
        lines += scenes
        lines += ["    }", "}", "", commands(spec.commands)]
        for declaration in structs { lines += ["", declaration] }
        lines += [
            "", "/// The steps, as the check drove its host.",
            "@MainActor func runReproSteps(_ host: AppHost) throws {",
        ]
        lines += calls.map { "    " + $0 }
        lines += ["}"]
        return lines.joined(separator: "\n") + "\n"
    }

    /// Declares `Node<id>` (once) and returns its name; `inRow` when it is an item of an
    /// `HStack` (see ``FuzzFieldView``).
    private mutating func node(for node: FuzzAppNode, inRow: Bool = false) -> String {
        let id = node.id
        let name = "AppNode\(id)"
        var fields = ["let inputs: ReproInputs"]
        var body: [String]
        func child(_ child: FuzzAppNode, at: String = "inputs", inRow: Bool = false) -> String {
            "\(self.node(for: child, inRow: inRow))(inputs: \(at))"
        }
        let label = "\"@\" + inputs.at"
        func counter(_ letter: String, _ text: String, _ value: String, _ change: String)
            -> [String]
        {
            [
                "VStack {", "    Text(\"\(text)\(id) \\(\(value))\")",
                "    Button(\"\(letter)\(id)\" + \(label)) { \(change) }", "}",
            ]
        }
        switch node.kind {
        case .stack(.list, let rows):
            // A section is written in the list, as SwiftUI code writes it.
            body = ["List {"]
            for row in rows {
                if case .stack(.section, let sectionRows) = row.kind {
                    body += ["    Section(\"T\(row.id)\") {"]
                    body += sectionRows.map { "        " + child($0) } + ["    }"]
                } else {
                    body.append("    " + child(row))
                }
            }
            body.append("}")
        case .stack(let arrangement, let children):
            let container =
                switch arrangement {
                case .horizontal: "HStack"
                case .section: "Section(\"T\(id)\")"
                case .vertical, .list: "VStack"
                }
            body =
                ["\(container) {"]
                + children.map { "    " + child($0, inRow: arrangement == .horizontal) } + ["}"]
        case .shared(let viaBinding):
            let value = viaBinding ? "inputs.shared.wrappedValue" : "inputs.sharedValue"
            body = counter("A", "a", value, "inputs.shared.wrappedValue += 1")
        case .store:
            fields.append("@EnvironmentObject var store: ReproAppStore")
            body = counter("O", "o", "store.value", "store.value += 1")
        case .appStorage(let key):
            fields.append("@AppStorage(\"k\(key)\") private var value = 0")
            body = counter("K", "k", "value", "value += 1")
        case .sceneStorage(let key):
            fields.append("@SceneStorage(\"s\(key)\") private var value = 0")
            body = counter("S", "s", "value", "value += 1")
        case .local:
            fields.append("@State private var value = 0")
            body = counter("L", "l", "value", "value += 1")
        case .appPhase:
            body = ["Text(\"g\(id) \\(inputs.appPhase)\")"]
        case .windowPhase:
            fields.append("@Environment(\\.scenePhase) private var phase")
            body = ["Text(\"h\(id) \\(phase)\")"]
        case .field(let value, let binding, let focusState):
            fields += ["@State private var count = 0", "@State private var text = \"\""]
            body = [
                "Text(\"f\(id) \\(count)\")", "TextField(\"F\(id)\" + \(label), text: $text)",
                "    .focusedValue(\\.value0, \(value ? "\"v\(id)\"" : "nil as String?"))",
                "    .focusedValue(\\.count, \(binding ? "$count" : "nil as Binding<Int>?"))",
            ]
            // In a row the count and the field are the row's items (see `FuzzFieldView`).
            if !inRow || focusState { body = ["VStack {"] + body.map { "    " + $0 } + ["}"] }
            if focusState {
                fields.append("@FocusState private var isFocused: Bool")
                body =
                    ["VStack {"] + body.map { "    " + $0 } + [
                        "    .focused($isFocused)", "    Text(\"e\(id) \\(isFocused)\")",
                        "    Button(\"G\(id)\" + \(label)) { isFocused = true }",
                        "    Button(\"U\(id)\" + \(label)) { isFocused = false }", "}",
                    ]
            }
        case .publisher(.value(let key, let scene), let content):
            body = [
                child(content),
                "    .\(scene ? "focusedSceneValue" : "focusedValue")(\\.value\(key), \"p\(id)\")",
            ]
        case .publisher(.object(let scene), let content):
            fields.append("@StateObject private var object = ReproFocusObject(owner: \(id))")
            body = [
                "VStack {", "    Text(\"j\(id) \\(object.value)\")",
                "    Button(\"J\(id)\" + \(label)) { object.value += 1 }", "    " + child(content),
                "}", ".\(scene ? "focusedSceneObject" : "focusedObject")(object)",
            ]
        case .reader:
            fields += [
                "@FocusedValue(\\.value0) private var value0",
                "@FocusedValue(\\.value1) private var value1",
                "@FocusedBinding(\\.count) private var count",
                "@FocusedObject private var object: ReproFocusObject?",
            ]
            body = [
                "VStack {",
                "    Text(\"r\(id) v=\\(value0 ?? \"-\") s=\\(value1 ?? \"-\") b=\\(count.map(String.init) ?? \"-\") o=\\(object.map { \"\\($0.owner):\\($0.value)\" } ?? \"-\")\")",
                "    Button(\"R\(id)\" + \(label)) { count = (count ?? 0) + 1 }", "}",
            ]
        case .sheet(let inSceneStorage, let content):
            fields.append(
                inSceneStorage
                    ? "@SceneStorage(\"sheet\(id)\") private var isPresented = false"
                    : "@State private var isPresented = false")
            body = [
                "VStack {", "    Button(\"P\(id)\" + \(label)) { isPresented = true }", "}",
                ".sheet(isPresented: $isPresented) { AppSheet\(id)(inputs: inputs) }",
            ]
            structs.append(
                Self.declaration(
                    "AppSheet\(id)",
                    ["let inputs: ReproInputs", "@Environment(\\.dismiss) private var dismiss"],
                    [
                        "VStack {", "    Button(\"D\(id)\" + \(label)) { dismiss() }",
                        "    " + child(content), "}",
                    ]))
        case .alert(let content):
            fields += ["@State private var isPresented = false", "@State private var count = 0"]
            body = [
                "VStack {", "    Text(\"y\(id) \\(count)\")",
                "    Button(\"Q\(id)\" + \(label)) { isPresented = true }", "    " + child(content),
                "}", ".alert(\"Alert\(id)\", isPresented: $isPresented) {",
                "    Button(\"Y\(id)\" + \(label)) { count += 1 }", "}",
            ]
        case .navigation(let inSceneStorage, let root, let destination):
            fields.append(
                inSceneStorage
                    ? "@SceneStorage(\"path\(id)\") private var path: [Int] = []"
                    : "@State private var path: [Int] = []")
            let levelInputs =
                "ReproInputs(shared: inputs.shared, sharedValue: inputs.sharedValue, appPhase: inputs.appPhase, at: \"\\(level)\")"
            body =
                [
                    "NavigationStack(path: $path) {", "    VStack {", "        " + child(root),
                    "        NavigationLink(\"N\(id)\" + \(label), value: 1)", "    }",
                    "    .navigationDestination(for: Int.self) { level in", "        VStack {",
                    "            Text(\"d\(id) \\(level)\")",
                    "            NavigationLink(\"N\(id)@\\(level)\", value: level + 1)",
                    "            Button(\"X\(id)@\\(level)\") { if !path.isEmpty { path.removeLast() } }",
                ]
                + (navigationLifecycle
                    ? ["            ReproDismissButton(label: \"V\(id)@\\(level)\")"] : [])
                + [
                    "            " + child(destination, at: levelInputs), "        }",
                    "        .navigationTitle(\"L\(id).\\(level)\")", "    }", "}",
                ]
        case .lifecycle(let content):
            body = [
                child(content),
                "    .onAppear { ReproAppLog.events.append(\"appear \(id)@\" + inputs.at) }",
                "    .onDisappear { ReproAppLog.events.append(\"disappear \(id)@\" + inputs.at) }",
            ]
        case .openWindow(let scene):
            fields.append(
                scene == .settings
                    ? "@Environment(\\.openSettings) private var open"
                    : "@Environment(\\.openWindow) private var open")
            let call = scene == .settings ? "open()" : "open(id: \"\(scene.rawValue)\")"
            body = ["Button(\"W\(id)\" + \(label)) { \(call) }"]
        case .closeWindow:
            fields.append("@Environment(\\.dismissWindow) private var dismissWindow")
            body = ["Button(\"Z\(id)\" + \(label)) { dismissWindow() }"]
        case .tabs, .toolbar, .detentSheet:
            let children = node.kind.children.map { child($0) }
            (fields, body) = container(node, fields: fields, children: children)
        }
        structs.append(Self.declaration(name, fields, body))
        return name
    }

    static func declaration(_ name: String, _ fields: [String], _ body: [String])
        -> String
    {
        (["struct \(name): View {"] + fields.map { "    " + $0 }
            + ["", "    var body: some View {"] + body.map { "        " + $0 } + ["    }", "}"])
            .joined(separator: "\n")
    }

    private func commands(_ commands: [FuzzCommand]) -> String {
        var items: [String] = []
        for command in commands {
            switch command {
            case .focusedValue:
                items.append(
                    "Button(\"View \\(value0 ?? \"-\")\") {}.disabled(value0 == nil)")
            case .sceneValue: items.append("Button(\"Scene \\(value1 ?? \"-\")\") {}")
            case .binding:
                items.append(
                    "Button(\"Bind \\(count.map(String.init) ?? \"-\")\") { count = (count ?? 0) + 1 }.disabled(count == nil)"
                )
            case .object:
                items.append(
                    "Button(\"Obj \\(object.map { \"\\($0.owner):\\($0.value)\" } ?? \"-\")\") { object?.value += 1 }.disabled(object == nil)"
                )
            case .shared: items.append("Button(\"Shared \\(shared)\") { shared += 1 }")
            case .appStorage(let key):
                items.append("Button(\"Key\(key) \\(stored\(key))\") { stored\(key) += 1 }")
            case .open(let scene):
                let call =
                    scene == .settings ? "openSettings()" : "openWindow(id: \"\(scene.rawValue)\")"
                items.append("Button(\"Open \(scene.rawValue)\") { \(call) }")
            }
        }
        return """
            struct ReproAppCommands: Commands {
                @Binding var shared: Int
                @FocusedValue(\\.value0) private var value0
                @FocusedValue(\\.value1) private var value1
                @FocusedBinding(\\.count) private var count
                @FocusedObject private var object: ReproFocusObject?
                @AppStorage("k0") private var stored0 = 0
                @AppStorage("k1") private var stored1 = 0
                @Environment(\\.openWindow) private var openWindow
                @Environment(\\.openSettings) private var openSettings

                var body: some Commands {
                    CommandMenu("Items") {
            \(items.map { "            " + $0 }.joined(separator: "\n"))
                    }
                }
            }
            """
    }

    static let support = """
        final class ReproAppStore: ObservableObject {
            @MainActor static weak var current: ReproAppStore?
            @Published var value = 0
            @MainActor init() { Self.current = self }
        }

        final class ReproFocusObject: ObservableObject {
            let owner: Int
            @Published var value = 0
            init(owner: Int) { self.owner = owner }
        }

        enum ReproAppLog {
            @MainActor static var events: [String] = []
        }

        struct ReproValue0: FocusedValueKey { typealias Value = String }
        struct ReproValue1: FocusedValueKey { typealias Value = String }
        struct ReproCount: FocusedValueKey { typealias Value = Binding<Int> }

        extension FocusedValues {
            var value0: String? {
                get { self[ReproValue0.self] }
                set { self[ReproValue0.self] = newValue }
            }
            var value1: String? {
                get { self[ReproValue1.self] }
                set { self[ReproValue1.self] = newValue }
            }
            var count: Binding<Int>? {
                get { self[ReproCount.self] }
                set { self[ReproCount.self] = newValue }
            }
        }

        /// What every view is handed: the app's shared state (bound, and by value), the app's
        /// phase, and the navigation level it is at ("" outside a destination).
        struct ReproInputs: Equatable {
            let shared: Binding<Int>
            let sharedValue: Int
            let appPhase: ScenePhase
            let at: String

            static func == (lhs: Self, rhs: Self) -> Bool {
                lhs.sharedValue == rhs.sharedValue && lhs.appPhase == rhs.appPhase && lhs.at == rhs.at
            }
        }

        @MainActor func reproWindow(_ host: AppHost, _ number: Int) -> AppHost.AppWindow {
            host.windows.first { $0.number == number }!
        }
        """
}
