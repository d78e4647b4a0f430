import Foundation

/// The elements of controls that show more when activated (D74): a menu and a disclosure group
/// are a button made of their label, followed by what they show while open. Under a custom
/// style, the style's body is what a person meets, so its elements are theirs as they are.

extension MenuNode: AccessibilityFacet {
    /// A button labelled by the menu's label; while open, the menu's items follow it.
    func accessibilityItems(from content: AccessibilityItems) -> AccessibilityItems {
        disclosingItems(of: self, drawsStyleBody: drawsStyleBody, content: content, value: false)
    }
}

extension DisclosureGroupNode: AccessibilityFacet, AccessibilityValueReading {
    /// A button labelled by the group's label, valued `expanded` or `collapsed`; while
    /// expanded, the content's elements follow it.
    func accessibilityItems(from content: AccessibilityItems) -> AccessibilityItems {
        disclosingItems(of: self, drawsStyleBody: drawsStyleBody, content: content, value: true)
    }

    /// `expanded` or `collapsed`.
    var accessibilityValueText: String? { controlValue }
}

/// A button made of `node`'s first child (its label), then the items of the rest (what it
/// shows while open), unless a custom style draws it.
@MainActor
private func disclosingItems(
    of node: _ViewNode, drawsStyleBody: Bool, content: AccessibilityItems, value: Bool
) -> AccessibilityItems {
    guard !drawsStyleBody, let label = node.children.first,
        let collector = node.graph.accessibilityCollectorIfStarted
    else { return content }
    var element = controlElement(
        node, title: nil, content: collector.outputs[label], traits: .isButton)
    if value { element.value = [.control(node.handle)] }
    let shown = node.children.dropFirst().map { collector.outputs[$0] }
    return AccessibilityItems(joining: [AccessibilityItems(element)] + shown)
}
