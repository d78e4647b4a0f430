/// The key window's inspector, published to the app's commands as a focused scene value (F9):
/// `InspectorCommands`' Show Inspector / Hide Inspector item reads it from whichever window is
/// key and toggles that inspector's binding.
struct InspectorToggle: Equatable, @unchecked Sendable {
    /// Whether the inspector is shown now.
    let isShown: Bool
    /// The inspector, weakly: the value outlives no window.
    let inspector: NodeHandle

    /// Shows the inspector if hidden, hides it if shown.
    @MainActor func toggle() {
        (inspector.target as? any InspectorToggling)?.toggleInspector()
    }

    static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.isShown == rhs.isShown && lhs.inspector === rhs.inspector
    }
}

/// An inspector a command can show or hide.
@MainActor
protocol InspectorToggling: _ViewNode {
    func toggleInspector()
}

/// The focused-value key an inspector publishes itself under.
struct InspectorToggleKey: FocusedValueKey {
    typealias Value = InspectorToggle
}

extension FocusedValues {
    /// The key window's inspector, if it has one.
    var inspectorToggle: InspectorToggle? {
        get { self[InspectorToggleKey.self] }
        set { self[InspectorToggleKey.self] = newValue }
    }
}

/// View › Show Inspector / Hide Inspector (⌃⌘I), for the key window's inspector; disabled
/// when the key window has none.
struct InspectorToggleButton: View {
    @FocusedValue(\.inspectorToggle) private var inspector

    var body: some View {
        Button(inspector?.isShown == true ? "Hide Inspector" : "Show Inspector") {
            inspector?.toggle()
        }
        .keyboardShortcut("i", modifiers: [.control, .command])
        .disabled(inspector == nil)
    }
}
