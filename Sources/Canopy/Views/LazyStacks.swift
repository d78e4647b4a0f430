/// Stacks and grids that create their views as they scroll into sight in SwiftUI. Canopy has
/// no scrolling viewport, so every view is created: they behave like ``VStack`` and
/// ``HStack``, and a grid lists its cells in order.
nonisolated public struct LazyVStack<Content: View>: View, ContainerPrimitive {
    /// Drawn by the runtime: a primitive view has no body.
    public typealias Body = Never
    let alignment: HorizontalAlignment
    let spacing: CGFloat?
    let content: Content

    /// Stacks the views the closure builds, top to bottom.
    public init(
        alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
        pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
    ) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    var containerContent: Content { content }
    func renderTitle() -> String { "LazyVStack" }

    /// Mounts the stack as a node that loads only the rows in view (G29, D17).
    @MainActor public static func _makeNode(_ view: Self) -> _ViewNode { LazyStackNode(view) }
}

/// A horizontal stack that creates its views only as they come into view (G29, D17).
nonisolated public struct LazyHStack<Content: View>: View, ContainerPrimitive {
    /// Drawn by the runtime: a primitive view has no body.
    public typealias Body = Never
    let alignment: VerticalAlignment
    let spacing: CGFloat?
    let content: Content

    /// Stacks the views the closure builds, leading to trailing.
    public init(
        alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
        pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
    ) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    static var screenRole: ScreenRole { .horizontal }
    var containerContent: Content { content }
    func renderTitle() -> String { "LazyHStack" }

    /// Mounts the stack as a node that loads only the columns in view (G29, D17).
    @MainActor public static func _makeNode(_ view: Self) -> _ViewNode { LazyStackNode(view) }
}

/// A grid that grows vertically, with the given columns.
nonisolated public struct LazyVGrid<Content: View>: View, ContainerPrimitive {
    /// Drawn by the runtime: a primitive view has no body.
    public typealias Body = Never
    let columns: [GridItem]
    let content: Content

    /// A grid with `columns`.
    public init(
        columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
        pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
    ) {
        self.columns = columns
        self.content = content()
    }

    var containerContent: Content { content }
    func renderTitle() -> String { "LazyVGrid columns:\(columns.count)" }
}

/// A grid that grows horizontally, with the given rows.
nonisolated public struct LazyHGrid<Content: View>: View, ContainerPrimitive {
    /// Drawn by the runtime: a primitive view has no body.
    public typealias Body = Never
    let rows: [GridItem]
    let content: Content

    /// A grid with `rows`.
    public init(
        rows: [GridItem], alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
        pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
    ) {
        self.rows = rows
        self.content = content()
    }

    var containerContent: Content { content }
    func renderTitle() -> String { "LazyHGrid rows:\(rows.count)" }
}

/// A column or row of a lazy grid, recorded.
public struct GridItem: Sendable, Hashable {
    /// How a grid item is sized.
    public enum Size: Sendable, Hashable {
        case fixed(CGFloat)
        case flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity)
        case adaptive(minimum: CGFloat, maximum: CGFloat = .infinity)
    }
    /// The item's size.
    public var size: Size
    /// An item of `size`.
    public init(_ size: Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil) {
        self.size = size
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
