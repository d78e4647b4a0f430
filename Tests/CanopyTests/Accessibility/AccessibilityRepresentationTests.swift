import Canopy
import Testing

@MainActor
@Suite("Accessibility: replacing what a view contributes (A16, A17)")
struct AccessibilityRepresentationTests {
    private struct FavoriteStar: View {
        @State var on = false
        var body: some View {
            VStack {
                Text(on ? "★" : "☆")
                    .onTapGesture { on.toggle() }
                    .accessibilityRepresentation { Toggle("Favorite", isOn: $on) }
                Text(on ? "Saved" : "Not saved")
            }
        }
    }

    @Test("A16: the representation's element replaces the view's, and operates its state")
    func representation() throws {
        let host = ViewHost(FavoriteStar())
        #expect(
            host.renderAccessibility() == """
                button,toggle "Favorite" value="0"
                staticText "Not saved"
                """)
        #expect(try host.accessibilityActivate("Favorite"))
        #expect(
            host.renderAccessibility() == """
                button,toggle "Favorite" value="1"
                staticText "Saved"
                """)
    }

    @Test("A16: the representation is not drawn, takes no room and cannot be tapped")
    func representationIsNotShown() throws {
        let host = ViewHost(FavoriteStar())
        let rendered = host.render()
        #expect(rendered.contains("☆"))
        #expect(!rendered.contains("Toggle"))
        #expect(rendered.contains(".accessibilityRepresentation"))
        #expect(throws: (any Error).self) { try host.tap("Favorite") }
        // The image is drawn and works as before.
        #expect(try host.tap("☆"))
        #expect(host.render().contains("Saved"))
    }

    @Test("A16: an outer label applies to the representation's element")
    func representationWithOuterLabel() {
        let host = ViewHost(
            Color.red.frame(width: 10, height: 10)
                .accessibilityRepresentation { Button("Inner") {} }
                .accessibilityLabel("Outer"))
        #expect(host.renderAccessibility() == #"button "Outer""#)
    }

    @Test("A17: the children view's elements become the container's children, in its place")
    func children() {
        let host = ViewHost(
            VStack {
                Text("Weekly report")
                HStack {
                    Color.blue.frame(width: 4, height: 30)
                    Color.blue.frame(width: 4, height: 50)
                }
                .accessibilityElement()
                .accessibilityLabel("Steps this week")
                .accessibilityChildren {
                    HStack {
                        Text("Mon: 3")
                        Text("Tue: 5")
                        Text("Wed: 2")
                    }
                }
                Text("Footer")
            })
        #expect(
            host.accessibilityTree().labels == [
                "Weekly report", "Mon: 3", "Tue: 5", "Wed: 2", "Footer",
            ])
        #expect(
            host.renderAccessibility() == """
                staticText "Weekly report"
                container "Steps this week"
                  staticText "Mon: 3"
                  staticText "Tue: 5"
                  staticText "Wed: 2"
                staticText "Footer"
                """)
        #expect(!host.render().contains("Mon: 3"))
    }

    private struct Counts: View {
        @State var count = 1
        var body: some View {
            VStack {
                Button("More") { count += 1 }
                Color.green.frame(width: 10, height: 10)
                    .accessibilityChildren {
                        ForEach(0..<count, id: \.self) { Text("Bar \($0)") }
                    }
            }
        }
    }

    @Test("A17: the children follow the state they are built from")
    func childrenUpdate() throws {
        let host = ViewHost(Counts())
        #expect(host.accessibilityTree().labels == ["More", "Bar 0"])
        #expect(try host.tap("More"))
        #expect(host.accessibilityTree().labels == ["More", "Bar 0", "Bar 1"])
    }
}
