/// What a cell tells the ``Grid`` that lays it out (D23): traits, read one level up like
/// `layoutValue` (G37).
struct GridCellAttribute: AttributeValue {
    enum Trait: Equatable, Sendable {
        case columns(Int)
        case columnAlignment(HorizontalAlignment)
        case anchor(UnitPoint)
        case unsizedAxes(Axis.Set)
    }
    let trait: Trait

    var attributeText: String {
        switch trait {
        case .columns(let count): ".gridCellColumns(\(count))"
        case .columnAlignment(let guide): ".gridColumnAlignment(.\(guide))"
        case .anchor(let point): ".gridCellAnchor(\(point))"
        case .unsizedAxes(let axes): ".gridCellUnsizedAxes(\(axes.attributeArgument))"
        }
    }

    static var laysOut: Bool { true }
    var layoutRule: String { "D23 grid cell" }

    func writeTraits(_ traits: inout LayoutTraits) {
        switch trait {
        case .columns(let count):
            traits.setValue(max(1, count), for: ObjectIdentifier(GridCellColumns.self))
        case .columnAlignment(let guide):
            traits.setValue(Optional(guide) as Any, for: ObjectIdentifier(GridColumnAlignment.self))
        case .anchor(let point):
            traits.setValue(Optional(point) as Any, for: ObjectIdentifier(GridCellAnchor.self))
        case .unsizedAxes(let axes):
            traits.setValue(axes, for: ObjectIdentifier(GridCellUnsizedAxes.self))
        }
    }
}

struct GridCellColumns: LayoutValueKey { static let defaultValue = 1 }
struct GridColumnAlignment: LayoutValueKey {
    static let defaultValue: HorizontalAlignment? = nil
}
struct GridCellAnchor: LayoutValueKey { static let defaultValue: UnitPoint? = nil }
struct GridCellUnsizedAxes: LayoutValueKey { static let defaultValue: Axis.Set = [] }

extension View {
    /// Makes the view span `count` columns of its ``GridRow`` (D23).
    public func gridCellColumns(_ count: Int) -> some View {
        attribute(GridCellAttribute(trait: .columns(count)))
    }

    /// Places every cell of this view's column by `guide` horizontally (D23); set it on one
    /// cell of the column.
    public func gridColumnAlignment(_ guide: HorizontalAlignment) -> some View {
        attribute(GridCellAttribute(trait: .columnAlignment(guide)))
    }

    /// Places the view in its cell so that `anchor` of the view meets `anchor` of the cell
    /// (D23), instead of by the grid's alignment.
    public func gridCellAnchor(_ anchor: UnitPoint) -> some View {
        attribute(GridCellAttribute(trait: .anchor(anchor)))
    }

    /// Keeps the view from sizing its column (`.horizontal`) or row (`.vertical`) (D23): it
    /// takes the space the other cells make, as an empty cell written
    /// `Color.clear.gridCellUnsizedAxes([.horizontal, .vertical])` does.
    public func gridCellUnsizedAxes(_ axes: Axis.Set) -> some View {
        attribute(GridCellAttribute(trait: .unsizedAxes(axes)))
    }
}
