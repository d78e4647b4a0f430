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
    let ownerPath: () -> String

    init(graph: ViewGraph?, ownerPath: @escaping () -> String) {
        graphHandle = graph?.handle
        self.ownerPath = ownerPath
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
        dependents.invalidateAll()
        graph?.requestFlush()
    }
}

/// The storage behind one `@State` property of one node.
@MainActor
final class StoredLocation<Value>: AnyLocation {
    @exclusivity(unchecked) private var value: Value

    init(_ value: Value, graph: ViewGraph, ownerPath: @escaping () -> String) {
        self.value = value
        super.init(graph: graph, ownerPath: ownerPath)
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
