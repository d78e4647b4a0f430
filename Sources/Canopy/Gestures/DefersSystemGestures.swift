/// `defersSystemGestures(on:)`: asks the system to let the app's gestures at `edges` go first
/// (the home indicator's swipe, Notification Center's pull). Recorded: Canopy simulates no
/// system gestures for it to defer.
extension View {
    /// Gives the view's own gestures at `edges` precedence over the system's (recorded).
    public func defersSystemGestures(on edges: Edge.Set) -> some View {
        attribute(DefersSystemGesturesAttribute(edges: edges))
    }
}

/// `.defersSystemGestures(on: .bottom)`.
struct DefersSystemGesturesAttribute: AttributeValue {
    let edges: Edge.Set
    var attributeText: String { ".defersSystemGestures(on: .\(edges))" }
}
