/// `zIndex(_:)`: the order a container draws its overlapping views in (semantic: the picture and
/// grid draw a higher index over a lower one, views of one index in their order). A trait of the
/// view, as in SwiftUI: it is read through the modifiers around it and the custom view whose body
/// it is on.
extension View {
    /// Draws this view above its siblings of lower index and below those of higher index (0 by
    /// default); layout is unchanged.
    public func zIndex(_ value: Double) -> some View { attribute(ZIndexAttribute(value: value)) }
}

/// `.zIndex(1)`.
struct ZIndexAttribute: AttributeValue {
    let value: Double
    var attributeText: String { ".zIndex(\(value.attributeArgument))" }
}

extension _ViewNode {
    /// The `zIndex` this view is drawn by among its siblings: the closest one on it, on the
    /// modifiers wrapped around its content, or in the body of the custom view it is (0 when
    /// none is).
    @MainActor var drawingZIndex: Double {
        var cursor: _ViewNode? = self
        var depth = 0
        while let node = cursor, depth < 32 {
            if let recording = node as? any AttributeRecording,
                let index = recording.recorded(ZIndexAttribute.self)
            {
                return index.value
            }
            guard node.children.count == 1 else { return 0 }
            // A view that lays its content out (a stack of one) is where traits stop.
            if let facet = node.layoutFacet, !facet.passesTraitsThrough { return 0 }
            cursor = node.children.first
            depth += 1
        }
        return 0
    }
}

extension Array where Element == _ViewNode {
    /// The views in the order they are drawn, back to front: by `zIndex`, then in order.
    @MainActor func inDrawingOrder() -> [_ViewNode] {
        guard count > 1 else { return self }
        let indices = map(\.drawingZIndex)
        guard indices.contains(where: { $0 != 0 }) else { return self }
        return zip(indices, self).enumerated()
            .sorted { ($0.element.0, $0.offset) < ($1.element.0, $1.offset) }
            .map(\.element.1)
    }
}
