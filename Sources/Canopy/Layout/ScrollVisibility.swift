/// `onScrollVisibilityChange` and `onScrollTargetVisibilityChange` (D85): after each layout,
/// how much of a view shows in the viewport of the scroll view around it (its frame's area
/// inside the part of the scroll view that can be seen, G28), against a threshold.
nonisolated struct _ScrollVisibilityModifier: ViewModifier, ValueObservingModifier {
    typealias Body = Never
    typealias Observed = Bool
    let threshold: Double
    let action: (Bool) -> Void

    @MainActor func configure(_ observer: ValueChangeObserver<Bool>) {
        let threshold = self.threshold
        observer.read = { node, engine in
            guard let scroll = node.parent?.nearest((any ScrollableNode).self),
                let viewport = scroll.scrollGeometry?.drawnViewport,
                let frame = engine.frame(of: node)
            else { return nil }
            return Self.fraction(of: frame, in: viewport) >= min(max(threshold, 0), 1)
        }
        // Crossing the threshold runs the action: the first layout does only when the view is
        // already on screen (it was off before it was laid out).
        let action = self.action
        observer.action = { old, new in
            if old != new || new { action(new) }
        }
    }

    /// The share of `frame`'s area inside `viewport` (for an empty frame, whether its origin
    /// is inside).
    static func fraction(of frame: CGRect, in viewport: CGRect) -> Double {
        let area = frame.width * frame.height
        guard area > 0 else { return viewport.contains(frame.origin) ? 1 : 0 }
        let visible = frame.intersection(viewport)
        guard !visible.isNull else { return 0 }
        return Double(visible.width * visible.height / area)
    }

    @MainActor func renderAttributes(into attributes: inout [String], node: ModifierNode) {
        attributes.append(
            ".onScrollVisibilityChange(threshold: \(ValueFormatter.format(threshold)))")
    }
}

/// The ids of a scroll view's targets (its `scrollTargetLayout`'s views) shown past a
/// threshold, in order (D85).
nonisolated struct _ScrollTargetVisibilityModifier<ID: Hashable>: ViewModifier,
    ValueObservingModifier
{
    typealias Body = Never
    typealias Observed = [ID]
    let threshold: Double
    let action: ([ID]) -> Void

    @MainActor func configure(_ observer: ValueChangeObserver<[ID]>) {
        let threshold = min(max(self.threshold, 0), 1)
        observer.read = { node, engine in
            guard let scroll = node.firstScrollView,
                let viewport = scroll.scrollGeometry?.drawnViewport
            else { return nil }
            return scroll.scrollTargets(engine).compactMap { target in
                guard let id = target.id as? ID, let frame = engine.frame(of: target.node),
                    _ScrollVisibilityModifier.fraction(of: frame, in: viewport) >= threshold
                else { return nil }
                return id
            }
        }
        let action = self.action
        observer.action = { _, new in action(new) }
    }

    @MainActor func renderAttributes(into attributes: inout [String], node: ModifierNode) {
        attributes.append(".onScrollTargetVisibilityChange(idType: \(ID.self).self)")
    }
}

extension View {
    /// Runs `action` with `true` when at least `threshold` of this view shows in the scroll
    /// view around it, and with `false` when less does again (D85). The value flows **out** of
    /// layout into the action, after the update.
    public func onScrollVisibilityChange(
        threshold: Double = 0.5, _ action: @escaping (Bool) -> Void
    ) -> some View {
        modifier(_ScrollVisibilityModifier(threshold: threshold, action: action))
    }

    /// Runs `action` with the ids (of `idType`) of the scroll target layout's views that show
    /// by at least `threshold` in the first scroll view in this view, whenever that list
    /// changes, and after the first layout (D85).
    public func onScrollTargetVisibilityChange<ID: Hashable>(
        idType: ID.Type, threshold: Double = 0.5, _ action: @escaping ([ID]) -> Void
    ) -> some View {
        modifier(_ScrollTargetVisibilityModifier<ID>(threshold: threshold, action: action))
    }
}
