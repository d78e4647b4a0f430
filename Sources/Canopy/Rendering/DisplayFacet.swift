/// What a node shows beyond its type's name: the text of its line with its arguments
/// (`Text "Hello"`, `Button "OK"`), the attributes a modifier adds to its content's line
/// (`.padding`), the text a person finds it by, whether its title stands for its children, a
/// decoration section (`.background { … }`, a sheet), its role on a screen (a section, a rule,
/// a horizontal run). Every renderer (the tree, the window, DOT/JSON/HTML, the flow graph), the
/// menu reader and inspection read a node through the accessors below, so a node kind says
/// what it shows in one conformance, and a renderer reads every kind the same way.
/// The class's conformance is all it takes (see ``FacetLookup``).
@MainActor
protocol DisplayFacet: _ViewNode {
    /// The text of the node's line: `Text "Hello"`.
    func renderTitle() -> String
    /// Writes ``renderTitle()`` into a render's text: a node kind on every row (a titled
    /// button) writes its title's pieces there instead of making a string of them first.
    func writeTitle(to text: inout RenderedText)
    /// Attributes this node adds to the lines of its content (`.padding`).
    func renderAttributes(into attributes: inout [String])
    /// The text the node itself shows, found by label searches: a `Text`'s content, a titled
    /// control's title.
    var ownText: String? { get }
    /// Whether the node's children are shown below its line (not summarised by its title).
    var rendersChildren: Bool { get }
    /// How the node's second child renders, if it is a labelled secondary section.
    var decoration: DecorationStyle? { get }
    /// The modifier a person wrote that this node stands for (`.sheet`, `.toolbar`), for
    /// tools that would otherwise print the node's internal type name: by default its
    /// decoration's label.
    var modifierName: String? { get }
    /// The node's role on screen: its primitive's declared role.
    var screenRole: ScreenRole { get }
    /// What the node draws on a screen if it draws itself, a line per line of text: a `Text`'s
    /// content, an image's name, a progress bar's title and amount.
    var drawnText: String? { get }
    /// Whether the tree dump prints every child, also those out of a person's reach (a toolbar
    /// item no bar shows is printed, marked on its own line).
    var dumpsUnreachableChildren: Bool { get }
}

extension DisplayFacet {
    func renderTitle() -> String { displayName(of: viewType) }
    func writeTitle(to text: inout RenderedText) { text.append(renderTitle()) }
    func renderAttributes(into attributes: inout [String]) {}
    var ownText: String? { nil }
    var rendersChildren: Bool { true }
    var decoration: DecorationStyle? { nil }
    var modifierName: String? { decoration.map { "." + $0.label } }
    var screenRole: ScreenRole { .plain }
    var drawnText: String? { nil }
    var dumpsUnreachableChildren: Bool { false }
}

extension _ViewNode {
    /// The text of the node's line: its display facet's, or its type's name.
    func lineTitle() -> String { displayFacet?.renderTitle() ?? displayName(of: viewType) }

    /// Writes ``lineTitle()`` into a render's text; `facet` is the node's ``displayFacet``,
    /// which a render looks up once a line.
    func writeLineTitle(facet: (any DisplayFacet)?, to text: inout RenderedText) {
        if let facet {
            facet.writeTitle(to: &text)
        } else {
            text.append(LineTitleNames.name(of: viewType))
        }
    }

    /// Adds the attributes this node puts on its content's line.
    func addLineAttributes(into attributes: inout [String]) {
        displayFacet?.renderAttributes(into: &attributes)
    }

    /// The text the node itself shows, if any.
    var shownText: String? { displayFacet?.ownText }

    /// Whether the node's children are shown below its line.
    var showsChildren: Bool { displayFacet?.rendersChildren ?? true }

    /// How the node's second child renders, if it is a decoration section.
    var decorationStyle: DecorationStyle? { displayFacet?.decoration }

    /// The node's role on screen.
    var roleOnScreen: ScreenRole { displayFacet?.screenRole ?? .plain }

    /// What the node draws on a screen, if it draws itself.
    var textDrawnOnScreen: String? { displayFacet?.drawnText }

    /// The children the tree dump prints below the node's line.
    var dumpedChildren: ChildList {
        let shown = displayedChildren
        // Most nodes show every child: only then is the facet worth asking (a render walks
        // every node).
        guard shown.count < children.count, displayFacet?.dumpsUnreachableChildren == true
        else { return shown }
        return children
    }
}

/// The nodes whose class adopts ``DisplayFacet``, found once per class (see ``FacetLookup``).
@MainActor private let displayFacetLookup = FacetLookup<any DisplayFacet>()

private func displayFacetOpener<N: DisplayFacet>(_ facet: N) -> (_ViewNode) -> any DisplayFacet {
    { unsafeDowncast($0, to: N.self) }
}

extension _ViewNode {
    /// What the node shows beyond its type's name, if it says more.
    var displayFacet: (any DisplayFacet)? {
        displayFacetLookup.facet(of: self) { node in
            guard let facet = node as? any DisplayFacet else { return nil }
            return displayFacetOpener(facet)
        }
    }
}
