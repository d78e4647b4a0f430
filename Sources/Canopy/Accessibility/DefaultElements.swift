import Foundation

/// The elements built-in views contribute by default (A3–A5, D40, D41): a `Text` is static
/// text, an image is an image labelled by its label or name, a control is one element
/// labelled by its label content, whose views are not elements of their own.

extension TextNode: AccessibilityFacet {
    /// `"<content>" [isStaticText]` (A3); a piece given its own label by `Text`'s
    /// `accessibilityLabel` reads as that label, and `accessibilityHeading` sets the level.
    func accessibilityItems(from content: AccessibilityItems) -> AccessibilityItems {
        let text = view
        var element = AccessibilityItem.element(
            label: text.content, source: .text, origin: handle, traits: .isStaticText)
        guard text.pieces.contains(where: { !$0.accessibilityStyles.isEmpty }) else {
            return AccessibilityItems(element)
        }
        var label = ""
        for piece in text.pieces {
            var pieceLabel = piece.text
            for style in piece.accessibilityStyles {
                switch style {
                case .accessibilityLabel(let written):
                    pieceLabel = written
                    element.labelSource = .authored
                case .accessibilityHeading(let level): element.heading = level
                default: break
                }
            }
            label += pieceLabel
        }
        element.label = label
        return AccessibilityItems(element)
    }
}

extension TextRun {
    /// The piece's accessibility modifiers, in the order written.
    var accessibilityStyles: [TextStyle] {
        styles.filter {
            switch $0 {
            case .accessibilityLabel, .accessibilityHeading: true
            default: false
            }
        }
    }
}

extension LeafNode: AccessibilityFacet where V == Image {
    /// An element with `isImage` labelled by the image's label or name (D41); nothing for a
    /// decorative image (A4).
    func accessibilityItems(from content: AccessibilityItems) -> AccessibilityItems {
        switch view.accessibility {
        case .decorative:
            return .empty
        case .label(let label):
            return AccessibilityItems(
                .element(label: label, source: .authored, origin: handle, traits: .isImage))
        case .name:
            return AccessibilityItems(
                .element(label: view.name, source: .imageName, origin: handle, traits: .isImage))
        }
    }
}

/// One element standing for a control: labelled by its title or by its label content's
/// elements joined (D42), whose items it consumes.
@MainActor
func controlElement(
    _ node: _ViewNode, title: String?, content: AccessibilityItems,
    traits: AccessibilityTraits
) -> AccessibilityItem {
    var element = AccessibilityItem.element(
        label: "", source: .none, origin: node.handle, traits: traits)
    if let title {
        element.label = title
        element.labelSource = .text
    } else {
        (element.label, element.labelSource, element.labelOrigin) = AccessibilityCombining.label(
            of: content.reachable, by: node.handle)
    }
    element.activation = AccessibilityOperation(node: node.handle, selector: .control)
    return element
}

extension ButtonNode: AccessibilityFacet {
    /// `"<label>" [isButton]` (A3, D40: the label's own traits are not added).
    func accessibilityItems(from content: AccessibilityItems) -> AccessibilityItems {
        AccessibilityItems(
            controlElement(self, title: view.titleText, content: content, traits: .isButton))
    }
}

extension NavigationLinkNode: AccessibilityFacet {
    /// A button labelled by its label (A3).
    func accessibilityItems(from content: AccessibilityItems) -> AccessibilityItems {
        AccessibilityItems(
            controlElement(self, title: view.title, content: content, traits: .isButton))
    }
}

extension LinkNode: AccessibilityFacet {
    /// A link labelled by its label; activating it follows it (D64).
    func accessibilityItems(from content: AccessibilityItems) -> AccessibilityItems {
        AccessibilityItems(
            controlElement(self, title: view.titleText, content: content, traits: .isLink))
    }
}

extension ToggleNode: AccessibilityFacet {
    /// `"<label>" [isButton, isToggle]` with the value `"1"` or `"0"` (D40).
    func accessibilityItems(from content: AccessibilityItems) -> AccessibilityItems {
        var element = controlElement(
            self, title: view.titleText, content: content, traits: [.isButton, .isToggle])
        element.value = [.control(handle)]
        return AccessibilityItems(element)
    }
}

extension SliderNode: AccessibilityFacet {
    /// An adjustable element labelled by its label, valued as A5 says.
    func accessibilityItems(from content: AccessibilityItems) -> AccessibilityItems {
        var element = controlElement(self, title: nil, content: content, traits: [])
        element.activation = nil
        element.value = [.control(handle)]
        element.adjustment = AccessibilityOperation(node: handle, selector: .control)
        return AccessibilityItems(element)
    }
}

extension StepperNode: AccessibilityFacet {
    /// An adjustable element labelled by its label, valued by its bound value (D40).
    func accessibilityItems(from content: AccessibilityItems) -> AccessibilityItems {
        var element = controlElement(self, title: nil, content: content, traits: [])
        element.activation = nil
        if view.boundValue != nil { element.value = [.control(handle)] }
        element.adjustment = AccessibilityOperation(node: handle, selector: .control)
        return AccessibilityItems(element)
    }
}

extension LabelNode: AccessibilityFacet {
    /// One element labelled by the title; the icon is not announced (A3). The title's
    /// elements are those that are not images (a custom style's body has no fixed parts).
    func accessibilityItems(from content: AccessibilityItems) -> AccessibilityItems {
        let elements = AccessibilityCombining.leafElements(of: content.reachable)
        guard !elements.isEmpty else { return content }
        let title = elements.filter { !$0.traits.contains(.isImage) }
        return AccessibilityItems(
            AccessibilityCombining.combine(title.isEmpty ? elements : title, by: handle))
    }
}

extension TextNode {
    /// Whether the text is drawn in a font of a fixed point size (`.system(size:)`), which
    /// does not grow with Dynamic Type (D75), in any of its pieces: a piece's own font if it
    /// sets one, else the environment's.
    var usesFixedSizeFont: Bool {
        let inherited = environment.font
        return view.pieces.contains { piece in
            var font = inherited
            for case .font(let own) in piece.styles { font = own }
            return font?.systemSize != nil
        }
    }

    /// Whether the label `origin` gave is drawn in a fixed point size: the text itself, or the
    /// texts a control shows (its own title in the font around it).
    static func labelUsesFixedSizeFont(_ origin: _ViewNode) -> Bool {
        if let text = origin as? TextNode { return text.usesFixedSizeFont }
        guard origin is any InteractiveNode else { return false }
        var pending = Array(origin.visibleChildren)
        var texts: [TextNode] = []
        while let node = pending.popLast() {
            if let text = node as? TextNode { texts.append(text) }
            pending.append(contentsOf: node.visibleChildren)
        }
        // A control that draws its title itself draws it in the font around it.
        guard !texts.isEmpty else { return origin.environment.font?.systemSize != nil }
        return texts.contains { $0.usesFixedSizeFont }
    }
}
