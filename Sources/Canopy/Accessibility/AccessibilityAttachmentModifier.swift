/// The modifier every accessibility property modifier returns (`accessibilityLabel`,
/// `accessibilityHidden`, `accessibilityAddTraits`, …): it attaches properties to the element
/// its content contributes, or creates one (A6–A9), and `accessibilityElement(children:)`
/// groups the content's elements (A10–A12). Chained on one view, the calls write into one
/// modifier, as in SwiftUI: `Text("x").accessibilityLabel("a").accessibilityHint("b")` is one
/// `ModifiedContent<Text, AccessibilityAttachmentModifier>`.
///
/// Values flow up: the content's items reach this modifier, which hands its changed items on
/// to its parent; nothing flows down to the content.
public struct AccessibilityAttachmentModifier: ViewModifier, PrimitiveModifier,
    AccessibilityModifier
{
    /// Applied by the runtime: a built-in modifier has no body.
    public typealias Body = Never

    var properties = AccessibilityProperties()
    var behavior: AccessibilityChildBehavior?

    init(properties: AccessibilityProperties) { self.properties = properties }
    init(behavior: AccessibilityChildBehavior) { self.behavior = behavior }

    /// This modifier with `newer`'s writes on top (a chained call).
    nonisolated func merged(with newer: AccessibilityProperties) -> AccessibilityAttachmentModifier
    {
        var copy = self
        copy.properties = properties.merged(with: newer)
        return copy
    }

    func renderAttributes(into attributes: inout [String], node: ModifierNode) {
        if let behavior { attributes.append(".accessibilityElement(children: \(behavior))") }
        attributes += properties.renderedAttributes
    }

    func accessibilityItems(from content: AccessibilityItems, node: ModifierNode)
        -> AccessibilityItems
    {
        var items = content
        if let behavior {
            items = AccessibilityItems(Self.group(content, as: behavior, by: node))
        }
        if properties.isHidden == true { return AccessibilityItems(.hidden) }
        if items.isEmpty {
            guard properties.createsElement else { return items }
            var created = AccessibilityItem.element(label: "", source: .none, origin: node.handle)
            properties.apply(to: &created, node: node)
            return AccessibilityItems(created)
        }
        let properties = properties
        guard properties.hasEffectOnItems else { return items }
        return items.map { item in
            guard item.kind != .hidden else { return item }
            var changed = item
            properties.apply(to: &changed, node: node)
            return changed
        }
    }

    /// The one item `content` becomes under `behavior` (A10–A12).
    static func group(
        _ content: AccessibilityItems, as behavior: AccessibilityChildBehavior, by node: _ViewNode
    ) -> AccessibilityItem {
        switch behavior.kind {
        case .ignore:
            return .element(label: "", source: .none, origin: node.handle)
        case .combine:
            return AccessibilityCombining.combine(content.reachable, by: node.handle)
        case .contain:
            var container = AccessibilityItem(kind: .container)
            container.placement = node.handle
            container.children = content
            return container
        }
    }
}

extension AccessibilityProperties {
    /// Whether applying the properties changes an item (a modifier that only records, or
    /// `accessibilityHidden(false)`, passes its content's items on as they are).
    var hasEffectOnItems: Bool {
        label != nil || value != nil || hint != nil || identifier != nil || inputLabels != nil
            || !traitChanges.isEmpty || heading != nil || sortPriority != nil
            || !actions.isEmpty || adjustableAction != nil || scrollAction != nil
            || zoomAction != nil || !customContent.isEmpty
            || !rotors.isEmpty
    }
}
