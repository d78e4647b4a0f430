/// The command sets SwiftUI offers for standard menus. Canopy accepts them so that apps that
/// add them build and run, but adds none of their items: the items act on what Canopy does not
/// model yet (the sidebar's and toolbar's visibility through the menu bar, text editing and
/// formatting, the inspector), and an item that does nothing would misrepresent the app
/// (`Docs/Coverage.md`).
public struct SidebarCommands: Commands {
    /// The sidebar commands (Toggle Sidebar in SwiftUI; none in Canopy yet).
    public init() {}
    /// No items yet.
    public var body: some Commands { EmptyCommands() }
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
