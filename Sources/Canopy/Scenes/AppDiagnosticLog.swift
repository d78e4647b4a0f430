/// What went wrong in an app outside its open windows: the app host's own diagnostics
/// (platform limits, D4; runaway window chains, D7) and those of windows that have closed or
/// were open when the app quit, each marked with its window. A part of the app host, with its
/// own state.
@MainActor
struct AppDiagnosticLog {
    /// The app host's own, each once, oldest first.
    private(set) var own: [Diagnostic] = []
    /// Gone windows', marked `[window 2, closed]`.
    private(set) var fromGoneWindows: [Diagnostic] = []

    /// Keeps `diagnostic` among the app's own (once).
    mutating func record(_ diagnostic: Diagnostic) {
        if !own.contains(diagnostic) { own.append(diagnostic) }
    }

    /// Keeps `window`'s diagnostics, marked with the window and `note` (`closed`).
    mutating func keep(of window: AppHost.AppWindow, note: String) {
        fromGoneWindows += window.host.diagnostics.map {
            Diagnostic(
                kind: $0.kind, message: "[window \(window.number), \(note)] " + $0.message,
                viewPath: $0.viewPath)
        }
    }
}
