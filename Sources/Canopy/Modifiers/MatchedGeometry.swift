/// A namespace for `matchedGeometryEffect` ids: each view identity that declares one gets its
/// own, kept while the identity lasts.
///
///     @Namespace private var hero
@propertyWrapper
public struct Namespace: DynamicProperty {
    /// A namespace's identity.
    public struct ID: Hashable, Sendable {
        let token: ObjectIdentifier
    }

    /// Held in the view's state, so the namespace is the same on every evaluation.
    @State private var token = NamespaceToken()

    /// Creates a namespace.
    public init() {}

    /// The namespace's identity.
    @MainActor public var wrappedValue: ID { ID(token: ObjectIdentifier(token)) }
}

/// What a namespace's identity is made from: an object, unique while it lives.
final class NamespaceToken: Sendable {}

extension View {
    /// Matches this view's geometry with the view of the same `id` in `namespace` during a
    /// transition (recorded: Canopy has no layout or animation to match yet).
    public func matchedGeometryEffect<ID: Hashable>(
        id: ID, in namespace: Namespace.ID, properties: MatchedGeometryProperties = .frame,
        anchor: UnitPoint = .center, isSource: Bool = true
    ) -> some View {
        attribute("matchedGeometryEffect", ErasedArgument(id))
    }
}

/// Which parts of a geometry `matchedGeometryEffect` matches.
public struct MatchedGeometryProperties: OptionSet, Sendable, Hashable {
    /// The properties' bits.
    public let rawValue: UInt32
    /// Creates properties from their bits.
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// The position.
    public static let position = MatchedGeometryProperties(rawValue: 1 << 0)
    /// The size.
    public static let size = MatchedGeometryProperties(rawValue: 1 << 1)
    /// Position and size.
    public static let frame: MatchedGeometryProperties = [.position, .size]
}
