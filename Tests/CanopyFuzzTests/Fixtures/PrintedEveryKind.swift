// swift-format-ignore-file
// Every kind of node and step (the printer's golden file).
import Canopy

final class ReproObject: ObservableObject { @Published var value = 0 }
final class ReproEnvironmentObject: ObservableObject { @Published var value = 0 }
final class ReproCounter: ObservableObject { @Published var value = 0 }
struct ReproButtonStyle: ButtonStyle {
    let text: String
    func makeBody(configuration: Configuration) -> some View { Text(text) }
}
@Observable final class ReproModel {
    var first = 0
    var second = 0
}

/// The objects the views share, outside every view.
@MainActor final class ReproWorld {
    let objects = [ReproObject(), ReproObject()]
    let environmentObject = ReproEnvironmentObject()
    let model = ReproModel()
}

struct ReproKeyA: EnvironmentKey { static let defaultValue = 0 }
struct ReproKeyB: EnvironmentKey { static let defaultValue = 100 }
extension EnvironmentValues {
    var a: Int {
        get { self[ReproKeyA.self] }
        set { self[ReproKeyA.self] = newValue }
    }
    var b: Int {
        get { self[ReproKeyB.self] }
        set { self[ReproKeyB.self] = newValue }
    }
}

struct ReproSum: PreferenceKey {
    static let defaultValue = 0
    static func reduce(value: inout Int, nextValue: () -> Int) { value += nextValue() }
}
struct ReproList: PreferenceKey {
    static let defaultValue: [Int] = []
    static func reduce(value: inout [Int], nextValue: () -> [Int]) { value += nextValue() }
}

/// The lists a `ForEach` picks from by value.
func reproList(_ value: Int) -> [Int] {
    let lists = [[1, 2, 3], [3, 1, 2], [2], [], [4, 1, 3, 2], [2, 3]]
    return lists[((value % lists.count) + lists.count) % lists.count]
}

struct Repro: View {
    let world: ReproWorld
    @State var v1 = 0
    @State var v2 = 0

    var body: some View {
        VStack {
            Button("R1") { v1 += 1 }
            Button("R2") { v2 += 1 }
            Button("Rx") {
                v1 += 1
                world.objects[0].value += 1
                world.model.first += 1
                world.environmentObject.value += 1
            }
            VStack {
                Node5(world: world)
                    .environment(\.a, v1)
                Node12()
                    .buttonStyle(ReproButtonStyle(text: "s40 \(v1)"))
                VStack {
                    Node18(world: world, v2: v2)
                    VStack {
                        VStack {
                            ScrollView {
                                LazyVStack(spacing: 4, pinnedViews: [.sectionHeaders]) {
                                    ForEach(reproList(v1), id: \.self) { v51 in
                                        Section {
                                            ForEach(reproList(0), id: \.self) { v53 in
                                                Text("t54 \(v53)")
                                            }
                                        } header: {
                                            Text("h52 \(v51)")
                                        } footer: {
                                            Text("f52 \(v51)")
                                        }
                                    }
                                }
                            }
                                .frame(height: 40)
                            ScrollView(.horizontal) {
                                LazyHStack(spacing: 0) {
                                    ForEach(reproList(v2), id: \.self) { v56 in
                                        Text("t58 \(v56)")
                                            .onAppear { print("appear 57") }.onDisappear { print("disappear 57") }
                                    }
                                }
                            }
                                .frame(width: 60)
                            ScrollView {
                                LazyVGrid(columns: [GridItem(), GridItem()]) {
                                    Section("s60") {
                                        ForEach(reproList(v1), id: \.self) { v61 in
                                            Text("t62 \(v61)")
                                        }
                                    }
                                }
                            }
                                .frame(height: 40)
                        }
                        VStack {
                            List {
                                Section {
                                    ForEach(reproList(4), id: \.self) { v65 in
                                        Text("t66 \(v65)")
                                    }
                                } header: {
                                    Text("h64 \(v2)")
                                }
                            }
                                .frame(height: 40)
                            Form {
                                Section {
                                    ForEach(reproList(0), id: \.self) { v69 in
                                        Text("t70 \(v69)")
                                    }
                                } header: {
                                    EmptyView()
                                } footer: {
                                    Text("f68 \(1)")
                                }
                            }
                                .frame(height: 90)
                            Section {
                                Text("t72 \(5)")
                            }
                        }
                    }
                    VStack {
                        Group {
                            if (v1) % 2 == 0 {
                                Text("t84 \(v1)")
                                    .opacity(Double((((v1 + 1) % 5) + 5) % 5) / 4)
                                    .transition(.slide)
                            } else {
                                Text("t88 \(1)")
                                    .scaleEffect(0.5 + CGFloat((((v1) % 4) + 4) % 4) / 2)
                                    .offset(x: CGFloat((v2) * 10), y: -CGFloat((v2) * 5))
                                    .transition(.asymmetric(insertion: .scale, removal: .opacity))
                            }
                        }
                            .animation(nil, value: 0)
                            .animation(.easeInOut(duration: 0.5), value: v2)
                        Text("t93 \(v2 + 1)")
                            .sheet(isPresented: .constant(!(v1).isMultiple(of: 2))) { Toggle("w92 \(v1)", isOn: .constant(true)).presentationDetents([.medium, .large], selection: .constant(((v1) / 2).isMultiple(of: 2) ? .medium : .large)).presentationBackgroundInteraction(.enabled) }
                            .toolbar { ToolbarItem(placement: .primaryAction) { Toggle("q91 \(v2)", isOn: .constant(true)) } }
                            .badge(((v1) % 3 + 3) % 3)
                    }
                }
            }
        }
        .environmentObject(world.environmentObject)
        .environment(world.model)
    }
}

struct Node7: View {
    let world: ReproWorld
    @ObservedObject var object: ReproObject

    var body: some View {
        let v7 = object.value
        Text("t10 \(v7 + 1)")
            .onAppear { print("appear 9") }.onDisappear { print("disappear 9") }
            .id(v7)
    }
}

struct Node11: View {
    @Environment(\.a) var value

    var body: some View {
        Text("e11 \(value)")
    }
}

struct Node5: View {
    let world: ReproWorld
    @Environment(\.a) var v5

    var body: some View {
        Group {
            if (v5) % 2 == 0 {
                Node7(world: world, object: world.objects[0])
            } else {
                Node11()
            }
        }
    }
}

struct Node15: View {
    @StateObject var counter = ReproCounter()

    var body: some View {
        let v15 = counter.value
        VStack {
            Button("S15") { counter.value += 1 }
            Text("t16 \(v15)")
        }
    }
}

struct Node12: View {
    @State var v12 = 0

    var body: some View {
        VStack {
            Button("L12") { v12 += 1 }
            VStack {
                Button("B14") { v12 += 1 }
                Node15()
                    .buttonStyle(ReproButtonStyle(text: "s41 \(7)"))
                Text("t17 \(v12)")
            }
        }
    }
}

struct Node32: View {
    @Environment(\.b) var value

    var body: some View {
        Text("e32 \(value)")
    }
}

struct Node28: View {
    let world: ReproWorld
    let v26: Int
    let v27: Int

    var body: some View {
        let _ = world.model.first
        VStack {
            Text("t30 \(v26)")
            Text("t31 \(v27)")
            Node32()
        }
    }
}

struct Node27: View {
    let world: ReproWorld
    let v26: Int
    @Environment(ReproModel.self) var model

    var body: some View {
        let v27 = model.second
        Node28(world: world, v26: v26, v27: v27)
    }
}

struct Node26: View {
    let world: ReproWorld
    @EnvironmentObject var object: ReproEnvironmentObject

    var body: some View {
        let v26 = object.value
        Node27(world: world, v26: v26)
    }
}

struct Node18: View {
    let world: ReproWorld
    let v2: Int
    @State var observed: Int?

    var body: some View {
        VStack {
            ForEach(reproList(v2), id: \.self) { v19 in
                AnyView(
                    Node26(world: world)
                        .transformEnvironment(\.b) { $0 += 1 }
                )
                    .transformPreference(ReproList.self) { $0.append(2) }
                    .overlayPreferenceValue(ReproList.self) { Text("v22 \($0)") }
                    .onChange(of: v2) { old, new in print("change 21", old, new) }
                    .preference(key: ReproSum.self, value: v19)
            }
                .onPreferenceChange(ReproSum.self) { observed = $0 }
            Text("p18 \(observed ?? ReproSum.defaultValue)")
        }
    }
}

/// Mounts the tree and applies the steps; compare `host.render()` after each.
@MainActor
func reproduce() throws -> ViewHost {
    let world = ReproWorld()
    let host = ViewHost(Repro(world: world))
    var completions = 0
    try host.tap("R1")
    try host.tap("Rx")
    for label in ["L12", "B12", "S12"] where host.controls(.button).contains(label) { try host.tap(label) }
    for label in ["L14", "B14", "S14"] where host.controls(.button).contains(label) { try host.tap(label) }
    for label in ["L15", "B15", "S15"] where host.controls(.button).contains(label) { try host.tap(label) }
    try host.tap("R2")
    world.objects[0].value += 1
    host.flush()
    world.environmentObject.value += 1
    host.flush()
    world.model.first += 1
    host.flush()
    world.model.second += 1
    world.objects[0].value += 1
    host.flush()
    try host.tap("R1")
    try withAnimation(.linear(duration: 1.0)) {
        _ = try host.tap("R1")
    } completion: {
        completions += 1
    }
    for _ in 0..<30 { host.advanceTime(by: 1.0 / 60) }
    withAnimation(.spring(duration: 0.5, bounce: 0.3)) {
        world.objects[1].value += 1
    }
    host.flush()
    host.advanceTime(by: 60.0 / 60)
    withAnimation(.easeInOut(duration: 0.5)) {
        world.model.second += 1
        world.objects[0].value += 1
    } completion: {
        completions += 1
    }
    host.flush()
    print("completions:", completions)
    return host
}
