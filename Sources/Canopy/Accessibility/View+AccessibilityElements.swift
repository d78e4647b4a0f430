/// The accessibility modifiers that shape elements: hiding (A9), traits and heading levels
/// (A8), sort priority and grouping (A10–A12). Values flow up to the element the content
/// contributes.
extension View {
    /// Hides the view and everything in it from assistive technologies when `hidden` (A9):
    /// its elements are not visited, cannot be activated and take no part in `.combine`.
    /// `false` changes nothing.
    public func accessibilityHidden(_ hidden: Bool) -> ModifiedContent<
        Self, AccessibilityAttachmentModifier
    > {
        attachingAccessibility { $0.isHidden = hidden }
    }

    /// Hides the view when `hidden` and `isEnabled` (A9).
    public func accessibilityHidden(_ hidden: Bool, isEnabled: Bool) -> ModifiedContent<
        Self, AccessibilityAttachmentModifier
    > {
        attachingAccessibility { $0.isHidden = hidden && isEnabled }
    }

    /// Adds `traits` to the element's, including to those the view has by default (A8).
    public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> ModifiedContent<
        Self, AccessibilityAttachmentModifier
    > {
        attachingAccessibility { $0.traitChanges.append(.add(traits)) }
    }

    /// Removes `traits` from the element's, including those the view has by default (A8).
    public func accessibilityRemoveTraits(_ traits: AccessibilityTraits) -> ModifiedContent<
        Self, AccessibilityAttachmentModifier
    > {
        attachingAccessibility { $0.traitChanges.append(.remove(traits)) }
    }

    /// The element's heading level (A8). It does not add ``AccessibilityTraits/isHeader``
    /// (D44): write both.
    public func accessibilityHeading(_ level: AccessibilityHeadingLevel) -> ModifiedContent<
        Self, AccessibilityAttachmentModifier
    > {
        attachingAccessibility { $0.heading = level }
    }

    /// Where the element is read among the others of its container: higher first, equal ones
    /// in reading order; the default is zero (A12, D44).
    public func accessibilitySortPriority(_ sortPriority: Double) -> ModifiedContent<
        Self, AccessibilityAttachmentModifier
    > {
        attachingAccessibility { $0.sortPriority = sortPriority }
    }

    /// Makes one element of the view (`.ignore`, `.combine`) or a container of its elements
    /// (`.contain`) (A10–A12). The default, `.ignore`, creates an element with no properties:
    /// give it some with the other modifiers.
    public func accessibilityElement(children: AccessibilityChildBehavior = .ignore)
        -> some View
    {
        ModifiedContent(
            content: self, modifier: AccessibilityAttachmentModifier(behavior: children))
    }
}
