import Canopy
import CanopyTesting
import Testing

/// Two writers of one key, one window.
private struct TwoCounts: View {
    var body: some View {
        VStack {
            Text("a").preference(key: SumKey.self, value: 1)
            Text("b").preference(key: SumKey.self, value: 2)
        }
    }
}

private struct CountsApp: App {
    var body: some Scene {
        WindowGroup("Counts") { TwoCounts() }
    }
}

@MainActor
@Suite("API spellings a SwiftUI developer guesses work as written (issue 36)")
struct GuessedSpellingTests {
    @Test("host.render(options:), app.render(options:) and view.render(options:) render")
    func renderWithOptionsLabel() throws {
        let options = RenderOptions(showsPreferences: true)
        let host = ViewHost(TwoCounts())
        #expect(host.render(options: RenderOptions(showsPreferences: true)) == host.render(options))
        #expect(host.render(options: options).hasPrefix("TwoCounts  pref sum=3"))
        let app = AppHost(CountsApp())
        #expect(
            app.render(options: RenderOptions(windowContent: .tree))
                == app.render(RenderOptions(windowContent: .tree)))
        #expect(app.render(options: RenderOptions(windowContent: .tree)).contains("TwoCounts"))
        let stack = try host.find(.named("VStack"))
        #expect(stack.render(options: options) == stack.render(options))
        #expect(stack.render(options: options).hasPrefix("VStack  pref sum=3"))
    }

    @Test(
        "host.explainPreference(_:) explains the whole window's value; host.preference(_:) reads it"
    )
    func explainPreferenceOnHost() {
        let host = ViewHost(TwoCounts())
        #expect(host.preference(SumKey.self) == 3)
        #expect(
            host.explainPreference(SumKey.self).description == """
                sum from window
                  = 3
                  1. .preference(key: SumKey.self, value: 1) at TwoCounts/VStack/Text#1
                  2. .preference(key: SumKey.self, value: 2) at TwoCounts/VStack/Text#2
                """)
        let none = ViewHost(Text("nothing writes"))
        #expect(none.explainPreference(SumKey.self).description.hasSuffix("the default"))
    }
}
