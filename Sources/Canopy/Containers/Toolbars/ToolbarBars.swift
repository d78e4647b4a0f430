/// Where a toolbar item ends up (C1–C6, D51): the container that renders the bar its placement
/// resolves to, and whether that bar shows it now.
///
/// Items are found from the item upwards rather than collected into a value: an item's label,
/// its presence (`if` in a toolbar) and the level on top can each change without the others,
/// and the answer is read only by renderers, hosts and a person's reach, never by layout. What
/// layout needs, the bars' visibility, is a preference (``ToolbarVisibilityKey``).
@MainActor
struct ToolbarItemStatus {
    /// The bar the placement goes to on this platform; `nil` when it has none (D51).
    var bar: ToolbarBar?
    /// The node that renders the bar: a navigation container's level or column on iOS and
    /// iPadOS, the window or a sheet on macOS; `nil` when nothing above the item renders bars
    /// (C1: no navigation container on iOS, or a sheet without one, D51).
    var container: _ViewNode?
    /// The node whose content's visibility preference decides the bar (the level, the column,
    /// the window's root, the sheet's root).
    var level: _ViewNode?
    /// Whether the bar is hidden by a `toolbar(.hidden, for:)` of the level (C6).
    var barIsHidden = false

    /// Whether the item is on a bar the level shows: the bar exists, something renders it and
    /// it is not hidden. The level may itself be off screen (a level below the top, a tab not
    /// selected): that is its container's business.
    var isOnBar: Bool { bar != nil && container != nil && !barIsHidden }
}

extension _ViewNode {
    /// Where the toolbar item hosted by this node, at `placement`, goes (see
    /// ``ToolbarItemStatus``).
    func toolbarStatus(placement: ToolbarItemPlacement) -> ToolbarItemStatus {
        let platform = graph.platform
        var status = ToolbarItemStatus(bar: placement.bar(on: platform))
        var child: _ViewNode = self
        var cursor = parent
        while let node = cursor {
            if node is any InteractiveDismissRefusing {
                // A presentation has its own bars (C5): on macOS the sheet renders them; on iOS
                // only a navigation container inside it would have (D51).
                if platform == .macOS {
                    status.container = node
                    status.level = node
                }
                break
            }
            if platform != .macOS {
                if node is any TitledColumn {
                    status.container = node
                    status.level = node
                    break
                }
                if node is any BackNavigable, !(node is any TitledColumnContainer) {
                    status.container = node
                    status.level = child
                    break
                }
            }
            child = node
            cursor = node.parent
        }
        if platform == .macOS, status.container == nil {
            status.container = graph.root
            status.level = graph.root
        }
        if let bar = status.bar, let level = status.level {
            status.barIsHidden =
                level.barVisibilities?.visibility(of: bar, on: platform) == .hidden
        }
        return status
    }

    /// The bars' visibilities this level's content asks for (a sheet's root keeps them from
    /// its presenter: they are read from its content).
    var barVisibilities: ToolbarVisibilities? {
        let source = self is any InteractiveDismissRefusing ? children.first : self
        return source?.preferenceOutputs[AnyPreferenceKey.of(ToolbarVisibilityKey.self)]
            as? ToolbarVisibilities
    }

    /// Whether a person can see this node: every container between it and the root (or the
    /// presentation it is in) shows the branch it is in (the top level, the selected tab).
    ///
    /// A container may show a descendant rather than a child: a tab view shows its selected
    /// tab through the tuple or `ForEach` its content builds (C10). So the path is followed
    /// from the root down, each node showing the nearest node of the path below it.
    var isOnScreenInItsPresentation: Bool {
        var path: [_ViewNode] = []
        var cursor: _ViewNode? = self
        while let node = cursor {
            path.append(node)
            cursor = node.parent
        }
        var index = path.count - 1
        while index > 0 {
            let shown = path[index].visibleChildren
            guard
                let next = path[..<index].lastIndex(where: { node in
                    shown.contains { $0 === node }
                })
            else { return false }
            index = next
        }
        return true
    }
}

/// A split view, whose columns (not the split view) render bars.
@MainActor
protocol TitledColumnContainer: _ViewNode {}

/// One item a bar shows or would show: what ``ViewHost/toolbarItems()`` reports (D50).
public struct ToolbarItemInfo: Sendable, Hashable, CustomStringConvertible {
    /// The item's label: its first control's title, else its first text (D50).
    public var label: String
    /// The placement as written.
    public var placement: ToolbarItemPlacement
    /// The bar the placement resolves to on the simulated platform: `.navigationBar`,
    /// `.bottomBar` or `.windowToolbar`; `nil` for the keyboard's bar and for a placement the
    /// platform lacks.
    public var bar: ToolbarPlacement?
    /// Whether a person sees the item now.
    public var isShown: Bool
    /// The path of the view whose `toolbar` modifier declared the item (`explain`: which view
    /// contributed it).
    public var declaredBy: String

    /// `Compose @primaryAction`, then ` hidden` when no bar shows it.
    public var description: String {
        "\(label) @\(placement)" + (isShown ? "" : " hidden")
    }
}
