/// When a search shows its scope bar (``View/searchScopes(_:activation:_:)``).
public struct SearchScopeActivation: Sendable, Hashable {
    let name: String
    /// The platform's choice: on text entry in iOS and iPadOS, on search presentation in
    /// macOS, as SwiftUI documents.
    public static let automatic = SearchScopeActivation(name: "automatic")
    /// Shown once a person types in the field; hidden when the search is cancelled.
    public static let onTextEntry = SearchScopeActivation(name: "onTextEntry")
    /// Shown once the search is presented; hidden when it is cancelled.
    public static let onSearchPresentation = SearchScopeActivation(name: "onSearchPresentation")
}

/// Offers scopes for the search of the `searchable` this view wraps or is inside (D78): a
/// segmented picker below the field, bound to `scope`, in reach while its activation says.
nonisolated struct _SearchScopesModifier<Scope: Hashable, Scopes: View>: ViewModifier,
    PrimitiveModifier
{
    public typealias Body = Never
    let scope: Binding<Scope>
    let activation: SearchScopeActivation
    let scopes: Scopes

    /// Mounts the content and the scope bar.
    @MainActor public static func _makeModifiedNode<Wrapped: View>(
        _ view: ModifiedContent<Wrapped, Self>
    ) -> _ViewNode {
        SearchScopesNode(view)
    }
}

/// A node holding a search's scope bar.
@MainActor
protocol SearchScoping: SearchAttachment {
    /// The scope bar: a segmented picker of the scopes.
    var scopeBar: _ViewNode? { get }
    /// Whether a person can reach the scope bar now.
    var isInReach: Bool { get }
}

@MainActor
final class SearchScopesNode<Wrapped: View, Scope: Hashable, Scopes: View>:
    TypedNode<ModifiedContent<Wrapped, _SearchScopesModifier<Scope, Scopes>>>,
    SearchScoping, DisplayFacet, ShowsSomeChildren
{
    override func evaluate() {
        let old = children
        let content = reconcile(old.first, with: view.content)
        let modifier = view.modifier
        let bar = Picker("Search scope", selection: modifier.scope) { modifier.scopes }
            .pickerStyle(.segmented)
        children = [content, reconcile(old.count > 1 ? old[1] : nil, with: bar)]
        attachToSearchOwner()
    }

    var scopeBar: _ViewNode? { children.count > 1 ? children[1] : nil }

    var isInReach: Bool {
        guard let owner = searchOwner(), owner.isSearchActive else { return false }
        var activation = view.modifier.activation
        if activation == .automatic {
            activation = graph.platform == .macOS ? .onSearchPresentation : .onTextEntry
        }
        return activation == .onSearchPresentation || owner.hasEnteredText
    }

    var shownChildren: ChildList {
        guard children.count > 1, isInReach else {
            return children.isEmpty ? [] : ChildList([children[0]])
        }
        return children
    }

    override var renderRole: RenderRole { .attribute }
    var decoration: DecorationStyle? { DecorationStyle(label: "searchScopes", isSection: true) }
    var dumpsUnreachableChildren: Bool { true }
    override var pathComponent: String? { nil }
}

/// The content takes the whole space; the scope bar shows below the search field.
extension SearchScopesNode: ContentOnlyLayout {
    var layoutRule: String { "D78 search scopes" }
}

/// On screen the scope bar is drawn by the `searchable`, below its field.
extension SearchScopesNode: ScreenDrawing {
    func screenLines(_ screen: ScreenRenderer, depth: Int) -> [String]? {
        children.first.map { screen.lines(of: $0, depth: depth + 1) } ?? []
    }
}

extension View {
    /// Offers the scopes `scopes` builds (each tagged with its value) for the search of the
    /// `searchable` this view carries or is inside (D78): a segmented picker below the field,
    /// bound to `scope`, shown on text entry in iOS and on search presentation in macOS.
    ///
    ///     ProductList()
    ///         .searchable(text: $text)
    ///         .searchScopes($scope) {
    ///             Text("Fruit").tag(ProductScope.fruit)
    ///             Text("Vegetable").tag(ProductScope.vegetable)
    ///         }
    public func searchScopes<V: Hashable, S: View>(
        _ scope: Binding<V>, @ViewBuilder scopes: () -> S
    ) -> some View {
        modifier(_SearchScopesModifier(scope: scope, activation: .automatic, scopes: scopes()))
    }

    /// Offers scopes for the search, shown as `activation` says (D78): on text entry, or as
    /// soon as the search is presented; hidden again when it is cancelled.
    public func searchScopes<V: Hashable, S: View>(
        _ scope: Binding<V>, activation: SearchScopeActivation, @ViewBuilder _ scopes: () -> S
    ) -> some View {
        modifier(_SearchScopesModifier(scope: scope, activation: activation, scopes: scopes()))
    }
}
