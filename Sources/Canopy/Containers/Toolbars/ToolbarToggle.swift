/// Whether a window shows its toolbar: a person hides and shows it (View › Hide Toolbar),
/// and the choice is the window's, kept across updates. The window writes it into its views'
/// environment (a runtime key), so toolbars read it as they read any value flowing **down**.
struct WindowToolbar: Equatable, @unchecked Sendable {
    /// Whether the toolbar is hidden now.
    let isHidden: Bool
    /// The window, weakly: the value outlives no window.
    weak var window: WindowState?

    /// Shows the toolbar if hidden, hides it if shown.
    @MainActor func toggle() {
        window?.isToolbarHidden.toggle()
    }

    static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.isHidden == rhs.isHidden && lhs.window === rhs.window
    }
}

struct WindowToolbarKey: EnvironmentKey, RuntimeEnvironmentKey {
    static let defaultValue: WindowToolbar? = nil
}

extension EnvironmentValues {
    /// The window's toolbar visibility, written by the window's root.
    var windowToolbar: WindowToolbar? {
        get { self[WindowToolbarKey.self] }
        set { self[WindowToolbarKey.self] = newValue }
    }
}

/// The focused-value key a window's toolbar publishes itself under (F9), for
/// `ToolbarCommands`.
struct ToolbarToggleKey: FocusedValueKey {
    typealias Value = WindowToolbar
}

extension FocusedValues {
    /// The key window's toolbar, if it has items.
    var windowToolbar: WindowToolbar? {
        get { self[ToolbarToggleKey.self] }
        set { self[ToolbarToggleKey.self] = newValue }
    }
}

/// View › Hide Toolbar / Show Toolbar (⌥⌘T) for the key window's toolbar, and Customize
/// Toolbar…, disabled: a toolbar is customizable only with `toolbar(id:)`, which Canopy does
/// not offer, and macOS disables the item for a toolbar that is not.
struct ToolbarToggleButtons: View {
    @FocusedValue(\.windowToolbar) private var toolbar

    var body: some View {
        Button(toolbar?.isHidden == true ? "Show Toolbar" : "Hide Toolbar") {
            toolbar?.toggle()
        }
        .keyboardShortcut("t", modifiers: [.option, .command])
        .disabled(toolbar == nil)
        Button("Customize Toolbar…") {}
            .disabled(true)
    }
}
