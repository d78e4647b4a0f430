/// The accessibility modifiers that attach rotors (D91): named lists of places a VoiceOver
/// user jumps between by turning the rotor. The rotor belongs to the element (or container)
/// the modified view contributes; its entries are listed when the tree is read. Values flow
/// up; nothing flows down.
extension View {
    /// Attaches a rotor named `label` whose entries `entries` builds.
    public func accessibilityRotor<Content: AccessibilityRotorContent>(
        _ label: Text, @AccessibilityRotorContentBuilder entries: @escaping () -> Content
    ) -> some View {
        attachingRotor(label.content, nil, Self.listing(entries))
    }

    /// Attaches a rotor named by a string literal or key.
    public func accessibilityRotor<Content: AccessibilityRotorContent>(
        _ labelKey: LocalizedStringKey,
        @AccessibilityRotorContentBuilder entries: @escaping () -> Content
    ) -> some View {
        attachingRotor(labelKey.text, nil, Self.listing(entries))
    }

    /// Attaches a rotor named by a string.
    @_disfavoredOverload
    public func accessibilityRotor<L: StringProtocol, Content: AccessibilityRotorContent>(
        _ label: L, @AccessibilityRotorContentBuilder entries: @escaping () -> Content
    ) -> some View {
        attachingRotor(String(label), nil, Self.listing(entries))
    }

    /// Replaces the system rotor `systemRotor` with the entries `entries` builds.
    public func accessibilityRotor<Content: AccessibilityRotorContent>(
        _ systemRotor: AccessibilitySystemRotor,
        @AccessibilityRotorContentBuilder entries: @escaping () -> Content
    ) -> some View {
        attachingRotor(systemRotor.name, systemRotor, Self.listing(entries))
    }

    /// Attaches a rotor named `rotorLabel` with one entry per element of `entries`, which
    /// identifies the view it focuses, labelled by its value at `entryLabel`.
    public func accessibilityRotor<EntryModel: Identifiable>(
        _ rotorLabel: Text, entries: [EntryModel], entryLabel: KeyPath<EntryModel, String>
    ) -> some View {
        attachingRotor(rotorLabel.content, nil, Self.listing(entries, \.id, entryLabel))
    }

    /// A rotor named by a string literal or key, one entry per `Identifiable` element.
    public func accessibilityRotor<EntryModel: Identifiable>(
        _ rotorLabelKey: LocalizedStringKey, entries: [EntryModel],
        entryLabel: KeyPath<EntryModel, String>
    ) -> some View {
        attachingRotor(rotorLabelKey.text, nil, Self.listing(entries, \.id, entryLabel))
    }

    /// A rotor named by a string, one entry per `Identifiable` element.
    @_disfavoredOverload
    public func accessibilityRotor<L: StringProtocol, EntryModel: Identifiable>(
        _ rotorLabel: L, entries: [EntryModel], entryLabel: KeyPath<EntryModel, String>
    ) -> some View {
        attachingRotor(String(rotorLabel), nil, Self.listing(entries, \.id, entryLabel))
    }

    /// Replaces `systemRotor` with one entry per `Identifiable` element.
    public func accessibilityRotor<EntryModel: Identifiable>(
        _ systemRotor: AccessibilitySystemRotor, entries: [EntryModel],
        entryLabel: KeyPath<EntryModel, String>
    ) -> some View {
        attachingRotor(
            systemRotor.name, systemRotor, Self.listing(entries, \.id, entryLabel))
    }

    /// A rotor named `rotorLabel`, one entry per element, identified by its value at
    /// `entryID` and labelled by its value at `entryLabel`.
    public func accessibilityRotor<EntryModel, ID: Hashable>(
        _ rotorLabel: Text, entries: [EntryModel], entryID: KeyPath<EntryModel, ID>,
        entryLabel: KeyPath<EntryModel, String>
    ) -> some View {
        attachingRotor(rotorLabel.content, nil, Self.listing(entries, entryID, entryLabel))
    }

    /// A rotor named by a string literal or key, entries identified by `entryID`.
    public func accessibilityRotor<EntryModel, ID: Hashable>(
        _ rotorLabelKey: LocalizedStringKey, entries: [EntryModel],
        entryID: KeyPath<EntryModel, ID>, entryLabel: KeyPath<EntryModel, String>
    ) -> some View {
        attachingRotor(rotorLabelKey.text, nil, Self.listing(entries, entryID, entryLabel))
    }

    /// A rotor named by a string, entries identified by `entryID`.
    @_disfavoredOverload
    public func accessibilityRotor<L: StringProtocol, EntryModel, ID: Hashable>(
        _ rotorLabel: L, entries: [EntryModel], entryID: KeyPath<EntryModel, ID>,
        entryLabel: KeyPath<EntryModel, String>
    ) -> some View {
        attachingRotor(String(rotorLabel), nil, Self.listing(entries, entryID, entryLabel))
    }

    /// Replaces `systemRotor`, entries identified by `entryID`.
    public func accessibilityRotor<EntryModel, ID: Hashable>(
        _ systemRotor: AccessibilitySystemRotor, entries: [EntryModel],
        entryID: KeyPath<EntryModel, ID>, entryLabel: KeyPath<EntryModel, String>
    ) -> some View {
        attachingRotor(
            systemRotor.name, systemRotor, Self.listing(entries, entryID, entryLabel))
    }

    /// A rotor named `label` with one entry per range of the element's text (its label), each
    /// labelled by the text in its range.
    public func accessibilityRotor(_ label: Text, textRanges: [Range<String.Index>])
        -> some View
    {
        attachingRotor(label.content, nil, Self.listing(textRanges))
    }

    /// A rotor named by a string literal or key, one entry per range of the element's text.
    public func accessibilityRotor(
        _ labelKey: LocalizedStringKey, textRanges: [Range<String.Index>]
    ) -> some View {
        attachingRotor(labelKey.text, nil, Self.listing(textRanges))
    }

    /// A rotor named by a string, one entry per range of the element's text.
    @_disfavoredOverload
    public func accessibilityRotor<L: StringProtocol>(
        _ label: L, textRanges: [Range<String.Index>]
    ) -> some View {
        attachingRotor(String(label), nil, Self.listing(textRanges))
    }

    /// Replaces `systemRotor` with one entry per range of the element's text.
    public func accessibilityRotor(
        _ systemRotor: AccessibilitySystemRotor, textRanges: [Range<String.Index>]
    ) -> some View {
        attachingRotor(systemRotor.name, systemRotor, Self.listing(textRanges))
    }

    /// Marks this view's element as the target of rotor entries made with `id` in
    /// `namespace` (``AccessibilityRotorEntry/init(_:id:in:textRange:prepare:)-(Text,_,_,_,_)``).
    public func accessibilityRotorEntry<ID: Hashable>(id: ID, in namespace: Namespace.ID)
        -> some View
    {
        attachingAccessibility {
            $0.rotorEntryTarget = AccessibilityRotorEntryTarget(
                id: AnyHashable(id), namespace: namespace)
        }
    }

    // MARK: Private

    private func attachingRotor(
        _ name: String, _ systemRotor: AccessibilitySystemRotor?,
        _ entries: @escaping @MainActor () -> [AccessibilityRotorEntryValue]
    ) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        attachingAccessibility {
            $0.rotors.append(
                AccessibilityRotorDefinition(
                    name: name, systemRotor: systemRotor, entries: entries))
        }
    }

    private static func listing<Content: AccessibilityRotorContent>(
        _ content: @escaping () -> Content
    ) -> @MainActor () -> [AccessibilityRotorEntryValue] {
        {
            var entries: [AccessibilityRotorEntryValue] = []
            content().appendRotorEntries(to: &entries)
            return entries
        }
    }

    private static func listing<EntryModel, ID: Hashable>(
        _ models: [EntryModel], _ id: KeyPath<EntryModel, ID>,
        _ label: KeyPath<EntryModel, String>
    ) -> @MainActor () -> [AccessibilityRotorEntryValue] {
        {
            models.map {
                AccessibilityRotorEntryValue(
                    label: $0[keyPath: label], id: AnyHashable($0[keyPath: id]), namespace: nil,
                    textRange: nil, prepare: {})
            }
        }
    }

    private static func listing(_ ranges: [Range<String.Index>])
        -> @MainActor () -> [AccessibilityRotorEntryValue]
    {
        {
            ranges.map {
                AccessibilityRotorEntryValue(
                    label: nil, id: nil, namespace: nil, textRange: $0, prepare: {})
            }
        }
    }
}

/// Where ``View/accessibilityRotorEntry(id:in:)`` marks a view as a rotor entry's target.
/// Unchecked: the id is any `Hashable` (as in SwiftUI), but it is only made in a view's body
/// and compared while the tree is read, both on the main actor.
struct AccessibilityRotorEntryTarget: @unchecked Sendable {
    let id: AnyHashable
    let namespace: Namespace.ID
}
