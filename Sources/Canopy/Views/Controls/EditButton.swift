/// A button that switches the editing mode: it reads Edit, then Done. Canopy's lists have no
/// editing mode to show (no delete or move handles), so the mode is the button's own, recorded.
public struct EditButton: View {
    @State private var isEditing = false

    /// An edit button.
    public init() {}

    /// The button.
    public var body: some View {
        Button(isEditing ? "Done" : "Edit") { isEditing.toggle() }
    }
}
