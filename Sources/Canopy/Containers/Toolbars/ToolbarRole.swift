/// The purpose of a toolbar, which on iPadOS and macOS changes where the bar puts the title
/// and back button. Canopy records it on the view's line (D58): its bars place items the same
/// way whatever the role.
public struct ToolbarRole: Sendable, Hashable {
    let name: String
    /// The platform's default.
    public static let automatic = ToolbarRole(name: "automatic")
    /// A navigation stack's bar: a back button and a title.
    public static let navigationStack = ToolbarRole(name: "navigationStack")
    /// A browser's bar: the title leading, for content a person moves through.
    public static let browser = ToolbarRole(name: "browser")
    /// A document editor's bar: the title leading, room for editing items in the centre.
    public static let editor = ToolbarRole(name: "editor")
}

extension ToolbarRole: AttributeArgument {
    var attributeArgument: String { "." + name }
}

/// A kind of item a container puts on its bar by itself (C7).
public struct ToolbarDefaultItemKind: Sendable, Hashable {
    let name: String
    /// A split view's button that shows and hides its sidebar.
    public static let sidebarToggle = ToolbarDefaultItemKind(name: "sidebarToggle")
    /// The navigation title.
    public static let title = ToolbarDefaultItemKind(name: "title")
}

extension View {
    /// States what the bars of the navigation container above are for (recorded, D58).
    public func toolbarRole(_ role: ToolbarRole) -> some View {
        attribute("toolbarRole", role)
    }

    /// Removes an item the container adds to its bar by itself, such as a split view's sidebar
    /// toggle; `nil` removes nothing (C7). Canopy's split views draw no toggle on their bars
    /// (the sidebar is shown and hidden from code or from View › Show Sidebar, which removing
    /// the toggle leaves alone), so the removal is recorded on the view's line (D58).
    public func toolbar(removing defaultItemKind: ToolbarDefaultItemKind?) -> some View {
        attribute(CallAttribute(name: "toolbar", argument: RemovedItemKind(kind: defaultItemKind)))
    }

    /// Gives the navigation title a menu of the views `content` builds: on iOS and iPadOS a
    /// person taps the title to open it. Its buttons go with the navigation bar of the level
    /// it is in, like a toolbar item's (C1, C2): on a bar a person sees they can be tapped.
    public func toolbarTitleMenu<C: View>(@ViewBuilder content: () -> C) -> some View {
        toolbar { ToolbarTitleMenu(content: content) }
    }
}

/// `removing: .sidebarToggle`, as written.
struct RemovedItemKind: AttributeArgument {
    let kind: ToolbarDefaultItemKind?
    var attributeArgument: String { "removing: " + (kind.map { "." + $0.name } ?? "nil") }
}

/// The menu of a navigation title, as toolbar content (iOS 16, macOS 13): its views are
/// reachable while the navigation bar that shows the title is.
nonisolated public struct ToolbarTitleMenu<Content: View>: CustomizableToolbarContent {
    /// Set up by the runtime.
    public typealias Body = Never
    let content: Content

    /// A title menu of the views `content` builds.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// The title menu of a document-based app's title (its standard commands, which Canopy
    /// does not simulate: an empty menu).
    public init() where Content == EmptyView {
        self.content = EmptyView()
    }

    /// Mounts the menu's views.
    @MainActor public static func _makeToolbarNode(_ content: Self) -> _ViewNode {
        ToolbarItemNode(content) {
            ToolbarItemDescription(
                kind: .titleMenu, id: nil, placement: .principal, content: $0.content)
        }
    }
}
