import Canopy
import CanopyTesting
import Observation
import Testing

@MainActor
@Suite("Change detection (E7): re-supplying the same object invalidates nobody")
struct ChangeDetectionTests {
    final class Store: ObservableObject {
        @Published var name = "store"
    }

    @Observable final class Model {
        var name = "model"
    }

    struct StoreReader: View {
        @EnvironmentObject var store: Store
        var body: some View { Text(store.name) }
    }

    struct ModelReader: View {
        @Environment(Model.self) var model
        var body: some View { Text(model.name) }
    }

    struct Parent: View {
        let store: Store
        let model: Model
        @State var count = 0
        var body: some View {
            VStack {
                Button("count \(count)") { count += 1 }
                StoreReader().environmentObject(store)
                ModelReader().environment(model)
            }
        }
    }

    @Test("E7: a parent that re-applies environmentObject(sameObject) does not re-run its readers")
    func sameEnvironmentObject() throws {
        let host = ViewHost(Parent(store: Store(), model: Model()))
        try host.tap("count 0")
        try host.tap("count 1")
        #expect(host.bodyEvaluations(of: Parent.self) == 3)
        #expect(host.bodyEvaluations(of: StoreReader.self) == 1)
        #expect(host.bodyEvaluations(of: ModelReader.self) == 1)
    }

    struct Switcher: View {
        let first: Store
        let second: Store
        @State var useSecond = false
        var body: some View {
            VStack {
                Button("switch") { useSecond.toggle() }
                StoreReader().environmentObject(useSecond ? second : first)
            }
        }
    }

    @Test("E7: supplying a different instance of the same type does re-run the readers")
    func differentEnvironmentObject() throws {
        let first = Store()
        let second = Store()
        second.name = "second"
        let host = ViewHost(Switcher(first: first, second: second))
        try host.tap("switch")
        #expect(host.bodyEvaluations(of: StoreReader.self) == 2)
        #expect(host.render().contains("Text \"second\""))
    }
}

@MainActor
@Suite("Unbounded mounting (D7): a body that contains itself ends in a diagnostic")
struct UnboundedMountingTests {
    struct Endless: View {
        let n: Int
        var body: some View { Endless(n: n + 1) }
    }

    @Test("D7: a view whose body contains itself with no end is cut off and named")
    func endlessRecursion() throws {
        let host = ViewHost(Endless(n: 0))
        let diagnostic = try #require(host.diagnostics.first { $0.kind == .unboundedRecursion })
        #expect(diagnostic.message.contains("the repeating views are Endless"))
        #expect(diagnostic.viewPath?.hasSuffix("Endless/Endless") == true)
        #expect(host.render().hasSuffix("⚠︎ error: \(diagnostic.message)"))
    }
}
