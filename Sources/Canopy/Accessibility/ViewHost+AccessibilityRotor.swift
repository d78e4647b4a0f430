/// Turning a window's rotors as a VoiceOver user does (D91): listing a rotor's entries and
/// moving accessibility focus to one. Values flow out of the views: the entries are listed
/// from the model when read; moving focus runs the entry's `prepare` and flushes.
extension ViewHost {
    /// A rotor name that names no rotor: the rotors the window does have.
    public struct AccessibilityRotorNotFound: Error, CustomStringConvertible {
        /// The rotor looked for.
        public let rotor: String
        /// The entry looked for, when the rotor exists but has no such entry.
        public let entry: String?
        /// The rotors present, or the rotor's entries when `entry` is set.
        public let available: [String]
        /// A sentence naming what is missing and what is present.
        public var description: String {
            let present = available.isEmpty ? "none" : available.map(quoted).joined(separator: ", ")
            if let entry {
                return
                    "The rotor \(quoted(rotor)) has no entry \(quoted(entry)); it has: \(present)"
            }
            return "No accessibility rotor named \(quoted(rotor)); the window has: \(present)"
        }
    }

    /// The labels of the entries of the rotor named `rotor`, in order: a rotor a view attached
    /// (the first in reading order of that name), or a system rotor by its name ("Headings",
    /// "Links", "Images"). Throws, listing the rotors present, when there is none.
    public func accessibilityRotorEntries(_ rotor: String) throws -> [String] {
        let resolved = resolvedAccessibilityTree()
        if let found = resolved.rotors.first(where: { $0.rotor.name == rotor }) {
            return found.rotor.entries
        }
        if let system = Self.systemRotors.first(where: { $0.name == rotor }),
            let listed = systemEntries(system, in: resolved)
        {
            return listed.map(\.element.label)
        }
        throw AccessibilityRotorNotFound(
            rotor: rotor, entry: nil, available: resolved.rotors.map(\.rotor.name))
    }

    /// The labels of the entries of a system rotor: a view's replacement if one is attached,
    /// else the elements VoiceOver lists in it (headings, links and images by their traits;
    /// none for the rotors Canopy cannot tell, such as bold text).
    public func accessibilityRotorEntries(_ rotor: AccessibilitySystemRotor) -> [String] {
        let resolved = resolvedAccessibilityTree()
        if let found = resolved.rotors.first(where: { $0.systemRotor == rotor }) {
            return found.rotor.entries
        }
        return systemEntries(rotor, in: resolved)?.map(\.element.label) ?? []
    }

    /// Moves accessibility focus (VoiceOver's) to the first entry labelled `entry` of the
    /// rotor named `rotor`, as turning the rotor and swiping to it does: runs the entry's
    /// `prepare`, finds the element it points at — the view its id identifies (a `ForEach`
    /// row, an `.id(_:)`, an `accessibilityRotorEntry(id:in:)`), or the rotor's own element —
    /// and focuses it. An entry whose id names a lazy row not loaded scrolls the scroll view
    /// holding it until the row is loaded, as VoiceOver does (D81). Returns the focused
    /// element's label; `nil` when the entry's view is not in the window and no scroll view
    /// can bring it (an id in a namespace marks a view inside a row, which only the entry's
    /// `prepare` can bring). Throws when there is no such rotor or entry.
    @discardableResult
    public func accessibilityFocusRotorEntry(_ entry: String, in rotor: String) throws
        -> String?
    {
        let resolved = resolvedAccessibilityTree()
        if let found = resolved.rotors.first(where: { $0.rotor.name == rotor }) {
            guard let index = found.rotor.entries.firstIndex(of: entry) else {
                throw AccessibilityRotorNotFound(
                    rotor: rotor, entry: entry, available: found.rotor.entries)
            }
            owner?.windowWasUsed(self)
            let value = found.entries[index]
            HostContext.running(on: platform, clock: clock) { value.prepare() }
            flush()
            let target: AccessibilityItem?
            if value.id == nil {
                target = found.owner
            } else {
                target = rotorEntryTarget(of: value) ?? revealedRotorEntryTarget(of: value)
            }
            return focus(on: target)
        }
        if let system = Self.systemRotors.first(where: { $0.name == rotor }),
            let listed = systemEntries(system, in: resolved)
        {
            guard let target = listed.first(where: { $0.element.label == entry }) else {
                throw AccessibilityRotorNotFound(
                    rotor: rotor, entry: entry, available: listed.map(\.element.label))
            }
            owner?.windowWasUsed(self)
            return focus(on: target.item)
        }
        throw AccessibilityRotorNotFound(
            rotor: rotor, entry: nil, available: resolved.rotors.map(\.rotor.name))
    }

    // MARK: Private

    /// The system rotors whose names a host may use.
    private static let systemRotors: [AccessibilitySystemRotor] =
        [
            .headings, .links, .images, .boldText, .italicText, .underlineText, .misspelledWords,
            .textFields, .tables, .lists, .landmarks,
        ]
        + [AccessibilityHeadingLevel.h1, .h2, .h3, .h4, .h5, .h6].map {
            AccessibilitySystemRotor.headings(level: $0)
        }

    /// The elements the system rotor lists; `nil` when a view replaced it (its entries are
    /// a view's), and no elements for the rotors Canopy cannot tell.
    private func systemEntries(
        _ rotor: AccessibilitySystemRotor, in resolved: ResolvedAccessibilityTree
    ) -> [(element: AccessibilityElement, item: AccessibilityItem)]? {
        if resolved.rotors.contains(where: { $0.systemRotor == rotor }) { return nil }
        return resolved.elements.filter { rotor.lists($0.element) == true }
    }

    /// The first element of the view an entry with an id points at, found in the window
    /// after its `prepare` ran.
    private func rotorEntryTarget(of entry: AccessibilityRotorEntryValue) -> AccessibilityItem? {
        guard let id = entry.id else { return nil }
        let collector = graph.accessibility
        var pending: [_ViewNode] = [graph.root]
        while let node = pending.popLast() {
            if let namespace = entry.namespace {
                if let target = (node as? any AccessibilityAttachmentNode)?.attachment.properties
                    .rotorEntryTarget, target.id == id, target.namespace == namespace
                {
                    return AccessibilityCombining.leafElements(
                        of: collector.outputs[node].reachable
                    )
                    .first
                }
            } else {
                for child in node.readChildren {
                    if let identity = node.identity(ofChild: child), AnyHashable(identity) == id {
                        return AccessibilityCombining.leafElements(
                            of: collector.outputs[child].reachable
                        ).first
                    }
                }
            }
            pending.append(childrenReversed: node.readChildren)
        }
        return nil
    }

    /// The element an entry with an id (and no namespace) points at, in a lazy row that was
    /// not loaded (D81): the first scroll view whose lazy rows include the id scrolls to the
    /// row's estimated place, then layout loads it and the reveal makes the scroll exact, as
    /// `ScrollViewProxy.scrollTo(_:anchor:)` does. An id in a namespace marks a view inside a
    /// row, which no scroll view can find before the row is made: SwiftUI leaves that to the
    /// entry's `prepare`.
    private func revealedRotorEntryTarget(of entry: AccessibilityRotorEntryValue)
        -> AccessibilityItem?
    {
        guard let id = entry.id, entry.namespace == nil else { return nil }
        var pending: [_ViewNode] = [graph.root]
        while let node = pending.popLast() {
            if let scrollable = node as? any ScrollableNode {
                switch ScrollViewProxy.reveal(id, in: scrollable, anchor: nil) {
                case .missing:
                    break
                case .exact, .estimated:
                    // Each layout loads the rows the new offset shows and corrects the
                    // estimate; a few are enough for rows of any estimated height.
                    for _ in 0..<4 {
                        flush()
                        layOut()
                        if let target = rotorEntryTarget(of: entry) { return target }
                    }
                    return nil
                }
            }
            pending.append(childrenReversed: node.readChildren)
        }
        return nil
    }

    /// Moves accessibility focus to the view that made `item`; its label.
    private func focus(on item: AccessibilityItem?) -> String? {
        guard let item, let node = (item.placement ?? item.labelOrigin)?.target, node.isMounted
        else { return nil }
        graph.focus.moveAccessibilityFocus(to: node, using: .voiceOver)
        flush()
        return item.label
    }
}
