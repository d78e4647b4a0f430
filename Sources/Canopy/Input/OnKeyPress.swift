import Foundation

/// `onKeyPress`: an action the focused view (or a view around it) runs for the key presses it
/// matches, in the phases it names. Presses reach it through ``ViewGraph/deliverToFocus(_:)``
/// (D82): a handler returning `.handled` stops the press, `.ignored` lets it go on outward.
nonisolated struct _KeyPressModifier: ViewModifier, FocusedEventModifier {
    typealias Body = Never

    /// Which presses the action is for.
    enum Keys {
        case any
        case keys(Set<KeyEquivalent>)
        case characters(CharacterSet)
    }

    let keys: Keys
    let phases: KeyPress.Phases
    let action: (KeyPress) -> KeyPress.Result

    /// Whether `press` is one of the presses the action is for.
    func matches(_ press: KeyPress) -> Bool {
        guard phases.contains(press.phase) else { return false }
        switch keys {
        case .any: return true
        case .keys(let keys): return keys.contains(press.key)
        case .characters(let set):
            return !press.characters.isEmpty
                && press.characters.unicodeScalars.allSatisfy(set.contains)
        }
    }

    @MainActor func handle(_ event: FocusedEvent, at node: ModifierNode) -> FocusedEventOutcome {
        guard case .key(let press) = event, matches(press) else { return .ignored }
        return action(press) == .handled ? .handled : .ignored
    }

    @MainActor func renderAttributes(into attributes: inout [String], node: ModifierNode) {
        switch keys {
        case .any: attributes.append(".onKeyPress")
        case .keys(let keys):
            attributes.append(
                ".onKeyPress(" + keys.map(\.description).sorted().joined(separator: ", ") + ")")
        case .characters: attributes.append(".onKeyPress(characters:)")
        }
    }
}

extension View {
    /// Runs `action` when `key` is pressed (down or repeating) while this view or one inside it
    /// has focus. Presses flow **up** from the focused view: `.handled` stops the press here,
    /// `.ignored` lets the views around this one hear it (D82).
    public func onKeyPress(
        _ key: KeyEquivalent, action: @escaping () -> KeyPress.Result
    ) -> some View {
        modifier(
            _KeyPressModifier(keys: .keys([key]), phases: [.down, .repeat]) { _ in action() })
    }

    /// Runs `action` with the press when `key` is pressed in one of `phases` while this view
    /// or one inside it has focus (D82).
    public func onKeyPress(
        _ key: KeyEquivalent, phases: KeyPress.Phases,
        action: @escaping (KeyPress) -> KeyPress.Result
    ) -> some View {
        modifier(_KeyPressModifier(keys: .keys([key]), phases: phases, action: action))
    }

    /// Runs `action` with the press when one of `keys` is pressed in one of `phases` while this
    /// view or one inside it has focus (D82).
    public func onKeyPress(
        keys: Set<KeyEquivalent>, phases: KeyPress.Phases = [.down, .repeat],
        action: @escaping (KeyPress) -> KeyPress.Result
    ) -> some View {
        modifier(_KeyPressModifier(keys: .keys(keys), phases: phases, action: action))
    }

    /// Runs `action` with the press when a key typing characters of `characters` is pressed in
    /// one of `phases` while this view or one inside it has focus (D82).
    public func onKeyPress(
        characters: CharacterSet, phases: KeyPress.Phases = [.down, .repeat],
        action: @escaping (KeyPress) -> KeyPress.Result
    ) -> some View {
        modifier(_KeyPressModifier(keys: .characters(characters), phases: phases, action: action))
    }

    /// Runs `action` with every press in one of `phases` while this view or one inside it has
    /// focus (D82).
    public func onKeyPress(
        phases: KeyPress.Phases = [.down, .repeat],
        action: @escaping (KeyPress) -> KeyPress.Result
    ) -> some View {
        modifier(_KeyPressModifier(keys: .any, phases: phases, action: action))
    }
}
