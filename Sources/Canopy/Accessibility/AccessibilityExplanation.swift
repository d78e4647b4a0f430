extension ViewHost {
    /// Where the label of the first element (in reading order) labelled `label` came from,
    /// in a sentence: a text, an image's name (D41), an accessibility modifier or an image's
    /// label, or the labels of several elements joined (D42) by a control or `.combine` — then
    /// each of those elements' own answer, one a line, indented; with the view path of the
    /// view that gave it, and the representation (A16) it came from, if any. Throws, listing
    /// the labels present, when no element has that label. Values flow out: nothing changes.
    public func explainAccessibility(_ label: String) throws -> String {
        let resolved = resolvedAccessibilityTree()
        guard let found = resolved.elements.first(where: { $0.element.label == label }) else {
            throw AccessibilityElementNotFound(
                label: label, available: resolved.elements.map(\.element.label))
        }
        var lines: [String] = []
        explain(found.item, depth: 0, into: &lines)
        return lines.joined(separator: "\n")
    }

    /// `item`'s answer, then, for a joined label, each part's, two spaces further in.
    private func explain(_ item: AccessibilityItem, depth: Int, into lines: inout [String]) {
        let origin = item.labelOrigin?.target.flatMap { $0.isMounted ? $0 : nil }
        let place = origin.map { " (\($0.path))" } ?? ""
        let quotedLabel = quoted(item.label)
        let sentence: String
        switch item.labelSource {
        case .none:
            sentence = "\(quotedLabel): no label: nothing names the element\(place)"
        case .text:
            sentence = "\(quotedLabel): the text of \(origin.map(describe) ?? "a view")\(place)"
        case .imageName:
            sentence =
                "\(quotedLabel): the name of \(origin.map(describe) ?? "an image") (D41: no author-written label)\(place)"
        case .authored:
            sentence = "\(quotedLabel): written by \(origin.map(describe) ?? "the author")\(place)"
        case .combined:
            sentence =
                "\(quotedLabel): the labels of its elements joined with \", \" (D42) by \(origin.map(describe) ?? "a view")\(place)"
        }
        let representation = origin.flatMap(Self.representation(containing:))
        lines.append(
            String(repeating: "  ", count: depth) + sentence
                + (representation.map { ", in the accessibilityRepresentation of \($0.path)" }
                    ?? ""))
        guard item.labelSource == .combined, let origin, depth < 8 else { return }
        for part in joinedParts(below: origin) { explain(part, depth: depth + 1, into: &lines) }
    }

    /// The labelled elements whose labels `node` (a control or a `.combine`) joined: its
    /// visible children's, in order.
    private func joinedParts(below node: _ViewNode) -> [AccessibilityItem] {
        let collector = graph.accessibility
        let items = node.visibleChildren.flatMap { collector.outputs[$0].reachable }
        return AccessibilityCombining.leafElements(of: items).filter { !$0.label.isEmpty }
    }

    /// The view whose `accessibilityRepresentation` `node` is part of, if any (A16).
    private static func representation(containing node: _ViewNode) -> _ViewNode? {
        var child = node
        while let parent = child.parent {
            if let replacing = parent as? any AccessibilityReplacing,
                replacing.isRepresentation, replacing.replacement === child
            {
                return replacing.content
            }
            child = parent
        }
        return nil
    }

    /// `Text "Save"`, `Button "OK"`, or a modifier's attributes on its content's line.
    private func describe(_ node: _ViewNode) -> String {
        guard node is any AccessibilityAttachmentNode else { return node.lineTitle() }
        var attributes: [String] = []
        node.displayFacet?.renderAttributes(into: &attributes)
        return attributes.joined(separator: " ")
    }
}

/// A node that mounts a view for the accessibility system beside its content (A16, A17,
/// D92): which child is which, for `explain`.
@MainActor
protocol AccessibilityReplacing: _ViewNode {
    var isRepresentation: Bool { get }
    var content: _ViewNode? { get }
    var replacement: _ViewNode? { get }
}

extension AccessibilityReplacementNode: AccessibilityReplacing {
    var isRepresentation: Bool { view.modifier.kind == .representation }
    var content: _ViewNode? { children.isEmpty ? nil : children[0] }
    var replacement: _ViewNode? { children.count > 1 ? children[1] : nil }
}
