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
    func searchableModifier(
        _ text: Binding<String>, _ isPresented: Binding<Bool>?,
        _ placement: SearchFieldPlacement, _ prompt: String?,
        tokens: (any SearchTokenSource)? = nil
    ) -> some View {
        modifier(
            _SearchableModifier(
                text: text, isPresented: isPresented, placement: placement, prompt: prompt,
                tokens: tokens))
    }
}
