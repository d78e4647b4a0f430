/// What a navigation container offers the views inside it: links push onto it, and
/// `navigationDestination(for:)` registers how to show a pushed value. Provided through the
/// environment, so the nearest container wins.
@MainActor
final class NavigationContext {
    /// One pushed destination: a value (shown by a registered destination) or a view.
    enum Entry: Hashable {
        case value(AnyHashable)
        case view(id: Int)
    }

    private(set) var destinations: [ObjectIdentifier: (AnyHashable) -> AnyView] = [:]
    /// Which node registered each destination, so leaving the tree unregisters only its own.
    private var registrants: [ObjectIdentifier: ObjectIdentifier] = [:]
    private(set) var views: [Int: AnyView] = [:]
    private var nextViewID = 0
    /// Adds an entry (the container decides where it goes: a stack pushes, a split view shows
    /// it in the detail column).
    var push: (Entry) -> Void = { _ in }
    /// Called when a destination was registered, so unresolved entries can be shown.
    var destinationsChanged: () -> Void = {}
    /// Called when what an entry shows was built again (a destination registered anew by a
    /// view that re-ran, a presented view handed a new value), so a level showing it is
    /// updated as SwiftUI updates it.
    var entriesRebuilt: ([Entry]) -> Void = { _ in }
    /// The entries shown now (set by the container).
    var shownEntries: [Entry] = []
    /// Removes an entry (and everything pushed after it) from the container.
    var remove: (Entry) -> Void = { _ in }
    /// Told when an entry leaves the container (popped by a back button or by code), so a
    /// `navigationDestination(isPresented:)` can reset its binding.
    private var removalObservers: [Entry: @MainActor () -> Void] = [:]

    func observeRemoval(of entry: Entry, _ observer: @escaping @MainActor () -> Void) {
        removalObservers[entry] = observer
    }

    func stopObservingRemoval(of entry: Entry) { removalObservers[entry] = nil }

    /// The container no longer shows these entries.
    func entriesRemoved(_ entries: [Entry]) {
        for entry in entries {
            if let observer = removalObservers.removeValue(forKey: entry) { observer() }
        }
    }

    func register<D: Hashable>(
        _ type: D.Type, by registrant: ObjectIdentifier, _ build: @escaping (D) -> AnyView
    ) {
        let key = ObjectIdentifier(type)
        let isNew = destinations[key] == nil
        destinations[key] = { value in build(value.base as! D) }
        registrants[key] = registrant
        if isNew {
            destinationsChanged()
        } else {
            let showing = shownEntries.filter {
                if case .value(let value) = $0 {
                    return key == ObjectIdentifier(Swift.type(of: value.base))
                }
                return false
            }
            if !showing.isEmpty { entriesRebuilt(showing) }
        }
    }

    func unregister<D: Hashable>(_ type: D.Type, by registrant: ObjectIdentifier) {
        let key = ObjectIdentifier(type)
        guard registrants[key] == registrant else { return }
        destinations[key] = nil
        registrants[key] = nil
    }

    /// Forgets the views of entries no longer pushed.
    func keepViews(for entries: [Entry]) {
        let kept = Set(
            entries.compactMap { entry -> Int? in
                if case .view(let id) = entry { return id } else { return nil }
            })
        views = views.filter { kept.contains($0.key) }
    }

    /// Replaces the view a view entry shows (a presented destination handed a new value).
    func replaceView(of entry: Entry, with view: AnyView) {
        guard case .view(let id) = entry, views[id] != nil else { return }
        views[id] = view
        if shownEntries.contains(entry) { entriesRebuilt([entry]) }
    }

    func entry(for view: AnyView) -> Entry {
        nextViewID += 1
        views[nextViewID] = view
        return .view(id: nextViewID)
    }

    /// The view an entry shows, or `nil` when no destination is registered for its value.
    func view(for entry: Entry) -> AnyView? {
        switch entry {
        case .value(let value): destinations[ObjectIdentifier(type(of: value.base))]?(value)
        case .view(let id): views[id]
        }
    }
}

struct NavigationContextKey: EnvironmentKey, RuntimeEnvironmentKey {
    static var defaultValue: NavigationContext? { nil }
}

extension EnvironmentValues {
    var navigationContext: NavigationContext? {
        get { self[NavigationContextKey.self] }
        set { self[NavigationContextKey.self] = newValue }
    }
}
