extension SectionNode: AccessibilityFacet {
    /// The header's elements with `isHeader` added, then the rows and the footer (D45). A
    /// titled section's header is its title, as static text.
    func accessibilityItems(from content: AccessibilityItems) -> AccessibilityItems {
        guard let parts = sectionParts, let collector = graph.accessibilityCollectorIfStarted
        else { return content }
        let shown = visibleChildren
        // Loaded lazily, the section shows its parts (the header only while in view);
        // otherwise it shows its one tuple of parts.
        let showsParts = !(shown.count == 1 && shown[0] === children.first)
        let headerShown = !showsParts || shown.contains { $0 === parts.header }
        var header = AccessibilityItems.empty
        if headerShown {
            if let title = view.title {
                header = AccessibilityItems(
                    .element(
                        label: title, source: .text, origin: handle,
                        traits: [.isStaticText, .isHeader]))
            } else {
                header = collector.outputs[parts.header].map { item in
                    var marked = item
                    if marked.kind == .element { marked.traits.insert(.isHeader) }
                    return marked
                }
            }
        }
        let rest =
            showsParts
            ? shown.filter { $0 !== parts.header }.map { collector.outputs[$0] }
            : [collector.outputs[parts.content], collector.outputs[parts.footer]]
        return AccessibilityItems(joining: [header] + rest)
    }
}
