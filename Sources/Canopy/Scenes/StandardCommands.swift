/// The command sets SwiftUI offers for standard menus. `SidebarCommands` adds its item; the
/// others are accepted so that apps that add them build and run, but add none of their items:
/// those act on what Canopy does not model yet (the toolbar's visibility, text editing and
/// formatting, the inspector), and an item that does nothing would misrepresent the app
/// (`Docs/Coverage.md`).
///
/// The sidebar commands: View › Hide Sidebar (Show Sidebar while it is hidden), ⌃⌘S, for the
/// key window's `NavigationSplitView`; disabled when the key window has none, or shows one
/// column (compact width). The item reads the split view's sidebar as a focused scene value
/// (F9), so it follows the key window.
public struct SidebarCommands: Commands {
    /// The sidebar commands.
    public init() {}
    /// The sidebar item, in the View menu's sidebar group.
    public var body: some Commands {
        CommandGroup(replacing: .sidebar) { SidebarToggleButton() }
    }
}

/// The toolbar commands (Show Toolbar, Customize Toolbar… in SwiftUI; none in Canopy yet).
public struct ToolbarCommands: Commands {
    /// Creates the commands.
    public init() {}
    /// No items yet.
    public var body: some Commands { EmptyCommands() }
}

/// The text editing commands (Find, spelling, substitutions in SwiftUI; none in Canopy yet).
public struct TextEditingCommands: Commands {
    /// Creates the commands.
    public init() {}
    /// No items yet.
    public var body: some Commands { EmptyCommands() }
}

/// The text formatting commands (the Font and Text submenus in SwiftUI; none in Canopy yet).
public struct TextFormattingCommands: Commands {
    /// Creates the commands.
    public init() {}
    /// No items yet.
    public var body: some Commands { EmptyCommands() }
}

/// The inspector commands (Show Inspector in SwiftUI; none in Canopy yet).
public struct InspectorCommands: Commands {
    /// Creates the commands.
    public init() {}
    /// No items yet.
    public var body: some Commands { EmptyCommands() }
}
