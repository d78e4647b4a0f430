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
    /// The tokens of `searchable(text:tokens:…)` (D78).
    let tokens: (any SearchTokenSource)?

    /// Mounts the content and, where a field can be shown, the field.
    @MainActor public static func _makeModifiedNode<Wrapped: View>(
        _ view: ModifiedContent<Wrapped, Self>
    ) -> _ViewNode {
        SearchableNode(view)
    }
}

/// What a searchable's own activity location is called (its binding prints as `$isSearching`).
private let searchActivityName = PropertyName("isSearching")

/// A `searchable`'s node: its content, then its search field when the simulated platform shows
/// one there (D54). The field is the navigation bar's, not the content's: it has no line in
/// the tree and no frame.
@MainActor
final class SearchableNode<Wrapped: View>:
    TypedNode<ModifiedContent<Wrapped, _SearchableModifier>>, DisplayFacet, SearchLevelMember
{
    /// Whether a search is active, when no `isPresented:` binding says it.
    private var ownActivity: StoredLocation<Bool>?
    private var session: SearchSession?
    private var reportedDuplicate = false
    private var reportedBeside = false
    /// Whether an earlier `searchable` of the level showed the field when last evaluated
    /// (`nil` before the first evaluation: the first one tells the level it came).
    private var wasPreceded: Bool?
    /// Whether the modified view is a navigation stack of its own, which shows the field.
    private(set) var wrapsItsOwnLevel = false
    /// Whether the search was active when last evaluated.
    private var wasActive = false
    /// The suggestions and scopes offered with this search (C19), weakly.
    private var suggestions: [WeakNode] = []
    /// The tokens in the field and the suggested ones, while the field shows (D78).
    private(set) var tokenRow: _ViewNode?
    private(set) var suggestedTokenRow: _ViewNode?
    /// Whether a person had typed when last evaluated (scopes that show on text entry come
    /// into reach with the first character typed).
    private var hadEntered = false

    override func evaluate() {
        let modifier = view.modifier
        let isActive = modifier.isPresented ?? ownActivityBinding()
        let session = self.session ?? SearchSession(text: modifier.text, isActive: isActive)
        session.text = modifier.text
        // Not a dependency of this node (typing need not evaluate its content again): only
        // the query's own readers hear of a new value.
        let query = graph.withoutReading { modifier.text.wrappedValue }
        graph.withoutReading { session.noteQuery(query) }
        session.isActive = isActive
        session.selections = { [weak self] in self?.selectionBindings.map(\.selection) ?? [] }
        self.session = session
        // The token views are built here, as a `ForEach`'s rows are built by its parent: what
        // `token` reads is this node's input.
        // The text is not read here: typing need not evaluate the content again (the field
        // reads it, and tells this node when a person first types, for the scopes).
        let (active, tokenItems, suggestedItems) = graph.evaluatingBody(
            of: self, countingEvaluation: false
        ) {
            (
                isActive.wrappedValue, modifier.tokens?.tokens(),
                modifier.tokens?.suggestedTokens()
            )
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
        // A search ended from code (`isPresented` set to false) ends the typing too.
        if !active { session.hasEnteredText = false }
        let entered = session.hasEnteredText
        if active != wasActive || entered != hadEntered {
            let activityChanged = active != wasActive
            wasActive = active
            hadEntered = entered
            // The suggestions and scopes come into or go out of a person's reach.
            for case let node? in suggestions.map(\.node) where node.isMounted {
                graph.features.shownChildrenDidChange(of: node)
            }
            if activityChanged, suggestedTokenRow != nil {
                graph.features.shownChildrenDidChange(of: self)
            }
        }
        provideEnvironment { environment in
            environment.isSearching = active
            environment.dismissSearch = DismissSearchAction(session: session)
        }
        let old = children
        let (oldField, oldTokens, oldSuggested) = (searchField, tokenRow, suggestedTokenRow)
        let content = reconcile(old.first, with: view.content)
        // On iOS and iPadOS a field needs a navigation container: above the modifier, or the
        // modified view itself (`NavigationStack { … }.searchable(…)`). The first searchable
        // of a presentation's content has it (D54).
        let wrapsStack = content.rowChain.contains { $0 is any BackNavigable }
        wrapsItsOwnLevel = wrapsStack
        let showsField =
            !hasOuter && (inNavigation || graph.platform == .macOS || wrapsStack)
            && !isPrecededByAnotherInLevel()
        if showsField {
            let field = SearchField(session: session, prompt: modifier.prompt ?? "Search")
            var shown = [content, reconcile(oldField, with: field)]
            tokenRow = tokenItems.map { reconcile(oldTokens, with: ForEach($0) { $0.view }) }
            suggestedTokenRow = suggestedItems.map {
                reconcile(oldSuggested, with: ForEach($0) { $0.view })
            }
            shown += [tokenRow, suggestedTokenRow].compactMap { $0 }
            children = ChildList(shown)
        } else {
            if let oldField { graph.unmount(oldField) }
            (tokenRow, suggestedTokenRow) = (nil, nil)
            children = [content]
        }
        for row in [oldTokens, oldSuggested] {
            if let row, row !== tokenRow, row !== suggestedTokenRow, row.isMounted {
                graph.unmount(row)
            }
        }
    }

    /// Whether a navigation container holds this view, and whether another `searchable` does,
    /// within the presentation the view is in (a sheet's content is a search context of its
    /// own, C5).
    /// Whether an earlier `searchable` of the level shows its field in this one's bar (D96),
    /// said once; a change makes the level's others look again.
    private func isPrecededByAnotherInLevel() -> Bool {
        let preceded = isPrecededInItsLevel
        if preceded, !reportedBeside {
            reportedBeside = true
            graph.record(
                Diagnostic(
                    kind: .duplicateSearchable,
                    message:
                        "A searchable beside another one in the same navigation level is ignored: the first one's field is the level's search field (D96)",
                    viewPath: path))
        }
        if preceded != wasPreceded {
            wasPreceded = preceded
            levelMembershipDidChange()
        }
        return preceded
    }

    override func willUnmount() {
        if wasPreceded == false { levelMembershipDidChange() }
        super.willUnmount()
    }

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
        let made = StoredLocation(
            false, graph: graph, owner: .view(handle), name: searchActivityName)
        ownActivity = made
        return Binding(location: made)
    }

    override var renderRole: RenderRole { .attribute }
    override var pathComponent: String? { nil }

    func renderAttributes(into attributes: inout [String]) {
        let modifier = view.modifier
        var text = ".searchable(text: " + quoted(modifier.text.wrappedValue)
        if let tokenRow {
            text += ", tokens: [" + tokenLabels(of: tokenRow).joined(separator: ", ") + "]"
        }
        if let prompt = modifier.prompt { text += ", prompt: " + quoted(prompt) }
        text += ")"
        if session?.isActive.wrappedValue == true { text += " searching" }
        attributes.append(text)
    }

    /// The search field, if the node shows one.
    var searchField: _ViewNode? { children.count > 1 ? children[1] : nil }

    /// What each token below `row` shows.
    func tokenLabels(of row: _ViewNode) -> [String] { row.children.map(canopyText(of:)) }
}

/// A `searchable` whose field shows tokens (D78).
@MainActor
protocol SearchTokenShowing: _ViewNode {
    /// What each token in the field shows, in order.
    var shownTokenLabels: [String] { get }
    /// Removes the first token showing `label`.
    func removeToken(label: String)
}

extension SearchableNode: SearchTokenShowing {
    var shownTokenLabels: [String] { tokenRow.map(tokenLabels(of:)) ?? [] }

    func removeToken(label: String) {
        guard let row = tokenRow,
            let token = row.children.first(where: { canopyText(of: $0) == label }),
            let id = token.identity
        else { return }
        view.modifier.tokens?.removeToken(id: AnyHashable(id))
    }
}

/// The suggested tokens are in reach only while a person searches (D78).
extension SearchableNode: ShowsSomeChildren {
    var shownChildren: ChildList {
        guard let suggestedTokenRow, !isSearchActive else { return children }
        return ChildList(children.filter { $0 !== suggestedTokenRow })
    }
}

/// A `searchable`'s node, for the one inside it that would be a second field (D54), and for
/// the suggestions offered with it (C19).
@MainActor
protocol SearchFieldOwning: _ViewNode {
    /// Whether a person is searching now.
    var isSearchActive: Bool { get }
    /// Whether a person has typed since the search began (scopes shown on text entry).
    var hasEnteredText: Bool { get }
    /// The search field, while one shows.
    var searchField: _ViewNode? { get }
    /// The `searchFocused` bindings attached to this search.
    var focusBindings: [any SearchFocusBinding] { get }
    /// The `searchSelection` bindings attached to this search.
    var selectionBindings: [any SearchSelectionBinding] { get }
    /// Offers an attachment's views (suggestions, scopes) while searching.
    func attach(_ attachment: any SearchAttachment)
    /// The suggestions offered now, in tree order: the suggested tokens, then the views of
    /// `searchSuggestions`.
    var offeredSuggestions: [SearchSuggestionItem] { get }
    /// Does what choosing a suggestion does: fills the field, or adds a token.
    func choose(_ choice: SearchSuggestionItem.Choice)
}

/// One suggestion a person can choose while searching (C19, D78).
@MainActor
struct SearchSuggestionItem {
    /// What choosing a suggestion does.
    enum Choice {
        /// Puts the text in the field (``View/searchCompletion(_:)-(String)``).
        case completion(String)
        /// Adds the token to the field's tokens (``View/searchCompletion(_:)-(T)``).
        case token(Any)
        /// Adds the suggested token with this id, and clears the text.
        case suggestedToken(AnyHashable)
    }
    let label: String
    /// `nil` for an ordinary view offered as a suggestion: a person taps what it holds.
    let choice: Choice?
    let node: _ViewNode
}

extension SearchableNode {
    var isSearchActive: Bool { session?.isActive.wrappedValue == true }

    var hasEnteredText: Bool { session?.hasEnteredText == true }

    func attach(_ attachment: any SearchAttachment) {
        suggestions.removeAll { $0.node == nil || !$0.node!.isMounted }
        guard !suggestions.contains(where: { $0.node === attachment }) else { return }
        suggestions.append(WeakNode(attachment))
        // The field registers a focus binding as its own.
        if attachment is any SearchFocusBinding, let searchField { graph.invalidate(searchField) }
    }

    var focusBindings: [any SearchFocusBinding] { attached(as: (any SearchFocusBinding).self) }

    var selectionBindings: [any SearchSelectionBinding] {
        attached(as: (any SearchSelectionBinding).self)
    }

    /// The mounted attachments of this search of one kind, in the order they attached.
    private func attached<Kind>(as kind: Kind.Type) -> [Kind] {
        suggestions.compactMap { node -> Kind? in
            guard let node = node.node as? any SearchAttachment, node.isMounted,
                node.searchOwner() === self
            else { return nil }
            return node as? Kind
        }
    }

}

/// A `searchable` that lists the scopes offered for its search.
@MainActor
protocol SearchScopeListing: _ViewNode {
    var attachedScopes: [any SearchScoping] { get }
}

extension SearchableNode: SearchScopeListing {
    /// The scopes attached to this search, in reach or not.
    var attachedScopes: [any SearchScoping] { attached(as: (any SearchScoping).self) }

    var offeredSuggestions: [SearchSuggestionItem] {
        guard isSearchActive else { return [] }
        let tokens = (suggestedTokenRow?.children ?? []).compactMap { node in
            node.identity.map {
                SearchSuggestionItem(
                    label: canopyText(of: node), choice: .suggestedToken(AnyHashable($0)),
                    node: node)
            }
        }
        return tokens
            + suggestions.compactMap { $0.node as? any SearchSuggesting }
            .filter { $0.isMounted && $0.searchOwner() === self }
            .flatMap { $0.suggestionsRoot?.searchSuggestionItems ?? [] }
    }

    func choose(_ choice: SearchSuggestionItem.Choice) {
        switch choice {
        case .completion(let text): session?.write(text)
        case .token(let token):
            if view.modifier.tokens?.append(token) != true {
                graph.record(
                    Diagnostic(
                        kind: .searchTokenMismatch,
                        message:
                            "A suggestion's search token \(type(of: token)) is not an element of this searchable's tokens: choosing it added nothing",
                        viewPath: path))
            }
        case .suggestedToken(let id):
            view.modifier.tokens?.chooseSuggestedToken(id: id)
            session?.write("")
        }
    }
}

/// The content takes the whole space; the field sits in the bar, chrome outside it.
extension SearchableNode: ContentOnlyLayout {
    var layoutRule: String { "C15 searchable" }
}

/// On screen the field comes first, below the bar: `⌕ Search fruit: [ap]` (D59).
extension SearchableNode: ScreenDrawing {
    func screenLines(_ screen: ScreenRenderer, depth: Int) -> [String]? {
        guard let field = searchField as? SearchFieldNode else { return nil }
        let tokens = tokenRow.map(tokenLabels(of:)) ?? []
        let offered = offeredSuggestions.flatMap { suggestion in
            screen.lines(of: suggestion.node, depth: depth + 1).map {
                (screen.ascii ? "  > " : "  ↳ ") + $0
            }
        }
        let scopes = attachedScopes.compactMap { scopes in
            scopes.scopeBar.flatMap { bar in scopes.isInReach ? bar : nil }
        }
        .flatMap { screen.lines(of: $0, depth: depth + 1).map { "  " + $0 } }
        return [field.screenLine(ascii: screen.ascii, tokens: tokens)] + scopes + offered
            + screen.lines(of: children[0], depth: depth + 1)
    }

    var drawsOnScreen: Bool { searchField != nil }
}
