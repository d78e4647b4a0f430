import Canopy
import CanopyTesting
import Testing

@testable import CanopyPlaygrounds

private struct Counter: View {
    @State private var count = 0
    var body: some View {
        Button("Count: \(count)") { count += 1 }
    }
}

/// `ifIs` around a counter whose condition a toggle flips.
private struct FramedCounter: View {
    @State private var framed = false
    var body: some View {
        VStack {
            Toggle("Framed", isOn: $framed)
            Counter().ifIs(framed) { $0.frame(width: 150) }
        }
    }
}

/// Seed 001: `ifIs` and `ifElse` build an `if`/`else`, so they choose a branch, and each
/// branch is its own identity.
@MainActor
@Suite("Seed 001: ifIs and ifElse")
struct ConditionalModifiersTests {
    @Test("ifIs applies the transform when the condition holds")
    func ifIsTrue() {
        let host = ViewHost(Text("hello world").ifIs(true) { $0.frame(width: 150) })
        expectRendered(host, #"Text "hello world" .frame(width: 150)"#)
    }

    @Test("ifIs leaves the view as it is when the condition fails")
    func ifIsFalse() {
        let host = ViewHost(Text("hello world").ifIs(false) { $0.frame(width: 150) })
        expectRendered(host, #"Text "hello world""#)
    }

    @Test("ifElse applies isTransform when the condition holds")
    func ifElseTrue() {
        let host = ViewHost(
            Text("t").ifElse(
                true, isTransform: { $0.font(.caption) }, elseTransform: { $0.padding() })
        )
        expectRendered(host, #"Text "t" .font(caption)"#)
    }

    @Test("ifElse applies elseTransform when the condition fails")
    func ifElseFalse() {
        let host = ViewHost(
            Text("t").ifElse(
                false, isTransform: { $0.font(.caption) }, elseTransform: { $0.padding() })
        )
        expectRendered(host, #"Text "t" .padding"#)
    }

    @Test(
        "D4: the article's frames, one per simulated device type",
        arguments: [
            (Platform.macOS, ".frame(minWidth: 200, maxWidth: 600)", "title"),
            (.iPadOS, ".frame(width: 300)", "title"),
            (.iOS, ".frame(width: 150)", "caption"),
        ])
    func articleSample(platform: Platform, frame: String, font: String) async {
        let host = await PlaygroundCatalog.named("conditional-modifiers")!.makeHost(
            platform: platform)
        expectRendered(
            host,
            """
            ConditionalModifiersSample
            └─ VStack
               ├─ VStack \(frame)
               │  └─ Text "hello world"
               └─ Text "ifElse" .font(\(font))
            """)
    }

    @Test("L1: flipping an ifIs condition replaces the view, so its @State starts over")
    func flippingResetsState() throws {
        let host = ViewHost(FramedCounter())
        try host.tap("Count: 0")
        try host.tap("Count: 1")
        #expect(host.controls(.button) == ["Count: 2"])
        try host.toggle("Framed")
        expectRendered(
            host,
            """
            FramedCounter
            └─ VStack
               ├─ Toggle "Framed" isOn:true
               └─ Counter .frame(width: 150)
                  └─ Button "Count: 0"
            """)
    }
}
