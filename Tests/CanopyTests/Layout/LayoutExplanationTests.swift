import Canopy
import CanopyTesting
import Testing

@MainActor
@Suite("explainLayout: why a view has its size")
struct LayoutExplanationTests {
    @Test("G1/G7/G12/G15/G20: each view from the window down, its proposal, choice and rule")
    func explainsAText() throws {
        let host = ViewHost(LayoutArticleRow(), platform: .iOS)
        let text = try host.find(text: "Hello, world")
        expectText(
            text.explainLayout().description,
            """
            Text "Hello, world" is 51×44 at (20.5, 416.5):
            - window (G1 window (D15)): proposed P(393, 852), chose 393×852 at (0, 0)
            - .padding (G15 padding): proposed P(393, 759), chose 393×76 at (0, 400.5)
            - HStack (G7 HStack): proposed P(361, 727), chose 361×44 at (16, 416.5)
            - .frame(width: 60) (G12 fixed frame): proposed P(60, 727), chose 60×44 at (16, 416.5)
            - Text "Hello, world" (G20 text (D11 metric)): proposed P(60, 727), chose 51×44 at (20.5, 416.5)
            """)
        #expect(text.explainLayout().steps.count == 5)
    }
}
