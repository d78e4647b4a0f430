/// The fields few nodes use, kept out of ``_ViewNode`` so that the others do not pay for them:
/// one graph node is allocated per view, and most never get an explicit identity, an object
/// subscription or an environment write of their own.
@MainActor
final class NodeExtras {
    /// An identity set on the node itself (a navigation destination's value); `ForEach` rows
    /// and `.id(_:)` content are named by their parent instead.
    @exclusivity(unchecked) var identity: (any Hashable)?
    /// Subscriptions to the objects the node holds (`@StateObject`, `@ObservedObject`, …),
    /// cancelled when its dependencies are reset.
    @exclusivity(unchecked) var subscriptions: [AnyCancellable] = []
    /// See ``_ViewNode/providedEntries``.
    @exclusivity(unchecked) var providedEntries: [EnvironmentEntry] = []
    /// See ``_ViewNode/providedEntriesAreCurrent``.
    @exclusivity(unchecked) var providedEntriesAreCurrent = false
    /// See ``_ViewNode/handle``. (Nonisolated only so that the node's `deinit` can clear its
    /// target; touched on the main actor only.)
    @exclusivity(unchecked) nonisolated(unsafe) var handle: NodeHandle?
}

/// The node fields that live in ``NodeExtras``: reading one on a node without extras answers
/// the default, and writing the default there allocates nothing.
extension _ViewNode {
    /// An explicit identity (a `ForEach` element's id, an `.id(_:)` value), shown in view paths
    /// after the type name. The parent that gave it answers (a `ForEach` keeps its rows' ids
    /// anyway); one set directly is kept in ``extras``.
    var identity: (any Hashable)? {
        get { parent?.identity(ofChild: self) ?? extras?.identity }
        set {
            if newValue == nil && extras == nil { return }
            madeExtras.identity = newValue
        }
    }

    /// The entries this node wrote in front of its inherited environment, newest first.
    var providedEntries: [EnvironmentEntry] {
        get { extras?.providedEntries ?? [] }
        set {
            if newValue.isEmpty && extras == nil { return }
            madeExtras.providedEntries = newValue
        }
    }

    /// Whether ``providedEntries`` hang from the current inherited list (false until the first
    /// write, and after an ancestor rebuilt its list).
    var providedEntriesAreCurrent: Bool {
        get { extras?.providedEntriesAreCurrent ?? false }
        set {
            if !newValue && extras == nil { return }
            madeExtras.providedEntriesAreCurrent = newValue
        }
    }

    /// The node's extras, made now if it had none.
    var madeExtras: NodeExtras {
        if let extras { return extras }
        let made = NodeExtras()
        extras = made
        return made
    }
}
