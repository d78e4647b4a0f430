/// Where a control sits, for the styles whose `.automatic` depends on it (a toggle is a
/// checkbox in a macOS form, a button is borderless in a macOS toolbar).
enum ControlContext: Sendable, Equatable {
    /// Anywhere else.
    case standard
    /// A row of a `List`.
    case list
    /// A `Form`.
    case form
    /// A toolbar item.
    case toolbar

    /// The context of the nearest container above `node` that gives one.
    @MainActor static func of(_ node: _ViewNode) -> ControlContext {
        var child = node
        var cursor = node.parent
        while let current = cursor {
            if let toolbar = current as? any ToolbarShowing, toolbar.toolbarItems === child {
                return .toolbar
            }
            if let giving = current.viewType as? any ControlContextGiving.Type {
                return giving.controlContext
            }
            child = current
            cursor = current.parent
        }
        return .standard
    }
}

/// A container view that gives the controls inside it a context.
protocol ControlContextGiving {
    static var controlContext: ControlContext { get }
}

extension List: ControlContextGiving {
    static var controlContext: ControlContext { .list }
}

extension Form: ControlContextGiving {
    static var controlContext: ControlContext { .form }
}
