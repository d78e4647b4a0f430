/// Whether a view is being edited: a list in edit mode shows a delete control on rows whose
/// `ForEach` has `onDelete` and a reorder control on rows whose `ForEach` has `onMove` (C22).
public enum EditMode: Sendable, Hashable {
    /// Not being edited.
    case inactive
    /// Being edited for a moment (a swipe revealed a row's actions).
    case transient
    /// Being edited: an `EditButton` reads "Done".
    case active

    /// Whether the mode is an editing one (`.active` or `.transient`).
    public var isEditing: Bool { self != .inactive }
}

struct EditModeKey: EnvironmentKey, RuntimeEnvironmentKey {
    static let defaultValue: Binding<EditMode>? = nil
}

extension EnvironmentValues {
    /// The edit mode of the nearest container that owns one, as a binding both an `EditButton`
    /// and a `List` below read and write (C22). Values flow **down**: on iOS and iPadOS the
    /// window's root and every navigation stack level hand one down, starting `.inactive`
    /// (D56); `environment(\.editMode, $mode)` hands down a binding of one's own. On macOS it
    /// is `nil` unless a view writes one.
    public var editMode: Binding<EditMode>? {
        get { self[EditModeKey.self] }
        set { self[EditModeKey.self] = newValue }
    }
}
