import Canopy
import Foundation
import Testing

/// The card of `TouchesAndGestures.md`, as the article writes it.
private struct Card: View {
    @GestureState private var offset = CGSize.zero
    @State private var likes = 0

    var body: some View {
        Text("Likes: \(likes)")
            .frame(width: 120, height: 80)
            .background(Color.yellow)
            .offset(offset)
            .onTapGesture(count: 2) { likes += 1 }
            .gesture(
                DragGesture().updating($offset) { value, state, _ in
                    state = value.translation
                })
    }
}

@MainActor
@Suite("TouchesAndGestures.md: the article's card does what its comments say")
struct TouchesArticleTests {
    @Test("A double tap likes the card; a drag moves it while the finger is down, then it is back")
    func card() throws {
        let host = ViewHost(Card())
        let card = try host.centre(of: "Likes: 0")
        host.doubleTap(at: card)
        #expect(try host.centre(of: "Likes: 1") == card)
        host.touchDown(at: card)
        host.moveTouch(to: CGPoint(x: card.x + 50, y: card.y))
        #expect(try host.centre(of: "Likes: 1").x == card.x + 50)
        host.touchUp()
        #expect(try host.centre(of: "Likes: 1") == card)
        let article = try ArticleTests.article("TouchesAndGestures.md")
        #expect(article.contains(".onTapGesture(count: 2) { likes += 1 }"))
        #expect(article.contains("host.doubleTap(at: card)"))
    }
}
