import Canopy
import Testing

private struct NameForm: View {
    @AccessibilityFocusState private var errorFocused: Bool
    var body: some View {
        VStack {
            Text("Name is required").accessibilityFocused($errorFocused)
            Button("Submit") { errorFocused = true }
            Text("error focused: \(errorFocused)")
        }
    }
}

@MainActor
@Suite("Accessibility: the assistive technologies' focus (A19)")
struct AccessibilityFocusTests {
    @Test("A19: writing the state moves the focus; moving the focus updates the state")
    func followsAndMoves() throws {
        let host = ViewHost(NameForm(), platform: .iOS)
        #expect(try host.accessibilityActivate("Submit"))
        #expect(host.accessibilityFocusedLabel == "Name is required")
        #expect(host.accessibilityTree().labels.last == "error focused: true")
        try host.accessibilityFocus("Submit")
        #expect(host.accessibilityFocusedLabel == "Submit")
        #expect(host.accessibilityTree().labels.last == "error focused: false")
    }

    @Test("A19: accessibility focus is a channel apart from keyboard focus")
    func separateChannel() throws {
        let host = ViewHost(NameForm(), platform: .iOS)
        try host.accessibilityActivate("Submit")
        #expect(host.accessibilityFocusedLabel == "Name is required")
        #expect(host.focusedLabel == nil)
    }
}
