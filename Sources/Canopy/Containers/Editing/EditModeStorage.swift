/// The edit mode a container owns for the views below it (D56): a window's root and each
/// navigation stack level keep one, made on first use, so a level's `EditButton` and its list
/// read and write the same state, and a pushed level starts `.inactive` with its own.
@MainActor
final class EditModeStorage {
    private var location: StoredLocation<EditMode>?

    nonisolated init() {}

    /// The binding to hand down: the same location for as long as the owner lives, so readers
    /// are not re-run when the owner is evaluated again.
    func binding(in graph: ViewGraph) -> Binding<EditMode> {
        if let location { return Binding(location: location) }
        let made = StoredLocation(EditMode.inactive, graph: graph, owner: .named("editMode"))
        location = made
        return Binding(location: made)
    }
}

extension EnvironmentValues {
    /// Hands down the edit mode `storage` keeps, where the simulated platform has one: on
    /// macOS a container hands down none (D56), and what is above stays.
    @MainActor mutating func provideEditMode(from storage: EditModeStorage, in graph: ViewGraph) {
        guard graph.platform != .macOS else { return }
        editMode = storage.binding(in: graph)
    }
}

/// The window's own edit mode, in front of every view of the window (D56).
@MainActor
final class EditModeWindowFeature: WindowFeature {
    private let storage = EditModeStorage()

    nonisolated init() {}

    func write(
        into environment: inout EnvironmentValues, window: WindowState, context: WindowContext
    ) {
        guard let graph = window.node?.graph else { return }
        environment.provideEditMode(from: storage, in: graph)
    }
}
