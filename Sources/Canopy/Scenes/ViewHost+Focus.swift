/// Moving focus as a person would (F1–F3, F10): to a view found by its label, forward and back
/// through the focusable views in reading order, or away; and the assistive technologies'
/// separate focus.
extension ViewHost {
    /// A focus move that named no focusable view.
    public struct FocusTargetNotFound: Error, CustomStringConvertible {
        /// The label looked for.
        public let label: String
        /// Whether a view with that label exists but cannot take focus.
        public let isNotFocusable: Bool
        /// The labels of the views that can take focus, in reading order.
        public let focusable: [String]

        /// A sentence naming the label and the views that can take focus.
        public var description: String {
            (isNotFocusable
                ? "The view labelled \(quoted(label)) cannot take focus"
                : "No focusable view labelled \(quoted(label))")
                + "; the focusable views are: "
                + (focusable.isEmpty ? "none" : focusable.map(quoted).joined(separator: ", "))
        }
    }

    /// The label of the view with keyboard focus, or `nil`.
    public var focusedLabel: String? {
        flush()
        return graph.focus.focused.map(Self.label(of:))
    }

    /// Focuses the first focusable view (in reading order) labelled `label`, then flushes: bound
    /// focus states, `isFocused` and focused values follow (F10). In an app the window becomes
    /// key.
    public func focus(_ label: String) throws {
        flush()
        let candidates = focusableNodes()
        guard let target = candidates.first(where: { Self.label(of: $0) == label }) else {
            let exists = !graph.reachable((any InteractiveNode).self) {
                $0.controlLabel == label
            }.isEmpty
            throw FocusTargetNotFound(
                label: label, isNotFocusable: exists, focusable: candidates.map(Self.label(of:)))
        }
        owner?.windowWasUsed(self)
        graph.focus.moveFocus(to: target)
        flush()
    }

    /// Moves focus to the next focusable view in reading order (the first when none has focus),
    /// wrapping around, as the Tab key does. Returns the label focused, or `nil` when nothing
    /// can take focus.
    @discardableResult
    public func focusNext() -> String? { step(by: 1) }

    /// Moves focus to the previous focusable view, wrapping around, as Shift-Tab does.
    @discardableResult
    public func focusPrevious() -> String? { step(by: -1) }

    /// Removes keyboard focus from the window.
    public func clearFocus() {
        flush()
        owner?.windowWasUsed(self)
        graph.focus.moveFocus(to: nil)
        flush()
    }

    /// The label of the view assistive technologies focus, or `nil`.
    public var accessibilityFocusedLabel: String? {
        flush()
        return graph.focus.accessibilityFocused.map(Self.label(of:))
    }

    /// Moves the focus of `technology` (VoiceOver unless given) to the first control or text
    /// labelled `label`: states declared for that technology follow it.
    public func accessibilityFocus(
        _ label: String, using technology: AccessibilityTechnologies = .voiceOver
    ) throws {
        flush()
        let elements = accessibilityElements()
        guard let target = elements.first(where: { Self.label(of: $0) == label }) else {
            throw FocusTargetNotFound(
                label: label, isNotFocusable: false, focusable: elements.map(Self.label(of:)))
        }
        graph.focus.moveAccessibilityFocus(to: target, using: technology)
        flush()
    }

    /// Removes the assistive technologies' focus.
    public func clearAccessibilityFocus() {
        flush()
        graph.focus.moveAccessibilityFocus(to: nil)
        flush()
    }

    // MARK: Private

    private func step(by offset: Int) -> String? {
        flush()
        let candidates = focusableNodes()
        guard !candidates.isEmpty else { return nil }
        let index: Int
        if let current = graph.focus.focused,
            let position = candidates.firstIndex(where: { $0 === current })
        {
            index = (position + offset + candidates.count) % candidates.count
        } else {
            index = offset > 0 ? 0 : candidates.count - 1
        }
        let label = Self.label(of: candidates[index])
        owner?.windowWasUsed(self)
        graph.focus.moveFocus(to: candidates[index])
        flush()
        return label
    }

    /// The views that can take focus now, in reading order (hidden tabs and covered navigation
    /// levels excluded): a walk of what is shown that keeps the registered focusable views.
    private func focusableNodes() -> [_ViewNode] {
        let focus = graph.focus
        guard !focus.focusables.isEmpty else { return [] }
        var result: [_ViewNode] = []
        // Nothing behind a modal presentation takes focus (D104).
        var pending: [_ViewNode] = [graph.modalFront()?.front ?? graph.root]
        while let node = pending.popLast() {
            if focus.canFocus(node) { result.append(node) }
            pending.append(contentsOf: node.visibleChildren.reversed())
        }
        return result
    }

    private func accessibilityElements() -> [_ViewNode] {
        var result: [_ViewNode] = []
        // Nothing behind a modal presentation takes focus (D104).
        var pending: [_ViewNode] = [graph.modalFront()?.front ?? graph.root]
        while let node = pending.popLast() {
            if node is any InteractiveNode || node is TypedNode<Text> {
                result.append(node)
                continue
            }
            pending.append(contentsOf: node.visibleChildren.reversed())
        }
        return result
    }

    static func label(of node: _ViewNode) -> String {
        if let focusable = node as? any FocusableNode { return focusable.focusLabel }
        if let control = node as? any InteractiveNode { return control.controlLabel }
        if let text = node as? TypedNode<Text> { return text.view.content }
        return textContent(below: node)
    }
}
