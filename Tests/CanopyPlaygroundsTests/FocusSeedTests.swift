import Canopy
import Foundation
import Testing

@testable import CanopyPlaygrounds

@MainActor
@Suite("Seed 004: focus, focused values and accessibility focus")
struct FocusSeedTests {
    @Test("F6, F9: Action > Empty clears only the key window's DataModel (focusedSceneObject)")
    func emptyCommand() throws {
        let host = try #require(PlaygroundCatalog.app(named: "focused-commands")).makeHost()
        try host.openWindow()
        try host.window(1).type("hello", into: "TextEditor")
        try host.window(2).type("world", into: "TextEditor")
        host.makeKey(host.windows[0])
        #expect(try host.runCommand("Action/Empty"))
        #expect(
            host.render() == """
                ┌ Window 1 · macOS · light · key · active
                │ Input:
                │ TextEditor: [] (focused)
                └
                ┌ Window 2 · macOS · light · inactive
                │ Input:
                │ TextEditor: [world] (focused)
                └
                Menu bar: FocusedSceneObjectDemo: Quit FocusedSceneObjectDemo ⌘Q | File: New Window ⌘N | Edit | View | Action: Empty | Window | Help
                """)
    }

    @Test("F5, F9: with focusedObject on the editor, Empty acts only while the editor has focus")
    func viewScopedCommand() throws {
        let host = try #require(PlaygroundCatalog.app(named: "focused-object-commands"))
            .makeHost()
        let window = try host.window(1)
        try window.type("hello", into: "TextEditor")
        window.clearFocus()
        try host.runCommand("Action/Empty")
        #expect(window.renderScreen() == "Input:\nTextEditor: [hello]")
        try window.focus("TextEditor")
        try host.runCommand("Action/Empty")
        #expect(window.renderScreen() == "Input:\nTextEditor: [] (focused)")
    }

    @Test("F7: each @FocusedObject reader sees its object while a field of its group has focus")
    func multiFocused() throws {
        let host = ViewHost(MultiFocusedDemo())
        #expect(
            host.renderScreen() == """
                User Name:: [JohnDoe]
                Age:: [30]
                Product Name:: [Widget]
                Price:: [19.99]
                """)
        try host.focus("Age:")
        #expect(host.renderScreen().hasPrefix("Username: JohnDoe\nAge: 30\nUser Name:"))
        try host.type("31", into: "Age:")
        #expect(host.renderScreen().hasPrefix("Username: JohnDoe\nAge: 31\n"))
        try host.focus("Price:")
        // A Double in a Text literal is written as SwiftUI writes it: `%lf`, six decimals.
        #expect(host.renderScreen().hasPrefix("Product: Widget\nPrice: $19.990000\nUser Name:"))
        try host.type("not a number", into: "Price:")
        #expect(host.renderScreen().contains("Price:: [19.99] (focused)"))
    }

    @Test("F1, F7: @FocusState set in .task focuses the field, and the view reads its object")
    func focusStateDrivesObject() async throws {
        let host = ViewHost(FocusStateDemo())
        await host.settle()
        #expect(host.focusedLabel == "")
        try host.type("typed", into: "")
        #expect(host.renderScreen() == "typed\n: [typed] (focused)")
    }

    @Test("F4: MyFocusKey is nil until the field has focus, then its text")
    func focusedValueSample() throws {
        let host = ViewHost(FocusedValueContentView())
        #expect(host.renderScreen() == "nil\ntext: [Hello]")
        try host.focus("text")
        #expect(host.renderScreen() == "Hello\ntext: [Hello] (focused)")
        try host.type("Bye", into: "text")
        #expect(host.renderScreen() == "Bye\ntext: [Bye] (focused)")
    }

    @Test("F8: Change Key writes through the focused binding, and does nothing without focus")
    func focusedBindingSample() throws {
        let host = ViewHost(FocusedBindingContentView())
        try host.tap("Change Key")
        #expect(host.renderScreen() == "nil\n[Change Key]\ntext: [Hello]")
        try host.focus("text")
        try host.tap("Change Key")
        let screen = host.renderScreen().split(separator: "\n").map(String.init)
        #expect(screen.count == 3)
        #expect(Int(screen[0]) != nil)
        #expect(screen[2] == "text: [\(screen[0])] (focused)")
    }

    @Test(
        "Accessibility focus is its own channel: Press me moves it to Click me; keyboard focus stays"
    )
    func accessibilityFocus() throws {
        let host = ViewHost(AccessibilityFocusStateView(), platform: .iOS)
        try host.accessibilityFocus("Press me")
        #expect(host.accessibilityFocusedLabel == "Press me")
        try host.tap("Press me")
        #expect(host.accessibilityFocusedLabel == "Click me")
        #expect(host.focusedLabel == nil)
        // The state is declared for Switch Control: VoiceOver's focus leaves it false, Switch
        // Control's sets it (the sample prints it from onChange).
        var switchControl: ViewHost?
        let printed = try capturingStandardOutput {
            let host = ViewHost(SwitchControlFocusView(), platform: .iOS)
            try host.accessibilityFocus("Click me", using: .voiceOver)
            try host.accessibilityFocus("Press me", using: .switchControl)
            try host.accessibilityFocus("Click me", using: .switchControl)
            switchControl = host
        }
        #expect(printed.contains("true\n"))
        #expect(!printed.contains("false\n"))
        #expect(switchControl?.diagnostics.isEmpty == true)
    }
}
