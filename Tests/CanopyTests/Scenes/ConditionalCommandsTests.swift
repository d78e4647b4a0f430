import Canopy
import Testing

// CommandsBuilder builds `if` and `if`/`else` like ViewBuilder (buildIf, buildEither:
// https://developer.apple.com/documentation/swiftui/commandsbuilder), and the branches are
// `_ConditionalContent`, the type views and scenes use.

/// Menus that come and go with app state, switched from a menu of their own.
struct ExpertModeApp: App {
    @State private var expert = false
    var log = MenuLog()
    var body: some Scene {
        WindowGroup { Text(expert ? "expert" : "basic") }
            .commands {
                CommandMenu("Mode") {
                    Toggle("Expert", isOn: $expert)
                }
                if expert {
                    CommandMenu("Expert") {
                        Button("Trace") { log.ran.append("Trace") }
                    }
                } else {
                    CommandMenu("Basic") {
                        Button("Help") { log.ran.append("Help") }
                    }
                }
                if expert {
                    CommandMenu("Extra") {
                        Button("More") { log.ran.append("More") }
                    }
                }
            }
    }
}

@MainActor
@Suite("Commands built with if and if/else (S1, L1)")
struct ConditionalCommandsTests {
    @Test("S1/L1: an if/else in commands shows one branch's menu, and switches with app state")
    func branchesFollowAppState() throws {
        let app = ExpertModeApp()
        let host = AppHost(app, platform: .macOS)
        var names = host.menuBar.map(\.name)
        #expect(names.contains("Mode") && names.contains("Basic"))
        #expect(!names.contains("Expert") && !names.contains("Extra"))
        #expect(try host.runCommand("Basic/Help"))

        #expect(try host.runCommand("Mode/Expert"))
        names = host.menuBar.map(\.name)
        #expect(names.contains("Expert") && names.contains("Extra"))
        #expect(!names.contains("Basic"))
        #expect(
            host.render().hasSuffix(
                """
                │ expert
                └
                Menu bar: ExpertMode: Quit ExpertMode ⌘Q | File: New Window ⌘N | Edit | View \
                | Mode: [x] Expert | Expert: Trace | Extra: More | Window | Help
                """))
        #expect(try host.runCommand("Expert/Trace"))
        #expect(try host.runCommand("Extra/More"))

        #expect(try host.runCommand("Mode/Expert"))
        names = host.menuBar.map(\.name)
        #expect(names.contains("Basic") && !names.contains("Expert") && !names.contains("Extra"))
        #expect(app.log.ran == ["Help", "Trace", "More"])
        #expect(host.diagnostics.isEmpty)
    }
}
