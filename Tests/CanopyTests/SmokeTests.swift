import Canopy
import CanopyTesting
import Testing

private struct NameKey: EnvironmentKey { static let defaultValue = "Default" }
extension EnvironmentValues {
    fileprivate var name: String {
        get { self[NameKey.self] }
        set { self[NameKey.self] = newValue }
    }
}

private struct Counter: View {
    @State private var count = 0
    var body: some View {
        VStack {
            Button("Count: \(count)") { count += 1 }
            Reader(\.name)
        }
    }
}

@MainActor
@Suite("Smoke")
struct SmokeTests {
    @Test func mountsAndUpdates() throws {
        let host = ViewHost(Counter().environment(\.name, "x"))
        expectRendered(
            host,
            """
            Counter .environment(\\.name, "x")
            └─ VStack
               ├─ Button "Count: 0"
               └─ Reader
                  └─ Text "x"
            """)
        try host.tap("Count: 0")
        #expect(host.render().contains("Button \"Count: 1\""))
        #expect(host.bodyEvaluations(of: Counter.self) == 2)
        #expect(host.bodyEvaluations(of: Reader<String>.self) == 1)
    }
}
