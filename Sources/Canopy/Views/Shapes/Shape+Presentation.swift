/// A shape's animatable data moves as any animatable value does (T7): a change in an
/// animated transaction moves what the tree prints (D35), the picture draws and touches find,
/// while the view's value is the new one at once (T8). Nothing runs again at a frame: the
/// renderers read the presentation.
extension Shape {
    /// Whether the shape has data that can animate.
    nonisolated static var hasAnimatableData: Bool {
        AnimatableData.self != EmptyAnimatableData.self
    }

    /// Hands the engine the shape's model data at `node`: a change under an animated
    /// transaction starts moving it.
    @MainActor func presentAnimatableData(at node: _ViewNode) {
        guard Self.hasAnimatableData else { return }
        _ = node.graph.animations.present(
            animatableData, at: node, name: displayName(of: Self.self), use: .attribute)
    }

    /// The shape as shown at `node` now.
    @MainActor func presented(at node: _ViewNode) -> Self {
        guard Self.hasAnimatableData else { return self }
        var shown = self
        shown.animatableData = node.graph.animations.presentation(of: animatableData, at: node)
        return shown
    }
}

// A leaf view drawing a shape (filled or stroked) animates as the shape alone would, a
// stroke's style with it (its width, miter limit and dash phase).

extension _ShapeView {
    static var drawsShape: Bool { Content.hasAnimatableData }

    @MainActor func presentAnimatableData(at node: _ViewNode) {
        shape.presentAnimatableData(at: node)
    }

    @MainActor func presented(at node: _ViewNode) -> Self {
        Self(shape: shape.presented(at: node), style: style, fillStyle: fillStyle)
    }
}

extension _StrokedShapeView {
    static var drawsShape: Bool { true }

    /// The shape's and the line's data, as one value.
    private var drawnData: AnimatablePair<Content.AnimatableData, StrokeStyle.AnimatableData> {
        AnimatablePair(shape.animatableData, stroke.animatableData)
    }

    @MainActor func presentAnimatableData(at node: _ViewNode) {
        _ = node.graph.animations.present(
            drawnData, at: node, name: displayName(of: Content.self), use: .attribute)
    }

    @MainActor func presented(at node: _ViewNode) -> Self {
        let shown = node.graph.animations.presentation(of: drawnData, at: node)
        var shape = shape
        shape.animatableData = shown.first
        var stroke = stroke
        stroke.animatableData = shown.second
        return Self(
            shape: shape, style: style, stroke: stroke, writesStyle: writesStyle,
            isBorder: isBorder)
    }
}
