/// A vertical stack that creates its views only as they come into view (G29, D17): over a
/// `ForEach`, only the rows that meet the visible rect exist.
nonisolated public struct LazyVStack<Content: View>: View, ContainerPrimitive {
    /// Drawn by the runtime: a primitive view has no body.
    public typealias Body = Never
    let alignment: HorizontalAlignment
    let spacing: CGFloat?
    let pinnedViews: PinnedScrollableViews
    let content: Content

    /// Stacks the views the closure builds, top to bottom.
    public init(
        alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
        pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
    ) {
        self.alignment = alignment
        self.spacing = spacing
        self.pinnedViews = pinnedViews
        self.content = content()
    }

    var containerContent: Content { content }
    func renderTitle() -> String { "LazyVStack" }

    /// Mounts the stack as a node that loads only the rows in view (G29, D17).
    @MainActor public static func _makeNode(_ view: Self) -> _ViewNode { LazyContainerNode(view) }
}

/// A horizontal stack that creates its views only as they come into view (G29, D17).
nonisolated public struct LazyHStack<Content: View>: View, ContainerPrimitive {
    /// Drawn by the runtime: a primitive view has no body.
    public typealias Body = Never
    let alignment: VerticalAlignment
    let spacing: CGFloat?
    let pinnedViews: PinnedScrollableViews
    let content: Content

    /// Stacks the views the closure builds, leading to trailing.
    public init(
        alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
        pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
    ) {
        self.alignment = alignment
        self.spacing = spacing
        self.pinnedViews = pinnedViews
        self.content = content()
    }

    static var screenRole: ScreenRole { .horizontal }
    var containerContent: Content { content }
    func renderTitle() -> String { "LazyHStack" }

    /// Mounts the stack as a node that loads only the columns in view (G29, D17).
    @MainActor public static func _makeNode(_ view: Self) -> _ViewNode { LazyContainerNode(view) }
}

/// A grid that grows vertically, with the given columns, creating its rows of cells only as
/// they come into view (G29, D17, D22).
nonisolated public struct LazyVGrid<Content: View>: View, ContainerPrimitive {
    /// Drawn by the runtime: a primitive view has no body.
    public typealias Body = Never
    let columns: [GridItem]
    let alignment: HorizontalAlignment
    let spacing: CGFloat?
    let pinnedViews: PinnedScrollableViews
    let content: Content

    /// A grid with `columns`, its rows `spacing` apart (8 points by default), the columns placed
    /// by `alignment` when the grid is wider than they are.
    public init(
        columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
        pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
    ) {
        self.columns = columns
        self.alignment = alignment
        self.spacing = spacing
        self.pinnedViews = pinnedViews
        self.content = content()
    }

    var containerContent: Content { content }
    func renderTitle() -> String { "LazyVGrid columns:\(columns.count)" }

    /// Mounts the grid as a node that loads only the rows of cells in view (G29, D17, D22).
    @MainActor public static func _makeNode(_ view: Self) -> _ViewNode {
        LazyContainerNode(view)
    }
}

/// A grid that grows horizontally, with the given rows, creating its columns of cells only as
/// they come into view (G29, D17, D22).
nonisolated public struct LazyHGrid<Content: View>: View, ContainerPrimitive {
    /// Drawn by the runtime: a primitive view has no body.
    public typealias Body = Never
    let rows: [GridItem]
    let alignment: VerticalAlignment
    let spacing: CGFloat?
    let pinnedViews: PinnedScrollableViews
    let content: Content

    /// A grid with `rows`, its columns `spacing` apart (8 points by default), the rows placed
    /// by `alignment` when the grid is taller than they are.
    public init(
        rows: [GridItem], alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
        pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
    ) {
        self.rows = rows
        self.alignment = alignment
        self.spacing = spacing
        self.pinnedViews = pinnedViews
        self.content = content()
    }

    var containerContent: Content { content }
    func renderTitle() -> String { "LazyHGrid rows:\(rows.count)" }

    /// Mounts the grid as a node that loads only the columns of cells in view (G29, D17, D22).
    @MainActor public static func _makeNode(_ view: Self) -> _ViewNode {
        LazyContainerNode(view)
    }
}

/// Which views of a lazy stack stay pinned while scrolling, recorded.
public struct PinnedScrollableViews: OptionSet, Sendable, Hashable {
    /// The set's raw bits.
    public let rawValue: UInt32
    /// A set from its raw value.
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// Section headers.
    public static let sectionHeaders = PinnedScrollableViews(rawValue: 1 << 0)
    /// Section footers.
    public static let sectionFooters = PinnedScrollableViews(rawValue: 1 << 1)
}
