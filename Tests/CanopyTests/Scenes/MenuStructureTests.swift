import Canopy
import Testing

// What SwiftUI builds, from Apple's documentation:
// - CommandMenu: "stand-alone, top-level containers for controls that perform related,
//   app-specific commands"; its content is a view builder.
//   https://developer.apple.com/documentation/swiftui/commandmenu
// - Menus and commands: "Create submenus by nesting Menu instances inside others. Use a Divider
//   view to create a separator between menu elements."
//   https://developer.apple.com/documentation/swiftui/menus-and-commands
// - Populating SwiftUI menus with adaptive controls: menus hold Button, Toggle, Divider, ….
// - PickerStyle.menu: "presents the options as a menu …, or as a submenu when nested within a
//   larger menu"; PickerStyle.inline: "each option is displayed inline with other views in the
//   current container".
// - Settings: "Passing a view as the argument to a settings scene in the App declaration
//   causes SwiftUI to enable the app's Settings menu item."
// - CommandGroupPlacement.appInfo ("About App"), .appSettings ("Preferences"),
//   .appTermination ("Quit App"): the groups of the app menu.

/// What the menu commands of these apps ran, in order.
@MainActor
final class MenuLog {
    var ran: [String] = []
}

/// A custom view whose body is two buttons: both are items.
struct MenuFileActions: View {
    let log: MenuLog
    var body: some View {
        Button("Open") { log.ran.append("Open") }
        Button("Close") { log.ran.append("Close") }
    }
}

/// Buttons in every kind of container, a separator, nested submenus and disabled items.
struct NestedItemsApp: App {
    var log = MenuLog()
    var body: some Scene {
        WindowGroup { Text("Main") }
            .commands {
                CommandMenu("D") {
                    MenuFileActions(log: log)
                    Group {
                        Button("Grouped") { log.ran.append("Grouped") }
                    }
                    Divider()
                    ForEach(["One", "Two"], id: \.self) { name in
                        Button(name) { log.ran.append(name) }
                    }
                    Menu("Sub") {
                        Button("Deep") { log.ran.append("Deep") }
                        Menu("Deeper") {
                            Button("Deepest") { log.ran.append("Deepest") }
                        }
                    }
                    Button("Never") { log.ran.append("Never") }.disabled(true)
                    Menu("Locked") {
                        Button("Inside") { log.ran.append("Inside") }
                    }
                    .disabled(true)
                }
            }
    }
}

enum MenuTheme: String, CaseIterable, Hashable, Sendable {
    case light = "Light"
    case dark = "Dark"
}

/// A toggle, a picker, an inline picker and a titled section of text, bound to app state that
/// the window shows.
struct MenuChoicesApp: App {
    @State private var bold = false
    @State private var theme = MenuTheme.light
    @State private var size = 12
    var body: some Scene {
        WindowGroup { Text("bold \(bold), \(theme.rawValue), \(size) pt") }
            .commands {
                CommandMenu("Edit2") {
                    Toggle("Bold", isOn: $bold).keyboardShortcut("b")
                    Picker("Theme", selection: $theme) {
                        ForEach(MenuTheme.allCases, id: \.self) { Text($0.rawValue) }
                    }
                    Picker("Size", selection: $size) {
                        Text("Small").tag(12)
                        Text("Large").tag(18)
                    }
                    .pickerStyle(.inline)
                    Section("About") {
                        Text("Read only")
                    }
                }
            }
    }
}

/// An app with a Settings scene and items placed around the app menu's groups.
struct NotebookApp: App {
    var log = MenuLog()
    var body: some Scene {
        WindowGroup { Text("Notes") }
            .commands {
                CommandGroup(after: .appInfo) {
                    Button("Check for Updates…") { log.ran.append("Updates") }
                }
                CommandGroup(before: .appInfo) {
                    Button("Welcome") { log.ran.append("Welcome") }
                }
                CommandGroup(after: .appSettings) {
                    Button("Account…") { log.ran.append("Account") }
                }
            }
        Settings { Text("Preferences") }
    }
}

/// An app that replaces the app menu's Settings… with its own item and removes Quit.
struct KioskApp: App {
    var log = MenuLog()
    var body: some Scene {
        WindowGroup { Text("Kiosk") }
            .commands {
                CommandGroup(replacing: .appSettings) {
                    Button("Preferences…") { log.ran.append("Preferences") }
                        .keyboardShortcut(",")
                }
                CommandGroup(replacing: .appTermination) {}
            }
        Settings { Text("Hidden") }
    }
}

@MainActor
@Suite("S4, D4: menus are built as SwiftUI builds them (issue 19)")
struct MenuStructureTests {
    private func menu(_ name: String, of host: AppHost) -> String? {
        host.menuBar.first { $0.name == name }?.description
    }

    @Test(
        "S4: every button in a command menu's view builder is an item, in custom views, Group and ForEach (CommandMenu: 'containers for controls')"
    )
    func buttonsInContainers() throws {
        let log = MenuLog()
        let host = AppHost(NestedItemsApp(log: log))
        let items = try #require(host.menuBar.first { $0.name == "D" }?.items)
        #expect(
            items.prefix(6).map(\.title) == ["Open", "Close", "Grouped", "", "One", "Two"])
        for path in ["D/Open", "D/Close", "D/Grouped", "D/One", "D/Two"] {
            #expect(try host.runCommand(path))
        }
        #expect(log.ran == ["Open", "Close", "Grouped", "One", "Two"])
    }

    @Test(
        "S4: a Divider is a separator and nested Menus are submenus, named level by level in paths (Menus and commands: 'nesting Menu instances', 'Divider … a separator')"
    )
    func separatorsAndSubmenus() throws {
        let log = MenuLog()
        let host = AppHost(NestedItemsApp(log: log))
        let items = try #require(host.menuBar.first { $0.name == "D" }?.items)
        #expect(items[3].kind == .separator)
        let sub = items[6]
        #expect(sub.kind == .submenu && sub.title == "Sub")
        #expect(sub.items.map(\.title) == ["Deep", "Deeper"])
        #expect(sub.items[1].items.map(\.title) == ["Deepest"])
        #expect(try host.runCommand("D/Sub/Deep"))
        #expect(try host.runCommand("D/Sub/Deeper/Deepest"))
        #expect(log.ran == ["Deep", "Deepest"])
    }

    @Test("S4: a submenu or a separator cannot be chosen; an error lists the items there are")
    func submenusAndSeparatorsAreNotCommands() {
        let log = MenuLog()
        let host = AppHost(NestedItemsApp(log: log))
        #expect {
            try host.runCommand("D/Sub")
        } throws: { error in
            "\(error)"
                == "No menu item \"D/Sub\" (it is a submenu); the app has: D/Sub/Deep, D/Sub/Deeper/Deepest"
        }
        #expect {
            try host.runCommand("D/")
        } throws: { error in
            "\(error)"
                == "No menu item \"D/\"; the app has: NestedItems/Quit NestedItems, File/New Window, D/Open, D/Close, D/Grouped, D/One, D/Two, D/Sub/Deep, D/Sub/Deeper/Deepest, D/Never, D/Locked/Inside"
        }
        #expect(log.ran.isEmpty)
    }

    @Test("S4, E9: disabled items and the items of a disabled submenu show it and do not run")
    func disabledItems() throws {
        let log = MenuLog()
        let host = AppHost(NestedItemsApp(log: log))
        let items = try #require(host.menuBar.first { $0.name == "D" }?.items)
        #expect(items[7].description == "Never (disabled)")
        #expect(items[8].description == "Locked (disabled) ▸ {Inside (disabled)}")
        #expect(try !host.runCommand("D/Never"))
        #expect(try !host.runCommand("D/Locked/Inside"))
        #expect(log.ran.isEmpty)
    }

    @Test("S4: a Toggle is a checkable item: its checkmark shows its value, choosing it flips it")
    func toggleIsCheckable() throws {
        let host = AppHost(MenuChoicesApp())
        let bold = try #require(host.menuBar.first { $0.name == "Edit2" }?.items.first)
        #expect(bold.kind == .checkable && !bold.isChecked && bold.shortcut == "⌘B")
        #expect(try host.runCommand("Edit2/Bold"))
        #expect(host.menuBar.first { $0.name == "Edit2" }?.items.first?.isChecked == true)
        #expect(try host.window(1).render().contains(#"Text "bold true, Light, 12 pt""#))
        #expect(try host.runCommand("Edit2/Bold"))
        #expect(host.menuBar.first { $0.name == "Edit2" }?.items.first?.isChecked == false)
    }

    @Test(
        "S4: a Picker is a submenu of its choices, the selected one checked; choosing one sets the binding (PickerStyle.menu: 'a submenu when nested within a larger menu')"
    )
    func pickerIsSubmenu() throws {
        let host = AppHost(MenuChoicesApp())
        let theme = try #require(host.menuBar.first { $0.name == "Edit2" }?.items[1])
        #expect(theme.description == "Theme ▸ {[x] Light, [ ] Dark}")
        #expect(theme.items.allSatisfy { $0.kind == .checkable })
        #expect(try host.runCommand("Edit2/Theme/Dark"))
        #expect(try host.window(1).render().contains(#"Text "bold false, Dark, 12 pt""#))
        #expect(
            host.menuBar.first { $0.name == "Edit2" }?.items[1].description
                == "Theme ▸ {[ ] Light, [x] Dark}")
    }

    @Test(
        "S4: an inline Picker's choices sit in the menu between separators; a Section is set off under its title (PickerStyle.inline: 'inline with other views')"
    )
    func inlinePickerAndSection() throws {
        let host = AppHost(MenuChoicesApp())
        #expect(
            menu("Edit2", of: host)
                == "Edit2: [ ] Bold ⌘B, Theme ▸ {[x] Light, [ ] Dark}, —, [x] Small, [ ] Large, —, About (disabled), Read only (disabled)"
        )
        #expect(try host.runCommand("Edit2/Large"))
        #expect(try host.window(1).render().contains(#"Text "bold false, Light, 18 pt""#))
        #expect(menu("Edit2", of: host)?.contains("[ ] Small, [x] Large") == true)
        // Text is a label: it shows, greyed out, and does nothing.
        #expect(try !host.runCommand("Edit2/Read only"))
    }

    @Test(
        "S3, S4: the app menu, named after the app, has Settings… ⌘, only with a Settings scene, and Quit ⌘Q (Settings: 'enable the app's Settings menu item')"
    )
    func appMenu() throws {
        let plain = AppHost(NestedItemsApp())
        #expect(plain.appName == "NestedItems")
        #expect(menu("NestedItems", of: plain) == "NestedItems: Quit NestedItems ⌘Q")
        let notebook = AppHost(NotebookApp())
        #expect(
            menu("Notebook", of: notebook)
                == "Notebook: Welcome, Check for Updates…, —, Settings… ⌘,, Account…, —, Quit Notebook ⌘Q"
        )
        #expect(try notebook.runCommand("Notebook/Settings…"))
        #expect(notebook.keyWindow?.isSettings == true)
        #expect(try plain.runCommand("NestedItems/Quit NestedItems"))
        #expect(!plain.isRunning)
    }

    @Test(
        "S4: CommandGroup before and after .appInfo and .appSettings place items in the app menu, and run (CommandGroupPlacement)"
    )
    func appMenuPlacements() throws {
        let log = MenuLog()
        let host = AppHost(NotebookApp(log: log))
        for path in ["Notebook/Welcome", "Notebook/Check for Updates…", "Notebook/Account…"] {
            #expect(try host.runCommand(path))
        }
        #expect(log.ran == ["Welcome", "Updates", "Account"])
    }

    @Test(
        "S4: CommandGroup(replacing: .appSettings) replaces Settings…, and replacing .appTermination with nothing removes Quit"
    )
    func replacingAppMenuGroups() throws {
        let log = MenuLog()
        let host = AppHost(KioskApp(log: log))
        #expect(menu("Kiosk", of: host) == "Kiosk: Preferences… ⌘,")
        #expect(try host.runCommand("Kiosk/Preferences…"))
        #expect(log.ran == ["Preferences"])
        #expect(throws: AppHost.SceneNotFound.self) { try host.runCommand("Kiosk/Settings…") }
        #expect(host.windows.allSatisfy { !$0.isSettings })
    }

    @Test("S4, D4: the rendered menu bar prints the whole structure, deterministically")
    func renderedMenuBar() throws {
        let host = AppHost(NestedItemsApp())
        let menuBar = try #require(host.render().split(separator: "\n").last)
        #expect(
            menuBar
                == "Menu bar: NestedItems: Quit NestedItems ⌘Q | File: New Window ⌘N | Edit | View | D: Open, Close, Grouped, —, One, Two, Sub ▸ {Deep, Deeper ▸ {Deepest}}, Never (disabled), Locked (disabled) ▸ {Inside (disabled)} | Window | Help"
        )
        #expect(host.render() == host.render())
        let choices = AppHost(MenuChoicesApp())
        #expect(
            choices.render().hasSuffix(
                "Menu bar: MenuChoices: Quit MenuChoices ⌘Q | File: New Window ⌘N | Edit | View | Edit2: [ ] Bold ⌘B, Theme ▸ {[x] Light, [ ] Dark}, —, [x] Small, [ ] Large, —, About (disabled), Read only (disabled) | Window | Help"
            ))
    }

    @Test("D4: iPadOS's key-command HUD shows the same structure, without an app menu; iOS none")
    func otherPlatforms() throws {
        let log = MenuLog()
        let pad = AppHost(NestedItemsApp(log: log), platform: .iPadOS)
        #expect(
            pad.render().hasSuffix(
                "Key commands: D: Open, Close, Grouped, —, One, Two, Sub ▸ {Deep, Deeper ▸ {Deepest}}, Never (disabled), Locked (disabled) ▸ {Inside (disabled)}"
            ))
        #expect(try pad.runCommand("D/Sub/Deeper/Deepest"))
        #expect(log.ran == ["Deepest"])
        #expect(AppHost(NestedItemsApp(), platform: .iOS).menuBar.isEmpty)
    }
}
