/// A container that lines its views up in rows and columns, making every view at once (D23):
/// each ``GridRow`` is a row and each of its views a cell; a view outside a `GridRow` is a row
/// of one cell across every column. Columns are as wide as their widest cell, rows as tall as
/// their tallest.
nonisolated public struct Grid<Content: View>: View, ContainerPrimitive {
    /// Drawn by the runtime: a primitive view has no body.
    public typealias Body = Never
    let alignment: Alignment
    let horizontalSpacing: CGFloat?
    let verticalSpacing: CGFloat?
    let content: Content

    /// A grid of the rows the closure builds, each cell placed in its space by `alignment`,
    /// columns `horizontalSpacing` and rows `verticalSpacing` apart (8 points by default).
    public init(
        alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil,
        verticalSpacing: CGFloat? = nil, @ViewBuilder content: () -> Content
    ) {
        self.alignment = alignment
        self.horizontalSpacing = horizontalSpacing
        self.verticalSpacing = verticalSpacing
        self.content = content()
    }

    var containerContent: Content { content }

    /// Mounts the grid as a node its rows know as their grid.
    @MainActor public static func _makeNode(_ view: Self) -> _ViewNode { GridNode(view) }

    @MainActor func containerLayout(in context: LeafLayoutContext) -> any ContainerLayout {
        GridArrangement(
            alignment: alignment,
            horizontalSpacing: horizontalSpacing ?? StackLayoutAlgorithm.defaultSpacing,
            verticalSpacing: verticalSpacing ?? StackLayoutAlgorithm.defaultSpacing)
    }
}

/// A row of a ``Grid``: each of its views is a cell, in the grid's columns. Outside a grid it
/// lays out as an `HStack`.
nonisolated public struct GridRow<Content: View>: View, ContainerPrimitive {
    /// Drawn by the runtime: a primitive view has no body.
    public typealias Body = Never
    let alignment: VerticalAlignment?
    let content: Content

    /// A row of the cells the closure builds, placed vertically by `alignment` (the grid's by
    /// default).
    public init(alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.content = content()
    }

    static var screenRole: ScreenRole { .horizontal }
    var containerContent: Content { content }

    /// Mounts the row as a node its grid finds.
    @MainActor public static func _makeNode(_ view: Self) -> _ViewNode { GridRowNode(view) }
}

/// A grid's node: what its rows look for above them.
@MainActor
protocol GridContainer: _ViewNode {}

/// A grid row's node: its grid places its cells.
@MainActor
protocol GridRowContainer: _ViewNode {
    var rowAlignment: VerticalAlignment? { get }
}

@MainActor
final class GridNode<Content: View>: ContainerNode<Grid<Content>>, GridContainer {}

@MainActor
final class GridRowNode<Content: View>: ContainerNode<GridRow<Content>>, GridRowContainer {
    var rowAlignment: VerticalAlignment? { view.alignment }

    /// In a grid, the grid places the row's cells; elsewhere the row is an `HStack`.
    override func currentLayout(in context: LeafLayoutContext) -> any ContainerLayout {
        var cursor = parent
        while let node = cursor, !node.laysOutItself { cursor = node.parent }
        if cursor is any GridContainer { return GridRowInGrid() }
        return StackLayoutAlgorithm(
            axis: .horizontal, alignment: .vertical(view.alignment ?? .center), spacing: nil)
    }
}
