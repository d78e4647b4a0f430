import Canopy

/// A presented sheet or alert, as the oracle sees it.
public struct FuzzPresenter: Sendable {
    /// The key of its presentation flag.
    public var flag: String
    /// Whether it is an alert (no bars, no detents).
    public var isAlert = false
    /// Whether its content refuses a person's swipe (`interactiveDismissDisabled`, C13).
    public var refusesSwipe = false
    /// The key of its selected detent when it offers detents (C14).
    public var detentKey: String?
}

/// What the tab views, toolbars and detent sheets of a window show (C1–C6, C10, C11, C13,
/// C14, D50–D53).
extension FuzzWindowWalk {
    /// The place inside the sheet presented by `flag`: a presentation has bars of its own,
    /// which on iPadOS only a navigation stack inside it renders (C5, D51).
    func presented(_ place: Place, _ flag: String) -> Place {
        var inner = place
        inner.presentation = flag
        inner.onBar = platform == .macOS
        return inner
    }

    /// Visits a tab view, a toolbar or a detent sheet.
    mutating func visitContainer(_ node: FuzzAppNode, _ place: Place) {
        let id = node.id
        let identity = place.identity(id)
        let key = FuzzKey.view(window, identity)
        switch node.kind {
        case .tabs(let tabs, let children):
            prediction.mounted.insert(key)
            let count = int(FuzzKey.view(window, identity, "badge"))
            let selectionKey = FuzzKey.view(window, identity, "tab")
            let selected = int(selectionKey)
            text("c\(id) \(count)", place)
            button("C" + identity, .cycle(FuzzKey.view(window, identity, "badge"), 3), place)
            var labels: [String] = []
            for index in children.indices {
                let label = FuzzTabs.label(identity, index)
                let badged = index < tabs.badged.count && tabs.badged[index] && count != 0
                labels.append("\"\(label)\"" + (badged ? " badge:\"\(count)\"" : ""))
                if canReach(place) { prediction.tabs.append((label, selectionKey, index)) }
            }
            if place.rendered {
                let title =
                    children.indices.contains(selected)
                    ? FuzzTabs.label(identity, selected) : ""
                prediction.tabBars.append(
                    "tabs:[" + labels.joined(separator: ", ") + "] selected:\"\(title)\"")
            }
            // Every tab is mounted and keeps its state; only the selected one is seen (C10).
            for (index, child) in children.enumerated() {
                var tab = place
                tab.rendered = place.rendered && index == selected
                tab.reachable = place.reachable && index == selected
                visit(child, tab)
            }
        case .toolbar(let placement, let child):
            prediction.mounted.insert(key)
            text("t\(id) \(int(key))", place)
            visit(child, place)
            let label = "T" + identity
            // Off every bar, the item is out of a person's reach (C1).
            if place.onBar { button(label, .increment(key), place) }
            prediction.toolbarCandidates.append(
                (
                    "\(label) @\(placement.placement)", place.presentation,
                    place.onBar && place.rendered
                ))
        case .detentSheet(let options, let child):
            prediction.mounted.insert(key)
            button("P" + identity, .set(key, true), place)
            guard bool(key) else { return }
            let detentKey = FuzzKey.view(window, identity, "detent")
            if place.reachable {
                prediction.presenters.append(
                    FuzzPresenter(
                        flag: key, refusesSwipe: options.dismissDisabled,
                        detentKey: options.detents ? detentKey : nil))
            }
            let inSheet = presented(place, key)
            button("D" + identity, .set(key, false), inSheet)
            if options.detents { text("z\(id) \(FuzzDetent.offered[int(detentKey) % 2])", place) }
            visit(child, inSheet)
        default:
            break
        }
    }

    /// The front-most presentation's toolbar items and detents, once the walk is done: the
    /// last presented sheet's (or the window's when none is) items on a bar and on screen, in
    /// tree order (D50), an alert in front leaving those behind it on screen (C5); the front
    /// sheet's detent, `.large` on macOS (D53), none with an alert in front.
    mutating func resolveContainers() {
        let front = prediction.presenters.last
        let bars = prediction.presenters.last { !$0.isAlert }
        prediction.toolbarItems = prediction.toolbarCandidates
            .filter { $0.presentation == bars?.flag && $0.shown }.map(\.description)
        guard let front, let detentKey = front.detentKey else { return }
        prediction.detents = FuzzDetent.offered
        prediction.detent = platform == .macOS ? .large : FuzzDetent.offered[int(detentKey) % 2]
    }
}
