import Canopy
import CanopyPlaygrounds
import CanopyTesting
import Testing

/// Seed 002's question: does `.buttonStyle(.plain)` on a view that is not a Button reach the
/// Buttons inside, and does a Button's own style win? The rendered output answers it.
@MainActor
@Suite("Seed 002's question: styles set on a container reach the buttons inside (E3, E4)")
struct ButtonStyleQuestionTests {
    @Test(
        "E3: the stack's plain style and red colour reach every button, however deep; E4: a button's own style and colour win"
    )
    func answered() {
        let host = ViewHost(ButtonStyleQuestionPlayground(), platform: .macOS)
        expectRendered(
            host,
            """
            ButtonStyleQuestionPlayground
            └─ VStack
               ├─ ArticleSnippet
               │  └─ VStack .buttonStyle(plain) .foregroundColor(red)
               │     └─ Button "Inner button"  resolved style=plain tint=accentColor foreground=red
               └─ ArticleQuestion
                  └─ VStack .buttonStyle(plain) .foregroundColor(red)
                     ├─ Button "Inner button"  resolved style=plain tint=accentColor foreground=red
                     ├─ HStack
                     │  └─ Button "Nested deeper"  resolved style=plain tint=accentColor foreground=red
                     └─ Button "Own style" .buttonStyle(borderedProminent) .foregroundColor(blue)  resolved style=borderedProminent tint=accentColor foreground=blue
            """, options: RenderOptions(showsResolved: true))
        // On a Mac screen a plain button is its label; the prominent one is filled.
        #expect(
            host.renderScreen() == """
                Inner button
                Inner button
                Nested deeper
                [[Own style]]
                """)
    }

    @Test("Without the container's style, the same buttons take the platform's default")
    func withoutTheModifier() {
        let host = ViewHost(VStack { Button("Inner button") {} }, platform: .macOS)
        #expect(host.renderScreen() == "[Inner button]")
        expectRendered(
            host,
            """
            VStack
            └─ Button "Inner button"  resolved style=bordered tint=accentColor foreground=accentColor
            """, options: RenderOptions(showsResolved: true))
    }
}
