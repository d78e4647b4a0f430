/// A button that toggles the edit mode handed down to it (C22): it reads "Edit", or "Done"
/// while the mode is active, and switches the `editMode` binding between `.inactive` and
/// `.active`, so a `List` reading the same binding shows its delete and reorder controls.
///
///     NavigationStack {
///         List { ForEach(fruits, id: \.self) { Text($0) }.onDelete { fruits.remove(atOffsets: $0) } }
///             .toolbar { EditButton() }
///     }
///
/// On macOS there is no edit mode (D56): the button is drawn disabled, with a
/// `platformUnavailable` diagnostic (D4).
public struct EditButton: View {
    @Environment(\.editMode) private var editMode

    /// An edit button.
    public init() {}

    /// The button.
    public var body: some View {
        let isEditing = editMode?.wrappedValue.isEditing == true
        Button(isEditing ? "Done" : "Edit") {
            guard let editMode else { return }
            editMode.wrappedValue = editMode.wrappedValue.isEditing ? .inactive : .active
        }
        .disabled(editMode == nil)
        .modifier(_EditModeAvailability(hasEditMode: editMode != nil))
    }
}

/// Says once, when an `EditButton` mounts where no edit mode is handed down on macOS, that the
/// platform has none (D56, D4).
nonisolated struct _EditModeAvailability: ViewModifier, PrimitiveModifier, Equatable {
    /// Drawn by the runtime: a primitive view has no body.
    public typealias Body = Never
    let hasEditMode: Bool

    @MainActor func didMount(_ node: ModifierNode) {
        guard !hasEditMode, node.graph.platform == .macOS else { return }
        node.reportUnavailable(
            "EditButton", fallback: "it is drawn disabled, as macOS has no edit mode")
    }
}
