/// The search field a `searchable` shows: a control a person taps, types into, submits and
/// cancels (C15–C18), found by its prompt (`host.type("ap", into: "Search fruit")`).
struct SearchField: View {
    typealias Body = Never
    let session: SearchSession
    let prompt: String

    @MainActor static func _makeNode(_ view: Self) -> _ViewNode { SearchFieldNode(view) }
}

@MainActor
final class SearchFieldNode: TypedNode<SearchField>, InteractiveNode, TextTyping, DisplayFacet,
    FocusableNode, FocusableEnvironmentWriter
{
    private(set) var isEnabled = true
    /// The `onSubmit` actions around the `searchable`, innermost first.
    private var submitActions: [SubmitAction] = []
    /// Whether the field had focus, and its search was active, when last evaluated.
    private var wasFocused = false
    private var wasActive = false
    /// The focus binding registered for the field: its state and value.
    private var registered: (state: ObjectIdentifier, value: AnyHashable)?

    override func evaluate() {
        isEnabled = readEnvironment { $0.isEnabled }
        submitActions = readEnvironment { $0.submitActions }
        let session = view.session
        session.field = self
        // The field shows the text and the activity: a change to either draws it again.
        let active = graph.evaluatingBody(of: self, countingEvaluation: false) {
            (session.text.wrappedValue, session.isActive.wrappedValue).1
        }
        let focus = graph.focus
        if !isEnabled, focus.focused === self { focus.moveFocus(to: nil) }
        // A search ended from code (`isPresented` set to false) takes focus away, as Cancel
        // does (C17).
        if wasActive, !active, focus.focused === self { focus.moveFocus(to: nil) }
        let focused = focus.focused === self
        // Focus just given from code (`searchFocused`) begins a search, as a tap does (D78).
        if focused, !wasFocused, !active {
            graph.enqueueChange { [weak self] in
                guard let self, self.isMounted, self.graph.focus.focused === self else { return }
                self.view.session.begin()
            }
        }
        (wasFocused, wasActive) = (focused, active)
        registerFocusBinding()
    }

    override func didMount() { graph.focus.registerFocusable(self) }

    override func willUnmount() {
        registered = nil
        graph.focus.unregisterBinding(of: self)
        graph.focus.unregisterFocusable(self)
    }

    /// The `searchable` showing this field.
    private var owner: (any SearchFieldOwning)? {
        var cursor = parent
        while let node = cursor, !(node is any SearchFieldOwning) { cursor = node.parent }
        return cursor as? any SearchFieldOwning
    }

    /// The first `searchFocused` of the field's `searchable` is bound to this field (D78),
    /// registered again only when it changes (registering makes the window sync focus).
    private func registerFocusBinding() {
        let binding = owner?.focusBindings.first
        guard let binding, let state = binding.focusState else {
            if registered != nil {
                registered = nil
                graph.focus.unregisterBinding(of: self)
            }
            return
        }
        let key = (ObjectIdentifier(state), binding.focusValue)
        if let registered, registered == key { return }
        registered = key
        graph.focus.register(
            FocusBinding(
                node: self, state: state, value: binding.focusValue, matchesContainedFocus: false))
    }

    var acceptsFocus: Bool { isEnabled }
    var focusLabel: String { view.prompt }

    var controlKind: ControlKind { .textField }
    var controlLabel: String { view.prompt }
    var controlValue: String? { view.session.text.wrappedValue }

    /// Tapping the field begins a search (D54); tapping an active field does nothing.
    func tap() -> Bool {
        guard isEnabled else { return false }
        view.session.begin()
        graph.focus.moveFocus(to: self)
        return true
    }

    /// Typing begins a search, then replaces the text (D54).
    func type(_ text: String) -> Bool {
        guard isEnabled else { return false }
        view.session.begin()
        graph.focus.moveFocus(to: self)
        if !view.session.hasEnteredText {
            view.session.hasEnteredText = true
            // Scopes shown on text entry come into reach even when the text stays the same.
            if let owner { graph.invalidate(owner) }
        }
        view.session.write(text)
        return true
    }

    /// Return in the field runs the `onSubmit(of: .search)` actions around it (C18).
    func submit() -> Bool {
        guard isEnabled else { return false }
        view.session.begin()
        graph.focus.moveFocus(to: self)
        for action in submitActions where action.triggers.contains(.search) { action.run() }
        return true
    }

    func renderTitle() -> String {
        "SearchField \(quoted(view.prompt)) text:\(quoted(view.session.text.wrappedValue))"
    }

    /// `⌕ Search fruit: [ap]`, then ` (searching)` while a search is active (D59); tokens
    /// come before the text, `⟨Fruit⟩ ` each (D78).
    func screenLine(ascii: Bool, tokens: [String] = []) -> String {
        let session = view.session
        let shownTokens = tokens.map { (ascii ? "{" : "⟨") + $0 + (ascii ? "} " : "⟩ ") }.joined()
        return (ascii ? "(?) " : "⌕ ") + view.prompt + ": " + shownTokens + "["
            + session.text.wrappedValue + "]"
            + (session.isActive.wrappedValue ? " (searching)" : "")
    }
}
