import Foundation

extension GestureArena {
    /// Moves the pointer to `point` (window points), or out of the window (`nil`): the views
    /// it left hear so first (innermost first), then the views it is over (found as a touch's, D71) hear where
    /// it is.
    func movePointer(to point: CGPoint?) {
        let path = point.flatMap { graph.hitPath(at: $0) } ?? []
        let over = path.compactMap { $0 as? any HoverTracking }
        let overIDs = Set(over.map { ObjectIdentifier($0) })
        for view in hoveredViews.reversed()
        where !overIDs.contains(ObjectIdentifier(view)) && view.isMounted {
            view.pointerMoved(to: nil, context(of: view))
        }
        hoveredViews = over
        guard let point else { return }
        for view in over { view.pointerMoved(to: point, context(of: view)) }
    }
}
