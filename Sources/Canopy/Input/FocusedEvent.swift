/// What the host delivers to the view with keyboard focus: a key press, or one of the commands
/// a Mac sends to its first responder (copy, cut, paste, delete, move, exit, a selector).
enum FocusedEvent {
    case key(KeyPress)
    case copy
    case cut
    case paste([NSItemProvider])
    case delete
    case move(MoveCommandDirection)
    case exit
    case playPause
    case selector(String)
}

/// What a handler did with a focused event.
enum FocusedEventOutcome {
    /// Not handled: it goes on outward.
    case ignored
    /// Handled: it stops here.
    case handled
    /// A copy or cut handled with these items.
    case exported([NSItemProvider])
}

/// A built-in modifier that answers focused events (`onKeyPress`, `onMoveCommand`,
/// `copyable`, …).
protocol FocusedEventModifier: PrimitiveModifier {
    @MainActor func handle(_ event: FocusedEvent, at node: ModifierNode) -> FocusedEventOutcome
}

/// A node that answers focused events: a ``FocusedEventModifier``'s.
@MainActor
protocol FocusedEventHandling: _ViewNode {
    func handle(_ event: FocusedEvent) -> FocusedEventOutcome
}

extension PrimitiveModifierNode: FocusedEventHandling where Modifier: FocusedEventModifier {
    func handle(_ event: FocusedEvent) -> FocusedEventOutcome {
        currentModifier.handle(event, at: self)
    }
}

extension ViewGraph {
    /// Delivers `event` to the focused view's handlers and then outward through its ancestors,
    /// until one handles it (D82). The focused view's handlers are the modifiers applied to it
    /// on either side of `.focusable()` (`Text("a").onKeyPress(…).focusable()` and
    /// `Text("a").focusable().onKeyPress(…)` both hear it), innermost first; then each
    /// ancestor's, as a responder chain does. Nothing focused: nothing hears it.
    func deliverToFocus(_ event: FocusedEvent) -> FocusedEventOutcome {
        guard let focused = focus.focused else { return .ignored }
        var chain: [_ViewNode] = []
        // The modifiers applied inside `.focusable()`: the single-child chain below it down to
        // the first view that is not a modifier.
        var inner = focused.children.count == 1 ? focused.children.first : nil
        while let node = inner, node is any ModifierNode {
            chain.append(node)
            inner = node.children.count == 1 ? node.children.first : nil
        }
        chain.reverse()
        var outer: _ViewNode? = focused
        while let node = outer {
            chain.append(node)
            outer = node.parent
        }
        for node in chain {
            guard let handler = node as? any FocusedEventHandling else { continue }
            let outcome = handler.handle(event)
            if case .ignored = outcome { continue }
            return outcome
        }
        return .ignored
    }
}
