import Foundation

/// Dragging items from one view and dropping them on another, as a person does (D83).
extension ViewHost {
    /// A drag that found no source or no destination.
    public struct DragAndDropFailed: Error, CustomStringConvertible {
        /// A sentence saying what was missing.
        public let description: String
    }

    /// Drags the items of the drag source around the first reachable view showing `source`
    /// (`draggable`, `onDrag`) and drops them on the centre of the first reachable view
    /// showing `destination`: the nearest drop destination around it that accepts them
    /// (`dropDestination`, `onDrop`) hears it targeted, receives them at that point in its own
    /// coordinates, and hears it no longer targeted; then the host flushes (D83). Returns
    /// whether the destination took the drop. Throws when either text is not shown, no drag
    /// source is around `source`, or no destination around `destination` accepts the items.
    @discardableResult
    public func drag(_ source: String, onto destination: String) throws -> Bool {
        layOut()
        guard let sourceNode = firstShown(source) else { throw ViewNotFound(text: source) }
        guard let dragSource = sourceNode.nearest((any DragSourceNode).self) else {
            throw DragAndDropFailed(
                description: "No draggable or onDrag is around the view showing \(quoted(source))")
        }
        let items = dragSource.dragItems()
        let point = try centre(of: destination)
        guard let destinationNode = firstShown(destination) else {
            throw ViewNotFound(text: destination)
        }
        var candidate: _ViewNode? = destinationNode
        var target: (any DropDestinationNode)?
        while let node = candidate {
            if let found = node as? any DropDestinationNode, found.accepts(items) {
                target = found
                break
            }
            candidate = node.parent
        }
        guard let target else {
            throw DragAndDropFailed(
                description:
                    "No drop destination around the view showing \(quoted(destination)) accepts "
                    + "the items of \(quoted(source)) (\(items.flatMap(\.registeredTypeIdentifiers).joined(separator: ", ")))"
            )
        }
        let origin = graph.presentedFrame(of: target)?.origin ?? .zero
        let location = CGPoint(x: point.x - origin.x, y: point.y - origin.y)
        target.setTargeted(true, items, at: location)
        flush()
        let dropped = target.drop(items, at: location)
        target.setTargeted(false, items, at: location)
        flush()
        return dropped
    }

    /// The first reachable node in tree order showing `text`.
    private func firstShown(_ text: String) -> _ViewNode? {
        var found = graph.indexedTexts.texts(reading: text).filter { graph.isReachable($0) }
        if found.count > 1 {
            graph.numberInPreorder()
            found.sort { $0.preorderIndex < $1.preorderIndex }
        }
        return found.first
    }
}

extension _ViewNode {
    /// This node or its nearest ancestor that is a `T`.
    func nearest<T>(_ type: T.Type) -> T? {
        var node: _ViewNode? = self
        while let current = node {
            if let found = current as? T { return found }
            node = current.parent
        }
        return nil
    }
}
