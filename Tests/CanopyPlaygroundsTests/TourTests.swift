import Canopy
import CanopyTesting
import Foundation
import Testing

// The README's two-minute tour ends with this test, written exactly as the README shows it. It
// lives in this target, not in `Tests/CanopyTests` where the README says to paste it, so that
// following the tour literally adds the test once instead of redeclaring it.

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
            .deletingLastPathComponent().appendingPathComponent("README.md"),
        encoding: .utf8)
    #expect(
        readme.contains(
            #"#expect(try host.find(text: "Hello, Canopy!").parent?.typeName == "VStack")"#))
    #expect(readme.contains("           └─ Button \"Rename\""))
}

@Test(
    "Step 5 pasted into Tests/CanopyTests declares nothing the suite already has, before or after pasting"
)
func tourTestDoesNotCollide() throws {
    let suite = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("CanopyTests")
    let files = FileManager.default.enumerator(at: suite, includingPropertiesForKeys: nil)
    var sources: [String] = []
    while let file = files?.nextObject() as? URL {
        guard file.pathExtension == "swift" else { continue }
        sources.append(try String(contentsOf: file, encoding: .utf8))
    }
    #expect(!sources.isEmpty)
    // The suite declares neither name itself; one file may (the reader's pasted step 5, which
    // then builds and passes beside the copy in this target, another module).
    #expect(sources.filter { $0.contains("struct Greeting:") }.count <= 1)
    #expect(sources.filter { $0.contains("func renames(") }.count <= 1)
}
