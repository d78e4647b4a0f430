extension View {
    /// Asks for a search field that shows `tokens` before its text (C15, D78): each token's
    /// view is what `token` builds for it, a person can remove one, and a suggestion's
    /// ``searchCompletion(_:)-(T)`` adds one. Writes go through the `tokens` binding.
    ///
    ///     ProductList()
    ///         .searchable(text: $text, tokens: $tokens) { token in
    ///             Label(token.name, systemImage: token.symbol)
    ///         }
    public func searchable<C: RandomAccessCollection & RangeReplaceableCollection, T: View>(
        text: Binding<String>, tokens: Binding<C>, placement: SearchFieldPlacement = .automatic,
        prompt: Text? = nil, @ViewBuilder token: @escaping (C.Element) -> T
    ) -> some View where C.Element: Identifiable {
        searchableModifier(
            text, nil, placement, prompt.flatMap { ($0 as any StaticText).staticText },
            tokens: TypedSearchTokens(bound: tokens, suggested: nil) { token($0.wrappedValue) })
    }

    /// A search field with tokens, prompting `prompt` (C15, D78).
    public func searchable<C: RandomAccessCollection & RangeReplaceableCollection, T: View>(
        text: Binding<String>, tokens: Binding<C>, placement: SearchFieldPlacement = .automatic,
        prompt: LocalizedStringKey, @ViewBuilder token: @escaping (C.Element) -> T
    ) -> some View where C.Element: Identifiable {
        searchableModifier(
            text, nil, placement, prompt.text,
            tokens: TypedSearchTokens(bound: tokens, suggested: nil) { token($0.wrappedValue) })
    }

    /// A search field with tokens, prompting `prompt` (C15, D78).
    @_disfavoredOverload
    public func searchable<
        C: RandomAccessCollection & RangeReplaceableCollection, T: View, S: StringProtocol
    >(
        text: Binding<String>, tokens: Binding<C>, placement: SearchFieldPlacement = .automatic,
        prompt: S, @ViewBuilder token: @escaping (C.Element) -> T
    ) -> some View where C.Element: Identifiable {
        searchableModifier(
            text, nil, placement, String(prompt),
            tokens: TypedSearchTokens(bound: tokens, suggested: nil) { token($0.wrappedValue) })
    }

    /// A search field with tokens whose activity is `isPresented` (C15, C16, D78).
    public func searchable<C: RandomAccessCollection & RangeReplaceableCollection, T: View>(
        text: Binding<String>, tokens: Binding<C>, isPresented: Binding<Bool>,
        placement: SearchFieldPlacement = .automatic, prompt: Text? = nil,
        @ViewBuilder token: @escaping (C.Element) -> T
    ) -> some View where C.Element: Identifiable {
        searchableModifier(
            text, isPresented, placement, prompt.flatMap { ($0 as any StaticText).staticText },
            tokens: TypedSearchTokens(bound: tokens, suggested: nil) { token($0.wrappedValue) })
    }

    /// A search field with tokens whose activity is `isPresented`, prompting `prompt`.
    public func searchable<C: RandomAccessCollection & RangeReplaceableCollection, T: View>(
        text: Binding<String>, tokens: Binding<C>, isPresented: Binding<Bool>,
        placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey,
        @ViewBuilder token: @escaping (C.Element) -> T
    ) -> some View where C.Element: Identifiable {
        searchableModifier(
            text, isPresented, placement, prompt.text,
            tokens: TypedSearchTokens(bound: tokens, suggested: nil) { token($0.wrappedValue) })
    }

    /// A search field with tokens whose activity is `isPresented`, prompting `prompt`.
    @_disfavoredOverload
    public func searchable<
        C: RandomAccessCollection & RangeReplaceableCollection, T: View, S: StringProtocol
    >(
        text: Binding<String>, tokens: Binding<C>, isPresented: Binding<Bool>,
        placement: SearchFieldPlacement = .automatic, prompt: S,
        @ViewBuilder token: @escaping (C.Element) -> T
    ) -> some View where C.Element: Identifiable {
        searchableModifier(
            text, isPresented, placement, String(prompt),
            tokens: TypedSearchTokens(bound: tokens, suggested: nil) { token($0.wrappedValue) })
    }

    /// A search field with tokens and suggested tokens (C19, D78): while a person searches,
    /// the suggested tokens are offered below the field, and choosing one appends it to
    /// `tokens` and clears the text.
    public func searchable<
        C: MutableCollection & RandomAccessCollection & RangeReplaceableCollection, T: View
    >(
        text: Binding<String>, tokens: Binding<C>, suggestedTokens: Binding<C>,
        placement: SearchFieldPlacement = .automatic, prompt: Text? = nil,
        @ViewBuilder token: @escaping (C.Element) -> T
    ) -> some View where C.Element: Identifiable {
        searchableModifier(
            text, nil, placement, prompt.flatMap { ($0 as any StaticText).staticText },
            tokens: TypedSearchTokens(bound: tokens, suggested: suggestedTokens) {
                token($0.wrappedValue)
            })
    }

    /// A search field with tokens and suggested tokens, prompting `prompt` (C19, D78).
    public func searchable<
        C: MutableCollection & RandomAccessCollection & RangeReplaceableCollection, T: View
    >(
        text: Binding<String>, tokens: Binding<C>, suggestedTokens: Binding<C>,
        placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey,
        @ViewBuilder token: @escaping (C.Element) -> T
    ) -> some View where C.Element: Identifiable {
        searchableModifier(
            text, nil, placement, prompt.text,
            tokens: TypedSearchTokens(bound: tokens, suggested: suggestedTokens) {
                token($0.wrappedValue)
            })
    }

    /// A search field with tokens and suggested tokens, prompting `prompt` (C19, D78).
    @_disfavoredOverload
    public func searchable<
        C: MutableCollection & RandomAccessCollection & RangeReplaceableCollection, T: View,
        S: StringProtocol
    >(
        text: Binding<String>, tokens: Binding<C>, suggestedTokens: Binding<C>,
        placement: SearchFieldPlacement = .automatic, prompt: S,
        @ViewBuilder token: @escaping (C.Element) -> T
    ) -> some View where C.Element: Identifiable {
        searchableModifier(
            text, nil, placement, String(prompt),
            tokens: TypedSearchTokens(bound: tokens, suggested: suggestedTokens) {
                token($0.wrappedValue)
            })
    }

    /// A search field with tokens, suggested tokens and its activity bound to `isPresented`
    /// (C16, C19, D78).
    public func searchable<
        C: MutableCollection & RandomAccessCollection & RangeReplaceableCollection, T: View
    >(
        text: Binding<String>, tokens: Binding<C>, suggestedTokens: Binding<C>,
        isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic,
        prompt: Text? = nil, @ViewBuilder token: @escaping (C.Element) -> T
    ) -> some View where C.Element: Identifiable {
        searchableModifier(
            text, isPresented, placement, prompt.flatMap { ($0 as any StaticText).staticText },
            tokens: TypedSearchTokens(bound: tokens, suggested: suggestedTokens) {
                token($0.wrappedValue)
            })
    }

    /// A search field with tokens, suggested tokens and its activity bound to `isPresented`,
    /// prompting `prompt` (C16, C19, D78).
    public func searchable<
        C: MutableCollection & RandomAccessCollection & RangeReplaceableCollection, T: View
    >(
        text: Binding<String>, tokens: Binding<C>, suggestedTokens: Binding<C>,
        isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic,
        prompt: LocalizedStringKey, @ViewBuilder token: @escaping (C.Element) -> T
    ) -> some View where C.Element: Identifiable {
        searchableModifier(
            text, isPresented, placement, prompt.text,
            tokens: TypedSearchTokens(bound: tokens, suggested: suggestedTokens) {
                token($0.wrappedValue)
            })
    }

    /// A search field with tokens, suggested tokens and its activity bound to `isPresented`,
    /// prompting `prompt` (C16, C19, D78).
    @_disfavoredOverload
    public func searchable<
        C: MutableCollection & RandomAccessCollection & RangeReplaceableCollection, T: View,
        S: StringProtocol
    >(
        text: Binding<String>, tokens: Binding<C>, suggestedTokens: Binding<C>,
        isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic, prompt: S,
        @ViewBuilder token: @escaping (C.Element) -> T
    ) -> some View where C.Element: Identifiable {
        searchableModifier(
            text, isPresented, placement, String(prompt),
            tokens: TypedSearchTokens(bound: tokens, suggested: suggestedTokens) {
                token($0.wrappedValue)
            })
    }

    /// A search field whose tokens a person edits in place (C15, D78): `token` gets a binding
    /// to its element, and what the token's view writes (a picker's choice) goes back into
    /// `editableTokens`.
    public func searchable<C: RandomAccessCollection & RangeReplaceableCollection, T: View>(
        text: Binding<String>, editableTokens: Binding<C>,
        placement: SearchFieldPlacement = .automatic, prompt: Text? = nil,
        @ViewBuilder token: @escaping (Binding<C.Element>) -> T
    ) -> some View where C.Element: Identifiable {
        searchableModifier(
            text, nil, placement, prompt.flatMap { ($0 as any StaticText).staticText },
            tokens: TypedSearchTokens(bound: editableTokens, suggested: nil, token: token))
    }

    /// A search field with editable tokens, prompting `prompt` (C15, D78).
    public func searchable<C: RandomAccessCollection & RangeReplaceableCollection, T: View>(
        text: Binding<String>, editableTokens: Binding<C>,
        placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey,
        @ViewBuilder token: @escaping (Binding<C.Element>) -> T
    ) -> some View where C.Element: Identifiable {
        searchableModifier(
            text, nil, placement, prompt.text,
            tokens: TypedSearchTokens(bound: editableTokens, suggested: nil, token: token))
    }

    /// A search field with editable tokens, prompting `prompt` (C15, D78).
    @_disfavoredOverload
    public func searchable<
        C: RandomAccessCollection & RangeReplaceableCollection, T: View, S: StringProtocol
    >(
        text: Binding<String>, editableTokens: Binding<C>,
        placement: SearchFieldPlacement = .automatic, prompt: S,
        @ViewBuilder token: @escaping (Binding<C.Element>) -> T
    ) -> some View where C.Element: Identifiable {
        searchableModifier(
            text, nil, placement, String(prompt),
            tokens: TypedSearchTokens(bound: editableTokens, suggested: nil, token: token))
    }

    /// A search field with editable tokens whose activity is `isPresented` (C16, D78).
    public func searchable<C: RandomAccessCollection & RangeReplaceableCollection, T: View>(
        text: Binding<String>, editableTokens: Binding<C>, isPresented: Binding<Bool>,
        placement: SearchFieldPlacement = .automatic, prompt: Text? = nil,
        @ViewBuilder token: @escaping (Binding<C.Element>) -> T
    ) -> some View where C.Element: Identifiable {
        searchableModifier(
            text, isPresented, placement, prompt.flatMap { ($0 as any StaticText).staticText },
            tokens: TypedSearchTokens(bound: editableTokens, suggested: nil, token: token))
    }

    /// A search field with editable tokens whose activity is `isPresented`, prompting
    /// `prompt` (C16, D78).
    public func searchable<C: RandomAccessCollection & RangeReplaceableCollection, T: View>(
        text: Binding<String>, editableTokens: Binding<C>, isPresented: Binding<Bool>,
        placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey,
        @ViewBuilder token: @escaping (Binding<C.Element>) -> T
    ) -> some View where C.Element: Identifiable {
        searchableModifier(
            text, isPresented, placement, prompt.text,
            tokens: TypedSearchTokens(bound: editableTokens, suggested: nil, token: token))
    }

    /// A search field with editable tokens whose activity is `isPresented`, prompting
    /// `prompt` (C16, D78).
    @_disfavoredOverload
    public func searchable<
        C: RandomAccessCollection & RangeReplaceableCollection, T: View, S: StringProtocol
    >(
        text: Binding<String>, editableTokens: Binding<C>, isPresented: Binding<Bool>,
        placement: SearchFieldPlacement = .automatic, prompt: S,
        @ViewBuilder token: @escaping (Binding<C.Element>) -> T
    ) -> some View where C.Element: Identifiable {
        searchableModifier(
            text, isPresented, placement, String(prompt),
            tokens: TypedSearchTokens(bound: editableTokens, suggested: nil, token: token))
    }
}
