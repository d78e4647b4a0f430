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

/// More accessibility modifiers Canopy records on the view's line without changing the tree:
/// where drags begin and end, default focus, scroll announcements, watchOS quick actions and
/// Assistive Access icons have no counterpart in a text tree (D93).
extension View {
    /// Records where activating the element touches, when `isEnabled`.
    public func accessibilityActivationPoint(_ activationPoint: CGPoint, isEnabled: Bool)
        -> ModifiedContent<Self, AccessibilityAttachmentModifier>
    {
        recordingAccessibility(isEnabled ? ".accessibilityActivationPoint" : nil)
    }

    /// Records where activating the element touches, as a unit point, when `isEnabled`.
    public func accessibilityActivationPoint(_ activationPoint: UnitPoint, isEnabled: Bool)
        -> ModifiedContent<Self, AccessibilityAttachmentModifier>
    {
        recordingAccessibility(
            isEnabled ? ".accessibilityActivationPoint(\(activationPoint))" : nil)
    }

    /// Records that VoiceOver's focus starts at this view, setting `binding` to `value`, when
    /// it first focuses the region (Canopy has no first focus: move it with
    /// ``ViewHost/accessibilityFocus(_:using:)``).
    public func accessibilityDefaultFocus<Value: Hashable>(
        _ binding: AccessibilityFocusState<Value>.Binding, _ value: Value
    ) -> some View {
        recordingAccessibility(".accessibilityDefaultFocus")
    }

    /// Records the point where an assistive technology begins a drag, described by
    /// `description`.
    public func accessibilityDragPoint(_ point: UnitPoint, description: Text)
        -> ModifiedContent<Self, AccessibilityAttachmentModifier>
    {
        recordingAccessibility(".accessibilityDragPoint(\(quoted(description.content)))")
    }

    /// Records a drag point described by a string literal or key.
    public func accessibilityDragPoint(_ point: UnitPoint, description: LocalizedStringKey)
        -> ModifiedContent<Self, AccessibilityAttachmentModifier>
    {
        recordingAccessibility(".accessibilityDragPoint(\(quoted(description.text)))")
    }

    /// Records a drag point described by a string.
    @_disfavoredOverload
    public func accessibilityDragPoint<S: StringProtocol>(_ point: UnitPoint, description: S)
        -> ModifiedContent<Self, AccessibilityAttachmentModifier>
    {
        recordingAccessibility(".accessibilityDragPoint(\(quoted(String(description))))")
    }

    /// Records a drag point when `isEnabled`.
    public func accessibilityDragPoint(
        _ point: UnitPoint, description: Text, isEnabled: Bool
    ) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        recordingAccessibility(
            isEnabled ? ".accessibilityDragPoint(\(quoted(description.content)))" : nil)
    }

    /// Records a drag point described by a string literal or key, when `isEnabled`.
    public func accessibilityDragPoint(
        _ point: UnitPoint, description: LocalizedStringKey, isEnabled: Bool
    ) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        recordingAccessibility(
            isEnabled ? ".accessibilityDragPoint(\(quoted(description.text)))" : nil)
    }

    /// Records the point where an assistive technology ends a drag, described by
    /// `description`.
    public func accessibilityDropPoint(_ point: UnitPoint, description: Text)
        -> ModifiedContent<Self, AccessibilityAttachmentModifier>
    {
        recordingAccessibility(".accessibilityDropPoint(\(quoted(description.content)))")
    }

    /// Records a drop point described by a string literal or key.
    public func accessibilityDropPoint(_ point: UnitPoint, description: LocalizedStringKey)
        -> ModifiedContent<Self, AccessibilityAttachmentModifier>
    {
        recordingAccessibility(".accessibilityDropPoint(\(quoted(description.text)))")
    }

    /// Records a drop point described by a string.
    @_disfavoredOverload
    public func accessibilityDropPoint<S: StringProtocol>(_ point: UnitPoint, description: S)
        -> ModifiedContent<Self, AccessibilityAttachmentModifier>
    {
        recordingAccessibility(".accessibilityDropPoint(\(quoted(String(description))))")
    }

    /// Records a drop point when `isEnabled`.
    public func accessibilityDropPoint(
        _ point: UnitPoint, description: Text, isEnabled: Bool
    ) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        recordingAccessibility(
            isEnabled ? ".accessibilityDropPoint(\(quoted(description.content)))" : nil)
    }

    /// Records a drop point described by a string literal or key, when `isEnabled`.
    public func accessibilityDropPoint(
        _ point: UnitPoint, description: LocalizedStringKey, isEnabled: Bool
    ) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        recordingAccessibility(
            isEnabled ? ".accessibilityDropPoint(\(quoted(description.text)))" : nil)
    }

    /// Records what assistive technologies announce when a person scrolls a scroll view in
    /// this view, when `isEnabled`.
    public func accessibilityScrollStatus(_ status: Text, isEnabled: Bool = true)
        -> ModifiedContent<Self, AccessibilityAttachmentModifier>
    {
        recordingAccessibility(
            isEnabled ? ".accessibilityScrollStatus(\(quoted(status.content)))" : nil)
    }

    /// Records a scroll announcement given as a string literal or key.
    public func accessibilityScrollStatus(_ status: LocalizedStringKey, isEnabled: Bool = true)
        -> ModifiedContent<Self, AccessibilityAttachmentModifier>
    {
        recordingAccessibility(
            isEnabled ? ".accessibilityScrollStatus(\(quoted(status.text)))" : nil)
    }

    /// Records a scroll announcement given as a string.
    @_disfavoredOverload
    public func accessibilityScrollStatus<S: StringProtocol>(_ status: S, isEnabled: Bool = true)
        -> ModifiedContent<Self, AccessibilityAttachmentModifier>
    {
        recordingAccessibility(
            isEnabled ? ".accessibilityScrollStatus(\(quoted(String(status))))" : nil)
    }

    /// Records a watchOS quick action whose controls `content` builds (not mounted: Canopy
    /// has no quick action gesture).
    public func accessibilityQuickAction<Style: AccessibilityQuickActionStyle, Content: View>(
        style: Style, @ViewBuilder content: () -> Content
    ) -> some View {
        recordingAccessibility(".accessibilityQuickAction")
    }

    /// Records a watchOS quick action shown while `isActive`.
    public func accessibilityQuickAction<Style: AccessibilityQuickActionStyle, Content: View>(
        style: Style, isActive: Binding<Bool>, @ViewBuilder content: () -> Content
    ) -> some View {
        recordingAccessibility(".accessibilityQuickAction")
    }

    /// Records the icon shown beside the navigation title in an Assistive Access scene.
    public func assistiveAccessNavigationIcon(_ icon: Image) -> some View {
        recordingAccessibility(".assistiveAccessNavigationIcon")
    }

    /// Records the symbol shown beside the navigation title in an Assistive Access scene.
    public func assistiveAccessNavigationIcon(systemImage: String) -> some View {
        recordingAccessibility(".assistiveAccessNavigationIcon(\(quoted(systemImage)))")
    }
}
