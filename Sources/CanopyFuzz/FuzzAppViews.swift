import Canopy

/// Where a node of a window's content is: the window, the dynamic path (navigation levels),
/// and the app's inputs the subtree uses.
struct FuzzAppFrame: Equatable {
    let window: Int
    let path: [Int]
    let inputs: FuzzAppInputs
    let context: FuzzAppContext

    /// The frame `child` is handed: only the app inputs its subtree shows, so a change of the
    /// others does not reach it through its arguments.
    func handing(_ child: FuzzAppNode, appending component: Int? = nil) -> FuzzAppFrame {
        FuzzAppFrame(
            window: window, path: component.map { path + [$0] } ?? path,
            inputs: FuzzAppInputs(
                shared: child.usesSharedValue ? inputs.shared : 0,
                appPhase: child.usesAppPhase ? inputs.appPhase : nil,
                sharedBinding: inputs.sharedBinding),
            context: context)
    }

    /// `5@1.2`: node 5 at navigation levels 1, 2.
    func identity(_ id: Int) -> String {
        "\(id)@" + path.map(String.init).joined(separator: ".")
    }

    /// The key of this node's state (see ``FuzzKey``).
    func key(_ id: Int, _ part: String = "") -> String {
        FuzzKey.view(window, identity(id), part)
    }

    @MainActor func int(_ key: String) -> Int { context.values.ints[key] ?? 0 }
    @MainActor func bool(_ key: String) -> Bool { context.values.bools[key] ?? false }

    static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.window == rhs.window && lhs.path == rhs.path && lhs.inputs == rhs.inputs
            && lhs.context === rhs.context
    }
}

/// Mounts one generated node of a window's content.
struct FuzzAppView: View {
    let node: FuzzAppNode
    let frame: FuzzAppFrame
    /// Whether the node is an item of an `HStack` row: a field then puts its count and
    /// itself in the row, so the row weighs the field against its siblings (issue 36).
    var inRow = false

    func view(_ child: FuzzAppNode, appending component: Int? = nil) -> FuzzAppView {
        FuzzAppView(node: child, frame: frame.handing(child, appending: component))
    }

    var body: some View {
        let id = node.id
        let identity = frame.identity(id)
        switch node.kind {
        case .stack(let arrangement, let children):
            FuzzStackView(frame: self, arrangement: arrangement, children: children)
        case .shared(let viaBinding):
            FuzzSharedView(
                id: id, identity: identity, value: viaBinding ? nil : frame.inputs.shared,
                shared: frame.inputs.sharedBinding)
        case .store:
            FuzzStoreView(id: id, identity: identity)
        case .appStorage(let key):
            FuzzAppStorageView(
                id: id, identity: identity, key: key,
                seed: frame.int(FuzzKey.appStorage(key)))
        case .sceneStorage(let key):
            FuzzSceneStorageView(
                id: id, identity: identity, key: key,
                seed: frame.int(FuzzKey.scene(frame.window, "s\(key)")))
        case .local:
            FuzzLocalView(id: id, identity: identity, seed: frame.int(frame.key(id)))
        case .appPhase:
            Text("g\(id) \(frame.inputs.appPhase.map { "\($0)" } ?? "-")")
        case .windowPhase:
            FuzzWindowPhaseView(id: id)
        case .field(let publishesValue, let publishesBinding, let focusState):
            let field = FuzzFieldView(
                id: id, identity: identity, publishesValue: publishesValue,
                publishesBinding: publishesBinding, count: frame.int(frame.key(id)),
                text: frame.context.values.strings[frame.key(id, "text")] ?? "",
                inRow: inRow && !focusState)
            if focusState {
                FuzzFocusStateField(id: id, identity: identity, field: field)
            } else {
                field
            }
        case .publisher(let publisher, let child):
            FuzzPublisherView(frame: self, publisher: publisher, child: child)
        case .reader:
            FuzzReaderView(id: id, identity: identity)
        case .sheet(let inSceneStorage, let child):
            if inSceneStorage {
                FuzzSceneSheetView(frame: self, child: child)
            } else {
                FuzzStateSheetView(frame: self, child: child)
            }
        case .alert(let child):
            FuzzAlertView(frame: self, child: child)
        case .navigation(let inSceneStorage, let root, let destination):
            if inSceneStorage {
                FuzzSceneNavigationView(frame: self, root: root, destination: destination)
            } else {
                FuzzStateNavigationView(frame: self, root: root, destination: destination)
            }
        case .lifecycle(let child):
            let context = frame.context
            let tag = "w\(frame.window) \(identity)"
            view(child)
                .onAppear { context.events.append("appear " + tag) }
                .onDisappear { context.events.append("disappear " + tag) }
        case .openWindow(let scene):
            FuzzOpenWindowView(identity: identity, scene: scene)
        case .closeWindow:
            FuzzCloseWindowView(identity: identity)
        case .tabs(let tabs, let children):
            FuzzTabsView(frame: self, tabs: tabs, children: children)
        case .toolbar(let placement, let child):
            FuzzToolbarView(frame: self, placement: placement, child: child)
        case .detentSheet(let options, let child):
            FuzzDetentSheetView(frame: self, options: options, child: child)
        }
    }
}

/// The app's shared value, read through its binding or handed down by value.
struct FuzzSharedView: View {
    let id: Int
    let identity: String
    let value: Int?
    @Binding var shared: Int

    var body: some View {
        VStack {
            Text("a\(id) \(value ?? shared)")
            Button("A" + identity) { shared += 1 }
        }
    }
}

/// The app's store, from the environment.
struct FuzzStoreView: View {
    let id: Int
    let identity: String
    @EnvironmentObject var store: FuzzAppStore

    var body: some View {
        VStack {
            Text("o\(id) \(store.value)")
            Button("O" + identity) { store.value += 1 }
        }
    }
}

/// `@AppStorage("k<key>")`; a fresh launch's default is the value the store holds.
struct FuzzAppStorageView: View {
    let id: Int
    let identity: String
    @AppStorage private var value: Int

    init(id: Int, identity: String, key: Int, seed: Int) {
        self.id = id
        self.identity = identity
        _value = AppStorage(wrappedValue: seed, "k\(key)")
    }

    var body: some View {
        VStack {
            Text("k\(id) \(value)")
            Button("K" + identity) { value += 1 }
        }
    }
}

/// `@SceneStorage("s<key>")`; a fresh launch's default is the value the window holds.
struct FuzzSceneStorageView: View {
    let id: Int
    let identity: String
    @SceneStorage private var value: Int

    init(id: Int, identity: String, key: Int, seed: Int) {
        self.id = id
        self.identity = identity
        _value = SceneStorage(wrappedValue: seed, "s\(key)")
    }

    var body: some View {
        VStack {
            Text("s\(id) \(value)")
            Button("S" + identity) { value += 1 }
        }
    }
}

/// Window-local `@State` (S2).
struct FuzzLocalView: View {
    let id: Int
    let identity: String
    @State private var value: Int

    init(id: Int, identity: String, seed: Int) {
        self.id = id
        self.identity = identity
        _value = State(initialValue: seed)
    }

    var body: some View {
        VStack {
            Text("l\(id) \(value)")
            Button("L" + identity) { value += 1 }
        }
    }
}

/// The window's phase (S5).
struct FuzzWindowPhaseView: View {
    let id: Int
    @Environment(\.scenePhase) private var phase

    var body: some View { Text("h\(id) \(phase)") }
}

/// A text field with a count it may publish a binding to, and a value it may publish (F5, F8).
/// In an `HStack` row (without a `@FocusState`, whose modifier wants one view), the count and
/// the field are items of the row, as a label and a field beside a button are: how wide the
/// field is then depends on how flexible it is beside its siblings, which its text decides.
struct FuzzFieldView: View {
    let id: Int
    let identity: String
    let publishesValue: Bool
    let publishesBinding: Bool
    let inRow: Bool
    @State private var count: Int
    @State private var text: String

    init(
        id: Int, identity: String, publishesValue: Bool, publishesBinding: Bool, count: Int,
        text: String, inRow: Bool = false
    ) {
        self.id = id
        self.identity = identity
        self.publishesValue = publishesValue
        self.publishesBinding = publishesBinding
        self.inRow = inRow
        _count = State(initialValue: count)
        _text = State(initialValue: text)
    }

    var body: some View {
        if inRow {
            parts
        } else {
            VStack { parts }
        }
    }

    @ViewBuilder private var parts: some View {
        Text("f\(id) \(count)")
        TextField("F" + identity, text: $text)
            .focusedValue(\.fuzzValue0, publishesValue ? "v\(id)" : nil)
            .focusedValue(\.fuzzBinding, publishesBinding ? $count : nil)
    }
}

/// A field bound to a `@FocusState` (F1): the state follows focus, and buttons `G…` and `U…`
/// set it, which moves focus to the field or takes it away.
struct FuzzFocusStateField: View {
    let id: Int
    let identity: String
    let field: FuzzFieldView
    @FocusState private var isFocused: Bool

    var body: some View {
        VStack {
            field.focused($isFocused)
            Text("e\(id) \(isFocused)")
            Button("G" + identity) { isFocused = true }
            Button("U" + identity) { isFocused = false }
        }
    }
}

/// Every kind of focused-value reader (D8 in a view).
struct FuzzReaderView: View {
    let id: Int
    let identity: String
    @FocusedValue(\.fuzzValue0) private var value0
    @FocusedValue(\.fuzzValue1) private var value1
    @FocusedBinding(\.fuzzBinding) private var binding
    @FocusedObject private var object: FuzzFocusObject?

    var body: some View {
        VStack {
            Text(
                "r\(id) v=\(value0 ?? "-") s=\(value1 ?? "-") b=\(binding.map(String.init) ?? "-") o=\(object.map { "\($0.owner):\($0.value)" } ?? "-")"
            )
            // F8: assigning when no binding is published does nothing.
            Button("R" + identity) { binding = (binding ?? 0) + 1 }
        }
    }
}

/// Opens a window of a scene.
struct FuzzOpenWindowView: View {
    let identity: String
    let scene: FuzzSceneID
    @Environment(\.openWindow) private var openWindow
    @Environment(\.openSettings) private var openSettings

    var body: some View {
        Button("W" + identity) {
            if scene == .settings { openSettings() } else { openWindow(id: scene.rawValue) }
        }
    }
}

/// Closes its own window.
struct FuzzCloseWindowView: View {
    let identity: String
    @Environment(\.dismissWindow) private var dismissWindow

    var body: some View { Button("Z" + identity) { dismissWindow() } }
}
