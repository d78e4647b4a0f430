extension _ViewNode {
    /// An API the simulated platform does not have (`.buttonStyle(.link)` or `.fullScreenCover`
    /// off the platforms that have it): the view does what `fallback` says, with a diagnostic
    /// (D4), as SwiftUI code guarded by `#if os(…)` would on that platform.
    func reportUnavailable(
        _ api: String,
        fallback: String = "the control is drawn with the platform's default style"
    ) {
        graph.record(
            Diagnostic(
                kind: .platformUnavailable,
                message: "\(api) does not exist on \(graph.platform): \(fallback)",
                viewPath: path))
    }
}
