/// One toolbar item: its views at one placement (C4). The nearest container that renders a
/// bar shows it (C1) while that bar is shown (C6); a person can tap its buttons there.
///
///     .toolbar {
///         ToolbarItem(placement: .primaryAction) { Button("Add") { add() } }
///     }
nonisolated public struct ToolbarItem<ID, Content: View>: ToolbarContent {
    /// Set up by the runtime.
    public typealias Body = Never
    let customizationID: String?
    let placement: ToolbarItemPlacement
    let content: Content

    /// Mounts the item's views.
    @MainActor public static func _makeToolbarNode(_ content: Self) -> _ViewNode {
        ToolbarItemNode(content) {
            ToolbarItemDescription(
                kind: .item, id: $0.customizationID, placement: $0.placement, content: $0.content)
        }
    }
}

extension ToolbarItem where ID == () {
    /// An item at `placement`.
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.customizationID = nil
        self.placement = placement
        self.content = content()
    }
}

extension ToolbarItem: CustomizableToolbarContent where ID == String {}

extension ToolbarItem: Identifiable where ID == String {
    /// The customisation identifier the item was made with.
    public var id: String { customizationID ?? "" }
}

extension ToolbarItem where ID == String {
    /// An item a person may customise, identified by `id` (recorded), at `placement`.
    public init(
        id: String, placement: ToolbarItemPlacement = .automatic,
        @ViewBuilder content: () -> Content
    ) {
        self.customizationID = id
        self.placement = placement
        self.content = content()
    }
}

/// Several toolbar items at one placement: each view of the content is an item of its own, in
/// order (C4).
nonisolated public struct ToolbarItemGroup<Content: View>: ToolbarContent {
    /// Set up by the runtime.
    public typealias Body = Never
    let placement: ToolbarItemPlacement
    let content: Content

    /// Items at `placement`.
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
    }

    /// Items at `placement` that collapse into a menu labelled `label` when the macOS toolbar
    /// has no room (Canopy's bars never run out of room: the label is recorded).
    public init<C: View, L: View>(
        placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> C,
        @ViewBuilder label: () -> L
    ) where Content == LabeledToolbarItemGroupContent<C, L> {
        self.placement = placement
        self.content = LabeledToolbarItemGroupContent(content: content(), label: label())
    }

    /// Mounts the group's views.
    @MainActor public static func _makeToolbarNode(_ content: Self) -> _ViewNode {
        ToolbarItemNode(content) {
            ToolbarItemDescription(
                kind: .group, id: nil, placement: $0.placement, content: $0.content)
        }
    }
}

/// A toolbar item group's items with the label of the menu they collapse into.
nonisolated public struct LabeledToolbarItemGroupContent<Content: View, Label: View>: View {
    let content: Content
    let label: Label

    /// The items; the label is only drawn when they collapse, which Canopy's bars never do.
    public var body: Content { content }
}

/// Space between toolbar items (iOS 26, macOS 26): a fixed gap or one that grows.
nonisolated public struct ToolbarSpacer: CustomizableToolbarContent {
    /// Set up by the runtime.
    public typealias Body = Never
    let sizing: SpacerSizing
    let placement: ToolbarItemPlacement

    /// A spacer of `sizing` among the items at `placement`.
    public init(_ sizing: SpacerSizing = .flexible, placement: ToolbarItemPlacement = .automatic) {
        self.sizing = sizing
        self.placement = placement
    }

    /// Mounts the spacer, which shows nothing.
    @MainActor public static func _makeToolbarNode(_ content: Self) -> _ViewNode {
        ToolbarItemNode(content) {
            ToolbarItemDescription(
                kind: .spacer($0.sizing), id: nil, placement: $0.placement, content: EmptyView())
        }
    }
}

/// How a ``ToolbarSpacer`` sizes itself.
public struct SpacerSizing: Sendable, Hashable, CustomStringConvertible {
    let name: String
    /// A gap of the platform's standard width.
    public static let fixed = SpacerSizing(name: "fixed")
    /// A gap that takes what room the bar has.
    public static let flexible = SpacerSizing(name: "flexible")
    /// The sizing's name.
    public var description: String { name }
}
