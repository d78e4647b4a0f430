/// The accessibility modifiers that give an element custom content (D90): labelled values
/// VoiceOver reads on request, or with the element when their importance is `.high`. Values
/// flow up to the element the content contributes; written again with the same key further
/// out, the outer write wins, and a `nil` value removes the key.
extension View {
    /// Adds the custom content `value`, labelled and identified by `key`, to the element; a
    /// `nil` value removes the content of that key written further in.
    public func accessibilityCustomContent(
        _ key: AccessibilityCustomContentKey, _ value: Text?,
        importance: AccessibilityCustomContentImportance = .default
    ) -> some View {
        writingCustomContent(key, value?.content, importance)
    }

    /// Adds the custom content `valueKey`, labelled and identified by `key`.
    public func accessibilityCustomContent(
        _ key: AccessibilityCustomContentKey, _ valueKey: LocalizedStringKey,
        importance: AccessibilityCustomContentImportance = .default
    ) -> some View {
        writingCustomContent(key, valueKey.text, importance)
    }

    /// Adds the custom content `value`, a string, labelled and identified by `key`.
    @_disfavoredOverload
    public func accessibilityCustomContent<V: StringProtocol>(
        _ key: AccessibilityCustomContentKey, _ value: V,
        importance: AccessibilityCustomContentImportance = .default
    ) -> some View {
        writingCustomContent(key, String(value), importance)
    }

    /// Adds the custom content `value` labelled (and identified) by `label`.
    public func accessibilityCustomContent(
        _ label: Text, _ value: Text,
        importance: AccessibilityCustomContentImportance = .default
    ) -> some View {
        writingCustomContent(
            AccessibilityCustomContentKey(label, id: label.content), value.content, importance)
    }

    /// Adds the custom content `value` labelled (and identified) by a string literal or key.
    public func accessibilityCustomContent(
        _ labelKey: LocalizedStringKey, _ value: Text,
        importance: AccessibilityCustomContentImportance = .default
    ) -> some View {
        writingCustomContent(AccessibilityCustomContentKey(labelKey), value.content, importance)
    }

    /// Adds the custom content `valueKey` labelled (and identified) by `labelKey`.
    public func accessibilityCustomContent(
        _ labelKey: LocalizedStringKey, _ valueKey: LocalizedStringKey,
        importance: AccessibilityCustomContentImportance = .default
    ) -> some View {
        writingCustomContent(AccessibilityCustomContentKey(labelKey), valueKey.text, importance)
    }

    /// Adds the custom content `value`, a string, labelled (and identified) by `labelKey`.
    @_disfavoredOverload
    public func accessibilityCustomContent<V: StringProtocol>(
        _ labelKey: LocalizedStringKey, _ value: V,
        importance: AccessibilityCustomContentImportance = .default
    ) -> some View {
        writingCustomContent(AccessibilityCustomContentKey(labelKey), String(value), importance)
    }

    private func writingCustomContent(
        _ key: AccessibilityCustomContentKey, _ value: String?,
        _ importance: AccessibilityCustomContentImportance
    ) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        attachingAccessibility {
            $0.customContent.append(
                AccessibilityCustomContentEntry(key, value: value, importance: importance))
        }
    }
}
