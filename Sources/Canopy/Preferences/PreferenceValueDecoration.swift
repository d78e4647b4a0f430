/// Builds a view from the value the content produced for a key and places it behind or in
/// front of the content (P6). The content is asked for the key; the built view is rebuilt
/// whenever the value changes. Canopy decision: the built view's own preference writes join
/// the values seen further up, like any `.overlay` view's.
struct _PreferenceValueDecoration<Content: View, Key: PreferenceKey, Decoration: View>:
    View
{
    /// Drawn by the runtime: a primitive view has no body.
    public typealias Body = Never
    let content: Content
    let layer: DecorationLayer
    /// Where the built view sits in the content's frame (`.center` for the forms without
    /// `alignment:`).
    var alignment: Alignment = .center
    let build: (Key.Value) -> Decoration

    /// The side's name, as printed: `overlay`.
    var label: String { layer.rawValue }

    /// Mounts the content and the view built from its preference value.
    @MainActor public static func _makeNode(_ view: Self) -> _ViewNode {
        PreferenceDecorationNode(view)
    }
}

@MainActor
final class PreferenceDecorationNode<Content: View, Key: PreferenceKey, Decoration: View>:
    TypedNode<_PreferenceValueDecoration<Content, Key, Decoration>>, ProvenanceFacet,
    PreferenceProvenanceFacet, PreferenceFacet, DisplayFacet
{
    private var value: Key.Value?
    private var key: AnyPreferenceKey { AnyPreferenceKey.of(Key.self) }

    var childRequestedPreferences: PreferenceKeySet { requestedPreferences.adding(key) }
    var readsPreferences: Bool { true }
    func readsPreference(_ key: AnyPreferenceKey) -> Bool { key === self.key }

    override func evaluate() {
        let old = children
        let content = reconcile(old.first, with: view.content)
        let value = self.value ?? Key.defaultValue
        let built = graph.evaluatingBody(of: self, countingEvaluation: false) { view.build(value) }
        let decoration = reconcile(old.count > 1 ? old[1] : nil, with: built)
        children = [content, decoration]
    }

    func preferencesDidUpdate() {
        let observed = (children.first?.preferenceOutputs[key] as? Key.Value) ?? Key.defaultValue
        if let value, ValueEquality.equal(value, observed) { return }
        let first = value == nil
        value = observed
        // The first value may still be the default the decoration was built with.
        if first, ValueEquality.equal(observed, Key.defaultValue) { return }
        graph.invalidate(self)
    }

    override var renderRole: RenderRole { .attribute }
    var decoration: DecorationStyle? { DecorationStyle(view.layer) }
    var modifierName: String? { ".\(view.label)PreferenceValue" }
    override var pathComponent: String? { nil }
}

extension View {
    /// Builds a view from the value this view's content produced for `key` (P6) and places it
    /// in front of this view.
    ///
    ///     List { … }.overlayPreferenceValue(CountKey.self) { count in Text("\(count) rows") }
    public func overlayPreferenceValue<K: PreferenceKey, V: View>(
        _ key: K.Type = K.self, @ViewBuilder _ transform: @escaping (K.Value) -> V
    ) -> some View {
        _PreferenceValueDecoration<Self, K, V>(content: self, layer: .overlay, build: transform)
    }

    /// Builds a view from the value this view's content produced for `key` (P6) and places it
    /// behind this view.
    public func backgroundPreferenceValue<K: PreferenceKey, V: View>(
        _ key: K.Type = K.self, @ViewBuilder _ transform: @escaping (K.Value) -> V
    ) -> some View {
        _PreferenceValueDecoration<Self, K, V>(content: self, layer: .background, build: transform)
    }

    /// Builds a view from the value this view's content produced for `key` (P6) and places it
    /// in front of this view, aligned in its frame by `alignment`.
    public func overlayPreferenceValue<K: PreferenceKey, V: View>(
        _ key: K.Type, alignment: Alignment = .center,
        @ViewBuilder _ transform: @escaping (K.Value) -> V
    ) -> some View {
        _PreferenceValueDecoration<Self, K, V>(
            content: self, layer: .overlay, alignment: alignment, build: transform)
    }

    /// Builds a view from the value this view's content produced for `key` (P6) and places it
    /// behind this view, aligned in its frame by `alignment`.
    public func backgroundPreferenceValue<K: PreferenceKey, V: View>(
        _ key: K.Type, alignment: Alignment = .center,
        @ViewBuilder _ transform: @escaping (K.Value) -> V
    ) -> some View {
        _PreferenceValueDecoration<Self, K, V>(
            content: self, layer: .background, alignment: alignment, build: transform)
    }
}
