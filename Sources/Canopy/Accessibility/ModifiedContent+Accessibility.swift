/// A chain of accessibility modifiers on one view is one modifier, as in SwiftUI: each call on
/// content that already has an ``AccessibilityAttachmentModifier`` writes into it (the newer
/// write replacing, traits and actions accumulating) and returns the same type,
/// `ModifiedContent<Content, AccessibilityAttachmentModifier>`. The tree has one node for the
/// chain, which prints every call on the view's line.
extension ModifiedContent where Content: View, Modifier == AccessibilityAttachmentModifier {
    /// The label, replacing the one the view gives it (A6).
    public func accessibilityLabel(_ label: Text) -> Self { merging { $0.label = label.content } }
    /// The label, from a string literal or key (A6).
    public func accessibilityLabel(_ labelKey: LocalizedStringKey) -> Self {
        merging { $0.label = labelKey.text }
    }
    /// The label, from a string value (A6).
    @_disfavoredOverload
    public func accessibilityLabel<S: StringProtocol>(_ label: S) -> Self {
        merging { $0.label = String(label) }
    }
    /// The value (A7).
    public func accessibilityValue(_ value: Text) -> Self { merging { $0.value = value.content } }
    /// The value, from a string literal or key (A7).
    public func accessibilityValue(_ valueKey: LocalizedStringKey) -> Self {
        merging { $0.value = valueKey.text }
    }
    /// The value, from a string value (A7).
    @_disfavoredOverload
    public func accessibilityValue<S: StringProtocol>(_ value: S) -> Self {
        merging { $0.value = String(value) }
    }
    /// The hint (A7).
    public func accessibilityHint(_ hint: Text) -> Self { merging { $0.hint = hint.content } }
    /// The hint, from a string literal or key (A7).
    public func accessibilityHint(_ hintKey: LocalizedStringKey) -> Self {
        merging { $0.hint = hintKey.text }
    }
    /// The hint, from a string value (A7).
    @_disfavoredOverload
    public func accessibilityHint<S: StringProtocol>(_ hint: S) -> Self {
        merging { $0.hint = String(hint) }
    }
    /// The identifier (A7).
    public func accessibilityIdentifier(_ identifier: String) -> Self {
        merging { $0.identifier = identifier }
    }
    /// The input labels (A7).
    public func accessibilityInputLabels(_ inputLabels: [Text]) -> Self {
        merging { $0.inputLabels = inputLabels.map(\.content) }
    }
    /// The input labels, from string literals or keys (A7).
    public func accessibilityInputLabels(_ inputLabelKeys: [LocalizedStringKey]) -> Self {
        merging { $0.inputLabels = inputLabelKeys.map(\.text) }
    }
    /// Whether the view is hidden (A9); a later call replaces an earlier one.
    public func accessibilityHidden(_ hidden: Bool) -> Self { merging { $0.isHidden = hidden } }
    /// Adds traits (A8).
    public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> Self {
        merging { $0.traitChanges.append(.add(traits)) }
    }
    /// Removes traits (A8).
    public func accessibilityRemoveTraits(_ traits: AccessibilityTraits) -> Self {
        merging { $0.traitChanges.append(.remove(traits)) }
    }
    /// The heading level (A8).
    public func accessibilityHeading(_ level: AccessibilityHeadingLevel) -> Self {
        merging { $0.heading = level }
    }
    /// The sort priority (A12).
    public func accessibilitySortPriority(_ sortPriority: Double) -> Self {
        merging { $0.sortPriority = sortPriority }
    }
    /// Attaches an action of `actionKind` (A13, A14).
    public func accessibilityAction(
        _ actionKind: AccessibilityActionKind = .default,
        _ handler: @escaping @MainActor () -> Void
    ) -> Self {
        merging {
            $0.actions.append(AccessibilityProperties.Action(kind: actionKind, handler: handler))
        }
    }
    /// Attaches a custom action named `name` (A14).
    public func accessibilityAction(named name: Text, _ handler: @escaping @MainActor () -> Void)
        -> Self
    {
        accessibilityAction(AccessibilityActionKind(named: name), handler)
    }
    /// Attaches a custom action named by a string literal or key (A14).
    public func accessibilityAction(
        named nameKey: LocalizedStringKey, _ handler: @escaping @MainActor () -> Void
    ) -> Self {
        accessibilityAction(AccessibilityActionKind(kind: .named(nameKey.text)), handler)
    }
    /// Attaches a custom action named by a string value (A14).
    @_disfavoredOverload
    public func accessibilityAction<S: StringProtocol>(
        named name: S, _ handler: @escaping @MainActor () -> Void
    ) -> Self {
        accessibilityAction(AccessibilityActionKind(kind: .named(String(name))), handler)
    }
    /// Makes the element adjustable (A15).
    public func accessibilityAdjustableAction(
        _ handler: @escaping @MainActor (AccessibilityAdjustmentDirection) -> Void
    ) -> Self {
        merging { $0.adjustableAction = handler }
    }

    /// This content with `write`'s properties on top of the modifier's.
    private func merging(_ write: (inout AccessibilityProperties) -> Void) -> Self {
        var newer = AccessibilityProperties()
        write(&newer)
        return ModifiedContent(content: content, modifier: modifier.merged(with: newer))
    }
}
