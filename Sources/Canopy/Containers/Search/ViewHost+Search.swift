extension ViewHost {
    /// Taps the search field shown for the first `searchable` a person can reach, beginning a
    /// search (C16, D54); tapping an active field does nothing. No field shown is an error
    /// that says why (D54: on iOS and iPadOS a `searchable` needs a navigation stack above).
    public func beginSearch() throws {
        _ = try operateSearchField { $0.tap() }
    }

    /// Types `text` into the search field, replacing its text; typing begins a search first
    /// (C15, D54). The same as `type(text, into: prompt)`.
    public func typeSearch(_ text: String) throws {
        _ = try operateSearchField { $0.type(text) }
    }

    /// Submits the search (Return): runs the `onSubmit(of: .search)` actions around the
    /// `searchable` (C18).
    public func submitSearch() throws {
        _ = try operateSearchField { $0.submit() }
    }

    /// Taps Cancel: ends the search and clears its text, as `dismissSearch` does (D54).
    /// Returns `false` when no search is active.
    @discardableResult
    public func cancelSearch() throws -> Bool {
        try operateSearchField { field in
            guard field.view.session.isActive.wrappedValue else { return false }
            field.view.session.end()
            return true
        }
    }

    /// Whether the search of the first reachable search field is active; `false` with none.
    public var isSearchActive: Bool {
        flush()
        return searchField()?.view.session.isActive.wrappedValue ?? false
    }

    /// The labels of the suggestions offered now (C19): the views of the `searchSuggestions`
    /// of the first reachable search field's `searchable`, while a search is active; empty
    /// otherwise.
    public var searchSuggestions: [String] {
        flush()
        return searchOwner()?.offeredSuggestions.map(\.label) ?? []
    }

    /// Chooses the suggestion labelled `label`, as a person taps it (C19): a suggestion with
    /// a ``View/searchCompletion(_:)-(String)`` puts its completion in the field and answers
    /// `true`; one without answers `false` (it is an ordinary view: tap what it contains).
    /// A label not offered is an error listing the suggestions.
    @discardableResult
    public func chooseSearchSuggestion(_ label: String) throws -> Bool {
        flush()
        guard let owner = searchOwner() else { throw SearchFieldNotFound(platform: platform) }
        let offered = owner.offeredSuggestions
        guard let suggestion = offered.first(where: { $0.label == label }) else {
            throw SearchSuggestionNotFound(label: label, offered: offered.map(\.label))
        }
        guard let choice = suggestion.choice else { return false }
        self.owner?.windowWasUsed(self)
        HostContext.running(on: platform, clock: clock) { owner.choose(choice) }
        flush()
        return true
    }

    /// What each token in the first reachable search field shows, in order (D78); empty when
    /// no field shows or its `searchable` has no tokens.
    public var searchTokens: [String] {
        flush()
        guard let owner = searchOwner() as? any SearchTokenShowing else { return [] }
        return owner.shownTokenLabels
    }

    /// Removes the token showing `label` from the search field, as a person deletes it (D78):
    /// the `searchable`'s `tokens` binding loses that element. A token not shown is an error
    /// listing those that are.
    public func removeSearchToken(_ label: String) throws {
        flush()
        guard let owner = searchOwner() as? any SearchTokenShowing else {
            throw SearchFieldNotFound(platform: platform)
        }
        guard owner.shownTokenLabels.contains(label) else {
            throw SearchTokenNotFound(label: label, shown: owner.shownTokenLabels)
        }
        self.owner?.windowWasUsed(self)
        HostContext.running(on: platform, clock: clock) { owner.removeToken(label: label) }
        flush()
    }

    /// The scopes offered below the first reachable search field now, in order (D78): empty
    /// while the scope bar is out of reach (before text entry in iOS, before the search is
    /// presented in macOS, after it is cancelled).
    public var searchScopes: [String] {
        flush()
        return reachableScopeBar()?.optionLabels ?? []
    }

    /// Taps the scope labelled `label` in the scope bar (D78): the `searchScopes` binding takes
    /// its tag. A scope not offered now is an error listing those that are.
    public func chooseSearchScope(_ label: String) throws {
        flush()
        guard let bar = reachableScopeBar(), bar.optionLabels.contains(label) else {
            throw SearchScopeNotFound(
                label: label, offered: reachableScopeBar()?.optionLabels ?? [])
        }
        owner?.windowWasUsed(self)
        _ = HostContext.running(on: platform, clock: clock) { bar.choose(label) }
        flush()
    }

    private func reachableScopeBar() -> (any OptionChoosing)? {
        guard let owner = searchOwner() as? any SearchScopeListing else { return nil }
        return owner.attachedScopes.lazy.filter(\.isInReach)
            .compactMap {
                $0.scopeBar?.rowChain.lazy.compactMap { $0 as? any OptionChoosing }.first
            }
            .first
    }

    private func searchOwner() -> (any SearchFieldOwning)? {
        var cursor = searchField()?.parent
        while let node = cursor {
            if let owner = node as? any SearchFieldOwning { return owner }
            cursor = node.parent
        }
        return nil
    }

    private func searchField() -> SearchFieldNode? {
        graph.reachable((any InteractiveNode).self).lazy.compactMap { $0 as? SearchFieldNode }
            .first
    }

    private func operateSearchField(_ action: (SearchFieldNode) -> Bool) throws -> Bool {
        flush()
        guard let field = searchField() else { throw SearchFieldNotFound(platform: platform) }
        owner?.windowWasUsed(self)
        let result = HostContext.running(on: platform, clock: clock) { action(field) }
        flush()
        return result
    }
}

/// A search gesture where no search field is shown.
public struct SearchFieldNotFound: Error, CustomStringConvertible {
    /// The simulated platform.
    public let platform: Platform

    /// A sentence saying why there is no field.
    public var description: String {
        platform == .macOS
            ? "No search field is shown: no view a person can reach is searchable"
            : "No search field is shown: on \(platform) a searchable needs a NavigationStack above it (D54)"
    }
}

/// A suggestion a test chose that the search does not offer now (C19).
public struct SearchSuggestionNotFound: Error, CustomStringConvertible {
    /// The label asked for.
    public let label: String
    /// The labels offered.
    public let offered: [String]

    /// A sentence naming what is offered.
    public var description: String {
        offered.isEmpty
            ? "No suggestion \(quoted(label)) is offered: none is (is a search active?)"
            : "No suggestion \(quoted(label)) is offered; offered: "
                + offered.map(quoted).joined(separator: ", ")
    }
}

/// A search token a test removed that the field does not show (D78).
public struct SearchTokenNotFound: Error, CustomStringConvertible {
    /// The label asked for.
    public let label: String
    /// The tokens the field shows.
    public let shown: [String]

    /// A sentence naming the tokens shown.
    public var description: String {
        shown.isEmpty
            ? "No search token \(quoted(label)) is in the field: it has none"
            : "No search token \(quoted(label)) is in the field; it shows "
                + shown.map(quoted).joined(separator: ", ")
    }
}

/// A search scope a test chose that the scope bar does not offer now (D78).
public struct SearchScopeNotFound: Error, CustomStringConvertible {
    /// The label asked for.
    public let label: String
    /// The scopes offered now.
    public let offered: [String]

    /// A sentence naming the scopes offered.
    public var description: String {
        offered.isEmpty
            ? "No search scope \(quoted(label)) is offered: no scope bar is in reach (scopes show on text entry in iOS, once the search is presented in macOS)"
            : "No search scope \(quoted(label)) is offered; offered: "
                + offered.map(quoted).joined(separator: ", ")
    }
}
