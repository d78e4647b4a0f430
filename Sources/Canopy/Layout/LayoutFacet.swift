/// How a node takes part in layout (G1–G5): the size it chooses for a proposal, and where it
/// puts its children once its own frame is known. Sizes flow **up** (a child chooses, its parent
/// cannot override); proposals and frames flow **down**.
///
/// A node without the facet is layout-neutral (G3): a custom view, an environment writer, a
/// modifier that only records or observes. With one child it has its child's size and frame;
/// with none it takes no room (and no spacing in a stack, G6); with several (a `TupleView`, a
/// `Group`, a `ForEach`) a stack sees its children as its own subviews, and anything else lays
/// them out as an implicit `VStack` (what SwiftUI does with several root views).
@MainActor
protocol LayoutFacet: _ViewNode {
    /// Whether nodes of this class lay out at all (asked once per class): a generic node kind
    /// may adopt the facet for some of its specializations only.
    var takesPartInLayout: Bool { get }
    /// The size the node chooses for `proposal`. May be asked several times with different
    /// proposals before the node is placed (G2, G4); answers are cached by the engine.
    func sizeThatFits(_ proposal: ProposedViewSize, _ engine: LayoutEngine) -> CGSize
    /// Places the node's children, the node itself having been given `frame` (window
    /// coordinates) for `proposal`.
    func placeChildren(in frame: CGRect, proposal: ProposedViewSize, _ engine: LayoutEngine)
    /// The node's guides for a given size (a text's baselines); plain by default.
    func dimensions(for size: CGSize, proposal: ProposedViewSize, _ engine: LayoutEngine)
        -> ViewDimensions
    /// Whether the node's size can change when `child`'s does: `false` for a frame fixed in
    /// both dimensions or an overlay's decoration, where re-measuring stops going up
    /// (incremental layout) and the node only places its children again.
    func sizeDepends(on child: _ViewNode) -> Bool
    /// Whether the node wraps one content view whose traits (`layoutPriority`) it passes on to
    /// the container around it, as SwiftUI's modifiers do.
    var passesTraitsThrough: Bool { get }
    /// Writes what the container laying this node out reads from it (G9, G10, G37).
    func writeTraits(_ traits: inout LayoutTraits)
    /// Which rule decided the node's size, for `explain` (`G12 fixed frame`).
    var layoutRule: String { get }
    /// Whether evaluating the node may change its layout (a new view value); a node that
    /// knows better (a window whose size did not change) says so and marks itself.
    var evaluationChangesLayout: Bool { get }
    /// Whether the node sets a guide of its own (`alignmentGuide`), which a container must ask
    /// for even when it lines views up on a guide that reads no baseline.
    var setsOwnGuides: Bool { get }
    /// The view whose explicit guides the node reports as its own, moved by where it put it
    /// (a modifier's content, G36); `nil` for a view that reports none of a single content's.
    var guideContent: _ViewNode? { get }
}

extension LayoutFacet {
    var takesPartInLayout: Bool { true }
    func dimensions(for size: CGSize, proposal: ProposedViewSize, _ engine: LayoutEngine)
        -> ViewDimensions
    {
        ViewDimensions(size: size)
    }
    func sizeDepends(on child: _ViewNode) -> Bool { true }
    var passesTraitsThrough: Bool { false }
    func writeTraits(_ traits: inout LayoutTraits) {}
    var layoutRule: String { "G3 \(displayName(of: viewType))" }
    var evaluationChangesLayout: Bool { true }
    var setsOwnGuides: Bool { false }
    var guideContent: _ViewNode? { nil }
}

/// What a container reads from each of its subviews besides its size: a subview's traits,
/// written on the way down the chain of modifiers around it, the innermost write winning
/// (G9, G37).
struct LayoutTraits: Equatable {
    /// `layoutPriority(_:)`; a `Spacer`'s is `-∞` (G10).
    var priority: Double = 0
    /// Whether the subview asks its neighbours for no spacing (a `Spacer`, G10).
    var suppressesSpacing = false
    /// `layoutValue(key:value:)` values, by key (G37).
    private var values: [(key: ObjectIdentifier, value: Any)] = []

    /// Sets the value for a `LayoutValueKey`, replacing an outer write.
    mutating func setValue(_ value: Any, for key: ObjectIdentifier) {
        values.removeAll { $0.key == key }
        values.append((key, value))
    }

    /// The value written for `key`, or its default.
    func value<K: LayoutValueKey>(for key: K.Type) -> K.Value {
        let id = ObjectIdentifier(key)
        return values.first { $0.key == id }?.value as? K.Value ?? K.defaultValue
    }

    static func == (lhs: LayoutTraits, rhs: LayoutTraits) -> Bool {
        lhs.priority == rhs.priority && lhs.suppressesSpacing == rhs.suppressesSpacing
            && lhs.values.count == rhs.values.count
            && zip(lhs.values, rhs.values).allSatisfy {
                $0.key == $1.key && ValueEquality.equalAny($0.value, $1.value)
            }
    }
}

/// The nodes whose class adopts ``LayoutFacet``, found once per class (see ``FacetLookup``).
@MainActor private let layoutFacetLookup = FacetLookup<any LayoutFacet>()

private func layoutFacetOpener<N: LayoutFacet>(_ facet: N) -> (_ViewNode) -> any LayoutFacet {
    { unsafeDowncast($0, to: N.self) }
}

extension _ViewNode {
    /// How the node lays itself and its children out, if it does; `nil` makes the node
    /// layout-neutral.
    var layoutFacet: (any LayoutFacet)? {
        layoutFacetLookup.facet(of: self) { node in
            guard let facet = node as? any LayoutFacet, facet.takesPartInLayout else { return nil }
            return layoutFacetOpener(facet)
        }
    }
}
