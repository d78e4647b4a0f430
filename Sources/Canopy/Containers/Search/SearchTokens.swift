/// A search token in the field, or one suggested: its id (the element's `Identifiable` id)
/// and the view the `searchable`'s `token` closure builds for it.
struct SearchTokenItem: Identifiable {
    let id: AnyHashable
    let view: AnyView
}

/// The tokens of a `searchable(text:tokens:…)` (C19, D78), whatever their collection type:
/// the field shows them, a person removes one or chooses a suggested one, and a suggestion's
/// ``View/searchCompletion(_:)-(T)`` adds one. Every write goes through the `tokens` binding.
protocol SearchTokenSource {
    /// The tokens in the field now, in order.
    @MainActor func tokens() -> [SearchTokenItem]
    /// The suggested tokens now, in order; `nil` when the `searchable` offers none.
    @MainActor func suggestedTokens() -> [SearchTokenItem]?
    /// Removes the token whose id is `id` from the bound collection.
    @MainActor func removeToken(id: AnyHashable)
    /// Appends the suggested token whose id is `id` to the bound collection, unless a token
    /// with that id is there already.
    @MainActor func chooseSuggestedToken(id: AnyHashable)
    /// Appends `token` when it is an element of the bound collection; `false` otherwise.
    @MainActor func append(_ token: Any) -> Bool
}

/// The tokens of one `searchable`, typed: each view is built by `token` from a binding to its
/// element, which writes the element back into the collection (editable tokens; a plain
/// `token` closure reads the binding's value). Suggested tokens get constant bindings: they are
/// not edited in place.
nonisolated struct TypedSearchTokens<
    C: RandomAccessCollection & RangeReplaceableCollection, T: View
>:
    SearchTokenSource
where C.Element: Identifiable {
    let bound: Binding<C>
    let suggested: Binding<C>?
    let token: (Binding<C.Element>) -> T

    @MainActor func tokens() -> [SearchTokenItem] { items(bound.wrappedValue, editable: true) }

    @MainActor func suggestedTokens() -> [SearchTokenItem]? {
        suggested.map { items($0.wrappedValue, editable: false) }
    }

    @MainActor func removeToken(id: AnyHashable) {
        var collection = bound.wrappedValue
        collection.removeAll { AnyHashable($0.id) == id }
        bound.wrappedValue = collection
    }

    @MainActor func chooseSuggestedToken(id: AnyHashable) {
        guard let element = suggested?.wrappedValue.first(where: { AnyHashable($0.id) == id }),
            !bound.wrappedValue.contains(where: { AnyHashable($0.id) == id })
        else { return }
        var collection = bound.wrappedValue
        collection.append(element)
        bound.wrappedValue = collection
    }

    @MainActor func append(_ token: Any) -> Bool {
        guard let element = token as? C.Element else { return false }
        // A token already in the field is not added twice: ids name tokens.
        if bound.wrappedValue.contains(where: { $0.id == element.id }) { return true }
        var collection = bound.wrappedValue
        collection.append(element)
        bound.wrappedValue = collection
        return true
    }

    @MainActor private func items(_ collection: C, editable: Bool) -> [SearchTokenItem] {
        collection.map { element in
            let id = AnyHashable(element.id)
            let binding: Binding<C.Element>
            if editable {
                // The element is found again by id: a token removed meanwhile reads as it was.
                let bound = self.bound
                binding = Binding(
                    get: { bound.wrappedValue.first { AnyHashable($0.id) == id } ?? element },
                    set: { new in
                        var collection = bound.wrappedValue
                        guard let index = collection.firstIndex(where: { AnyHashable($0.id) == id })
                        else { return }
                        collection.replaceSubrange(index...index, with: CollectionOfOne(new))
                        bound.wrappedValue = collection
                    })
            } else {
                binding = .constant(element)
            }
            return SearchTokenItem(id: id, view: AnyView(token(binding)))
        }
    }
}

/// A suggestion's token (``View/searchCompletion(_:)-(T)``): choosing the suggestion adds it
/// to the `searchable`'s tokens. Compared by its id and its description, so a changed token
/// under the same id is a new value.
struct SearchTokenCompletionAttribute: AttributeValue, @unchecked Sendable {
    /// The token; only read on the main actor, when a person chooses the suggestion.
    let token: Any
    let id: AnyHashable
    let text: String

    static func == (lhs: Self, rhs: Self) -> Bool { lhs.id == rhs.id && lhs.text == rhs.text }
    var attributeText: String { ".searchCompletion(" + text + ")" }
}

extension View {
    /// The token this suggestion adds to the search field's tokens when a person chooses it
    /// (C19): the `searchable(text:tokens:…)` it belongs to appends it to its `tokens`.
    public func searchCompletion<T: Identifiable>(_ token: T) -> some View {
        attribute(
            SearchTokenCompletionAttribute(
                token: token, id: AnyHashable(token.id), text: ValueFormatter.format(token)))
    }
}
