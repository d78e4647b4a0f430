/// A rotor an accessibility modifier attaches (``View/accessibilityRotor(_:entries:)``): its
/// name and how to list its entries. The entries are listed when a host reads the rotor, not
/// when the view is evaluated, so they follow the model they are made from (D91).
struct AccessibilityRotorDefinition {
    /// The name a person hears ("Unread"), or the replaced system rotor's.
    let name: String
    /// The system rotor it replaces, if any.
    let systemRotor: AccessibilitySystemRotor?
    let entries: @MainActor () -> [AccessibilityRotorEntryValue]

    /// The attribute the tree renderer prints on the modified view's line.
    var renderedAttribute: String {
        if let systemRotor { return ".accessibilityRotor(\(systemRotor.name))" }
        return ".accessibilityRotor(\(quoted(name)))"
    }
}

/// Which rotor of which modifier an item carries: the collected tree holds no closures
/// (a node's rotor is found on the node when the tree is read).
struct AccessibilityRotorReference: Equatable, Sendable {
    let node: NodeHandle
    let index: Int

    static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.node === rhs.node && lhs.index == rhs.index
    }

    /// The rotor, if its node is still mounted.
    @MainActor var definition: AccessibilityRotorDefinition? {
        guard let node = node.target, node.isMounted,
            let rotors = (node as? any AccessibilityAttachmentNode)?.attachment.properties.rotors,
            rotors.indices.contains(index)
        else { return nil }
        return rotors[index]
    }
}
