/// A strong stand-in for a node or a graph, held by whatever may outlive it: a change
/// callback, a state location naming its owner or its graph, an environment entry naming its
/// writer.
///
/// A `weak` reference would do the same, but the first one gives the object a side table, and
/// from then on every retain and release of it takes the runtime's slow path. The object
/// clears ``target`` in its `deinit` instead, so a handle never reaches a freed object.
final class Handle<Target: AnyObject>: @unchecked Sendable {
    /// The object, until it is freed. Read and written on the main actor only (nodes and
    /// graphs are created and freed there).
    nonisolated(unsafe) unowned(unsafe) var target: Target?

    init(_ target: Target) { self.target = target }
}

/// What outlives a node holds instead of a weak reference to it.
typealias NodeHandle = Handle<_ViewNode>
/// What outlives a graph holds instead of a weak reference to it.
typealias GraphHandle = Handle<ViewGraph>
