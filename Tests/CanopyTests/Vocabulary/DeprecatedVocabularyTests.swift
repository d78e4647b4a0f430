import Canopy
import CanopyTesting
import Testing

private struct SchemeReader: View {
    @Environment(\.colorScheme) private var scheme
    var body: some View { Text("scheme: \(scheme)") }
}

@MainActor
@Suite("Deprecated forms: each does what its replacement does (issue 41)")
struct DeprecatedVocabularyTests {
    @Test("accentColor tints the controls below, as tint does")
    func accentColor() {
        let text = ViewHost(VStack { Button("Go") {} }.accentColor(.orange), platform: .iOS)
            .render(RenderOptions(showsResolved: true))
        #expect(text.contains("VStack .accentColor(orange)"))
        #expect(text.contains("resolved style=borderless tint=orange"))
    }

    @Test("colorScheme sets the scheme the views below read")
    func colorScheme() {
        let text = ViewHost(SchemeReader().colorScheme(.dark)).render()
        #expect(text.contains(#"Text "scheme: dark""#))
        #expect(text.contains(".colorScheme(.dark)"))
    }

    @Test("frame() constrains nothing; statusBar(hidden:) and autocapitalization are recorded")
    func others() {
        let frames = RenderOptions(showsFrames: true)
        let framed = ViewHost(Text("Hi").frame(), platform: .macOS).render(frames)
        let plain = ViewHost(Text("Hi"), platform: .macOS).render(frames)
        #expect(framed.hasSuffix(String(plain.split(separator: " ").last!)))
        #expect(framed.contains(#"Text "Hi" .frame()"#))
        let text = ViewHost(
            TextField("Name", text: .constant("")).autocapitalization(.words)
                .statusBar(hidden: true)
        ).render()
        #expect(text.contains(".autocapitalization(.words) .statusBar(hidden: true)"))
        var environment = EnvironmentValues()
        environment.colorScheme = .dark
        #expect(environment.colorScheme == .dark)
    }
}
