/// Makes a view's composite node through its node class's metatype, kept per view type. The
/// default ``View/_makeNode(_:)`` runs generic over the view's type, where `CompositeNode(view)`
/// asked the runtime for `CompositeNode<V>`'s metadata on every node it made (a hash-table
/// lookup, about 165 instructions: 1% of `canopy-bench`'s mount). A class's metatype carries
/// its metadata, so the node class is looked up once per view type.
@MainActor
enum CompositeNodeMakers {
    @exclusivity(unchecked) private static var known = TypeTable<any CompositeNodeMaking.Type>()

    /// A composite node for `view`.
    static func makeNode<V: View>(_ view: V) -> _ViewNode {
        if let maker = known[V.self] { return maker.make(view) }
        let maker: any CompositeNodeMaking.Type = CompositeNode<V>.self
        known[V.self] = maker
        return maker.make(view)
    }
}

/// A node class that makes itself for a view handed over generically (see
/// ``CompositeNodeMakers``).
@MainActor
protocol CompositeNodeMaking: AnyObject {
    /// A node for `view`, which is of the node's view type.
    static func make<Made>(_ view: Made) -> _ViewNode
}

extension CompositeNode: CompositeNodeMaking {
    /// `Made` is `V`: the table holds this class only for its own view type.
    static func make<Made>(_ view: Made) -> _ViewNode { Self(unsafeBitCast(view, to: V.self)) }
}
