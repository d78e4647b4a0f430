extension ViewHost {
    /// Pulls the first visible list or scroll view down and lets go, as a person does (C21,
    /// D55): when its environment holds a refresh action, runs it and returns once the handler
    /// has returned, with the updates it made applied. Returns `false`, running nothing, when
    /// no refresh is offered: no list or scroll view, none handed a refresh action, a refresh
    /// already running (a second pull is ignored), or macOS, where lists offer no pull.
    @discardableResult
    public func pullToRefresh() async -> Bool {
        flush()
        guard platform != .macOS,
            let scrollable = graph.reachable((any ScrollableNode).self).first,
            let action = scrollable.environment.refresh, !action.box.isRunning
        else { return false }
        await action()
        flush()
        return true
    }
}
