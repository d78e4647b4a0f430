/// Zoom transitions between a navigation link or sheet and the view it shows: recorded on the
/// view's line (Canopy's navigation has no transition animations to run).
extension View {
    /// Sets the transition of the navigation destination or sheet this view is (recorded).
    public func navigationTransition(_ style: some NavigationTransition) -> some View {
        recorded("navigationTransition", ["_": Spelled(style.recordedSpelling)])
    }

    /// Marks this view as the source `id` names in `namespace` for a zoom transition
    /// (recorded; the namespace is an identity, not printed).
    public func matchedTransitionSource(id: some Hashable, in namespace: Namespace.ID)
        -> some View
    {
        recorded("matchedTransitionSource", ["id": id])
    }

    /// Marks this view as a zoom transition's source, styled by `configuration` (recorded).
    public func matchedTransitionSource(
        id: some Hashable, in namespace: Namespace.ID,
        configuration: (EmptyMatchedTransitionSourceConfiguration) ->
            some MatchedTransitionSourceConfiguration
    ) -> some View {
        recorded(
            "matchedTransitionSource",
            [
                "id": id,
                "configuration": Spelled(
                    configuration(EmptyMatchedTransitionSourceConfiguration()).spelling),
            ])
    }
}

/// How a navigation destination or sheet comes in and goes.
public protocol NavigationTransition: Sendable {}

extension NavigationTransition {
    var recordedSpelling: String {
        (self as? BuiltInNavigationTransition)?.spelling ?? displayName(of: Self.self)
    }
}

/// `.automatic`, `.zoom(sourceID:in:)`.
public struct BuiltInNavigationTransition: NavigationTransition, Hashable {
    let spelling: String
}

extension NavigationTransition where Self == BuiltInNavigationTransition {
    /// The platform's transition.
    public static var automatic: BuiltInNavigationTransition { .init(spelling: ".automatic") }
    /// Zooms from the source `sourceID` names in `namespace`.
    public static func zoom(sourceID: some Hashable, in namespace: Namespace.ID)
        -> BuiltInNavigationTransition
    {
        .init(spelling: ".zoom(sourceID: \(ValueFormatter.format(sourceID)))")
    }
}

/// How a zoom transition's source looks while it transitions.
public protocol MatchedTransitionSourceConfiguration: Sendable {}

/// The unstyled source configuration a `matchedTransitionSource` closure styles.
public struct EmptyMatchedTransitionSourceConfiguration: MatchedTransitionSourceConfiguration {
    var parts: [String] = []

    /// The source drawn with its background `style`.
    public func background(_ style: Color) -> Self { adding("background(\(style))") }
    /// The source's corners rounded by `radius`.
    public func clipShape(_ shape: RoundedRectangle) -> Self {
        adding("clipShape(\(shapeTitle(shape)))")
    }
    /// The source drawn with a shadow.
    public func shadow(
        color: Color = Color(white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0,
        y: CGFloat = 0
    )
        -> Self
    {
        adding("shadow(radius: \(ValueFormatter.format(Double(radius))))")
    }

    private func adding(_ part: String) -> Self {
        var copy = self
        copy.parts.append(part)
        return copy
    }
}

extension MatchedTransitionSourceConfiguration {
    var spelling: String {
        let parts = (self as? EmptyMatchedTransitionSourceConfiguration)?.parts ?? []
        return "{ $0" + parts.map { "." + $0 }.joined() + " }"
    }
}
