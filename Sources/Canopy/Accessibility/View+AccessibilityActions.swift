/// The accessibility modifiers that attach actions (A13–A15). The closures stay with the
/// modifier: the element names the modifier's node, and a host operating the element runs the
/// closure the view last evaluated.
extension View {
    /// Attaches an action of `actionKind`: `.default` is what activating the element does
    /// (A13; it replaces a control's own, D64); the others are offered by their name.
    public func accessibilityAction(
        _ actionKind: AccessibilityActionKind = .default,
        _ handler: @escaping @MainActor () -> Void
    ) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        attachingAccessibility {
            $0.actions.append(AccessibilityProperties.Action(kind: actionKind, handler: handler))
        }
    }

    /// Attaches a custom action a person picks by `name` (A14).
    public func accessibilityAction(named name: Text, _ handler: @escaping @MainActor () -> Void)
        -> ModifiedContent<Self, AccessibilityAttachmentModifier>
    {
        accessibilityAction(AccessibilityActionKind(named: name), handler)
    }

    /// Attaches a custom action named by a string literal or key (A14).
    public func accessibilityAction(
        named nameKey: LocalizedStringKey, _ handler: @escaping @MainActor () -> Void
    ) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityAction(AccessibilityActionKind(kind: .named(nameKey.text)), handler)
    }

    /// Attaches a custom action named by a string value (A14).
    @_disfavoredOverload
    public func accessibilityAction<S: StringProtocol>(
        named name: S, _ handler: @escaping @MainActor () -> Void
    ) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityAction(AccessibilityActionKind(kind: .named(String(name))), handler)
    }

    /// Makes the element adjustable: incrementing and decrementing it call `handler` (A15).
    public func accessibilityAdjustableAction(
        _ handler: @escaping @MainActor (AccessibilityAdjustmentDirection) -> Void
    ) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        attachingAccessibility { $0.adjustableAction = handler }
    }
}

/// SwiftUI's first accessibility modifiers, deprecated there for the forms above, which they
/// call.
extension View {
    /// Deprecated: `accessibilityLabel(_:)`.
    public func accessibility(label: Text) -> ModifiedContent<
        Self, AccessibilityAttachmentModifier
    > {
        accessibilityLabel(label)
    }

    /// Deprecated: `accessibilityValue(_:)`.
    public func accessibility(value: Text) -> ModifiedContent<
        Self, AccessibilityAttachmentModifier
    > {
        accessibilityValue(value)
    }

    /// Deprecated: `accessibilityHint(_:)`.
    public func accessibility(hint: Text) -> ModifiedContent<
        Self, AccessibilityAttachmentModifier
    > {
        accessibilityHint(hint)
    }

    /// Deprecated: ``accessibilityHidden(_:)``.
    public func accessibility(hidden: Bool) -> ModifiedContent<
        Self, AccessibilityAttachmentModifier
    > {
        accessibilityHidden(hidden)
    }

    /// Deprecated: ``accessibilityIdentifier(_:)``.
    public func accessibility(identifier: String) -> ModifiedContent<
        Self, AccessibilityAttachmentModifier
    > {
        accessibilityIdentifier(identifier)
    }

    /// Deprecated: `accessibilityInputLabels(_:)`.
    public func accessibility(inputLabels: [Text]) -> ModifiedContent<
        Self, AccessibilityAttachmentModifier
    > {
        accessibilityInputLabels(inputLabels)
    }

    /// Deprecated: ``accessibilityAddTraits(_:)``.
    public func accessibility(addTraits traits: AccessibilityTraits) -> ModifiedContent<
        Self, AccessibilityAttachmentModifier
    > {
        accessibilityAddTraits(traits)
    }

    /// Deprecated: ``accessibilityRemoveTraits(_:)``.
    public func accessibility(removeTraits traits: AccessibilityTraits) -> ModifiedContent<
        Self, AccessibilityAttachmentModifier
    > {
        accessibilityRemoveTraits(traits)
    }

    /// Deprecated: ``accessibilitySortPriority(_:)``.
    public func accessibility(sortPriority: Double) -> ModifiedContent<
        Self, AccessibilityAttachmentModifier
    > {
        accessibilitySortPriority(sortPriority)
    }
}

/// The accessibility modifiers for gestures an assistive technology performs in place of a
/// person's (D93): a three-finger scroll, a zoom, and direct touch areas.
extension View {
    /// Runs `handler` with the edge a person scrolls towards with an assistive technology
    /// (VoiceOver's three-finger swipe); the host's
    /// ``ViewHost/accessibilityScroll(_:on:)`` performs it.
    public func accessibilityScrollAction(_ handler: @escaping @MainActor (Edge) -> Void)
        -> ModifiedContent<Self, AccessibilityAttachmentModifier>
    {
        attachingAccessibility { $0.scrollAction = handler }
    }

    /// Runs `handler` when a person zooms the element with an assistive technology; the
    /// host's ``ViewHost/accessibilityZoom(_:on:)`` performs it.
    public func accessibilityZoomAction(
        _ handler: @escaping @MainActor (AccessibilityZoomGestureAction) -> Void
    ) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        attachingAccessibility { $0.zoomAction = handler }
    }

    /// Makes the element a direct touch area, whose touches reach the view rather than the
    /// assistive technology: it gets ``AccessibilityTraits/allowsDirectInteraction``, or loses
    /// it with `false` (D93). The options are recorded on the view's line.
    public func accessibilityDirectTouch(
        _ isDirectTouchArea: Bool = true, options: AccessibilityDirectTouchOptions = []
    ) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        attachingAccessibility {
            $0.traitChanges.append(
                isDirectTouchArea
                    ? .add(.allowsDirectInteraction) : .remove(.allowsDirectInteraction))
            var names: [String] = []
            if options.contains(.silentOnTouch) { names.append(".silentOnTouch") }
            if options.contains(.requiresActivation) { names.append(".requiresActivation") }
            if !names.isEmpty {
                $0.recorded.append(
                    ".accessibilityDirectTouch(options: [\(names.joined(separator: ", "))])")
            }
        }
    }
}
