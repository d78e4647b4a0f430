/// One `searchable`'s search, for as long as its view is in the tree: the text binding and
/// whether a search is active (its own state, or the `isPresented:` binding), kept current by
/// the `searchable`'s node. `dismissSearch`, the field and the host act through it.
@MainActor
final class SearchSession: @unchecked Sendable {
    var text: Binding<String>
    var isActive: Binding<Bool>
    /// Whether a person has typed into the field since the search began.
    var hasEnteredText = false
    /// The field showing this search, while one does.
    weak var field: SearchFieldNode?
    /// The `searchSelection` bindings of the search, current when asked.
    var selections: () -> [Binding<TextSelection?>] = { [] }
    /// Where views that show the query (`ContentUnavailableView.search`) register as readers:
    /// changed when the `searchable` is given a text it did not have. A binding into a
    /// `@State` is read directly; one into an `ObservableObject` registers nobody, so this is
    /// how its new value reaches them (D101).
    let queryChanges = AnyLocation(graph: nil, owner: .named("the search query"))
    /// The text when the `searchable` last evaluated.
    private var lastQuery: String?

    init(text: Binding<String>, isActive: Binding<Bool>) {
        self.text = text
        self.isActive = isActive
    }

    /// Tells the query's readers when `query`, the text the `searchable` was given, is not
    /// what it was given last.
    func noteQuery(_ query: String) {
        defer { lastQuery = query }
        guard let lastQuery, lastQuery != query else { return }
        queryChanges.didChange()
    }

    /// The query, read as a view showing it reads it: it is evaluated again when the query
    /// changes, whatever the text is bound to.
    var trackedQuery: String {
        queryChanges.trackRead()
        return text.wrappedValue
    }

    /// Writes `text` as Canopy's field does (typing, a completion, a chosen token): the
    /// selection becomes an insertion point after it (D78).
    func write(_ text: String) {
        self.text.wrappedValue = text
        for selection in selections() {
            selection.wrappedValue = TextSelection(insertionPoint: text.endIndex)
        }
    }

    /// A person tapped the field (or typed into it): the search is active (D54).
    func begin() {
        if !isActive.wrappedValue { isActive.wrappedValue = true }
    }

    /// Cancel, or `dismissSearch`: not active, the text cleared (C17, D54).
    func end() {
        guard isActive.wrappedValue else { return }
        hasEnteredText = false
        // The field gives up focus as the search ends (C17).
        if let field, field.isMounted, field.graph.focus.focused === field {
            field.graph.focus.moveFocus(to: nil)
        }
        isActive.wrappedValue = false
        text.wrappedValue = ""
        // No field has a selection once the search is over.
        for selection in selections() { selection.wrappedValue = nil }
    }
}
