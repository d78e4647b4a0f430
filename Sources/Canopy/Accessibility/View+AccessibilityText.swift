/// The accessibility modifiers that attach text to an element: label, value, hint, identifier
/// and input labels (A6, A7). Each returns the content with an
/// ``AccessibilityAttachmentModifier``, as in SwiftUI; values flow up to the element the
/// content contributes (or create one over content that contributes none).
extension View {
    /// The element's label, replacing the one the view gives it (A6). Outside an inner label,
    /// this one wins.
    public func accessibilityLabel(_ label: Text) -> ModifiedContent<
        Self, AccessibilityAttachmentModifier
    > {
        attachingAccessibility { $0.label = label.content }
    }

    /// The element's label, from a string literal or key (A6).
    public func accessibilityLabel(_ labelKey: LocalizedStringKey) -> ModifiedContent<
        Self, AccessibilityAttachmentModifier
    > {
        attachingAccessibility { $0.label = labelKey.text }
    }

    /// The element's label, from a string value (A6).
    @_disfavoredOverload
    public func accessibilityLabel<S: StringProtocol>(_ label: S) -> ModifiedContent<
        Self, AccessibilityAttachmentModifier
    > {
        attachingAccessibility { $0.label = String(label) }
    }

    /// The element's label when `isEnabled`; otherwise the view's own (A6).
    public func accessibilityLabel(_ label: Text, isEnabled: Bool) -> ModifiedContent<
        Self, AccessibilityAttachmentModifier
    > {
        attachingAccessibility { if isEnabled { $0.label = label.content } }
    }

    /// The element's value, when it differs from its label (A7): replaces a control's own.
    public func accessibilityValue(_ value: Text) -> ModifiedContent<
        Self, AccessibilityAttachmentModifier
    > {
        attachingAccessibility { $0.value = value.content }
    }

    /// The element's value, from a string literal or key (A7).
    public func accessibilityValue(_ valueKey: LocalizedStringKey) -> ModifiedContent<
        Self, AccessibilityAttachmentModifier
    > {
        attachingAccessibility { $0.value = valueKey.text }
    }

    /// The element's value, from a string value (A7).
    @_disfavoredOverload
    public func accessibilityValue<S: StringProtocol>(_ value: S) -> ModifiedContent<
        Self, AccessibilityAttachmentModifier
    > {
        attachingAccessibility { $0.value = String(value) }
    }

    /// The element's value when `isEnabled` (A7).
    public func accessibilityValue(_ value: Text, isEnabled: Bool) -> ModifiedContent<
        Self, AccessibilityAttachmentModifier
    > {
        attachingAccessibility { if isEnabled { $0.value = value.content } }
    }

    /// What activating the element does, spoken after its label (A7).
    public func accessibilityHint(_ hint: Text) -> ModifiedContent<
        Self, AccessibilityAttachmentModifier
    > {
        attachingAccessibility { $0.hint = hint.content }
    }

    /// The hint, from a string literal or key (A7).
    public func accessibilityHint(_ hintKey: LocalizedStringKey) -> ModifiedContent<
        Self, AccessibilityAttachmentModifier
    > {
        attachingAccessibility { $0.hint = hintKey.text }
    }

    /// The hint, from a string value (A7).
    @_disfavoredOverload
    public func accessibilityHint<S: StringProtocol>(_ hint: S) -> ModifiedContent<
        Self, AccessibilityAttachmentModifier
    > {
        attachingAccessibility { $0.hint = String(hint) }
    }

    /// The hint when `isEnabled` (A7).
    public func accessibilityHint(_ hint: Text, isEnabled: Bool) -> ModifiedContent<
        Self, AccessibilityAttachmentModifier
    > {
        attachingAccessibility { if isEnabled { $0.hint = hint.content } }
    }

    /// An identifier for tests to find the element by; never spoken (A7).
    public func accessibilityIdentifier(_ identifier: String) -> ModifiedContent<
        Self, AccessibilityAttachmentModifier
    > {
        attachingAccessibility { $0.identifier = identifier }
    }

    /// The identifier when `isEnabled` (A7).
    public func accessibilityIdentifier(_ identifier: String, isEnabled: Bool)
        -> ModifiedContent<Self, AccessibilityAttachmentModifier>
    {
        attachingAccessibility { if isEnabled { $0.identifier = identifier } }
    }

    /// The names a person can speak to Voice Control for the element, in order (A7).
    public func accessibilityInputLabels(_ inputLabels: [Text]) -> ModifiedContent<
        Self, AccessibilityAttachmentModifier
    > {
        attachingAccessibility { $0.inputLabels = inputLabels.map(\.content) }
    }

    /// The input labels, from string literals or keys (A7).
    public func accessibilityInputLabels(_ inputLabelKeys: [LocalizedStringKey])
        -> ModifiedContent<Self, AccessibilityAttachmentModifier>
    {
        attachingAccessibility { $0.inputLabels = inputLabelKeys.map(\.text) }
    }

    /// The input labels, from string values (A7).
    @_disfavoredOverload
    public func accessibilityInputLabels<S: StringProtocol>(_ inputLabels: [S])
        -> ModifiedContent<Self, AccessibilityAttachmentModifier>
    {
        attachingAccessibility { $0.inputLabels = inputLabels.map { String($0) } }
    }

    /// The input labels when `isEnabled` (A7).
    public func accessibilityInputLabels(_ inputLabels: [Text], isEnabled: Bool)
        -> ModifiedContent<Self, AccessibilityAttachmentModifier>
    {
        attachingAccessibility { if isEnabled { $0.inputLabels = inputLabels.map(\.content) } }
    }

    /// The content with an attachment holding the properties `write` sets.
    func attachingAccessibility(_ write: (inout AccessibilityProperties) -> Void)
        -> ModifiedContent<Self, AccessibilityAttachmentModifier>
    {
        var properties = AccessibilityProperties()
        write(&properties)
        return ModifiedContent(
            content: self, modifier: AccessibilityAttachmentModifier(properties: properties))
    }
}
