extension _ViewNode {
    /// Publishes `value` under `Key` as a focused scene value (F9), the way a container offers
    /// itself to the app's commands (a split view's sidebar, a toolbar, an inspector), or
    /// withdraws it when `nil`. `published` is what this node last published: an unchanged
    /// value publishes nothing. The node withdraws it when it unmounts
    /// (`graph.focus.unpublish(self)`).
    func publishSceneValue<Key: FocusedValueKey>(
        _ key: Key.Type, _ value: Key.Value?, published: inout Key.Value?
    ) where Key.Value: Equatable {
        guard value != published else { return }
        published = value
        if let value {
            graph.focus.publish(
                FocusedValuePublication(
                    node: self, entries: [ObjectIdentifier(Key.self): value], isSceneScoped: true))
        } else {
            graph.focus.unpublish(self)
        }
    }
}
