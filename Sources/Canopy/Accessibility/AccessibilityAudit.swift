/// A problem a person using assistive technologies would meet in a window (D47, D75): what the
/// audit of its accessibility tree finds, one per element and code. A value read from a host
/// (``ViewHost/accessibilityAudit()``).
public struct AccessibilityFinding: Sendable, Hashable, CustomStringConvertible {
    /// What kind of problem it is.
    public enum Code: String, Sendable, Hashable, CaseIterable {
        /// An element whose label is empty or only whitespace: a person hears only its traits.
        case missingLabel = "missing-label"
        /// An element labelled only by an image's asset or symbol name (D41): a person hears a
        /// file name.
        case imageNameLabel = "image-name-label"
        /// An adjustable element with no value: a person can change it but never hears what it
        /// is.
        case adjustableWithoutValue = "adjustable-without-value"
        /// An element a person operates (activates or adjusts) labelled like an earlier one
        /// they also operate: by ear, or by Voice Control, the two cannot be told apart (D75).
        case duplicateLabel = "duplicate-label"
        /// A custom action whose name is empty or only whitespace: the actions rotor offers
        /// nothing to choose it by (D75).
        case unnamedAction = "unnamed-action"
        /// A view hidden from assistive technologies (`accessibilityHidden(true)`) that still
        /// takes keyboard focus: a person reaches it with the keyboard and hears nothing (D75).
        case hiddenFocusable = "hidden-focusable"
        /// Text in a font of a fixed point size (`.system(size:)`): it does not grow with
        /// Dynamic Type (D75).
        case fixedSizeText = "fixed-size-text"
    }

    /// What kind of problem it is.
    public let code: Code
    /// The element it is about.
    public let element: AccessibilityElement

    /// `<code>: <element's line in the accessibility rendering>`.
    public var description: String { code.rawValue + ": " + element.renderedLine }

    /// The findings for `element`, in the order of the codes; `operated` holds the labels of
    /// the operable elements before it.
    static func findings(
        for element: AccessibilityElement, operated: inout Set<String>
    ) -> [AccessibilityFinding] {
        var codes: [Code] = []
        if element.label.allSatisfy(\.isWhitespace) { codes.append(.missingLabel) }
        if element.labelSource == .imageName { codes.append(.imageNameLabel) }
        if element.isAdjustable, element.value?.isEmpty ?? true {
            codes.append(.adjustableWithoutValue)
        }
        if element.isActivatable || element.isAdjustable,
            !element.label.allSatisfy(\.isWhitespace)
        {
            if !operated.insert(element.label).inserted { codes.append(.duplicateLabel) }
        }
        if element.actionNames.contains(where: { $0.allSatisfy(\.isWhitespace) }) {
            codes.append(.unnamedAction)
        }
        if element.usesFixedSizeFont { codes.append(.fixedSizeText) }
        return codes.map { AccessibilityFinding(code: $0, element: element) }
    }
}

extension ViewHost {
    /// The problems a person using assistive technologies would meet in the window now, in
    /// reading order (D47, D75), then the hidden views that still take keyboard focus, in tree
    /// order; empty when there are none. "Every button has a label" is
    /// `#expect(host.accessibilityAudit().isEmpty)`.
    public func accessibilityAudit() -> [AccessibilityFinding] {
        let resolved = resolvedAccessibilityTree()
        var operated = Set<String>()
        // Fonts are looked up for the audit only, not whenever the tree is read.
        let findings = resolved.elements.flatMap { element, item in
            var element = element
            element.usesFixedSizeFont =
                item.labelOrigin?.target.map(TextNode.labelUsesFixedSizeFont) ?? false
            return AccessibilityFinding.findings(for: element, operated: &operated)
        }
        return findings + hiddenFocusableFindings()
    }

    /// Focusable views inside a view hidden from assistive technologies, each as the element
    /// it would be (its first), or named by its focus label.
    private func hiddenFocusableFindings() -> [AccessibilityFinding] {
        let collector = graph.accessibility
        var findings: [AccessibilityFinding] = []
        var pending: [(node: _ViewNode, hidden: Bool)] = [(graph.root, false)]
        while let (node, inherited) = pending.popLast() {
            let hidden =
                inherited
                || (node as? any AccessibilityAttachmentNode)?.attachment.properties.isHidden
                    == true
            if hidden, let focusable = node as? any FocusableNode, focusable.acceptsFocus {
                let own = ResolvedAccessibilityTree(collector.outputs[node]).tree.elements
                let element =
                    own.first
                    ?? AccessibilityElement(
                        label: focusable.focusLabel, value: nil, hint: nil, identifier: nil,
                        traits: [], inputLabels: [], actionNames: [], isAdjustable: false,
                        isActivatable: false, headingLevel: .unspecified, labelSource: .text)
                findings.append(AccessibilityFinding(code: .hiddenFocusable, element: element))
            }
            for child in node.readChildren.reversed() { pending.append((child, hidden)) }
        }
        return findings
    }
}
