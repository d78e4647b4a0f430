/// How `.combine` (A11) and a control's label (A3) merge several elements into one: labels and
/// values joined with `", "` in reading order, empty ones adding nothing (D42); traits the
/// union; the first hint; no identifier; named actions collected, a child's default action
/// becoming one named by the child's label; activating and adjusting reach the only child that
/// can (D43).
enum AccessibilityCombining {
    /// The separator between joined labels and values (D42).
    static let separator = ", "

    /// One element merged from `items` (hidden marks already dropped); containers are merged
    /// through to their elements.
    static func combine(_ items: [AccessibilityItem], by origin: NodeHandle?) -> AccessibilityItem {
        let elements = leafElements(of: items)
        var result = AccessibilityItem.element(label: "", source: .none, origin: origin)
        let labelled = elements.filter { !$0.label.isEmpty }
        result.label = labelled.map(\.label).joined(separator: separator)
        result.labelSource =
            labelled.count == 1 ? labelled[0].labelSource : labelled.isEmpty ? .none : .combined
        if labelled.count == 1 { result.labelOrigin = labelled[0].labelOrigin }
        for element in elements {
            result.value += element.value
            result.traits.formUnion(element.traits)
            if result.hint == nil { result.hint = element.hint }
            if let activation = element.activation {
                result.actions.append(
                    AccessibilityNamedAction(name: element.label, operation: activation))
            }
            result.actions += element.actions
            // D90: the children's custom content, a later child's replacing an earlier
            // one's of the same key; their rotors, in order (D91).
            AccessibilityCustomContentEntry.apply(
                element.customContent, to: &result.customContent)
            result.rotors += element.rotors
        }
        let activatable = elements.compactMap(\.activation)
        if activatable.count == 1 { result.activation = activatable[0] }
        let adjustable = elements.compactMap(\.adjustment)
        if adjustable.count == 1 { result.adjustment = adjustable[0] }
        return result
    }

    /// The label `items` give a control (A3, D42): their elements' non-empty labels joined.
    static func label(of items: [AccessibilityItem], by origin: NodeHandle) -> (
        String, AccessibilityItem.LabelSource, NodeHandle?
    ) {
        let labelled = leafElements(of: items).filter { !$0.label.isEmpty }
        let label = labelled.map(\.label).joined(separator: separator)
        guard labelled.count != 1 else {
            return (label, labelled[0].labelSource, labelled[0].labelOrigin)
        }
        return (label, labelled.isEmpty ? .none : .combined, origin)
    }

    /// The elements of `items` in reading order, containers opened, hidden marks dropped.
    static func leafElements(of items: [AccessibilityItem]) -> [AccessibilityItem] {
        var result: [AccessibilityItem] = []
        var pending = Array(items.reversed())
        while let item = pending.popLast() {
            switch item.kind {
            case .element: result.append(item)
            case .container: pending.append(contentsOf: item.children.reachable.reversed())
            case .hidden: break
            }
        }
        return result
    }
}
