/// What a ``RenameButton`` does: the action the nearest `renameAction(_:)` above it set. Flows
/// **down** the environment.
public struct RenameAction: Sendable {
    let action: @MainActor @Sendable () -> Void

    /// Starts renaming.
    @MainActor public func callAsFunction() { action() }
}

struct RenameActionKey: EnvironmentKey {
    static let defaultValue: RenameAction? = nil
}

extension EnvironmentValues {
    /// The rename action a ``RenameButton`` below this point runs; `nil` when no view above
    /// set one.
    public var rename: RenameAction? {
        get { self[RenameActionKey.self] }
        set { self[RenameActionKey.self] = newValue }
    }
}

extension View {
    /// Sets what a ``RenameButton`` in this view and below does (flows down).
    public func renameAction(_ action: @escaping @MainActor @Sendable () -> Void) -> some View {
        environmentValue(\.rename, RenameAction(action: action), printed: ".renameAction")
    }

    /// Makes a ``RenameButton`` in this view and below focus the field bound to `isFocused`.
    public func renameAction(_ isFocused: FocusState<Bool>.Binding) -> some View {
        renameAction { isFocused.wrappedValue = true }
    }
}

/// A button labelled Rename that runs the rename action set above it with `renameAction(_:)`,
/// and is disabled where none is.
///
///     TextField("Name", text: $name).focused($editing)
///         .contextMenu { RenameButton() }
///         .renameAction($editing)
public struct RenameButton: View {
    @Environment(\.rename) private var rename

    /// A rename button.
    public init() {}

    /// A Rename button running the environment's action.
    public var body: some View {
        Button("Rename") { rename?() }
            .disabled(rename == nil)
    }
}
