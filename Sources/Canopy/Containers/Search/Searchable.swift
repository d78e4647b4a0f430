/// `searchable`: asks the nearest container that shows a search field for one (C15), and
/// hands its content `isSearching` and `dismissSearch` (values flow **down**, C16, C17). The
/// modified view's line carries `.searchable(text: "ap", prompt: "Search fruit")`, then
/// ` searching` while a search is active (D58).
nonisolated struct _SearchableModifier: ViewModifier, PrimitiveModifier {
    /// Drawn by the runtime: a primitive view has no body.
    public typealias Body = Never
    let text: Binding<String>
    let isPresented: Binding<Bool>?
    let placement: SearchFieldPlacement
    let prompt: String?

    /// Mounts the content and, where a field can be shown, the field.
    @MainActor public static func _makeModifiedNode<Wrapped: View>(
        _ view: ModifiedContent<Wrapped, Self>
    ) -> _ViewNode {
        SearchableNode(view)
    }
}

/// A `searchable`'s node: its content, then its search field when the simulated platform shows
/// one there (D54). The field is the navigation bar's, not the content's: it has no line in
/// the tree and no frame.
@MainActor
final class SearchableNode<Wrapped: View>:
    TypedNode<ModifiedContent<Wrapped, _SearchableModifier>>, DisplayFacet, SearchFieldOwning
{
    /// Whether a search is active, when no `isPresented:` binding says it.
    private var ownActivity: StoredLocation<Bool>?
    private var session: SearchSession?
    private var reportedDuplicate = false
    /// Whether the search was active when last evaluated.
    private var wasActive = false
    /// The suggestions offered with this search (C19), weakly.
    private var suggestions: [WeakNode] = []

    override func evaluate() {
        let modifier = view.modifier
        let isActive = modifier.isPresented ?? ownActivityBinding()
        let session = self.session ?? SearchSession(text: modifier.text, isActive: isActive)
        session.text = modifier.text
        session.isActive = isActive
        self.session = session
        let active = graph.evaluatingBody(of: self, countingEvaluation: false) {
            isActive.wrappedValue
        }
        let (inNavigation, hasOuter) = surroundings()
        if hasOuter, !reportedDuplicate {
            reportedDuplicate = true
            graph.record(
                Diagnostic(
                    kind: .duplicateSearchable,
                    message:
                        "A searchable inside another searchable's content is ignored: the outer one's field is the search field",
                    viewPath: path))
        }
        if active != wasActive {
            wasActive = active
            // The suggestions come into or go out of a person's reach.
            for case let node? in suggestions.map(\.node) where node.isMounted {
                graph.features.shownChildrenDidChange(of: node)
            }
        }
        provideEnvironment { environment in
            environment.isSearching = active
            environment.dismissSearch = DismissSearchAction(session: session)
        }
        let old = children
        let content = reconcile(old.first, with: view.content)
        // On iOS and iPadOS a field needs a navigation container: above the modifier, or the
        // modified view itself (`NavigationStack { … }.searchable(…)`). The first searchable
        // of a presentation's content has it (D54).
        let showsField =
            !hasOuter
            && (inNavigation || graph.platform == .macOS
                || content.rowChain.contains { $0 is any BackNavigable })
        if showsField {
            let field = SearchField(session: session, prompt: modifier.prompt ?? "Search")
            children = [content, reconcile(old.count > 1 ? old[1] : nil, with: field)]
        } else {
            if old.count > 1 { graph.unmount(old[1]) }
            children = [content]
        }
    }

    /// Whether a navigation container holds this view, and whether another `searchable` does,
    /// within the presentation the view is in (a sheet's content is a search context of its
    /// own, C5).
    private func surroundings() -> (inNavigation: Bool, hasOuter: Bool) {
        var inNavigation = false
        var cursor = parent
        while let node = cursor, !(node is any InteractiveDismissRefusing) {
            if node is any SearchFieldOwning { return (inNavigation, true) }
            if node is any BackNavigable { inNavigation = true }
            cursor = node.parent
        }
        return (inNavigation, false)
    }

    private func ownActivityBinding() -> Binding<Bool> {
        if let ownActivity { return Binding(location: ownActivity) }
        let made = StoredLocation(false, graph: graph, owner: .view(handle), name: "isSearching")
        ownActivity = made
        return Binding(location: made)
    }

    override var renderRole: RenderRole { .attribute }
    override var pathComponent: String? { nil }

    func renderAttributes(into attributes: inout [String]) {
        let modifier = view.modifier
        var text = ".searchable(text: " + quoted(modifier.text.wrappedValue)
        if let prompt = modifier.prompt { text += ", prompt: " + quoted(prompt) }
        text += ")"
        if session?.isActive.wrappedValue == true { text += " searching" }
        attributes.append(text)
    }

    /// The search field, if the node shows one.
    var searchField: _ViewNode? { children.count > 1 ? children[1] : nil }
}

/// A `searchable`'s node, for the one inside it that would be a second field (D54), and for
/// the suggestions offered with it (C19).
@MainActor
protocol SearchFieldOwning: _ViewNode {
    /// Whether a person is searching now.
    var isSearchActive: Bool { get }
    /// Offers `suggestions`' views while searching.
    func attach(_ suggestions: any SearchSuggesting)
    /// The suggestions offered now, in tree order.
    var offeredSuggestions: [(label: String, completion: String?, node: _ViewNode)] { get }
    /// Puts `text` in the field, as choosing a completion does.
    func complete(with text: String)
}

extension SearchableNode {
    var isSearchActive: Bool { session?.isActive.wrappedValue == true }

    func attach(_ suggestions: any SearchSuggesting) {
        self.suggestions.removeAll { $0.node == nil || !$0.node!.isMounted }
        guard !self.suggestions.contains(where: { $0.node === suggestions }) else { return }
        self.suggestions.append(WeakNode(suggestions))
    }

    var offeredSuggestions: [(label: String, completion: String?, node: _ViewNode)] {
        guard isSearchActive else { return [] }
        return suggestions.compactMap { $0.node as? any SearchSuggesting }
            .filter { $0.isMounted && $0.searchOwner() === self }
            .flatMap { $0.suggestionsRoot?.searchSuggestionItems ?? [] }
    }

    func complete(with text: String) { session?.text.wrappedValue = text }
}

/// The content takes the whole space; the field sits in the bar, chrome outside it.
extension SearchableNode: ContentOnlyLayout {
    var layoutRule: String { "C15 searchable" }
}

/// On screen the field comes first, below the bar: `⌕ Search fruit: [ap]` (D59).
extension SearchableNode: ScreenDrawing {
    func screenLines(_ screen: ScreenRenderer, depth: Int) -> [String]? {
        guard let field = searchField as? SearchFieldNode else { return nil }
        let offered = offeredSuggestions.flatMap { suggestion in
            screen.lines(of: suggestion.node, depth: depth + 1).map {
                (screen.ascii ? "  > " : "  ↳ ") + $0
            }
        }
        return [field.screenLine(ascii: screen.ascii)] + offered
            + screen.lines(of: children[0], depth: depth + 1)
    }

    var drawsOnScreen: Bool { searchField != nil }
}

extension View {
    /// Asks for a search field for this view, whose text is `text` (C15): on iOS and iPadOS in
    /// the navigation bar of the nearest stack level, on macOS at the toolbar's trailing edge.
    /// This view and everything below it read `isSearching` and `dismissSearch` (C16, C17);
    /// `onSubmit(of: .search)` around it runs when a person submits (C18).
    ///
    ///     NavigationStack {
    ///         List(results) { Text($0.name) }
    ///             .searchable(text: $query, prompt: "Search fruit")
    ///     }
    public func searchable(
        text: Binding<String>, placement: SearchFieldPlacement = .automatic,
        prompt: Text? = nil
    ) -> some View {
        searchableModifier(
            text, nil, placement, prompt.flatMap { ($0 as any StaticText).staticText })
    }

    /// Asks for a search field with `prompt` as its placeholder (C15).
    public func searchable(
        text: Binding<String>, placement: SearchFieldPlacement = .automatic,
        prompt: LocalizedStringKey
    ) -> some View {
        searchableModifier(text, nil, placement, prompt.text)
    }

    /// Asks for a search field with `prompt` as its placeholder (C15).
    @_disfavoredOverload
    public func searchable<S: StringProtocol>(
        text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: S
    ) -> some View {
        searchableModifier(text, nil, placement, String(prompt))
    }

    /// Asks for a search field whose activity is `isPresented`: `true` while a search is
    /// active, and writing it from code begins or ends one (C16).
    public func searchable(
        text: Binding<String>, isPresented: Binding<Bool>,
        placement: SearchFieldPlacement = .automatic, prompt: Text? = nil
    ) -> some View {
        searchableModifier(
            text, isPresented, placement, prompt.flatMap { ($0 as any StaticText).staticText })
    }

    /// Asks for a search field whose activity is `isPresented`, with `prompt` (C15, C16).
    public func searchable(
        text: Binding<String>, isPresented: Binding<Bool>,
        placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey
    ) -> some View {
        searchableModifier(text, isPresented, placement, prompt.text)
    }

    /// Asks for a search field whose activity is `isPresented`, with `prompt` (C15, C16).
    @_disfavoredOverload
    public func searchable<S: StringProtocol>(
        text: Binding<String>, isPresented: Binding<Bool>,
        placement: SearchFieldPlacement = .automatic, prompt: S
    ) -> some View {
        searchableModifier(text, isPresented, placement, String(prompt))
    }
}

extension View {
    /// The one `_SearchableModifier` every `searchable` overload makes.
    fileprivate func searchableModifier(
        _ text: Binding<String>, _ isPresented: Binding<Bool>?,
        _ placement: SearchFieldPlacement, _ prompt: String?
    ) -> some View {
        modifier(
            _SearchableModifier(
                text: text, isPresented: isPresented, placement: placement, prompt: prompt))
    }
}
