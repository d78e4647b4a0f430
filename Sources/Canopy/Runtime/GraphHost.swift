/// Whoever hosts a graph: a window today (``ViewHost``), an app's scenes next. The graph talks
/// to its host only through this protocol: it asks for what the runtime cannot know by itself
/// and says when something outside an update needs one.
@MainActor
protocol GraphHost: AnyObject {
    /// The simulated platform the graph's platform-limited modifiers consult (D4).
    var platform: Platform { get }
    /// The clock the graph's timers run on.
    var clock: HostClock { get }
    /// Something outside an update (an action, a task, a write from another graph) invalidated
    /// a view of `graph`; the host decides when to flush it.
    func graphNeedsFlush(_ graph: ViewGraph)
}
