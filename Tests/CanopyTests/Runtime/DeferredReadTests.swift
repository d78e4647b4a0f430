import Canopy
import CanopyTesting
import Observation
import Testing

@Observable
final class Caption {
    var text = "a"
}

/// Holds a binding a test keeps after its host is gone.
@MainActor
final class BindingBox {
    var binding: Binding<String>?
}

@MainActor
@Suite("Dependencies read by deferred builders and wrappers")
struct DeferredReadTests {
    struct Rows: View {
        @State var selection = 0
        var body: some View {
            VStack {
                ForEach(0..<2) { i in
                    Button(i == selection ? "[\(i)]" : "\(i)") { selection = i }
                }
            }
        }
    }

    @Test("E7: state read only inside a ForEach row builder updates the rows")
    func forEachBuilderReads() throws {
        let host = ViewHost(Rows())
        try host.tap("1")
        #expect(host.controls(.button) == ["0", "[1]"])
    }

    @Test("E7: an @Observable read only inside a navigationDestination builder updates it")
    func destinationBuilderReads() throws {
        let caption = Caption()
        let host = ViewHost(
            NavigationStack {
                NavigationLink("Go", value: 1)
                    .navigationDestination(for: Int.self) { Text("\($0)\(caption.text)") }
            })
        try host.tap("Go")
        caption.text = "b"
        #expect(host.render().contains("Text \"1b\""))
    }

    @Test("P6: an @Observable read only inside an overlayPreferenceValue builder updates it")
    func decorationBuilderReads() {
        let caption = Caption()
        let host = ViewHost(
            Text("x").preference(key: SumKey.self, value: 1)
                .overlayPreferenceValue(SumKey.self) { Text("\($0)\(caption.text)") })
        caption.text = "b"
        #expect(host.render().contains("Text \"1b\""))
    }

    @propertyWrapper
    struct Doubled: DynamicProperty {
        @State private var base = 1
        private(set) var wrappedValue = 0
        @MainActor var projectedValue: Binding<Int> { $base }
        mutating func update() { wrappedValue = base * 2 }
    }

    struct UsesDoubled: View {
        @Doubled var value
        var body: some View { Button("v=\(value)") { $value.wrappedValue += 1 } }
    }

    @Test("State read in a DynamicProperty's update() makes the view depend on it")
    func updateReads() throws {
        let host = ViewHost(UsesDoubled())
        try host.tap("v=2")
        #expect(host.controls(.button) == ["v=4"])
    }
}

@MainActor
@Suite(
    "Writes after a host is gone, tab titles, reordered preferences, disabled fields, loop names")
struct UpdateEdgeCaseTests {
    struct Exposes: View {
        let box: BindingBox
        @State var text = "start"
        var body: some View { Text(text).onAppear { box.binding = $text } }
    }

    @Test("Writing state after its host is gone is a no-op, not a crash")
    func stateOutlivesHost() {
        let box = BindingBox()
        var host: ViewHost? = ViewHost(Exposes(box: box))
        #expect(host?.render() == "Exposes\n└─ Text \"start\"")
        host = nil
        box.binding?.wrappedValue = "after"
        #expect(box.binding?.wrappedValue == "after")
    }

    struct Tabs: View {
        @State var tab = 1
        @State var n = 0
        var body: some View {
            TabView(selection: $tab) {
                Text("Home").navigationTitle("Home").tabItem { Text("Home") }.tag(0)
                Button("n=\(n)") { n += 1 }.navigationTitle("Count \(n)")
                    .tabItem { Text("Count") }.tag(1)
            }
        }
    }

    @Test("P11: the selected tab's changing title reaches the window")
    func tabTitleFollows() throws {
        let host = ViewHost(Tabs())
        #expect(host.windowTitle == "Count 0")
        try host.tap("n=0")
        #expect(host.windowTitle == "Count 1")
    }

    struct Reordered: View {
        let seen: Received<[Int]>
        @State var items = [1, 2, 3]
        var body: some View {
            VStack {
                Button("Reverse") { items.reverse() }
                ForEach(items, id: \.self) {
                    Text("\($0)").preference(key: ListKey.self, value: [$0])
                }
            }
            .onPreferenceChange(ListKey.self) { seen.values.append($0) }
        }
    }

    @Test("P2: reordering a ForEach recombines its preferences in the new tree order")
    func reorderRecombines() throws {
        let seen = Received<[Int]>()
        let host = ViewHost(Reordered(seen: seen))
        try host.tap("Reverse")
        #expect(seen.values.last == [3, 2, 1])
    }

    @Test("E9: disabled() also disables toggles and text fields")
    func disabledControls() throws {
        struct Controls: View {
            @State var on = false
            @State var name = "x"
            var body: some View {
                VStack {
                    Toggle("On", isOn: $on)
                    TextField("Name", text: $name)
                }
                .disabled(true)
            }
        }
        let host = ViewHost(Controls())
        #expect(try host.toggle("On") == false)
        #expect(try host.type("y", into: "Name") == false)
        #expect(host.render().contains("Toggle \"On\" isOn:false disabled"))
        #expect(host.render().contains("TextField \"Name\" text:\"x\" disabled"))
    }

    struct LoopWithTitle: View {
        @State var w = 0
        var body: some View {
            VStack {
                Image(systemName: "star").navigationTitle("T")
                Text("m").preference(key: WidthKey.self, value: w)
            }
            .onPreferenceChange(WidthKey.self) { w = $0 + 1 }
        }
    }

    @Test("P8/D7: the loop diagnostic names the view that writes the key, not another writer")
    func namesTheRightWriter() {
        let host = ViewHost(LoopWithTitle())
        let message = host.diagnostics.first { $0.kind == .updateLoop }?.message ?? ""
        #expect(message.hasSuffix("Writer: LoopWithTitle/VStack/Text"))
    }

    @Test("Environment annotations carry no runtime plumbing or addresses")
    func noAddressesInAnnotations() throws {
        let host = ViewHost(
            NavigationStack {
                NavigationLink("Go", value: 1).navigationDestination(for: Int.self) {
                    Text("\($0)")
                }
            })
        let text = host.render(RenderOptions(showsEnvironment: true))
        #expect(!text.contains("0x"))
        #expect(!text.contains("navigationContext"))
    }

    final class Ticker: ObservableObject {
        @Published var tick = 0
    }

    struct Presenter: View {
        @ObservedObject var ticker: Ticker
        @State var show = true
        var body: some View {
            Text("Tick \(ticker.tick)")
                .sheet(isPresented: $show) { DismissReader() }
        }
    }

    struct DismissReader: View {
        @Environment(\.dismiss) private var dismiss
        var body: some View { Button("Close") { dismiss() } }
    }

    @Test("E7: updating the presenting view does not re-run the sheet's dismiss readers")
    func dismissIsStable() throws {
        // Nothing behind the sheet can be tapped (D104): the presenting view changes from
        // outside.
        let ticker = Ticker()
        let host = ViewHost(Presenter(ticker: ticker))
        ticker.tick += 1
        host.flush()
        ticker.tick += 1
        host.flush()
        #expect(host.render().contains("Tick 2"))
        #expect(host.bodyEvaluations(of: Presenter.self) == 3)
        #expect(host.bodyEvaluations(of: DismissReader.self) == 1)
        try host.tap("Close")
        #expect(!host.render().contains(".sheet"))
    }
}
