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
        // Focus given from code (`searchFocused`) begins a search, as a tap does (D78).
        if focus.focused === self, !active {
            graph.enqueueChange { [weak self] in
                guard let self, self.isMounted, self.graph.focus.focused === self else { return }
                self.view.session.begin()
            }
        }
        registerFocusBinding()
    }

    override func didMount() { graph.focus.registerFocusable(self) }

    override func willUnmount() {
        graph.focus.unregisterBinding(of: self)
        graph.focus.unregisterFocusable(self)
    }

    /// The `searchable` showing this field.
    private var owner: (any SearchFieldOwning)? {
        var cursor = parent
        while let node = cursor, !(node is any SearchFieldOwning) { cursor = node.parent }
        return cursor as? any SearchFieldOwning
    }

    /// The first `searchFocused` of the field's `searchable` is bound to this field (D78).
    private func registerFocusBinding() {
        let binding = owner?.focusBindings.first
        guard let binding, let state = binding.focusState else {
            graph.focus.unregisterBinding(of: self)
            return
        }
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
        view.session.hasEnteredText = true
        view.session.text.wrappedValue = text
        // The insertion point follows the text typed (`searchSelection`, D78).
        for binding in owner?.selectionBindings ?? [] {
            binding.selection.wrappedValue = TextSelection(insertionPoint: text.endIndex)
        }
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
