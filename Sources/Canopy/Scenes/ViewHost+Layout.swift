/// A window's layout, as a host reads it (G1, G34, D12, D15).
extension ViewHost {
    /// Applies pending updates and lays the window out if anything changed since its last
    /// layout. Layout also runs by itself in every update once a view reads geometry.
    public func layOut() {
        flush()
        HostContext.running(on: platform, clock: clock) { graph.layout.layOutIfNeeded() }
        // Reading geometry may have asked for another update (a reader that re-runs).
        if graph.hasPendingWork { flush() }
        if graph.checksInvariants { graph.enforceInvariants() }
    }

    /// The sizes of the named images the window's views show (`Image("logo")`), in points
    /// (D12). An image without one is laid out at 100×100, with a diagnostic.
    public var imageSizes: [String: CGSize] {
        get { graph.layout.imageSizes }
        set { graph.layout.imageSizes = newValue }
    }

    /// Whether the window lays out in every update, whether or not a view reads geometry
    /// (off by default: a layout nothing reads is computed when asked for).
    public var laysOutEveryUpdate: Bool {
        get { graph.layout.laysOutEveryUpdate }
        set { graph.layout.laysOutEveryUpdate = newValue }
    }
}

extension ViewHost {
    /// How many sizes the window's layouts computed (not answered from a cache) and how many
    /// views they placed, since the host was made: what tests of incremental layout and the
    /// benchmark count.
    package var layoutWork: (measured: Int, placed: Int) {
        (graph.layout.measurements, graph.layout.placements)
    }
}
