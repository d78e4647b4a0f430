/// The window actions views asked for (`openWindow`, `dismissWindow`, `openSettings`), run by
/// the app host after the update that asked: a part of the app host, with its own state,
/// including how many windows requests opened in the current update (D7's cut-off) and the
/// windows being mounted (whose views may already ask).
@MainActor
final class WindowRequestQueue {
    /// Requests not yet run, oldest first.
    var pending: [@MainActor (AppHost) -> Void] = []
    /// The windows requests opened in the current update, and whether more were cut off.
    var openedThisUpdate = 0
    var cutOff = false
    /// Windows being mounted, not yet open.
    var opening: [WindowState] = []

    /// Takes the pending requests.
    func take() -> [@MainActor (AppHost) -> Void] {
        defer { pending = [] }
        return pending
    }

    /// A new update of the app starts counting again.
    func startUpdate() {
        openedThisUpdate = 0
        cutOff = false
    }
}
