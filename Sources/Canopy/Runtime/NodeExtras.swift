/// The fields few nodes use, kept out of ``_ViewNode`` so that the others do not pay for them:
/// one graph node is allocated per view, and most never get an explicit identity, an object
/// subscription or an environment write of their own.
@MainActor
final class NodeExtras {
    /// An identity set on the node itself (a navigation destination's value); `ForEach` rows
    /// and `.id(_:)` content are named by their parent instead.
    @exclusivity(unchecked) var identity: (any Hashable)?
    /// See ``_ViewNode/preferenceObserver``.
    weak var preferenceObserver: _ViewNode?
    /// Subscriptions to the objects the node holds (`@StateObject`, `@ObservedObject`, …),
    /// cancelled when its dependencies are reset.
    @exclusivity(unchecked) var subscriptions: [AnyCancellable] = []
    /// See ``_ViewNode/providedEntries``.
    @exclusivity(unchecked) var providedEntries: [EnvironmentEntry] = []
    /// See ``_ViewNode/providedEntriesAreCurrent``.
    @exclusivity(unchecked) var providedEntriesAreCurrent = false
}
