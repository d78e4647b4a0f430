/// Views offered while a person searches (C19), attached to the `searchable` this view wraps
/// or the one whose content it is in. They are real views, out of reach until the search is
/// active; a suggestion marked ``View/searchCompletion(_:)-(String)`` fills the field when a
/// person chooses it.
nonisolated struct _SearchSuggestionsModifier<Suggestions: View>: ViewModifier,
    PrimitiveModifier
{
    public typealias Body = Never
    let suggestions: Suggestions

    /// Mounts the content and the suggestions.
    @MainActor public static func _makeModifiedNode<Wrapped: View>(
        _ view: ModifiedContent<Wrapped, Self>
    ) -> _ViewNode {
        SearchSuggestionsNode(view)
    }
}

/// A node holding views a search offers beside its field (suggestions, scopes), which a
/// `searchable`'s node tells when its search starts or ends (they come into or go out of
/// reach).
@MainActor
protocol SearchAttachment: _ViewNode {}

extension SearchAttachment {
    /// The `searchable` this belongs to: the one this modifier wraps (through the modifiers
    /// and custom views of a single-child chain), else the nearest one whose content holds it,
    /// within its presentation.
    func searchOwner() -> (any SearchFieldOwning)? {
        if let inner = children.first?.rowChain.first(where: { $0 is any SearchFieldOwning }) {
            return inner as? any SearchFieldOwning
        }
        var cursor = parent
        while let node = cursor, !(node is any InteractiveDismissRefusing) {
            if let owner = node as? any SearchFieldOwning { return owner }
            cursor = node.parent
        }
        return nil
    }

    /// Attaches to the owner now and once the update has built the subtree: the `searchable`
    /// this modifier wraps may sit below modifiers not built yet (attaching is idempotent, and
    /// an owner offers only what names it as its owner).
    func attachToSearchOwner() {
        searchOwner()?.attach(self)
        graph.enqueueChange { [weak self] in
            guard let self, self.isMounted else { return }
            self.searchOwner()?.attach(self)
        }
    }
}

/// A node holding search suggestions (C19).
@MainActor
protocol SearchSuggesting: SearchAttachment {
    /// The suggestions' views.
    var suggestionsRoot: _ViewNode? { get }
}

@MainActor
final class SearchSuggestionsNode<Wrapped: View, Suggestions: View>:
    TypedNode<ModifiedContent<Wrapped, _SearchSuggestionsModifier<Suggestions>>>,
    SearchSuggesting, DisplayFacet, ShowsSomeChildren
{
    override func evaluate() {
        let old = children
        let content = reconcile(old.first, with: view.content)
        let suggestions = reconcile(old.count > 1 ? old[1] : nil, with: view.modifier.suggestions)
        children = [content, suggestions]
        attachToSearchOwner()
    }

    var suggestionsRoot: _ViewNode? { children.count > 1 ? children[1] : nil }

    /// Only while the search is active can a person reach the suggestions.
    var shownChildren: ChildList {
        guard children.count > 1, searchOwner()?.isSearchActive == true else {
            return children.isEmpty ? [] : ChildList([children[0]])
        }
        return children
    }

    override var renderRole: RenderRole { .attribute }
    var decoration: DecorationStyle? {
        DecorationStyle(label: "searchSuggestions", isSection: true)
    }
    var dumpsUnreachableChildren: Bool { true }
    override var pathComponent: String? { nil }
}

/// The content takes the whole space; the suggestions show below the search field.
extension SearchSuggestionsNode: ContentOnlyLayout {
    var layoutRule: String { "C19 search suggestions" }
}

/// On screen the suggestions are drawn by the `searchable`, below its field.
extension SearchSuggestionsNode: ScreenDrawing {
    func screenLines(_ screen: ScreenRenderer, depth: Int) -> [String]? {
        children.first.map { screen.lines(of: $0, depth: depth + 1) } ?? []
    }
}

/// The text a suggestion puts in the search field when chosen (C19), read through the
/// suggestion's single-child chain as a trait.
struct SearchCompletionAttribute: AttributeValue {
    let completion: String
    var attributeText: String { ".searchCompletion(" + quoted(completion) + ")" }
}

extension _ViewNode {
    /// Each suggestion below this node: a view of its own (through groups and `ForEach`), its
    /// label (its first text or control's title) and the completion it carries, if any.
    var searchSuggestionItems: [SearchSuggestionItem] {
        // A single suggestion is the root itself (its modifiers carry the completion).
        let suggestions = renderRole == .transparent ? subviews : [self]
        return suggestions.map { suggestion in
            let choice = suggestion.rowChain.lazy
                .compactMap { node -> SearchSuggestionItem.Choice? in
                    guard let recording = node as? any AttributeRecording else { return nil }
                    if let text = recording.recorded(SearchCompletionAttribute.self) {
                        return .completion(text.completion)
                    }
                    return recording.recorded(SearchTokenCompletionAttribute.self).map {
                        .token($0.token)
                    }
                }
                .first
            return SearchSuggestionItem(
                label: suggestion.toolbarItemViews.first?.0 ?? "", choice: choice,
                node: suggestion)
        }
    }
}

extension View {
    /// Offers the views `suggestions` builds while a person searches with the `searchable`
    /// this view carries or is inside (C19). A suggestion marked with
    /// ``searchCompletion(_:)-(String)`` replaces the field's text when chosen.
    ///
    ///     ProductList()
    ///         .searchable(text: $query)
    ///         .searchSuggestions {
    ///             Text("🍎 Apple").searchCompletion("apple")
    ///             Text("🍐 Pear").searchCompletion("pear")
    ///         }
    public func searchSuggestions<S: View>(@ViewBuilder _ suggestions: () -> S) -> some View {
        modifier(_SearchSuggestionsModifier(suggestions: suggestions()))
    }

    /// The text this suggestion puts in the search field when a person chooses it (C19).
    public func searchCompletion(_ completion: String) -> some View {
        attribute(SearchCompletionAttribute(completion: completion))
    }
}

/// Where search suggestions may show (recorded: Canopy shows them below the field).
public struct SearchSuggestionsPlacement: Sendable, Hashable {
    let name: String
    /// The platform decides.
    public static let automatic = SearchSuggestionsPlacement(name: "automatic")
    /// In the content area, replacing the searched view.
    public static let content = SearchSuggestionsPlacement(name: "content")
    /// In a menu below the field.
    public static let menu = SearchSuggestionsPlacement(name: "menu")

    /// A set of placements.
    public struct Set: OptionSet, Sendable, Hashable {
        /// The set's bits.
        public let rawValue: Int
        /// A set of placements from its raw bits.
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// The content area.
        public static let content = Set(rawValue: 1)
        /// The menu below the field.
        public static let menu = Set(rawValue: 2)
    }
}

/// `.hidden, for: [.content]`, as written.
struct SearchSuggestionsVisibility: AttributeArgument {
    let visibility: Visibility
    let placements: SearchSuggestionsPlacement.Set
    var attributeArgument: String {
        var names: [String] = []
        if placements.contains(.content) { names.append(".content") }
        if placements.contains(.menu) { names.append(".menu") }
        return ".\(visibility), for: [" + names.joined(separator: ", ") + "]"
    }
}

extension View {
    /// Whether suggestions show in the `placements` named (recorded on the view's line:
    /// Canopy shows the suggestions below the field wherever they are asked for, C19).
    public func searchSuggestions(
        _ visibility: Visibility, for placements: SearchSuggestionsPlacement.Set
    ) -> some View {
        attribute(
            "searchSuggestions",
            SearchSuggestionsVisibility(visibility: visibility, placements: placements))
    }

    /// A search field with suggestions: the same as `searchable` then `searchSuggestions`
    /// (C15, C19). SwiftUI deprecates this form; Canopy keeps it without a warning, as code
    /// built for older systems gets none.
    public func searchable<S: View>(
        text: Binding<String>, placement: SearchFieldPlacement = .automatic,
        prompt: Text? = nil, @ViewBuilder suggestions: () -> S
    ) -> some View {
        searchable(text: text, placement: placement, prompt: prompt)
            .searchSuggestions(suggestions)
    }

    /// A search field prompting `prompt`, with suggestions (deprecated in SwiftUI, C15, C19).
    public func searchable<S: View>(
        text: Binding<String>, placement: SearchFieldPlacement = .automatic,
        prompt: LocalizedStringKey, @ViewBuilder suggestions: () -> S
    ) -> some View {
        searchable(text: text, placement: placement, prompt: prompt)
            .searchSuggestions(suggestions)
    }

    /// A search field prompting `prompt`, with suggestions (deprecated in SwiftUI, C15, C19).
    public func searchable<P: StringProtocol, S: View>(
        text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: P,
        @ViewBuilder suggestions: () -> S
    ) -> some View {
        searchable(text: text, placement: placement, prompt: prompt)
            .searchSuggestions(suggestions)
    }
}
