import CanopyTesting
import Testing

@testable import Canopy

// Issue 20, item 3: every recorded modifier keeps its typed value (CGFloat lengths, Edge.Set,
// Alignment, colours, styles), compares by value, and describes itself for text.

private struct Padded: View {
    @State private var length: CGFloat = 8
    @State private var taps = 0
    var body: some View {
        VStack {
            Text("padded").padding(.horizontal, length).frame(
                width: length * 10, alignment: .leading)
            Button("same") {
                length = 8
                taps += 1
            }
            Button("grow") { length += 1 }
            Text("taps \(taps)")
        }
    }
}

@MainActor
@Suite("Typed modifiers (issue 20, item 3)")
struct TypedModifierTests {
    private func recorded<V: AttributeValue>(_ type: V.Type, in host: ViewHost) -> [V] {
        host.allNodes().compactMap { ($0 as? any AttributeRecording)?.recorded(V.self) }
    }

    @Test("Padding and frames keep CGFloat lengths, edges and alignment, and print as before")
    func layoutValues() throws {
        let host = ViewHost(Padded())
        #expect(
            recorded(PaddingAttribute.self, in: host) == [
                PaddingAttribute(edges: .horizontal, length: 8)
            ])
        #expect(
            recorded(FrameAttribute.self, in: host) == [
                FrameAttribute(width: 80, height: nil, alignment: .leading)
            ])
        let rendered = host.render()
        #expect(
            rendered.contains(
                #"Text "padded" .padding(horizontal, 8) .frame(width: 80, alignment: leading)"#),
            "\(rendered)")
        try host.tap("grow")
        #expect(recorded(PaddingAttribute.self, in: host).first?.length == 9)
    }

    @Test("An equal value is no change: the modifier is compared by value, not by its text")
    func comparedByValue() {
        #expect(
            ViewInputs.equal(
                PaddingAttribute(edges: nil, length: 8), PaddingAttribute(edges: nil, length: 8)))
        #expect(
            !ViewInputs.equal(
                PaddingAttribute(edges: nil, length: 8), PaddingAttribute(edges: .all, length: 8)))
        // Styles: equal colours are equal, whatever prints them.
        #expect(AnyShapeStyle(Color.red) == AnyShapeStyle(Color.red))
        #expect(AnyShapeStyle(Color.red) != AnyShapeStyle(Color.red.opacity(0.5)))
        // A style choice is its type: two styles that print alike are not the same.
        #expect(
            !BuiltInStyleBox(PlainListStyle.self, name: "x").isSame(
                as: BuiltInStyleBox(GroupedListStyle.self, name: "x")))
        #expect(
            BuiltInStyleBox(PlainListStyle.self, name: "plain").isSame(
                as: BuiltInStyleBox(PlainListStyle.self, name: "plain")))
        // An argument of any type: by `==` when Hashable.
        #expect(ErasedArgument(3) == ErasedArgument(3))
        #expect(ErasedArgument(3) != ErasedArgument("3"))
    }

    @Test("Lengths are CGFloat, as in SwiftUI: CGFloat variables pass without conversion")
    func cgFloatSignatures() {
        let length: CGFloat = 12
        let host = ViewHost(
            VStack(spacing: length) {
                Text("a").padding(length).frame(minWidth: length, maxWidth: .infinity)
                Spacer(minLength: length)
                RoundedRectangle(cornerRadius: length)
            })
        #expect(
            host.render() == """
                VStack spacing:12
                ├─ Text "a" .padding(12) .frame(minWidth: 12, maxWidth: inf)
                ├─ Spacer minLength:12
                └─ RoundedRectangle cornerRadius:12
                """)
    }

    @Test("Menus read a typed keyboard shortcut, not the text printed for it")
    func shortcutIsTyped() {
        let shortcut = KeyboardShortcutAttribute(key: "r", modifiers: [.command, .shift])
        #expect(shortcut.symbols == "⇧⌘R" || shortcut.symbols == "⇧⌘r")
        #expect(shortcut.attributeText == ".keyboardShortcut(\(shortcut.symbols))")
    }
}
