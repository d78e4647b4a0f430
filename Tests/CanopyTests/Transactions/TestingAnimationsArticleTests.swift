import Canopy
import CanopyTesting
import Testing

/// The worked example of the DocC article "Testing animations", as written there.
@MainActor
@Suite("DocC: Testing animations")
struct TestingAnimationsArticleTests {
    struct Lamp: View {
        @State private var isOn = false
        var body: some View {
            VStack {
                Text("Lamp").opacity(isOn ? 1 : 0)
                Button("Switch") {
                    withAnimation(.linear(duration: 1)) { isOn.toggle() }
                }
            }
        }
    }

    @Test("D30, D31, D35: the lamp fades in on the test's clock")
    func lampFadesIn() throws {
        let host = ViewHost(Lamp())
        try host.tap("Switch")

        host.advanceTime(by: 0.25)
        #expect(host.render().contains(#"Text "Lamp" .opacity(0.25)  animating opacity"#))

        let why = try host.find(text: "Lamp").explainAnimation()
        #expect(why.entries.first?.change.animation == "linear(duration: 1)")

        host.advanceTime(by: 0.8)
        #expect(!host.isAnimating)
        #expect(host.render().contains(#"Text "Lamp" .opacity(1)"#))
    }
}
