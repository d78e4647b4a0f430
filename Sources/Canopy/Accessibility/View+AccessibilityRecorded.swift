/// Accessibility modifiers Canopy accepts and records on the view's line without changing the
/// accessibility tree: what they change (speech, the large content viewer, rotors, geometry)
/// has no counterpart in a text tree. `Docs/Coverage.md` lists them as recorded.
extension View {
    /// Records the kind of text the element holds.
    public func accessibilityTextContentType(_ value: AccessibilityTextContentType)
        -> ModifiedContent<Self, AccessibilityAttachmentModifier>
    {
        recordingAccessibility(".accessibilityTextContentType(\(value))")
    }

    /// Records that the view shows the large content viewer when pressed.
    public func accessibilityShowsLargeContentViewer() -> some View {
        recordingAccessibility(".accessibilityShowsLargeContentViewer")
    }

    /// Records that the view shows `largeContentView` in the large content viewer.
    public func accessibilityShowsLargeContentViewer<V: View>(
        _ largeContentView: () -> V
    ) -> some View {
        recordingAccessibility(".accessibilityShowsLargeContentViewer")
    }

    /// Records that Invert Colors leaves the view's colours alone.
    public func accessibilityIgnoresInvertColors(_ active: Bool = true) -> some View {
        recordingAccessibility(".accessibilityIgnoresInvertColors(\(active))")
    }

    /// Records whether the element responds to touches.
    public func accessibilityRespondsToUserInteraction(_ respondsToUserInteraction: Bool = true)
        -> ModifiedContent<Self, AccessibilityAttachmentModifier>
    {
        recordingAccessibility(
            ".accessibilityRespondsToUserInteraction(\(respondsToUserInteraction))")
    }

    /// Records whether the element responds to touches, when `isEnabled`.
    public func accessibilityRespondsToUserInteraction(
        _ respondsToUserInteraction: Bool, isEnabled: Bool
    ) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        recordingAccessibility(
            isEnabled
                ? ".accessibilityRespondsToUserInteraction(\(respondsToUserInteraction))" : nil)
    }

    /// Records that this view and the one with the same `id` in `namespace` label each other.
    public func accessibilityLabeledPair<ID: Hashable>(
        role: AccessibilityLabeledPairRole, id: ID, in namespace: Namespace.ID
    ) -> some View {
        recordingAccessibility(".accessibilityLabeledPair(role: .\(role))")
    }

    /// Records the view as part of the linked group `id` in `namespace`.
    public func accessibilityLinkedGroup<ID: Hashable>(id: ID, in namespace: Namespace.ID)
        -> some View
    {
        recordingAccessibility(".accessibilityLinkedGroup")
    }

    /// Records where activating the element touches, in the view's coordinates.
    public func accessibilityActivationPoint(_ activationPoint: CGPoint) -> ModifiedContent<
        Self, AccessibilityAttachmentModifier
    > {
        recordingAccessibility(".accessibilityActivationPoint")
    }

    /// Records where activating the element touches, as a unit point.
    public func accessibilityActivationPoint(_ activationPoint: UnitPoint) -> ModifiedContent<
        Self, AccessibilityAttachmentModifier
    > {
        recordingAccessibility(".accessibilityActivationPoint(\(activationPoint))")
    }

    /// Records the pitch speech uses for the view's text.
    public func speechAdjustedPitch(_ value: Double) -> some View {
        recordingAccessibility(".speechAdjustedPitch(\(ValueFormatter.format(value)))")
    }

    /// Records whether speech reads all punctuation.
    public func speechAlwaysIncludesPunctuation(_ value: Bool = true) -> some View {
        recordingAccessibility(".speechAlwaysIncludesPunctuation(\(value))")
    }

    /// Records whether announcements wait for speech in progress.
    public func speechAnnouncementsQueued(_ value: Bool = true) -> some View {
        recordingAccessibility(".speechAnnouncementsQueued(\(value))")
    }

    /// Records whether speech spells words out letter by letter.
    public func speechSpellsOutCharacters(_ value: Bool = true) -> some View {
        recordingAccessibility(".speechSpellsOutCharacters(\(value))")
    }

    /// The content with an attachment that records `attribute` and changes nothing.
    func recordingAccessibility(_ attribute: String?) -> ModifiedContent<
        Self, AccessibilityAttachmentModifier
    > {
        attachingAccessibility { if let attribute { $0.recorded.append(attribute) } }
    }
}
