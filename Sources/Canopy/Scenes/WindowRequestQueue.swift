/// The window actions views asked for (`openWindow`, `dismissWindow`, `openSettings`), run by
/// the app host after the update that asked: a part of the app host, with its own state,
/// including how deep the chains of windows opening windows are in the current update (D7's
/// cut-off) and the windows being mounted (whose views may already ask).
@MainActor
final class WindowRequestQueue {
    /// Requests not yet run, oldest first.
    var pending: [@MainActor (AppHost) -> Void] = []
    /// Counts the app's updates, so a window's place in a chain (``WindowState/openingChain``)
    /// counts only in the update that opened it.
    private(set) var update = 0
    /// Whether a chain was cut off in the current update (one diagnostic per update).
    var cutOff = false
    /// How deep in a chain the window being opened is: 0 for a window a person or the launch
    /// opened, n for one the views of a window at n - 1 asked for in the same update.
    var openingDepth = 0
    /// Windows being mounted, not yet open.
    var opening: [WindowState] = []

    /// Takes the pending requests.
    func take() -> [@MainActor (AppHost) -> Void] {
        defer { pending = [] }
        return pending
    }

    /// A new update of the app starts counting again.
    func startUpdate() {
        update += 1
        cutOff = false
        openingDepth = 0
    }

    /// Where `window` stands in a chain of windows opening windows in this update: 0 for a
    /// window opened before it, or by a person.
    func depth(of window: WindowState) -> Int {
        window.openingChain.update == update ? window.openingChain.depth : 0
    }

    /// Records that `window`, being opened now, is at ``openingDepth`` in its chain.
    func opens(_ window: WindowState) {
        window.openingChain = (update, openingDepth)
    }
}
