/// The subviews a ``Layout`` arranges, in the order the content lists them (G4).
@MainActor
public struct LayoutSubviews: @MainActor RandomAccessCollection, Equatable {
    let items: [LayoutItem]
    unowned let engine: LayoutEngine
    /// Where ``LayoutSubview/place(at:anchor:proposal:)`` records its calls; `nil` while the
    /// layout is only being measured.
    let placements: LayoutPlacements?

    /// The direction the layout's environment lays out in (G19).
    public let layoutDirection: LayoutDirection

    /// The first subview's position, 0.
    public var startIndex: Int { 0 }
    /// The position after the last subview.
    public var endIndex: Int { items.count }

    /// The subview at `index`.
    public subscript(index: Int) -> LayoutSubview {
        LayoutSubview(item: items[index], index: index, engine: engine, placements: placements)
    }

    /// Two collections are equal when they hold the same views in the same order.
    nonisolated public static func == (lhs: LayoutSubviews, rhs: LayoutSubviews) -> Bool {
        MainActor.assumeIsolated {
            lhs.items.count == rhs.items.count
                && zip(lhs.items, rhs.items).allSatisfy { $0.node === $1.node }
        }
    }
}

/// One subview of a ``Layout``: measure it with ``sizeThatFits(_:)`` or
/// ``dimensions(in:)``, read what it asks of the layout (``priority``, ``spacing``,
/// `subview[Key.self]`), and place it with ``place(at:anchor:proposal:)``.
@MainActor
public struct LayoutSubview: Equatable {
    let item: LayoutItem
    let index: Int
    unowned let engine: LayoutEngine
    let placements: LayoutPlacements?

    /// The size the subview chooses for `proposal` (G2).
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        engine.size(of: item.node, proposal)
    }

    /// The subview's size and alignment guides for `proposal` (G36).
    public func dimensions(in proposal: ProposedViewSize) -> ViewDimensions {
        engine.dimensions(of: item.node, proposal)
    }

    /// Puts the subview with its `anchor` at `position` (window coordinates), at the size it
    /// chooses for `proposal`. Called while the layout places its subviews; the last call for a
    /// subview wins.
    public func place(
        at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize
    ) {
        placements?.record(index: index, position: position, anchor: anchor, proposal: proposal)
    }

    /// The subview's `layoutPriority` (G9).
    public var priority: Double { item.traits.priority }

    /// The spacing the subview asks of its neighbours: none for a `Spacer`, D14's 8 points
    /// otherwise.
    public var spacing: ViewSpacing { item.traits.suppressesSpacing ? .zero : ViewSpacing() }

    /// The value the subview set for `key` with `layoutValue(key:value:)`, or the key's default
    /// (G37).
    public subscript<K: LayoutValueKey>(key: K.Type) -> K.Value {
        item.traits.value(for: key)
    }

    /// Two proxies are equal when they stand for the same view.
    nonisolated public static func == (lhs: LayoutSubview, rhs: LayoutSubview) -> Bool {
        MainActor.assumeIsolated { lhs.item.node === rhs.item.node }
    }
}

/// The spacing a view asks of its neighbours, edge by edge (D14: 8 points on every edge, a
/// `Spacer` none). The distance between two views is the larger of what the two ask.
public struct ViewSpacing: Sendable, Equatable {
    var top: CGFloat = StackLayoutAlgorithm.defaultSpacing
    var leading: CGFloat = StackLayoutAlgorithm.defaultSpacing
    var bottom: CGFloat = StackLayoutAlgorithm.defaultSpacing
    var trailing: CGFloat = StackLayoutAlgorithm.defaultSpacing

    /// The default spacing, on every edge.
    public init() {}

    /// No spacing at all.
    public static let zero: ViewSpacing = {
        var spacing = ViewSpacing()
        spacing.top = 0
        spacing.leading = 0
        spacing.bottom = 0
        spacing.trailing = 0
        return spacing
    }()

    /// The distance from this view to `next` along `axis` (`next` after this one).
    public func distance(to next: ViewSpacing, along axis: Axis) -> CGFloat {
        axis == .horizontal ? max(trailing, next.leading) : max(bottom, next.top)
    }

    /// Takes on `other`'s larger spacing on `edges`.
    public mutating func formUnion(_ other: ViewSpacing, edges: Edge.Set = .all) {
        if edges.contains(.top) { top = max(top, other.top) }
        if edges.contains(.leading) { leading = max(leading, other.leading) }
        if edges.contains(.bottom) { bottom = max(bottom, other.bottom) }
        if edges.contains(.trailing) { trailing = max(trailing, other.trailing) }
    }

    /// This spacing with `other`'s larger spacing on `edges`.
    public func union(_ other: ViewSpacing, edges: Edge.Set = .all) -> ViewSpacing {
        var result = self
        result.formUnion(other, edges: edges)
        return result
    }
}

/// Where a layout placed its subviews, recorded while it places them and applied after.
@MainActor
final class LayoutPlacements {
    private(set) var placed:
        [Int: (position: CGPoint, anchor: UnitPoint, proposal: ProposedViewSize)] =
            [:]

    func record(index: Int, position: CGPoint, anchor: UnitPoint, proposal: ProposedViewSize) {
        placed[index] = (position, anchor, proposal)
    }
}
