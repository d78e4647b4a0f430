/// Where a piece of state lives: in a node slot for `@State`. Bindings point at a location, so
/// reading through a binding registers the reader on the same location as reading the state.
@MainActor
class AnyLocation {
    /// The nodes whose last evaluation read this location.
    @exclusivity(unchecked) var dependents = DependentList()
    /// `nil` once the graph is gone: a binding or a task may keep the location alive after its
    /// host, and a write then must not touch a freed graph.
    var graph: ViewGraph? { graphHandle?.target }
    private let graphHandle: GraphHandle?
    /// Whose state this is, for diagnostics.
    let owner: LocationOwner
    /// The property that declared it (`count`), when a view's `@State` did: a binding to it
    /// prints as `$count`.
    let name: String?

    init(graph: ViewGraph?, owner: LocationOwner, name: String? = nil) {
        graphHandle = graph?.handle
        self.owner = owner
        self.name = name
    }

    /// Names the location's owner in a diagnostic: its view's path while the view lives.
    func ownerPath() -> String {
        switch owner {
        case .view(let handle): handle.target?.path ?? "(a view no longer in the tree)"
        case .named(let name): name
        }
    }

    func trackRead() {
        ViewGraph.currentTrackingNode?.registerRead(of: self)
    }

    func didChange() {
        if let graph, graph.trackingNode != nil {
            graph.record(
                Diagnostic(
                    kind: .stateModifiedDuringUpdate,
                    message:
                        "Modifying state during view update, this will cause undefined behavior.",
                    viewPath: ownerPath()))
        }
        dependents.invalidateAll(kind: .location)
        graph?.requestFlush()
    }
}

/// The storage behind one `@State` property of one node.
@MainActor
final class StoredLocation<Value>: AnyLocation {
    @exclusivity(unchecked) private var value: Value

    init(_ value: Value, graph: ViewGraph, owner: LocationOwner, name: String? = nil) {
        self.value = value
        super.init(graph: graph, owner: owner, name: name)
    }

    func get() -> Value {
        trackRead()
        return value
    }

    /// Stores `newValue`; readers are invalidated only if it differs (an equal write is free).
    func set(_ newValue: Value) {
        let changed = !ValueEquality.equal(value, newValue)
        value = newValue
        if changed { didChange() }
    }
}

/// Whose state a location holds: a view's (named by its path while it lives; a handle, not a
/// closure, so a location costs no extra allocation), or something named once (a storage key).
enum LocationOwner {
    case view(NodeHandle)
    case named(String)
}
