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
    /// Whose state this is, for diagnostics. A `@State` location names its node unowned while
    /// the node holds it in a slot; the node hands it a handle if it drops the slot while it
    /// lives, or marks it gone when it is freed (see ``ownerWillGo(_:)``).
    /// (Nonisolated only so that a node's `deinit` can mark it gone; it is touched on the main
    /// actor only, where nodes are created and freed.)
    nonisolated(unsafe) private(set) var owner: LocationOwner
    /// The property that declared it (`count`), when a view's `@State` did: a binding to it
    /// prints as `$count`. One word, shared by every location its property makes: a string's
    /// two words made a leaf's `@State<Int>` location ask for 80 bytes (a 96-byte chunk), now
    /// 72 (an 80-byte one).
    private let propertyName: PropertyName?

    /// The property that declared it, if any (see ``propertyName``).
    nonisolated var name: String? { propertyName?.text }

    init(graph: ViewGraph?, owner: LocationOwner, name: PropertyName? = nil) {
        graphHandle = graph?.handle
        self.owner = owner
        self.propertyName = name
    }

    /// Names the location's owner in a diagnostic: its view's path while the view lives.
    func ownerPath() -> String {
        switch owner {
        case .view(let handle): handle.target?.path ?? Self.goneOwnerPath
        case .slotOf(let holder): holder.node.path
        case .gone: Self.goneOwnerPath
        case .label(let label): label.text
        }
    }

    private static let goneOwnerPath = "(a view no longer in the tree)"

    /// Called by `node`, which holds this location in a slot, when it lets go of the slot
    /// while it lives on (unmounted, until the update ends): its path still names it, as a
    /// handle's would until the node is freed.
    func ownerWillGo(_ node: _ViewNode) {
        guard case .slotOf(let holder) = owner, holder.node === node else { return }
        owner = .view(node.handle)
    }

    /// Called by `node`, which holds this location in a slot, when it is freed or its graph is
    /// torn down: from then on it names no view.
    nonisolated func ownerDidGo(_ node: _ViewNode) {
        guard case .slotOf(let holder) = owner, holder.node === node else { return }
        owner = .gone
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

    init(_ value: Value, graph: ViewGraph, owner: LocationOwner, name: PropertyName? = nil) {
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
/// One word: every payload is a reference (a name is boxed, since a string's two words made the
/// enum, and so every `@State` location, a word larger, for the few locations with a name).
enum LocationOwner {
    case view(NodeHandle)
    /// The node that holds the location in one of its slots, unowned: a `@State` location is
    /// made in its node's slot, and a handle for every node with state was an allocation per
    /// node. The node replaces it before it can dangle (see ``AnyLocation/ownerWillGo(_:)`` and
    /// ``AnyLocation/ownerDidGo(_:)``).
    case slotOf(SlotHolder)
    /// A view that is no longer in the tree.
    case gone
    /// Something named once (see ``named(_:)``).
    case label(OwnerLabel)

    /// An owner named once, by `text` (`@AppStorage("key")`).
    static func named(_ text: String) -> LocationOwner { .label(OwnerLabel(text)) }
}

/// The name of a location's owner that is not a view (see ``LocationOwner/named(_:)``).
final class OwnerLabel: Sendable {
    let text: String
    init(_ text: String) { self.text = text }
}

/// The name of the property that declared a location (`count` for `@State var count`), held by
/// reference: made once per property of a view type, and shared by the locations it makes.
final class PropertyName: Sendable {
    let text: String
    init(_ text: String) { self.text = text }
}

/// The node named by ``LocationOwner/slotOf(_:)``.
struct SlotHolder {
    unowned(unsafe) let node: _ViewNode
}
