import Canopy
import Foundation
import Testing

@MainActor
@Suite("SwiftUI code as people write it, with import Canopy")
struct PortedSamplesTests {
    @Test("A login form: focus moves on Return, the form signs in, the button follows its fields")
    func login() throws {
        let host = ViewHost(LoginView(), platform: .iOS)
        #expect(host.focusedLabel == "Username")
        try host.type("ada", into: "Username")
        try host.submit("Username")
        #expect(host.focusedLabel == "Password")
        #expect(host.render().contains(#"Button "Sign In" disabled"#))
        try host.type("secret", into: "Password")
        try host.submit("Password")
        #expect(
            host.renderScreen() == """
                Welcome, ada!
                Username: [ada]
                Password: [••••••]
                <Sign In>
                """)
        #expect(host.focusedLabel == nil)
    }

    @Test("A sign-up screen: rounded-border fields and a custom ButtonStyle that follows isEnabled")
    func signUp() throws {
        let host = ViewHost(SignUpView(), platform: .iOS)
        let resolved = host.render(RenderOptions(showsResolved: true))
        #expect(resolved.contains(#"TextField "Email" text:"" .textFieldStyle(.roundedBorder)"#))
        #expect(resolved.contains("resolved style=roundedBorder"))
        // Disabled: the style reads isEnabled and draws its capsule grey.
        #expect(
            resolved.contains(
                #"Button "Sign Up" disabled .buttonStyle(PrimaryButtonStyle) .disabled"#))
        #expect(resolved.contains(".background(gray)"))
        try host.type("ada@example.com", into: "Email")
        try host.type("secret1", into: "Password")
        #expect(host.render().contains(".background(accentColor)"))
        try host.press("Sign Up")
        #expect(host.render().contains(".scaleEffect(0.97) .opacity(0.8)"))
        try host.release("Sign Up")
        #expect(host.render().contains("Text \"Accounts: 1\""))
        #expect(host.renderScreen().contains("<I already have an account>"))
    }

    @Test("Settings: @AppStorage, a picker of an enum, a stepper, a slider, formatted text")
    func settings() throws {
        let host = ViewHost(SettingsView(), platform: .iOS)
        try host.pick("Dark", in: "Theme")
        try host.toggle("Notifications")
        try host.increment("Retries: 3")
        try host.slide("Font Size", to: 17.6)
        #expect(
            host.renderScreen() == """
                Settings
                ────────
                General
                Notifications: off
                Theme: [Dark ▾]
                Advanced
                Retries: 4 [−] [+]
                Font Size: [18]
                Size: 18 pt
                """)
    }

    @Test("@Entry environment values: defaults, and overrides flowing down (E1, E3)")
    func entries() {
        #expect(
            ViewHost(AccentDemo()).renderScreen() == """
                Accent: blue  Badges: 0
                Accent: orange  Badges: 3
                """)
    }

    @Test("A document app: the command reads the key window's focused values (F9)")
    func documentCommands() throws {
        let host = AppHost(DocumentApp(), platform: .macOS)
        try host.openWindow()
        try host.window(1).type("First", into: "Title")
        try host.window(1).type("one", into: "TextEditor")
        try host.window(2).type("two", into: "TextEditor")
        host.makeKey(host.windows[0])
        #expect(host.menuBar.map(\.description).contains("Document: Clear First ⌘K"))
        try host.runCommand("Document/Clear First")
        #expect(try host.window(1).renderScreen().contains("TextEditor: [] (focused)"))
        #expect(try host.window(2).renderScreen().contains("TextEditor: [two]"))
    }

    @Test(
        "A task list: selection, a tap gesture, a toolbar menu, a confirmation dialog, a pushed page"
    )
    func tasks() throws {
        let host = ViewHost(TaskListView(), platform: .iOS)
        try host.selectRow("Write report")
        try host.tap("Buy milk")
        #expect(
            host.renderScreen() == """
                Tasks
                ─────
                Toolbar: [More ▾]
                Buy milk
                Write report (selected)
                Last tapped: Buy milk
                """)
        try host.tap("More")
        try host.tap("About")
        #expect(host.renderScreen().hasPrefix("‹ Tasks  About\n──────────────\nTasks 1.0"))
        try host.tap("Website")
        #expect(host.openedURLs == [URL(string: "https://example.com/tasks")!])
        host.navigateBack()
        try host.tap("More")
        try host.tap("Clear All")
        try host.tap("Clear")
        #expect(!host.renderScreen().contains("Write report"))
    }

    @Test("A profile grid: images, recorded styling, a date shown in UTC, withAnimation")
    func profiles() throws {
        let preview = try #require(PreviewCatalog.all().first { $0.name == "Cards" })
        #expect(preview.traits == ["sizeThatFitsLayout"])
        let host = preview.makeHost(platform: .iOS)
        try host.tap("Details")
        let screen = host.renderScreen()
        #expect(
            screen.hasPrefix(
                """
                Image systemName:"person.crop.circle"
                Ada
                Joined November 14, 2023
                42 points
                <Hide>
                ID: 
                """))
        #expect(host.render().contains(#".clipShape(Circle)"#))
    }

    @Test("A compose sheet: toolbar buttons, presentationMode dismisses, Tab content")
    func compose() throws {
        let host = ViewHost(previewsOf: InboxView_Previews.self, platform: .iOS)
        try host.tap("Compose")
        #expect(host.render().contains(#"Button "Send" disabled"#))
        try host.type("Hello", into: "Message")
        try host.tap("Send")
        #expect(host.renderScreen().hasPrefix("Sent: 1\n<Compose>"))
        try host.tap("Compose")
        try host.tap("Cancel")
        #expect(host.renderScreen().hasPrefix("Sent: 1\n<Compose>"))
    }

    @Test(
        "Everyday odds and ends build and work: picker styles, slider labels, set selection, dialogs"
    )
    func odds() throws {
        let host = ViewHost(Odds(), platform: .iOS)
        try host.pick("fast", in: "Speed")
        try host.pick("Two", in: "Legacy")
        // Outside edit mode a tap selects one row of a set on iOS; several in edit mode (D79).
        try host.selectRow("Two")
        try host.tap("Edit")
        try host.selectRow("One")
        let screen = host.renderScreen()
        #expect(screen.contains("Toolbar: <Done>"))
        // Both pickers are segmented: the selected segment is bracketed.
        #expect(screen.contains("Speed: slow [fast]\nLegacy: One [Two]\nVolume: [0.3]\nLevel: 30%"))
        #expect(screen.contains("Due: [1970-01-01]\nOne (selected)\nTwo (selected)"))
        try host.tap("Warn")
        #expect(host.renderScreen().contains("╭─ Alert\n│ Heads up\n│ [OK]"))
        try host.tap("OK")
        try host.tap("Delete One")
        #expect(host.renderScreen().contains("╭─ Confirmation dialog\n│ Delete?\n│ [Delete One]"))
        #expect(host.render().contains(".pickerStyle(.segmented)"))
    }

    @Test("Previews in this module are found: #Preview and PreviewProvider")
    func previews() {
        let names = PreviewCatalog.all().filter {
            $0.source.hasPrefix("CanopyPortedTests") || $0.source.contains("CanopyPortedTests.")
        }.map(\.name)
        #expect(
            names == [
                "Accent", "LikeButton.swift:73", "LoginView.swift:48", "Odds", "Cards",
                "StopwatchView.swift:54",
                "TaskListView.swift:59", "InboxView_Previews", "SettingsView_Previews",
            ])
    }
}
