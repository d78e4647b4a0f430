/// `listRowInsets`: the insets of a row of a `List` or `Form` in place of the list's (D13's 16
/// and 11 points, 8 and 4 on macOS). A list proposes and places every row inside its own
/// insets; the modifier, on a row, proposes its content the difference and places it by the
/// difference, so the content ends up inset by the row's own insets (G12's padding, by a
/// difference that may be negative). On a view that is not a list's row — outside a list, or
/// inside a view that lays its children out — it does nothing, as SwiftUI's row trait does
/// not reach there.
extension View {
    /// Sets this list row's insets; `nil` keeps the list's.
    public func listRowInsets(_ insets: EdgeInsets?) -> some View {
        attribute(
            ListRowInsetsAttribute(
                top: insets?.top, leading: insets?.leading, bottom: insets?.bottom,
                trailing: insets?.trailing, spelling: insets.map(\.attributeArgument) ?? "nil"))
    }

    /// Sets this list row's insets on `edges` to `length`; `nil` keeps the list's there.
    public func listRowInsets(_ edges: Edge.Set = .all, _ length: CGFloat?) -> some View {
        attribute(
            ListRowInsetsAttribute(
                top: edges.contains(.top) ? length : nil,
                leading: edges.contains(.leading) ? length : nil,
                bottom: edges.contains(.bottom) ? length : nil,
                trailing: edges.contains(.trailing) ? length : nil,
                spelling: edges.attributeArgument + ", "
                    + (length.map(\.attributeArgument) ?? "nil")))
    }
}

/// `.listRowInsets(EdgeInsets(…))`: the row's own insets, edge by edge (`nil`: the list's).
struct ListRowInsetsAttribute: AttributeValue {
    let top: CGFloat?
    let leading: CGFloat?
    let bottom: CGFloat?
    let trailing: CGFloat?
    let spelling: String

    var attributeText: String { ".listRowInsets(\(spelling))" }

    static var laysOut: Bool { true }
    var layoutRule: String { "D13 listRowInsets" }

    /// How much more each edge is inset than the list insets it (negative: less), or `nil`
    /// when the modified view is not a row of a list or form.
    @MainActor func difference(above content: _ViewNode) -> EdgeInsets? {
        guard let listNode = listOrForm(holdingRow: content) else { return nil }
        let list = listRowInsets(on: listNode.graph.platform)
        return EdgeInsets(
            top: (top ?? list.top) - list.top,
            leading: (leading ?? list.leading) - list.leading,
            bottom: (bottom ?? list.bottom) - list.bottom,
            trailing: (trailing ?? list.trailing) - list.trailing)
    }

    private func inner(_ proposal: ProposedViewSize, _ delta: EdgeInsets) -> ProposedViewSize {
        ProposedViewSize(
            width: proposal.width.map { max(0, $0 - delta.leading - delta.trailing) },
            height: proposal.height.map { max(0, $0 - delta.top - delta.bottom) })
    }

    @MainActor func sizeThatFits(
        _ proposal: ProposedViewSize, content: _ViewNode, _ engine: LayoutEngine
    ) -> CGSize {
        guard let delta = difference(above: content) else {
            return engine.size(of: content, proposal)
        }
        let size = engine.size(of: content, inner(proposal, delta))
        return CGSize(
            width: max(0, size.width + delta.leading + delta.trailing),
            height: max(0, size.height + delta.top + delta.bottom))
    }

    @MainActor func placeContent(
        _ content: _ViewNode, in frame: CGRect, proposal: ProposedViewSize,
        _ engine: LayoutEngine
    ) {
        guard let delta = difference(above: content) else {
            engine.place(content, in: frame, proposal: proposal, region: engine.currentRegion)
            return
        }
        let inner = inner(proposal, delta)
        let size = engine.size(of: content, inner)
        engine.place(
            content,
            in: CGRect(
                origin: CGPoint(x: frame.minX + delta.leading, y: frame.minY + delta.top),
                size: size), proposal: inner, region: engine.currentRegion)
    }

    @MainActor func dimensions(
        for size: CGSize, proposal: ProposedViewSize, content: _ViewNode, _ engine: LayoutEngine
    ) -> ViewDimensions {
        guard let delta = difference(above: content) else {
            return ViewDimensions(
                size: size, content: engine.dimensions(of: content, proposal), at: .zero)
        }
        return ViewDimensions(
            size: size, content: engine.dimensions(of: content, inner(proposal, delta)),
            at: CGPoint(x: delta.leading, y: delta.top))
    }
}

/// The list or form `content` is a row of, or `nil` when it is not a row. Modifiers, sections
/// and views without a layout of their own pass the row through; a view that lays out its
/// children makes `content` one of them, not a row.
@MainActor func listOrForm(holdingRow content: _ViewNode) -> _ViewNode? {
    var cursor = content.parent
    while let node = cursor {
        if node.viewType is any ListRowInsetting.Type { return node }
        let passes =
            node is any ModifierNode || node is any CustomModifierNodeMarker
            || node is any ListSectionBlock || node.layoutFacet == nil
        guard passes else { return nil }
        cursor = node.parent
    }
    return nil
}

/// Whether `content` is a row of a list or form.
@MainActor func isRowOfListOrForm(_ content: _ViewNode) -> Bool {
    listOrForm(holdingRow: content) != nil
}
