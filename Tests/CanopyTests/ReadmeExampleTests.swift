import Canopy
import CanopyTesting
import Testing

@MainActor
@Suite("README")
struct ReadmeExampleTests {
    struct Counter: View {
        @State private var count = 0
        @Environment(\.colorScheme) private var scheme

        var body: some View {
            VStack {
                Text("Scheme: \(scheme)")
                Button("Count: \(count)") { count += 1 }
            }
            .padding()
        }
    }

    @Test("The README's example renders what the README shows")
    func readmeExample() throws {
        let host = ViewHost(Counter(), platform: .iPadOS)
        try host.tap("Count: 0")
        expectRendered(
            host,
            """
            Counter
            └─ VStack .padding
               ├─ Text "Scheme: light"
               └─ Button "Count: 1"
            """)
    }
}
