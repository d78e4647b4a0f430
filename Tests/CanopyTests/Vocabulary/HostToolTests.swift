import Canopy
import CanopyTesting
import Testing

@MainActor
private final class ShortcutLog {
    var ran: [String] = []
}

private struct ShortcutApp: App {
    let log: ShortcutLog
    @State private var locked = true

    init() { log = ShortcutLog() }
    init(log: ShortcutLog) { self.log = log }

    var body: some Scene {
        WindowGroup { Text("Editor") }
            .commands {
                CommandMenu("Actions") {
                    Button("Refresh") { log.ran.append("Refresh") }
                        .keyboardShortcut("r", modifiers: [.command, .shift])
                    Button("Delete") { log.ran.append("Delete") }
                        .keyboardShortcut(.delete)
                        .disabled(locked)
                    Toggle("Locked", isOn: $locked)
                }
            }
    }
}

@MainActor
@Suite("Host tools: shortcuts, why an item is disabled, optional queries (issue 24)")
struct HostToolTests {
    @Test("press(_:modifiers:) runs the item showing that shortcut; a disabled one does not run")
    func shortcuts() throws {
        let log = ShortcutLog()
        let host = AppHost(ShortcutApp(log: log), platform: .macOS)
        #expect(try host.press("r", modifiers: [.command, .shift]))
        #expect(try !host.press(.delete))
        #expect(log.ran == ["Refresh"])
        #expect(throws: AppHost.SceneNotFound.self) { try host.press("z") }
        #expect(try host.runCommand("Actions/Locked"))
        #expect(try host.press(.delete))
        #expect(log.ran == ["Refresh", "Delete"])
    }

    @Test("whyDisabled names the modifier that disabled an item; nil once it is enabled")
    func whyDisabled() throws {
        let host = AppHost(ShortcutApp(log: ShortcutLog()), platform: .macOS)
        let reason = try host.whyDisabled("Actions/Delete")
        // Delete is the second of the menu's buttons, which share one path.
        #expect(reason == "Actions/Delete is disabled by .disabled at Button#2")
        #expect(try host.whyDisabled("Actions/Refresh") == nil)
        try host.runCommand("Actions/Locked")
        #expect(try host.whyDisabled("Actions/Delete") == nil)
    }

    @Test("first(_:) finds a view that may be absent without throwing")
    func optionalQuery() {
        let host = ViewHost(VStack { Text("Here") })
        #expect(host.first(text: "Here")?.typeName == "Text")
        #expect(host.first(text: "Gone") == nil)
        #expect(host.first(Button<Text>.self) == nil)
    }
}
