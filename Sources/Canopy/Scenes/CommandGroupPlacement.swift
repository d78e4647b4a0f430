/// Where a ``CommandGroup`` goes: a standard group of a standard menu (S4). Each group holds
/// the standard items of its kind; a `CommandGroup` adds items before or after them, or
/// replaces them. Of macOS's standard items, Canopy simulates the ones that act on what it
/// models: File › New Window, the app menu's Settings… and Quit. The others' groups start
/// empty, so items placed there still land where macOS puts them.
///
///     CommandGroup(replacing: .appSettings) { Button("Preferences…") { … } }
public struct CommandGroupPlacement: Sendable, Hashable {
    /// The standard menu the group is in.
    let menu: StandardMenu
    /// The group's name.
    let name: String
    /// The items the group shows by default, of those Canopy simulates.
    let standardItems: [StandardCommand]

    init(_ menu: StandardMenu, _ name: String, standardItems: [StandardCommand] = []) {
        self.menu = menu
        self.name = name
        self.standardItems = standardItems
    }

    // MARK: The app menu

    /// App menu › About (not simulated: Canopy shows no About panel).
    public static let appInfo = CommandGroupPlacement(.app, "appInfo")
    /// App menu › Settings… ⌘, shown when the app has a ``Settings`` scene, which it opens.
    public static let appSettings = CommandGroupPlacement(
        .app, "appSettings", standardItems: [.settings])
    /// App menu › Services (not simulated).
    public static let systemServices = CommandGroupPlacement(.app, "systemServices")
    /// App menu › Hide, Hide Others, Show All (not simulated).
    public static let appVisibility = CommandGroupPlacement(.app, "appVisibility")
    /// App menu › Quit ⌘Q: terminates the app (``AppHost/terminate()``).
    public static let appTermination = CommandGroupPlacement(
        .app, "appTermination", standardItems: [.quit])

    // MARK: File

    /// File › New Window ⌘N, shown when the app has a ``WindowGroup``.
    public static let newItem = CommandGroupPlacement(
        .file, "newItem", standardItems: [.newWindow])
    /// File › Save (not simulated).
    public static let saveItem = CommandGroupPlacement(.file, "saveItem")
    /// File › import and export (empty by default, as on macOS).
    public static let importExport = CommandGroupPlacement(.file, "importExport")
    /// File › Print (not simulated).
    public static let printItem = CommandGroupPlacement(.file, "printItem")

    // MARK: Edit

    /// Edit › Undo, Redo (not simulated).
    public static let undoRedo = CommandGroupPlacement(.edit, "undoRedo")
    /// Edit › Cut, Copy, Paste (not simulated).
    public static let pasteboard = CommandGroupPlacement(.edit, "pasteboard")
    /// Edit › Find, Transformations (empty unless something is placed there, as
    /// ``TextEditingCommands`` does).
    public static let textEditing = CommandGroupPlacement(.edit, "textEditing")
    /// Format › Font, Text: empty unless something is placed there (``TextFormattingCommands``);
    /// the Format menu shows only then.
    public static let textFormatting = CommandGroupPlacement(.format, "textFormatting")

    // MARK: View

    /// View › Hide Toolbar, Customize Toolbar… (empty unless something is placed there, as
    /// ``ToolbarCommands`` does).
    public static let toolbar = CommandGroupPlacement(.view, "toolbar")
    /// View › Hide Sidebar (empty unless something is placed there, as ``SidebarCommands``
    /// does; Enter Full Screen is not simulated).
    public static let sidebar = CommandGroupPlacement(.view, "sidebar")

    // MARK: Window

    /// Window › Minimize, Zoom (not simulated).
    public static let windowSize = CommandGroupPlacement(.window, "windowSize")
    /// Window › the app's `Window` scenes (not simulated).
    public static let singleWindowList = CommandGroupPlacement(.window, "singleWindowList")
    /// Window › Bring All to Front (not simulated).
    public static let windowArrangement = CommandGroupPlacement(.window, "windowArrangement")
    /// Window › the open windows (not simulated).
    public static let windowList = CommandGroupPlacement(.window, "windowList")

    // MARK: Help

    /// Help › App Help (not simulated).
    public static let help = CommandGroupPlacement(.help, "help")

    /// The standard menus and their groups, in menu-bar order (the app's own menus go before
    /// Window).
    static let standardMenus: [(menu: StandardMenu, groups: [CommandGroupPlacement])] = [
        (.app, [.appInfo, .appSettings, .systemServices, .appVisibility, .appTermination]),
        (.file, [.newItem, .saveItem, .importExport, .printItem]),
        (.edit, [.undoRedo, .pasteboard, .textEditing]),
        (.format, [.textFormatting]),
        (.view, [.toolbar, .sidebar]),
        (.window, [.windowSize, .singleWindowList, .windowArrangement, .windowList]),
        (.help, [.help]),
    ]
}

/// A standard menu of the macOS menu bar.
enum StandardMenu: Sendable, Hashable {
    /// The app menu, titled with the app's name.
    case app
    case file, edit, format, view, window, help

    /// The menu's title; the app menu's is the app's name.
    func title(appName: String) -> String {
        switch self {
        case .app: appName
        case .file: "File"
        case .edit: "Edit"
        case .format: "Format"
        case .view: "View"
        case .window: "Window"
        case .help: "Help"
        }
    }
}

/// A standard menu item Canopy simulates, and what choosing it does.
enum StandardCommand: Sendable, Hashable {
    /// File › New Window ⌘N: opens a window of the first window group.
    case newWindow
    /// App menu › Settings… ⌘,: opens the Settings window.
    case settings
    /// App menu › Quit ⌘Q: terminates the app.
    case quit

    /// The item's title, as macOS shows it.
    func title(appName: String) -> String {
        switch self {
        case .newWindow: "New Window"
        case .settings: "Settings…"
        case .quit: "Quit \(appName)"
        }
    }

    /// The item's keyboard shortcut, as a menu shows it.
    var shortcut: String {
        switch self {
        case .newWindow: "⌘N"
        case .settings: "⌘,"
        case .quit: "⌘Q"
        }
    }
}
