/// What a built-in primitive is to the screen renderer and to containers that look inside their
/// content: declared by the view type itself, so behaviour is chosen by what a type is, never
/// by its name (a user's own `Section` inside a `List` is not SwiftUI's).
enum ScreenRole: Sendable, Equatable {
    /// Shown as its line (or its content).
    case plain
    /// Its subviews sit side by side on one line when each fits on one (`HStack`).
    case horizontal
    /// A list section: its rows count as the list's rows, its heading shows above them.
    case section
    /// A section's header or footer slot: not a row.
    case slot
    /// Takes space but shows nothing (`Spacer`).
    case blank
    /// A horizontal rule (`Divider`).
    case rule
}
