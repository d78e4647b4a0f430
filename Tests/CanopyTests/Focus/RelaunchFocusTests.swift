import Canopy
import Testing

// Found by the app differential check (issue 19): after a relaunch, the commands kept reading
// the focused values of the app before it quit (here: the old window's object, with its old
// value), because the app's mirror of the key window's values was never reset.

final class RelaunchCounter: ObservableObject {
    @Published var value = 0
}

struct RelaunchCounterWindow: View {
    @StateObject private var counter = RelaunchCounter()
    var body: some View {
        Text("counter \(counter.value)").focusedSceneObject(counter)
    }
}

struct RelaunchCounterCommands: Commands {
    @FocusedObject private var counter: RelaunchCounter?
    var body: some Commands {
        CommandMenu("Counter") {
            Button("Count \(counter.map { String($0.value) } ?? "-")") { counter?.value += 1 }
        }
    }
}

struct RelaunchCounterApp: App {
    var body: some Scene {
        WindowGroup { RelaunchCounterWindow() }.commands { RelaunchCounterCommands() }
    }
}

@MainActor
@Suite("Focused values across a relaunch (F9)")
struct RelaunchFocusTests {
    @Test("F9: after a relaunch, commands read the new key window's focused values")
    func commandsForgetTheOldApp() throws {
        let host = AppHost(RelaunchCounterApp())
        try host.runCommand("Counter/Count 0")
        #expect(try host.window(1).render().contains("counter 1"))
        host.relaunch()
        #expect(try host.window(1).render().contains("counter 0"))
        #expect(host.menuBar.map(\.description).contains("Counter: Count 0"))
        try host.runCommand("Counter/Count 0")
        #expect(try host.window(1).render().contains("counter 1"))
    }
}
