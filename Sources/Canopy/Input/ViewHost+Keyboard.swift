/// A hardware keyboard and a Mac's first-responder commands, as a person uses them: a key
/// press or a command goes to the view with focus and outward until a view handles it (D82).
extension ViewHost {
    /// A command a Mac sends the view with focus (besides copy, cut and paste).
    public enum FocusedCommand: Sendable, Hashable {
        /// Delete (the Delete key, Edit › Delete).
        case delete
        /// A move (an arrow key).
        case move(MoveCommandDirection)
        /// Exit (Escape).
        case exit
        /// The remote's Play/Pause button (tvOS).
        case playPause
        /// An action message sent up the responder chain (`onCommand(_:perform:)`).
        case selector(Selector)
    }

    /// Presses `key` with `modifiers` held, as a person does on a hardware keyboard, then
    /// flushes: the key goes down, repeats `repeats` times, and comes up. Each phase goes to
    /// the `onKeyPress` handlers of the view with focus, then of the views around it, until one
    /// returns `.handled` (D82). A key no handler took goes on as a Mac sends it: an arrow as a
    /// move command, Escape as the exit command, Delete as the delete command; then, as a
    /// keyboard shortcut, to the first enabled control in the window with a
    /// ``View/keyboardShortcut(_:modifiers:)`` of that key (Return for `.defaultAction`).
    /// Returns `.handled` when something took the press.
    @discardableResult
    public func pressKey(_ key: KeyEquivalent, modifiers: EventModifiers = [], repeats: Int = 0)
        -> KeyPress.Result
    {
        flush()
        owner?.windowWasUsed(self)
        func press(_ phase: KeyPress.Phases) -> Bool {
            let event = KeyPress(
                phase: phase, key: key, characters: String(key.character), modifiers: modifiers)
            if case .ignored = graph.deliverToFocus(.key(event)) { return false }
            return true
        }
        var handled = press(.down)
        for _ in 0..<max(0, repeats) { handled = press(.repeat) || handled }
        _ = press(.up)
        if !handled, let command = Self.command(for: key, modifiers) {
            if case .ignored = graph.deliverToFocus(command) {} else { handled = true }
        }
        if !handled, let control = shortcutControl(key, modifiers) {
            handled = control.tap()
        }
        flush()
        return handled ? .handled : .ignored
    }

    /// Sends `command` to the view with focus, then flushes. Returns whether a view handled it
    /// (`false` with nothing focused, or no `onDeleteCommand`/`onMoveCommand`/… around it).
    @discardableResult
    public func sendCommand(_ command: FocusedCommand) -> Bool {
        flush()
        let event: FocusedEvent =
            switch command {
            case .delete: .delete
            case .move(let direction): .move(direction)
            case .exit: .exit
            case .playPause: .playPause
            case .selector(let selector): .selector(selector.name)
            }
        let outcome = graph.deliverToFocus(event)
        flush()
        if case .ignored = outcome { return false }
        return true
    }

    /// Chooses Edit › Copy for the view with focus, then flushes: the items its
    /// `onCopyCommand` or `copyable` gives, or `nil` when no view around the focus copies.
    public func copy() -> [NSItemProvider]? { export(.copy) }

    /// Chooses Edit › Cut for the view with focus, then flushes: the items its `onCutCommand`
    /// or `cuttable` gives, or `nil` when no view around the focus cuts.
    public func cut() -> [NSItemProvider]? { export(.cut) }

    /// Chooses Edit › Paste with `items` on the clipboard for the view with focus, then
    /// flushes. Returns whether a view took them (an `onPasteCommand` of a type they conform
    /// to, or a `pasteDestination` of a type they hold).
    @discardableResult
    public func paste(_ items: [NSItemProvider]) -> Bool {
        flush()
        let outcome = graph.deliverToFocus(.paste(items))
        flush()
        if case .ignored = outcome { return false }
        return true
    }

    /// Pastes transferable values (`host.paste("Hello")`), as ``paste(_:)-([NSItemProvider])``.
    @discardableResult
    public func paste<T: Transferable>(_ values: T...) -> Bool {
        paste(values.map { NSItemProvider.of($0) })
    }

    // MARK: Private

    private func export(_ event: FocusedEvent) -> [NSItemProvider]? {
        flush()
        let outcome = graph.deliverToFocus(event)
        flush()
        if case .exported(let items) = outcome { return items }
        return nil
    }

    /// The command a Mac makes of a key no handler took.
    private static func command(for key: KeyEquivalent, _ modifiers: EventModifiers)
        -> FocusedEvent?
    {
        guard modifiers.subtracting([.numericPad, .function, .capsLock]).isEmpty else {
            return nil
        }
        switch key {
        case .upArrow: return .move(.up)
        case .downArrow: return .move(.down)
        case .leftArrow: return .move(.left)
        case .rightArrow: return .move(.right)
        case .escape: return .exit
        case .delete, .deleteForward: return .delete
        default: return nil
        }
    }

    /// The first enabled control in tree order whose nearest recorded keyboard shortcut is
    /// `key` with `modifiers`.
    private func shortcutControl(_ key: KeyEquivalent, _ modifiers: EventModifiers)
        -> (any InteractiveNode)?
    {
        graph.reachable((any InteractiveNode).self) { control in
            guard control.isEnabled else { return false }
            var node = control.parent
            while let current = node {
                if let recording = current as? any AttributeRecording,
                    let shortcut = recording.recorded(KeyboardShortcutAttribute.self)
                {
                    return shortcut.matches(key, modifiers)
                }
                node = current.parent
            }
            return false
        }.first
    }
}
