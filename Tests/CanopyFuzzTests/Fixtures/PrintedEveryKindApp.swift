// swift-format-ignore-file
// Every kind of app node and step (the app printer's golden file).
import Canopy

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

struct ReproApp: App {
    @State private var shared = 0
    @StateObject private var store = ReproAppStore()
    @Environment(\.scenePhase) private var phase

    var body: some Scene {
        WindowGroup(id: "g0") { AppNode1(inputs: ReproInputs(shared: $shared, sharedValue: shared, appPhase: phase, at: "")) }
            .environmentObject(store)
            .commands { ReproAppCommands(shared: $shared) }
        WindowGroup(id: "g1") { AppNode41(inputs: ReproInputs(shared: $shared, sharedValue: shared, appPhase: phase, at: "")).environmentObject(store) }
        Window("Solo", id: "solo") { AppNode46(inputs: ReproInputs(shared: $shared, sharedValue: shared, appPhase: phase, at: "")).environmentObject(store) }
        Settings { AppNode49(inputs: ReproInputs(shared: $shared, sharedValue: shared, appPhase: phase, at: "")) }
    }
}

struct ReproAppCommands: Commands {
    @Binding var shared: Int
    @FocusedValue(\.value0) private var value0
    @FocusedValue(\.value1) private var value1
    @FocusedBinding(\.count) private var count
    @FocusedObject private var object: ReproFocusObject?
    @AppStorage("k0") private var stored0 = 0
    @AppStorage("k1") private var stored1 = 0
    @Environment(\.openWindow) private var openWindow
    @Environment(\.openSettings) private var openSettings

    var body: some Commands {
        CommandMenu("Items") {
            Button("View \(value0 ?? "-")") {}.disabled(value0 == nil)
            Button("Scene \(value1 ?? "-")") {}
            Button("Bind \(count.map(String.init) ?? "-")") { count = (count ?? 0) + 1 }.disabled(count == nil)
            Button("Obj \(object.map { "\($0.owner):\($0.value)" } ?? "-")") { object?.value += 1 }.disabled(object == nil)
            Button("Shared \(shared)") { shared += 1 }
            Button("Key0 \(stored0)") { stored0 += 1 }
            Button("Key1 \(stored1)") { stored1 += 1 }
            Button("Open g1") { openWindow(id: "g1") }
            Button("Open solo") { openWindow(id: "solo") }
            Button("Open settings") { openSettings() }
        }
    }
}

struct ReproDismissButton: View {
    let label: String
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        Button(label) { dismiss() }
    }
}

struct AppNode4: View {
    let inputs: ReproInputs

    var body: some View {
        VStack {
            Text("a4 \(inputs.shared.wrappedValue)")
            Button("A4" + "@" + inputs.at) { inputs.shared.wrappedValue += 1 }
        }
    }
}

struct AppNode5: View {
    let inputs: ReproInputs

    var body: some View {
        VStack {
            Text("a5 \(inputs.sharedValue)")
            Button("A5" + "@" + inputs.at) { inputs.shared.wrappedValue += 1 }
        }
    }
}

struct AppNode6: View {
    let inputs: ReproInputs
    @EnvironmentObject var store: ReproAppStore

    var body: some View {
        VStack {
            Text("o6 \(store.value)")
            Button("O6" + "@" + inputs.at) { store.value += 1 }
        }
    }
}

struct AppNode7: View {
    let inputs: ReproInputs
    @AppStorage("k0") private var value = 0

    var body: some View {
        VStack {
            Text("k7 \(value)")
            Button("K7" + "@" + inputs.at) { value += 1 }
        }
    }
}

struct AppNode8: View {
    let inputs: ReproInputs
    @SceneStorage("s1") private var value = 0

    var body: some View {
        VStack {
            Text("s8 \(value)")
            Button("S8" + "@" + inputs.at) { value += 1 }
        }
    }
}

struct AppNode9: View {
    let inputs: ReproInputs
    @State private var value = 0

    var body: some View {
        VStack {
            Text("l9 \(value)")
            Button("L9" + "@" + inputs.at) { value += 1 }
        }
    }
}

struct AppNode10: View {
    let inputs: ReproInputs

    var body: some View {
        Text("g10 \(inputs.appPhase)")
    }
}

struct AppNode11: View {
    let inputs: ReproInputs
    @Environment(\.scenePhase) private var phase

    var body: some View {
        Text("h11 \(phase)")
    }
}

struct AppNode3: View {
    let inputs: ReproInputs

    var body: some View {
        VStack {
            AppNode4(inputs: inputs)
            AppNode5(inputs: inputs)
            AppNode6(inputs: inputs)
            AppNode7(inputs: inputs)
            AppNode8(inputs: inputs)
            AppNode9(inputs: inputs)
            AppNode10(inputs: inputs)
            AppNode11(inputs: inputs)
        }
    }
}

struct AppNode2: View {
    let inputs: ReproInputs

    var body: some View {
        AppNode3(inputs: inputs)
            .onAppear { ReproAppLog.events.append("appear 2@" + inputs.at) }
            .onDisappear { ReproAppLog.events.append("disappear 2@" + inputs.at) }
    }
}

struct AppNode14: View {
    let inputs: ReproInputs
    @State private var count = 0
    @State private var text = ""

    var body: some View {
        VStack {
            Text("f14 \(count)")
            TextField("F14" + "@" + inputs.at, text: $text)
                .focusedValue(\.value0, "v14")
                .focusedValue(\.count, $count)
        }
    }
}

struct AppNode15: View {
    let inputs: ReproInputs
    @FocusedValue(\.value0) private var value0
    @FocusedValue(\.value1) private var value1
    @FocusedBinding(\.count) private var count
    @FocusedObject private var object: ReproFocusObject?

    var body: some View {
        VStack {
            Text("r15 v=\(value0 ?? "-") s=\(value1 ?? "-") b=\(count.map(String.init) ?? "-") o=\(object.map { "\($0.owner):\($0.value)" } ?? "-")")
            Button("R15" + "@" + inputs.at) { count = (count ?? 0) + 1 }
        }
    }
}

struct AppNode13: View {
    let inputs: ReproInputs

    var body: some View {
        VStack {
            AppNode14(inputs: inputs)
            AppNode15(inputs: inputs)
        }
    }
}

struct AppNode12: View {
    let inputs: ReproInputs

    var body: some View {
        AppNode13(inputs: inputs)
            .focusedValue(\.value0, "p12")
    }
}

struct AppNode18: View {
    let inputs: ReproInputs
    @FocusedValue(\.value0) private var value0
    @FocusedValue(\.value1) private var value1
    @FocusedBinding(\.count) private var count
    @FocusedObject private var object: ReproFocusObject?

    var body: some View {
        VStack {
            Text("r18 v=\(value0 ?? "-") s=\(value1 ?? "-") b=\(count.map(String.init) ?? "-") o=\(object.map { "\($0.owner):\($0.value)" } ?? "-")")
            Button("R18" + "@" + inputs.at) { count = (count ?? 0) + 1 }
        }
    }
}

struct AppNode17: View {
    let inputs: ReproInputs
    @StateObject private var object = ReproFocusObject(owner: 17)

    var body: some View {
        VStack {
            Text("j17 \(object.value)")
            Button("J17" + "@" + inputs.at) { object.value += 1 }
            AppNode18(inputs: inputs)
        }
        .focusedSceneObject(object)
    }
}

struct AppNode16: View {
    let inputs: ReproInputs

    var body: some View {
        AppNode17(inputs: inputs)
            .focusedSceneValue(\.value1, "p16")
    }
}

struct AppNode20: View {
    let inputs: ReproInputs
    @State private var count = 0
    @State private var text = ""
    @FocusState private var isFocused: Bool

    var body: some View {
        VStack {
            VStack {
                Text("f20 \(count)")
                TextField("F20" + "@" + inputs.at, text: $text)
                    .focusedValue(\.value0, nil as String?)
                    .focusedValue(\.count, nil as Binding<Int>?)
            }
            .focused($isFocused)
            Text("e20 \(isFocused)")
            Button("G20" + "@" + inputs.at) { isFocused = true }
            Button("U20" + "@" + inputs.at) { isFocused = false }
        }
    }
}

struct AppNode19: View {
    let inputs: ReproInputs
    @StateObject private var object = ReproFocusObject(owner: 19)

    var body: some View {
        VStack {
            Text("j19 \(object.value)")
            Button("J19" + "@" + inputs.at) { object.value += 1 }
            AppNode20(inputs: inputs)
        }
        .focusedObject(object)
    }
}

struct AppNode23: View {
    let inputs: ReproInputs
    @State private var value = 0

    var body: some View {
        VStack {
            Text("l23 \(value)")
            Button("L23" + "@" + inputs.at) { value += 1 }
        }
    }
}

struct AppNode24: View {
    let inputs: ReproInputs
    @State private var count = 0
    @State private var text = ""

    var body: some View {
        VStack {
            Text("f24 \(count)")
            TextField("F24" + "@" + inputs.at, text: $text)
                .focusedValue(\.value0, "v24")
                .focusedValue(\.count, nil as Binding<Int>?)
        }
    }
}

struct AppNode22: View {
    let inputs: ReproInputs

    var body: some View {
        VStack {
            AppNode23(inputs: inputs)
            AppNode24(inputs: inputs)
        }
    }
}

struct AppSheet21: View {
    let inputs: ReproInputs
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        VStack {
            Button("D21" + "@" + inputs.at) { dismiss() }
            AppNode22(inputs: inputs)
        }
    }
}

struct AppNode21: View {
    let inputs: ReproInputs
    @SceneStorage("sheet21") private var isPresented = false

    var body: some View {
        VStack {
            Button("P21" + "@" + inputs.at) { isPresented = true }
        }
        .sheet(isPresented: $isPresented) { AppSheet21(inputs: inputs) }
    }
}

struct AppNode26: View {
    let inputs: ReproInputs
    @FocusedValue(\.value0) private var value0
    @FocusedValue(\.value1) private var value1
    @FocusedBinding(\.count) private var count
    @FocusedObject private var object: ReproFocusObject?

    var body: some View {
        VStack {
            Text("r26 v=\(value0 ?? "-") s=\(value1 ?? "-") b=\(count.map(String.init) ?? "-") o=\(object.map { "\($0.owner):\($0.value)" } ?? "-")")
            Button("R26" + "@" + inputs.at) { count = (count ?? 0) + 1 }
        }
    }
}

struct AppSheet25: View {
    let inputs: ReproInputs
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        VStack {
            Button("D25" + "@" + inputs.at) { dismiss() }
            AppNode26(inputs: inputs)
        }
    }
}

struct AppNode25: View {
    let inputs: ReproInputs
    @State private var isPresented = false

    var body: some View {
        VStack {
            Button("P25" + "@" + inputs.at) { isPresented = true }
        }
        .sheet(isPresented: $isPresented) { AppSheet25(inputs: inputs) }
    }
}

struct AppNode28: View {
    let inputs: ReproInputs
    @State private var value = 0

    var body: some View {
        VStack {
            Text("l28 \(value)")
            Button("L28" + "@" + inputs.at) { value += 1 }
        }
    }
}

struct AppNode27: View {
    let inputs: ReproInputs
    @State private var isPresented = false
    @State private var count = 0

    var body: some View {
        VStack {
            Text("y27 \(count)")
            Button("Q27" + "@" + inputs.at) { isPresented = true }
            AppNode28(inputs: inputs)
        }
        .alert("Alert27", isPresented: $isPresented) {
            Button("Y27" + "@" + inputs.at) { count += 1 }
        }
    }
}

struct AppNode31: View {
    let inputs: ReproInputs
    @State private var value = 0

    var body: some View {
        VStack {
            Text("l31 \(value)")
            Button("L31" + "@" + inputs.at) { value += 1 }
        }
    }
}

struct AppNode32: View {
    let inputs: ReproInputs
    @State private var count = 0
    @State private var text = ""
    @FocusState private var isFocused: Bool

    var body: some View {
        VStack {
            VStack {
                Text("f32 \(count)")
                TextField("F32" + "@" + inputs.at, text: $text)
                    .focusedValue(\.value0, nil as String?)
                    .focusedValue(\.count, $count)
            }
            .focused($isFocused)
            Text("e32 \(isFocused)")
            Button("G32" + "@" + inputs.at) { isFocused = true }
            Button("U32" + "@" + inputs.at) { isFocused = false }
        }
    }
}

struct AppNode30: View {
    let inputs: ReproInputs

    var body: some View {
        VStack {
            AppNode31(inputs: inputs)
            AppNode32(inputs: inputs)
        }
    }
}

struct AppNode34: View {
    let inputs: ReproInputs
    @State private var value = 0

    var body: some View {
        VStack {
            Text("l34 \(value)")
            Button("L34" + "@" + inputs.at) { value += 1 }
        }
    }
}

struct AppNode36: View {
    let inputs: ReproInputs
    @State private var value = 0

    var body: some View {
        VStack {
            Text("l36 \(value)")
            Button("L36" + "@" + inputs.at) { value += 1 }
        }
    }
}

struct AppSheet35: View {
    let inputs: ReproInputs
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        VStack {
            Button("D35" + "@" + inputs.at) { dismiss() }
            AppNode36(inputs: inputs)
        }
    }
}

struct AppNode35: View {
    let inputs: ReproInputs
    @State private var isPresented = false

    var body: some View {
        VStack {
            Button("P35" + "@" + inputs.at) { isPresented = true }
        }
        .sheet(isPresented: $isPresented) { AppSheet35(inputs: inputs) }
    }
}

struct AppNode33: View {
    let inputs: ReproInputs

    var body: some View {
        VStack {
            AppNode34(inputs: inputs)
            AppNode35(inputs: inputs)
        }
    }
}

struct AppNode29: View {
    let inputs: ReproInputs
    @SceneStorage("path29") private var path: [Int] = []

    var body: some View {
        NavigationStack(path: $path) {
            VStack {
                AppNode30(inputs: inputs)
                NavigationLink("N29" + "@" + inputs.at, value: 1)
            }
            .navigationDestination(for: Int.self) { level in
                VStack {
                    Text("d29 \(level)")
                    NavigationLink("N29@\(level)", value: level + 1)
                    Button("X29@\(level)") { if !path.isEmpty { path.removeLast() } }
                    ReproDismissButton(label: "V29@\(level)")
                    AppNode33(inputs: ReproInputs(shared: inputs.shared, sharedValue: inputs.sharedValue, appPhase: inputs.appPhase, at: "\(level)"))
                }
                .navigationTitle("L29.\(level)")
            }
        }
    }
}

struct AppNode37: View {
    let inputs: ReproInputs
    @Environment(\.openWindow) private var open

    var body: some View {
        Button("W37" + "@" + inputs.at) { open(id: "g1") }
    }
}

struct AppNode38: View {
    let inputs: ReproInputs
    @Environment(\.openWindow) private var open

    var body: some View {
        Button("W38" + "@" + inputs.at) { open(id: "solo") }
    }
}

struct AppNode39: View {
    let inputs: ReproInputs
    @Environment(\.openSettings) private var open

    var body: some View {
        Button("W39" + "@" + inputs.at) { open() }
    }
}

struct AppNode40: View {
    let inputs: ReproInputs
    @Environment(\.dismissWindow) private var dismissWindow

    var body: some View {
        Button("Z40" + "@" + inputs.at) { dismissWindow() }
    }
}

struct AppNode1: View {
    let inputs: ReproInputs

    var body: some View {
        VStack {
            AppNode2(inputs: inputs)
            AppNode12(inputs: inputs)
            AppNode16(inputs: inputs)
            AppNode19(inputs: inputs)
            AppNode21(inputs: inputs)
            AppNode25(inputs: inputs)
            AppNode27(inputs: inputs)
            AppNode29(inputs: inputs)
            AppNode37(inputs: inputs)
            AppNode38(inputs: inputs)
            AppNode39(inputs: inputs)
            AppNode40(inputs: inputs)
        }
    }
}

struct AppNode42: View {
    let inputs: ReproInputs

    var body: some View {
        VStack {
            Text("a42 \(inputs.shared.wrappedValue)")
            Button("A42" + "@" + inputs.at) { inputs.shared.wrappedValue += 1 }
        }
    }
}

struct AppNode43: View {
    let inputs: ReproInputs
    @FocusedValue(\.value0) private var value0
    @FocusedValue(\.value1) private var value1
    @FocusedBinding(\.count) private var count
    @FocusedObject private var object: ReproFocusObject?

    var body: some View {
        VStack {
            Text("r43 v=\(value0 ?? "-") s=\(value1 ?? "-") b=\(count.map(String.init) ?? "-") o=\(object.map { "\($0.owner):\($0.value)" } ?? "-")")
            Button("R43" + "@" + inputs.at) { count = (count ?? 0) + 1 }
        }
    }
}

struct AppNode44: View {
    let inputs: ReproInputs
    @SceneStorage("s1") private var value = 0

    var body: some View {
        VStack {
            Text("s44 \(value)")
            Button("S44" + "@" + inputs.at) { value += 1 }
        }
    }
}

struct AppNode45: View {
    let inputs: ReproInputs
    @Environment(\.dismissWindow) private var dismissWindow

    var body: some View {
        Button("Z45" + "@" + inputs.at) { dismissWindow() }
    }
}

struct AppNode41: View {
    let inputs: ReproInputs

    var body: some View {
        VStack {
            AppNode42(inputs: inputs)
            AppNode43(inputs: inputs)
            AppNode44(inputs: inputs)
            AppNode45(inputs: inputs)
        }
    }
}

struct AppNode47: View {
    let inputs: ReproInputs
    @AppStorage("k0") private var value = 0

    var body: some View {
        VStack {
            Text("k47 \(value)")
            Button("K47" + "@" + inputs.at) { value += 1 }
        }
    }
}

struct AppNode48: View {
    let inputs: ReproInputs
    @State private var count = 0
    @State private var text = ""

    var body: some View {
        VStack {
            Text("f48 \(count)")
            TextField("F48" + "@" + inputs.at, text: $text)
                .focusedValue(\.value0, "v48")
                .focusedValue(\.count, $count)
        }
    }
}

struct AppNode56: View {
    let inputs: ReproInputs
    @State private var count = 0
    @State private var text = ""

    var body: some View {
        Text("f56 \(count)")
        TextField("F56" + "@" + inputs.at, text: $text)
            .focusedValue(\.value0, nil as String?)
            .focusedValue(\.count, nil as Binding<Int>?)
    }
}

struct AppNode57: View {
    let inputs: ReproInputs
    @Environment(\.openWindow) private var open

    var body: some View {
        Button("W57" + "@" + inputs.at) { open(id: "solo") }
    }
}

struct AppNode55: View {
    let inputs: ReproInputs

    var body: some View {
        HStack {
            AppNode56(inputs: inputs)
            AppNode57(inputs: inputs)
        }
    }
}

struct AppNode58: View {
    let inputs: ReproInputs
    @State private var value = 0

    var body: some View {
        VStack {
            Text("l58 \(value)")
            Button("L58" + "@" + inputs.at) { value += 1 }
        }
    }
}

struct AppNode60: View {
    let inputs: ReproInputs
    @Environment(\.scenePhase) private var phase

    var body: some View {
        Text("h60 \(phase)")
    }
}

struct AppNode61: View {
    let inputs: ReproInputs
    @State private var value = 0

    var body: some View {
        VStack {
            Text("l61 \(value)")
            Button("L61" + "@" + inputs.at) { value += 1 }
        }
    }
}

struct AppNode59: View {
    let inputs: ReproInputs

    var body: some View {
        HStack {
            AppNode60(inputs: inputs)
            AppNode61(inputs: inputs)
        }
    }
}

struct AppNode63: View {
    let inputs: ReproInputs
    @State private var value = 0

    var body: some View {
        VStack {
            Text("l63 \(value)")
            Button("L63" + "@" + inputs.at) { value += 1 }
        }
    }
}

struct AppSheet62: View {
    let inputs: ReproInputs
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        VStack {
            Button("D62" + "@" + inputs.at) { dismiss() }
            AppNode63(inputs: inputs)
        }
    }
}

struct AppNode62: View {
    let inputs: ReproInputs
    @State private var isPresented = false

    var body: some View {
        VStack {
            Button("P62" + "@" + inputs.at) { isPresented = true }
        }
        .sheet(isPresented: $isPresented) { AppSheet62(inputs: inputs) }
    }
}

struct AppNode53: View {
    let inputs: ReproInputs

    var body: some View {
        List {
            Section("T54") {
                AppNode55(inputs: inputs)
                AppNode58(inputs: inputs)
            }
            AppNode59(inputs: inputs)
            AppNode62(inputs: inputs)
        }
    }
}

struct AppNode46: View {
    let inputs: ReproInputs

    var body: some View {
        VStack {
            AppNode47(inputs: inputs)
            AppNode48(inputs: inputs)
            AppNode53(inputs: inputs)
        }
    }
}

struct AppNode50: View {
    let inputs: ReproInputs
    @AppStorage("k0") private var value = 0

    var body: some View {
        VStack {
            Text("k50 \(value)")
            Button("K50" + "@" + inputs.at) { value += 1 }
        }
    }
}

struct AppNode51: View {
    let inputs: ReproInputs
    @FocusedValue(\.value0) private var value0
    @FocusedValue(\.value1) private var value1
    @FocusedBinding(\.count) private var count
    @FocusedObject private var object: ReproFocusObject?

    var body: some View {
        VStack {
            Text("r51 v=\(value0 ?? "-") s=\(value1 ?? "-") b=\(count.map(String.init) ?? "-") o=\(object.map { "\($0.owner):\($0.value)" } ?? "-")")
            Button("R51" + "@" + inputs.at) { count = (count ?? 0) + 1 }
        }
    }
}

struct AppNode52: View {
    let inputs: ReproInputs
    @State private var count = 0
    @State private var text = ""

    var body: some View {
        VStack {
            Text("f52 \(count)")
            TextField("F52" + "@" + inputs.at, text: $text)
                .focusedValue(\.value0, nil as String?)
                .focusedValue(\.count, $count)
        }
    }
}

struct AppNode66: View {
    let inputs: ReproInputs
    @State private var value = 0

    var body: some View {
        VStack {
            Text("l66 \(value)")
            Button("L66" + "@" + inputs.at) { value += 1 }
        }
    }
}

struct AppNode65: View {
    let inputs: ReproInputs
    @State private var count = 0

    var body: some View {
        VStack {
            Text("t65 \(count)")
            AppNode66(inputs: inputs)
        }
        .toolbar {
            ToolbarItem(placement: .primaryAction) {
                Button("T65" + "@" + inputs.at) { count += 1 }
            }
        }
    }
}

struct AppNode68: View {
    let inputs: ReproInputs
    @State private var value = 0

    var body: some View {
        VStack {
            Text("l68 \(value)")
            Button("L68" + "@" + inputs.at) { value += 1 }
        }
    }
}

struct AppSheet67: View {
    let inputs: ReproInputs
    @Binding var detent: PresentationDetent
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        VStack {
            Button("D67" + "@" + inputs.at) { dismiss() }
            Text("z67 \(detent == .medium ? "medium" : "large")")
            AppNode68(inputs: inputs)
        }
        .interactiveDismissDisabled()
        .presentationDetents([.medium, .large], selection: $detent)
    }
}

struct AppNode67: View {
    let inputs: ReproInputs
    @State private var isPresented = false
    @State private var detent: PresentationDetent = .medium

    var body: some View {
        VStack {
            Button("P67" + "@" + inputs.at) { isPresented = true }
        }
        .sheet(isPresented: $isPresented) { AppSheet67(inputs: inputs, detent: $detent) }
    }
}

struct AppNode64: View {
    let inputs: ReproInputs
    @State private var selection = 0
    @State private var count = 0

    var body: some View {
        VStack {
            Text("c64 \(count)")
            Button("C64" + "@" + inputs.at) { count = (count + 1) % 3 }
            TabView(selection: $selection) {
                Tab("B64@" + inputs.at + "#0", systemImage: "circle", value: 0) { AppNode65(inputs: inputs) }.badge(count)
                Tab("B64@" + inputs.at + "#1", systemImage: "circle", value: 1) { AppNode67(inputs: inputs) }
            }
        }
    }
}

struct AppNode70: View {
    let inputs: ReproInputs
    @State private var value = 0

    var body: some View {
        VStack {
            Text("l70 \(value)")
            Button("L70" + "@" + inputs.at) { value += 1 }
        }
    }
}

struct AppNode71: View {
    let inputs: ReproInputs
    @State private var value = 0

    var body: some View {
        VStack {
            Text("l71 \(value)")
            Button("L71" + "@" + inputs.at) { value += 1 }
        }
    }
}

struct AppNode69: View {
    let inputs: ReproInputs
    @State private var selection = 0
    @State private var count = 0

    var body: some View {
        VStack {
            Text("c69 \(count)")
            Button("C69" + "@" + inputs.at) { count = (count + 1) % 3 }
            TabView(selection: $selection) {
                AppNode70(inputs: inputs).tabItem { Text("B69@" + inputs.at + "#0") }.tag(0)
                AppNode71(inputs: inputs).tabItem { Text("B69@" + inputs.at + "#1") }.tag(1).badge(count)
            }
        }
    }
}

struct AppNode49: View {
    let inputs: ReproInputs

    var body: some View {
        VStack {
            AppNode50(inputs: inputs)
            AppNode51(inputs: inputs)
            AppNode52(inputs: inputs)
            AppNode64(inputs: inputs)
            AppNode69(inputs: inputs)
        }
    }
}

/// The steps, as the check drove its host.
@MainActor func runReproSteps(_ host: AppHost) throws {
    try host.window(1).tap("A4@")
    try host.window(1).tap("A5@")
    try host.window(1).tap("O6@")
    try host.window(1).tap("K7@")
    try host.window(1).tap("S8@")
    try host.window(1).focus("F14@")
    try host.runCommand("Items/Bind 0")
    try host.runCommand("Items/Obj 17:0")
    try host.window(1).tap("R15@")
    try host.window(1).tap("G20@")
    try host.window(1).tap("U20@")
    try host.window(1).tap("G20@")
    try host.window(1).tap("P21@")
    try host.window(1).type("Ada", into: "F24@")
    try host.window(1).dismissPresentation()
    try host.window(1).tap("Q27@")
    try host.window(1).tap("Y27@")
    try host.window(1).tap("N29@")
    try host.window(1).navigateBack()
    try host.window(1).tap("N29@")
    try host.openWindow(id: "g1")
    try host.window(2).tap("A42@")
    host.makeKey(reproWindow(host, 1))
    host.setPhase(.background, of: reproWindow(host, 2))
    try host.runCommand("Items/Open settings")
    try host.window(3).focus("F52@")
    try host.runCommand("Items/Bind 0")
    try host.openWindow(id: "solo")
    try host.window(4).tap("K47@")
    try host.window(3).clearFocus()
    ReproAppStore.current?.value += 1
    host.flush()
    host.closeWindow(reproWindow(host, 2))
    try host.openWindow(id: "g1")
    try host.window(5).tap("Z45@")
    try host.window(4).tap("P62@")
    try host.window(4).tap("L63@")
    try host.window(4).dismissPresentation()
    try host.window(4).tap("L61@")
    try host.window(4).focus("F56@")
    try host.window(4).type("Grace Brewster Hopper", into: "F56@")
    try host.window(4).type("A", into: "F56@")
    try host.window(3).tap("C64@")
    try host.window(3).tap("T65@")
    try host.window(3).selectTab("B64@#1")
    try host.window(3).tap("P67@")
    try host.window(3).tap("D67@")
    try host.window(3).selectTab("B69@#1")
    host.relaunch()
    host.terminate()
    host.relaunch()
}
