import Canopy
import CanopyTesting
import Foundation
import Testing

// The README's two-minute tour ends with this test, written exactly as the README shows it.

struct Greeting: View {
    @State private var name = "world"
    var body: some View {
        VStack {
            Text("Hello, \(name)!")
            Button("Rename") { name = "Canopy" }
        }
    }
}

@Test @MainActor func renames() throws {
    let host = ViewHost(Greeting())
    try host.tap("Rename")
    #expect(try host.find(text: "Hello, Canopy!").parent?.typeName == "VStack")
    expectRendered(
        host,
        """
        Greeting
        └─ VStack
           ├─ Text "Hello, Canopy!"
           └─ Button "Rename"
        """)
}

@Test("The README's tour shows the test above") func readmeShowsTheTourTest() throws {
    let readme = try String(
        contentsOf: URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("README.md"),
        encoding: .utf8)
    #expect(
        readme.contains(
            #"#expect(try host.find(text: "Hello, Canopy!").parent?.typeName == "VStack")"#))
    #expect(readme.contains("           └─ Button \"Rename\""))
}
