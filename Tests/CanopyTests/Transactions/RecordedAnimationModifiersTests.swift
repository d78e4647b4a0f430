import Canopy
import Testing

@MainActor
@Suite("Recorded animation modifiers: contentTransition, geometryGroup")
struct RecordedAnimationModifiersTests {
    @Test("They print on the view's line and compare by value")
    func recorded() {
        let host = ViewHost(
            VStack {
                Text("3").contentTransition(.numericText())
                Text("4").contentTransition(.numericText(value: 4)).geometryGroup()
            })
        #expect(
            host.render() == """
                VStack
                ├─ Text "3" .contentTransition(.numericText())
                └─ Text "4" .contentTransition(.numericText(value: 4)) .geometryGroup
                """)
        #expect(ContentTransition.numericText() == .numericText(countsDown: false))
        #expect(ContentTransition.opacity != .interpolate)
    }
}
