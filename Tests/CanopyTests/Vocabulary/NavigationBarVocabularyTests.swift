import Canopy
import CanopyTesting
import Testing

private struct Wizard: View {
    let hidesBack: Bool
    var body: some View {
        NavigationStack {
            NavigationLink("Next") {
                Text("Step 2")
                    .navigationTitle("Step")
                    .navigationBarBackButtonHidden(hidesBack)
            }
            .navigationTitle("Start")
        }
    }
}

private struct OldStyleScreen: View {
    var body: some View {
        NavigationView {
            Text("Inbox body")
                .navigationBarTitle("Inbox", displayMode: .inline)
                .navigationBarItems(leading: Button("Edit") {}, trailing: Button("Compose") {})
        }
    }
}

private struct HiddenBarScreen: View {
    var body: some View {
        NavigationStack {
            Text("Full").navigationTitle("Gone").navigationBarHidden(true)
        }
    }
}

@MainActor
@Suite("Navigation bar vocabulary: back button hidden, the deprecated bar modifiers (C6, issue 41)")
struct NavigationBarVocabularyTests {
    @Test("C6: navigationBarBackButtonHidden leaves the pushed level's bar without a back button")
    func backButtonHidden() throws {
        let shown = ViewHost(Wizard(hidesBack: false), platform: .iOS)
        try shown.tap("Next")
        #expect(shown.renderScreen().contains("‹ Start  Step"))
        #expect(shown.navigateBack())

        let hidden = ViewHost(Wizard(hidesBack: true), platform: .iOS)
        try hidden.tap("Next")
        let screen = hidden.renderScreen()
        #expect(screen.contains("Step 2"))
        #expect(!screen.contains("‹"))
        #expect(screen.contains("Step"))
        // No back button to press: the level stays.
        #expect(!hidden.navigateBack())
        #expect(hidden.renderScreen().contains("Step 2"))
    }

    @Test("navigationBarTitle and navigationBarItems map onto the title and the bar's places")
    func deprecatedTitleAndItems() throws {
        let host = ViewHost(OldStyleScreen(), platform: .iOS)
        let items = host.toolbarItems()
        #expect(
            items.map { "\($0.label) \($0.placement)" } == [
                "Edit navigationBarLeading", "Compose navigationBarTrailing",
            ])
        #expect(items.allSatisfy { $0.isShown })
        #expect(host.renderScreen().contains("Inbox"))
    }

    @Test("C6: navigationBarHidden(true) hides the bar, with its title")
    func deprecatedHidden() {
        let host = ViewHost(HiddenBarScreen(), platform: .iOS)
        let screen = host.renderScreen()
        #expect(screen.contains("Full"))
        #expect(!screen.contains("Gone"))
    }
}
