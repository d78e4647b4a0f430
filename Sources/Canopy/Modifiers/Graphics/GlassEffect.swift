/// Liquid Glass: recorded on the view's line with its glass, shape and grouping (Canopy's
/// picture draws the view without the material). A namespace is an identity of the running
/// view, not a value: its ids are printed, the namespace is not, as for
/// `matchedGeometryEffect`.
extension View {
    /// Draws Liquid Glass of `glass` in `shape` behind the view (recorded).
    public func glassEffect(
        _ glass: Glass = .regular, in shape: some Shape = DefaultGlassEffectShape()
    ) -> some View {
        recorded("glassEffect", ["_": glass, "in": Spelled(shapeTitle(shape))])
    }

    /// Draws Liquid Glass behind the view while `isEnabled` (recorded).
    public func glassEffect(
        _ glass: Glass = .regular, in shape: some Shape = DefaultGlassEffectShape(),
        isEnabled: Bool
    ) -> some View {
        recorded(
            "glassEffect", ["_": glass, "in": Spelled(shapeTitle(shape)), "isEnabled": isEnabled])
    }

    /// Names this view's glass in `namespace`, so it morphs into the glass of the same id
    /// (recorded).
    public func glassEffectID(_ id: (some Hashable & Sendable)?, in namespace: Namespace.ID)
        -> some View
    {
        recorded("glassEffectID", ["_": id as Any])
    }

    /// Sets how this view's glass comes and goes (recorded).
    public func glassEffectTransition(_ transition: GlassEffectTransition) -> some View {
        recorded("glassEffectTransition", ["_": transition])
    }

    /// Sets how this view's glass comes and goes while `isEnabled` (recorded).
    public func glassEffectTransition(_ transition: GlassEffectTransition, isEnabled: Bool)
        -> some View
    {
        recorded("glassEffectTransition", ["_": transition, "isEnabled": isEnabled])
    }

    /// Joins this view's glass with the others of `id` in `namespace` into one shape
    /// (recorded).
    public func glassEffectUnion(id: (some Hashable & Sendable)?, namespace: Namespace.ID)
        -> some View
    {
        recorded("glassEffectUnion", ["id": id as Any])
    }
}

/// A Liquid Glass material.
public struct Glass: Sendable, Hashable, AttributeArgument {
    var parts: [String]
    /// The standard glass.
    public static let regular = Glass(parts: ["regular"])
    /// Clearer glass, for content over media.
    public static let clear = Glass(parts: ["clear"])
    /// No glass.
    public static let identity = Glass(parts: ["identity"])
    /// This glass tinted `color`.
    public func tint(_ color: Color?) -> Glass {
        Glass(parts: parts + ["tint(\(color.map { "\($0)" } ?? "nil"))"])
    }
    /// This glass reacting to touches when `isEnabled`.
    public func interactive(_ isEnabled: Bool = true) -> Glass {
        Glass(parts: parts + ["interactive(\(isEnabled))"])
    }
    var attributeArgument: String { "." + parts.joined(separator: ".") }
}

/// How glass comes and goes.
public struct GlassEffectTransition: Sendable, Hashable, RecordedOption {
    let name: String
    /// Morphs into the glass of the same id.
    public static let matchedGeometry = GlassEffectTransition(name: "matchedGeometry")
    /// Fades the material.
    public static let materialize = GlassEffectTransition(name: "materialize")
    /// No transition.
    public static let identity = GlassEffectTransition(name: "identity")
}

/// The shape glass takes by default: a capsule.
nonisolated public struct DefaultGlassEffectShape: Shape, Equatable {
    /// The default glass shape.
    public init() {}

    /// A capsule in `rect`.
    public func path(in rect: CGRect) -> Path { Capsule().path(in: rect) }
}
