/// The command sets SwiftUI offers for standard menus. Each adds its items where macOS puts
/// them; an item acting on what Canopy does not model (rich text, a find interface, toolbar
/// customization) is there, disabled, as macOS shows it when nothing in focus can do it.
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

/// The toolbar commands: View › Hide Toolbar (Show Toolbar while it is hidden), ⌥⌘T, for the
/// key window's toolbar, disabled when it has no toolbar items; and Customize Toolbar…,
/// disabled, as macOS shows it for a toolbar that is not customizable (Canopy has no
/// `toolbar(id:)`). The item reads the window's toolbar as a focused scene value (F9).
public struct ToolbarCommands: Commands {
    /// The toolbar commands.
    public init() {}
    /// The toolbar items, in the View menu's toolbar group.
    public var body: some Commands {
        CommandGroup(replacing: .toolbar) { ToolbarToggleButtons() }
    }
}

/// The text editing commands, in the Edit menu's text editing group: Find ▸ (Find… ⌘F, Find
/// and Replace… ⌥⌘F, Find Next ⌘G, Find Previous ⇧⌘G, Use Selection for Find ⌘E, Jump to
/// Selection ⌘J), disabled, as Canopy has no find interface; and Transformations ▸ (Make
/// Upper Case, Make Lower Case, Capitalize), which change the text of the key window's focused
/// text field or editor, read as a focused value (F5), and are disabled when none has focus.
/// macOS's Spelling and Grammar, Substitutions and Speech submenus are not simulated.
public struct TextEditingCommands: Commands {
    /// The text editing commands.
    public init() {}
    /// The Find and Transformations submenus.
    public var body: some Commands {
        CommandGroup(replacing: .textEditing) { TextEditingItems() }
    }
}

/// The text formatting commands: a Format menu with Font ▸ (Show Fonts ⌘T, Bold ⌘B, Italic ⌘I,
/// Underline ⌘U, Bigger ⌘+, Smaller ⌘-) and Text ▸ (Align Left ⌘{, Center ⌘|, Justify, Align
/// Right ⌘}). They style rich text, which Canopy's text inputs do not hold, so every item is
/// disabled, as macOS shows them when no rich text has focus.
public struct TextFormattingCommands: Commands {
    /// The text formatting commands.
    public init() {}
    /// The Font and Text submenus, in the Format menu.
    public var body: some Commands {
        CommandGroup(replacing: .textFormatting) { TextFormattingItems() }
    }
}

/// The inspector commands: View › Hide Inspector (Show Inspector while it is hidden), ⌃⌘I,
/// for the key window's `inspector`; disabled when the key window has none. The item reads the
/// inspector as a focused scene value (F9), so it follows the key window, and toggles the
/// inspector's `isPresented` binding.
public struct InspectorCommands: Commands {
    /// The inspector commands.
    public init() {}
    /// The inspector item, after the View menu's sidebar group.
    public var body: some Commands {
        CommandGroup(after: .sidebar) { InspectorToggleButton() }
    }
}
