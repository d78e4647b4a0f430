/// Operating a window's buttons, toggles and fields by their labels, as a person would, and the
/// lookup every control operation goes through.
extension ViewHost {
    /// An interaction that named no control in the tree.
    public struct ControlNotFound: Error, CustomStringConvertible {
        /// What was looked for.
        public let kind: ControlKind
        /// The label looked for.
        public let label: String
        /// The labels of the controls of that kind the tree does contain.
        public let available: [String]
        /// A sentence naming the missing control and the ones present.
        public var description: String {
            "No \(kind.rawValue) labelled \(quoted(label)); the tree has: "
                + (available.isEmpty ? "none" : available.map(quoted).joined(separator: ", "))
        }
    }

    /// Taps the first button (in tree order) whose label reads `label`, then flushes; with no
    /// such button, the first text field with that title, which takes focus. Returns `false` if
    /// the control is disabled.
    ///
    /// Other things a person taps are found in this order when no button has the label: text
    /// fields, links, menus, disclosure groups, views with `onTapGesture`.
    @discardableResult
    public func tap(_ label: String) throws -> Bool {
        flush()
        let kinds: [ControlKind] = [.button, .textField, .link, .menu, .disclosure, .tapGesture]
        let tappable =
            graph.controls(labelled: label, matching: { kinds.contains($0.controlKind) })
            ?? graph.reachable((any InteractiveNode).self) {
                $0.controlLabel == label && kinds.contains($0.controlKind)
            }
        let kind = kinds.first { kind in tappable.contains { $0.controlKind == kind } } ?? .button
        return try operate(kind, label) { $0.tap() }
    }

    /// Holds down the first button labelled `label` without letting go: a ``ButtonStyle`` sees
    /// `isPressed == true` until ``release(_:)``. Returns `false` if the button is disabled or
    /// its style took over its interaction.
    @discardableResult
    public func press(_ label: String) throws -> Bool {
        try operate(.button, label) { control in
            guard control.isEnabled, control.isOperable, let button = control as? any Pressable
            else { return false }
            button.setPressed(true)
            return true
        }
    }

    /// Lets go of the button labelled `label` held by ``press(_:)``: it is no longer pressed,
    /// and its action runs, as a tap's does. Returns `false` if it could not act.
    @discardableResult
    public func release(_ label: String) throws -> Bool {
        try operate(.button, label) { control in
            (control as? any Pressable)?.setPressed(false)
            return control.tap()
        }
    }

    /// Flips the first toggle labelled `label`, then flushes. Returns `false` if the toggle is
    /// disabled.
    @discardableResult
    public func toggle(_ label: String) throws -> Bool {
        try operate(.toggle, label) { $0.tap() }
    }

    /// Replaces the text of the first text field titled `label`, then flushes. Returns
    /// `false` if the field is disabled.
    @discardableResult
    public func type(_ text: String, into label: String) throws -> Bool {
        try operate(.textField, label) { node in (node as? any TextTyping)?.type(text) ?? false }
    }

    /// The labels of the controls of `kind` in tree order.
    public func controls(_ kind: ControlKind) -> [String] {
        interactiveNodes(kind).map(\.controlLabel)
    }

    /// The controls of `kind`, in tree order.
    private func interactiveNodes(_ kind: ControlKind) -> [any InteractiveNode] {
        graph.reachable((any InteractiveNode).self).filter { $0.controlKind == kind }
    }

    func operate(
        _ kind: ControlKind, _ label: String, _ action: (any InteractiveNode) -> Bool
    ) throws -> Bool {
        flush()
        let matching =
            (graph.controls(labelled: label, matching: { $0.controlKind == kind })
            ?? graph.reachable((any InteractiveNode).self) {
                $0.controlKind == kind && $0.controlLabel == label
            }).filter { !$0.isHiddenFromView }  // a person cannot reach a `hidden()` control
        // A control a style took over (a primitive button style) comes after one a person can
        // operate: the style's own control (a `Button(configuration)`) has the same label.
        guard let control = matching.first(where: \.isOperable) ?? matching.first else {
            throw ControlNotFound(
                kind: kind, label: label, available: interactiveNodes(kind).map(\.controlLabel))
        }
        // A touch passes through a control under `allowsHitTesting(false)`: nothing happens.
        guard control.inheritedEnvironment.allowsHitTesting else { return false }
        owner?.windowWasUsed(self)
        graph.actingNode = control
        let result = HostContext.running(on: platform, clock: clock) { action(control) }
        graph.actingNode = nil
        flush()
        return result
    }
}
