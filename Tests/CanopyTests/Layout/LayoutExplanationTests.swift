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

    @Test("A sheet's presenting node is named .sheet, not by its internal type")
    func sheetByPublicName() throws {
        let host = ViewHost(
            List {
                HStack {
                    TextField("Name", text: .constant("a"))
                    Button("Edit") {}
                }
            }
            .sheet(isPresented: .constant(false)) { Text("x") }, platform: .iOS)
        expectText(
            try host.find(text: "Edit").explainLayout().description,
            """
            Button "Edit" is 34×22 at (343, 70):
            - window (G1 window (D15)): proposed P(393, 852), chose 393×852 at (0, 0)
            - .sheet (G3 presenting view): proposed P(393, 759), chose 393×759 at (0, 59)
            - List (D13 List): proposed P(393, 759), chose 393×759 at (0, 59)
            - HStack (G7 HStack): proposed P(361, _), chose 361×22 at (16, 70)
            - Button "Edit" (D13 borderless button): proposed P(34, 22), chose 34×22 at (343, 70)
            """)
    }

    /// An app's layout whose name starts with an underscore, as internal types' names do.
    struct _Columns: Layout {
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ())
            -> CGSize
        {
            let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
            return CGSize(
                width: sizes.map(\.width).reduce(0, +), height: sizes.map(\.height).max() ?? 0)
        }

        func placeSubviews(
            in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
        ) {
            var x = bounds.minX
            for subview in subviews {
                subview.place(at: CGPoint(x: x, y: bounds.minY), proposal: .unspecified)
                x += subview.sizeThatFits(.unspecified).width
            }
        }
    }

    @Test("A view of the app's is named however its type's name is spelled")
    func underscoredLayoutIsNamed() throws {
        let host = ViewHost(_Columns { Text("A") }, platform: .iOS)
        let steps = try host.find(text: "A").explainLayout().steps.map(\.view)
        #expect(steps == ["window", "_Columns", #"Text "A""#])
    }

    /// The preference key the overlay below reads.
    struct CountKey: PreferenceKey {
        static let defaultValue = 0
        static func reduce(value: inout Int, nextValue: () -> Int) { value += nextValue() }
    }

    @Test("Every runtime node between the window and a view is named by the modifier written")
    func modifiersByPublicName() throws {
        let host = ViewHost(
            NavigationStack {
                VStack { Text("A") }
                    .toolbar { Button("T") {} }
                    .inspector(isPresented: .constant(false)) { Text("I") }
                    .overlayPreferenceValue(CountKey.self) { _ in EmptyView() }
                    .alert("Alert", isPresented: .constant(false)) { Button("OK") {} }
            }, platform: .iOS)
        let steps = try host.find(text: "A").explainLayout().steps.map(\.view)
        #expect(
            steps == [
                "window", "NavigationStack", ".alert", ".overlayPreferenceValue", ".inspector",
                ".toolbar", "VStack", #"Text "A""#,
            ])
    }
}
