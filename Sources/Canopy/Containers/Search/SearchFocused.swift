/// Binds a focus state to the search field of the `searchable` this view carries or is inside
/// (D78): the state follows the field's keyboard focus, and setting it focuses the field (which
/// begins a search) or takes focus away (the search stays active).
nonisolated struct _SearchFocusedModifier: ViewModifier, PrimitiveModifier {
    public typealias Body = Never
    let state: AnyFocusStateLocation?
    let value: AnyHashable
    let label: String

    /// Mounts the content; the field registers the binding.
    @MainActor public static func _makeModifiedNode<Wrapped: View>(
        _ view: ModifiedContent<Wrapped, Self>
    ) -> _ViewNode {
        SearchFocusedNode(view)
    }
}

/// A `searchFocused` binding, which the search field it names registers as its own.
@MainActor
protocol SearchFocusBinding: SearchAttachment {
    var focusState: AnyFocusStateLocation? { get }
    var focusValue: AnyHashable { get }
}

@MainActor
final class SearchFocusedNode<Wrapped: View>:
    TypedNode<ModifiedContent<Wrapped, _SearchFocusedModifier>>, SearchFocusBinding, DisplayFacet
{
    override func evaluate() {
        reconcileSingleChild(view.content)
        attachToSearchOwner()
        // A new state or value is the field's to register again.
        if let field = searchOwner()?.searchField, field.isMounted { graph.invalidate(field) }
    }

    override func willUnmount() {
        if let field = searchOwner()?.searchField, field.isMounted { graph.invalidate(field) }
        super.willUnmount()
    }

    var focusState: AnyFocusStateLocation? { view.modifier.state }
    var focusValue: AnyHashable { view.modifier.value }

    override var renderRole: RenderRole { .attribute }
    override var pathComponent: String? { nil }
    func renderAttributes(into attributes: inout [String]) {
        attributes.append(view.modifier.label)
    }
}

extension SearchFocusedNode: ContentOnlyLayout {
    var layoutRule: String { "D78 searchFocused" }
}

extension View {
    /// Binds `condition` to whether the search field of the nearest `searchable` has keyboard
    /// focus (D78): `true` while it does; setting it to `true` focuses the field and begins a
    /// search, `false` takes focus from the field and leaves the search active.
    ///
    ///     ProductList()
    ///         .searchable(text: $query)
    ///         .searchFocused($isSearchFocused)
    public func searchFocused(_ condition: FocusState<Bool>.Binding) -> some View {
        modifier(
            _SearchFocusedModifier(state: condition.location, value: true, label: ".searchFocused"))
    }

    /// Binds `binding` to `value` while the search field of the nearest `searchable` has
    /// keyboard focus (D78); setting the state to `value` focuses the field.
    public func searchFocused<V: Hashable>(_ binding: FocusState<V>.Binding, equals value: V)
        -> some View
    {
        modifier(
            _SearchFocusedModifier(
                state: binding.location, value: AnyHashable(value),
                label: ".searchFocused(equals: \(ValueFormatter.format(value)))"))
    }
}
