/// Where a control sits, for the styles whose `.automatic` depends on it: a button is
/// borderless in a macOS toolbar, a toggle a button and a label its icon alone in any toolbar.
/// (SwiftUI's other containers — a `List`, a `Form` — resolve to the platform's look, so they
/// need no case of their own.)
enum ControlContext: Sendable, Equatable {
    /// Anywhere but a toolbar.
    case standard
    /// A toolbar item.
    case toolbar

    /// Whether `node` is inside a toolbar's items.
    @MainActor static func of(_ node: _ViewNode) -> ControlContext {
        var child = node
        var cursor = node.parent
        while let current = cursor {
            if let toolbar = current as? any ToolbarShowing, toolbar.toolbarItems === child {
                return .toolbar
            }
            child = current
            cursor = current.parent
        }
        return .standard
    }
}
