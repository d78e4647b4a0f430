extension ViewHost {
    /// Where the label of the first element (in reading order) labelled `label` came from,
    /// in a sentence: a text, an image's name (D41), an accessibility modifier or an image's
    /// label, or the labels of several elements joined (D42) by a control or `.combine`; with
    /// the view path of the view that gave it. Throws, listing the labels present, when no
    /// element has that label. Values flow out: nothing is changed.
    public func explainAccessibility(_ label: String) throws -> String {
        let resolved = resolvedAccessibilityTree()
        guard let found = resolved.elements.first(where: { $0.element.label == label }) else {
            throw AccessibilityElementNotFound(
                label: label, available: resolved.elements.map(\.element.label))
        }
        let item = found.item
        let origin = item.labelOrigin?.target.flatMap { $0.isMounted ? $0 : nil }
        let place = origin.map { " (\($0.path))" } ?? ""
        let quotedLabel = quoted(label)
        switch item.labelSource {
        case .none:
            return "\(quotedLabel): no label: nothing names the element\(place)"
        case .text:
            return "\(quotedLabel): the text of \(origin.map(describe) ?? "a view")\(place)"
        case .imageName:
            return
                "\(quotedLabel): the name of \(origin.map(describe) ?? "an image") (D41: no author-written label)\(place)"
        case .authored:
            return "\(quotedLabel): written by \(origin.map(describe) ?? "the author")\(place)"
        case .combined:
            return
                "\(quotedLabel): the labels of its elements joined with \", \" (D42) by \(origin.map(describe) ?? "a view")\(place)"
        }
    }

    /// `Text "Save"`, `Button "OK"`, or a modifier's attributes on its content's line.
    private func describe(_ node: _ViewNode) -> String {
        guard node is any AccessibilityAttachmentNode else { return node.lineTitle() }
        var attributes: [String] = []
        node.displayFacet?.renderAttributes(into: &attributes)
        return attributes.joined(separator: " ")
    }
}
