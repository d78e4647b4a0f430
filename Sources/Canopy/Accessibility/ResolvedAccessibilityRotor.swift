/// A rotor as read from the tree (D91): its entries listed now, each with the label a person
/// hears, and the item carrying the rotor (the owner an entry without an id points at).
@MainActor
struct ResolvedAccessibilityRotor {
    let rotor: AccessibilityTree.Rotor
    let systemRotor: AccessibilitySystemRotor?
    let entries: [AccessibilityRotorEntryValue]
    let owner: AccessibilityItem

    init(_ definition: AccessibilityRotorDefinition, owner: AccessibilityItem) {
        entries = definition.entries()
        systemRotor = definition.systemRotor
        self.owner = owner
        rotor = AccessibilityTree.Rotor(
            name: definition.name, entries: entries.map { $0.spokenLabel(in: owner.label) })
    }
}
