/// Opens a window of the app's window group with an `id` (or the first group): what
/// `@Environment(\.openWindow)` gives a view, a command or the app. Outside an app it does
/// nothing.
///
///     @Environment(\.openWindow) private var openWindow
///     Button("Inspector") { openWindow(id: "inspector") }
public struct OpenWindowAction: Sendable {
    let open: @MainActor @Sendable (String?) -> Void

    let openValue: @MainActor @Sendable (AnyHashable) -> Void

    /// Opens a new window of the group with `id`.
    @MainActor public func callAsFunction(id: String) { open(id) }

    /// Opens a window of the data-driven group for `value`'s type presenting `value`, or brings
    /// forward the window already presenting it.
    @MainActor public func callAsFunction<D: Hashable & Sendable>(value: D) {
        openValue(AnyHashable(value))
    }
}

/// Closes the open windows of the window group with `id`: `@Environment(\.dismissWindow)`.
public struct DismissWindowAction: Sendable {
    let dismiss: @MainActor @Sendable (String?) -> Void

    /// Closes the windows of the group with `id`.
    @MainActor public func callAsFunction(id: String) { dismiss(id) }

    /// Closes the window the view is in.
    @MainActor public func callAsFunction() { dismiss(nil) }
}

/// Opens (or brings forward) the app's settings window (macOS): `@Environment(\.openSettings)`.
public struct OpenSettingsAction: Sendable {
    let open: @MainActor @Sendable () -> Void

    /// Opens the settings window.
    @MainActor public func callAsFunction() { open() }
}

extension EnvironmentValues {
    /// Opens a window of the app's window group with an id (an app's windows get it from their
    /// app; elsewhere it does nothing).
    public var openWindow: OpenWindowAction {
        // The weak box, not the registry: a view or command keeps the action as long as it
        // lives, and the registry (the app host) owns that view's graph.
        let registry = self[SceneRegistryKey.self]
        return OpenWindowAction(
            open: { id in registry.registry?.requestOpenWindow(id: id) },
            openValue: { value in registry.registry?.requestOpenWindow(value: value) })
    }

    /// Closes the windows of a window group, or the window the view is in.
    public var dismissWindow: DismissWindowAction {
        let registry = self[SceneRegistryKey.self]
        let window = windowClose
        return DismissWindowAction { id in
            if let id { registry.registry?.requestDismissWindows(id: id) } else { window?() }
        }
    }

    /// Opens the app's settings window (macOS; elsewhere a diagnostic, D4).
    public var openSettings: OpenSettingsAction {
        let registry = self[SceneRegistryKey.self]
        return OpenSettingsAction { registry.registry?.requestOpenSettings() }
    }

    /// Closes the window the view is in (set by an app's window root).
    var windowClose: WindowCloseAction? {
        get { self[WindowCloseKey.self] }
        set { self[WindowCloseKey.self] = newValue }
    }
}

/// Closes one window: the same value on every update of that window (equal by the window), so
/// a view reading `dismissWindow` is not re-run because its window root wrote it again (E7).
struct WindowCloseAction: Sendable, Equatable {
    private let window: WeakWindow

    init(_ window: WindowState) { self.window = WeakWindow(state: window) }

    @MainActor func callAsFunction() { window.state?.close?() }

    static func == (lhs: Self, rhs: Self) -> Bool { lhs.window.state === rhs.window.state }

    private struct WeakWindow: @unchecked Sendable {
        // Read on the main actor only, like the window it names.
        weak var state: WindowState?
    }
}

struct WindowCloseKey: EnvironmentKey, RuntimeEnvironmentKey {
    static let defaultValue: WindowCloseAction? = nil
}
