/// The environment role of a built-in modifier: it writes values into its content's
/// environment (E2), replacing what it inherited or, for a transform, starting from it. Adopting
/// it makes the modifier's node an ``EnvironmentWritingNode`` (a conditional conformance below),
/// which the node finds once per class; other modifiers write nothing and pay nothing.
@MainActor
protocol EnvironmentWritingModifier: PrimitiveModifier {
    /// Whether the modifier's writes start from the inherited value (a transform), as opposed
    /// to replacing it: provenance reports what such a writer read.
    static var transformsEnvironment: Bool { get }
    /// Writes this modifier's values into the environment of its content. Reads of the
    /// inherited environment made here are tracked like a view's.
    func writeEnvironment(_ environment: inout EnvironmentValues)
}

extension EnvironmentWritingModifier {
    static var transformsEnvironment: Bool { false }
}

/// A modifier node that writes its content's environment (see ``EnvironmentWritingModifier``).
@MainActor
protocol EnvironmentWritingNode: _ViewNode {
    /// Recomputes the entries `modifier` writes (see ``_ViewNode/provideEnvironment(_:)``);
    /// `modifier` is of the node's modifier type.
    func writeEnvironment<M: PrimitiveModifier>(of modifier: M)
    /// Whether the writes start from the inherited value.
    var transformsInherited: Bool { get }
}

extension PrimitiveModifierNode: EnvironmentWritingNode
where Modifier: EnvironmentWritingModifier {
    func writeEnvironment<M: PrimitiveModifier>(of modifier: M) {
        // `M` is the node's own modifier type (the node passes its modifier).
        let written = unsafeBitCast(modifier, to: Modifier.self)
        provideEnvironment { written.writeEnvironment(&$0) }
    }

    var transformsInherited: Bool { Modifier.transformsEnvironment }
}

/// The nodes whose class adopts ``EnvironmentWritingNode``, found once per class.
@MainActor private let writerLookup = FacetLookup<any EnvironmentWritingNode>()

private func writerOpener<N: EnvironmentWritingNode>(_ facet: N)
    -> (_ViewNode) -> any EnvironmentWritingNode
{
    { unsafeDowncast($0, to: N.self) }
}

extension _ViewNode {
    /// The node as a modifier that writes its content's environment, if it is one.
    var environmentWriter: (any EnvironmentWritingNode)? {
        writerLookup.facet(of: self) { node in
            guard let facet = node as? any EnvironmentWritingNode else { return nil }
            return writerOpener(facet)
        }
    }
}
