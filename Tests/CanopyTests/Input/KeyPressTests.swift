import Canopy
import Foundation
import Testing

/// A focusable list whose arrows move a selection; Escape clears it via the exit command.
private struct Stepper: View {
    @State private var index = 0
    @State private var log: [String] = []
    var body: some View {
        VStack {
            Text("index \(index), log \(log.joined(separator: " "))")
            Text("Rows")
                .onKeyPress(.upArrow) {
                    index -= 1
                    return .handled
                }
                .focusable()
                .onKeyPress(.downArrow) {
                    index += 1
                    return .handled
                }
                .onKeyPress(characters: .letters, phases: .down) { press in
                    log.append(press.characters)
                    return press.characters == "x" ? .handled : .ignored
                }
        }
        .onKeyPress(phases: .up) { press in
            log.append("up")
            return .ignored
        }
        .onKeyPress(characters: .letters) { _ in
            log.append("outer")
            return .handled
        }
        .onMoveCommand { direction in log.append("move \(direction)") }
        .onExitCommand { index = 0 }
    }
}

private struct ShortcutForm: View {
    @State private var result = "none"
    var body: some View {
        VStack {
            Text("result \(result)")
            Button("Save") { result = "saved" }.keyboardShortcut(.defaultAction)
            Button("Cancel") { result = "cancelled" }.keyboardShortcut(.cancelAction)
            Button("Find") { result = "found" }.keyboardShortcut("f", modifiers: [.command])
        }
    }
}

@MainActor
@Suite("Key presses flow up from the focused view (D82)")
struct KeyPressTests {
    @Test("D82: a press reaches the focused view's handlers on either side of .focusable()")
    func handlersAroundFocusable() throws {
        let host = ViewHost(Stepper(), platform: .macOS)
        #expect(host.pressKey(.downArrow) == .ignored)  // nothing focused yet
        try host.focus("Rows")
        #expect(host.pressKey(.downArrow) == .handled)
        #expect(host.pressKey(.downArrow, repeats: 2) == .handled)
        #expect(host.pressKey(.upArrow) == .handled)
        #expect(host.render().contains("index 3"))
    }

    @Test("D82: .ignored passes a press outward, .handled stops it; phases filter")
    func propagation() throws {
        let host = ViewHost(Stepper(), platform: .macOS)
        try host.focus("Rows")
        host.pressKey("a")
        // The inner handler ignored "a" (down), the outer took it; the up phase reached only
        // the handler for `.up`.
        #expect(host.render().contains("log a outer up"))
        host.pressKey("x")
        #expect(host.render().contains("log a outer up x up"))
    }

    @Test("D82: an arrow no handler took is a move command, Escape the exit command")
    func commandsFromKeys() throws {
        let host = ViewHost(Stepper(), platform: .macOS)
        try host.focus("Rows")
        host.pressKey(.leftArrow)
        #expect(host.render().contains("move left"))
        host.pressKey(.downArrow)
        host.pressKey(.escape)
        #expect(host.render().contains("index 0"))
        #expect(host.sendCommand(.move(.right)))
        #expect(host.render().contains("move right"))
        #expect(!host.sendCommand(.delete))
    }

    @Test("Keyboard shortcuts press the window's buttons: Return, Escape, ⌘F")
    func shortcuts() {
        let host = ViewHost(ShortcutForm(), platform: .macOS)
        #expect(host.pressKey(.return) == .handled)
        #expect(host.render().contains("result saved"))
        host.pressKey(.escape)
        #expect(host.render().contains("result cancelled"))
        host.pressKey("f", modifiers: .command)
        #expect(host.render().contains("result found"))
        #expect(host.pressKey("g", modifiers: .command) == .ignored)
        #expect(host.render().contains(".keyboardShortcut(Return)"))
        #expect(host.render().contains(".keyboardShortcut(⌘F)"))
    }
}
