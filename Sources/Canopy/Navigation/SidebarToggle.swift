/// The sidebar of the key window's split view, published to the app's commands as a focused
/// scene value (F9): `SidebarCommands`' Show Sidebar / Hide Sidebar item reads it from whichever
/// window is key and acts on that window's split view.
struct SidebarToggle: Equatable, @unchecked Sendable {
    /// Whether the sidebar is shown now.
    let isShown: Bool
    /// The split view, weakly: the value outlives no window.
    let splitView: NodeHandle

    /// Shows the sidebar if hidden, hides it if shown.
    @MainActor func toggle() {
        (splitView.target as? any SidebarToggling)?.toggleSidebar()
    }

    static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.isShown == rhs.isShown && lhs.splitView === rhs.splitView
    }
}

/// A split view whose sidebar a command can show or hide.
@MainActor
protocol SidebarToggling: _ViewNode {
    func toggleSidebar()
}

/// The focused-value key the split view publishes its sidebar under.
struct SidebarToggleKey: FocusedValueKey {
    typealias Value = SidebarToggle
}

extension FocusedValues {
    /// The key window's split view's sidebar, if it has one (regular width).
    var sidebarToggle: SidebarToggle? {
        get { self[SidebarToggleKey.self] }
        set { self[SidebarToggleKey.self] = newValue }
    }
}

/// View › Show Sidebar / Hide Sidebar (⌃⌘S), for the key window's split view; disabled when
/// the key window has none.
struct SidebarToggleButton: View {
    @FocusedValue(\.sidebarToggle) private var sidebar

    var body: some View {
        Button(sidebar?.isShown == false ? "Show Sidebar" : "Hide Sidebar") {
            sidebar?.toggle()
        }
        .keyboardShortcut("s", modifiers: [.control, .command])
        .disabled(sidebar == nil)
    }
}
