/// Binds the selection in the search field of the `searchable` this view carries or is inside
/// (D78): as a person types, the selection becomes an insertion point after the text typed.
/// Canopy draws no caret, so a selection written from code is kept, not shown.
nonisolated struct _SearchSelectionModifier: ViewModifier, PrimitiveModifier {
    public typealias Body = Never
    let selection: Binding<TextSelection?>

    /// Mounts the content; the field writes the selection.
    @MainActor public static func _makeModifiedNode<Wrapped: View>(
        _ view: ModifiedContent<Wrapped, Self>
    ) -> _ViewNode {
        SearchSelectionNode(view)
    }
}

/// A `searchSelection` binding, which the search field it names writes as a person types.
@MainActor
protocol SearchSelectionBinding: SearchAttachment {
    var selection: Binding<TextSelection?> { get }
}

@MainActor
final class SearchSelectionNode<Wrapped: View>:
    TypedNode<ModifiedContent<Wrapped, _SearchSelectionModifier>>, SearchSelectionBinding,
    DisplayFacet
{
    override func evaluate() {
        reconcileSingleChild(view.content)
        attachToSearchOwner()
    }

    var selection: Binding<TextSelection?> { view.modifier.selection }

    override var renderRole: RenderRole { .attribute }
    override var pathComponent: String? { nil }
    func renderAttributes(into attributes: inout [String]) { attributes.append(".searchSelection") }
}

extension SearchSelectionNode: ContentOnlyLayout {
    var layoutRule: String { "D78 searchSelection" }
}

extension View {
    /// Binds `selection` to the selection in the search field of the nearest `searchable`
    /// (D78): typing leaves an insertion point after the text.
    public func searchSelection(_ selection: Binding<TextSelection?>) -> some View {
        modifier(_SearchSelectionModifier(selection: selection))
    }
}
