/// How the bars look: their foreground style, and whether a toolbar item is hidden. Recorded on
/// the view's line: Canopy's bars are lines of text, with no colours to apply these to. (Their
/// colour scheme and background are collected per bar: `ToolbarBarLook.swift`, D99.)
extension View {
    /// Sets the foreground style of `bars` (recorded).
    public func toolbarForegroundStyle<S: ShapeStyle>(_ style: S, for bars: ToolbarPlacement...)
        -> some View
    {
        recorded(
            "toolbarForegroundStyle",
            ["_": Spelled("\(AnyShapeStyle(style))"), "for": BarList(bars)])
    }

    /// Hides the toolbar item this view is in (recorded).
    public func toolbarItemHidden(_ hidden: Bool = true) -> some View {
        recorded("toolbarItemHidden", ["_": hidden])
    }

    /// Whether the window's toolbar shows in full screen (macOS; recorded).
    public func windowToolbarFullScreenVisibility(
        _ visibility: WindowToolbarFullScreenVisibility
    ) -> some View {
        recorded("windowToolbarFullScreenVisibility", ["_": visibility], on: [.macOS])
    }

    /// Adds the toolbar content `content` builds to the bars of `placement`'s content (a
    /// document's; recorded).
    public func contentToolbar<Content: View>(
        for placement: ContentToolbarPlacement, @ViewBuilder content: () -> Content
    ) -> some View {
        recorded("contentToolbar", ["for": placement, "content": RecordedCode()])
    }
}

/// Bars named in a recorded call: `.navigationBar, .tabBar`.
struct BarList: AttributeArgument {
    let bars: [ToolbarPlacement]
    init(_ bars: [ToolbarPlacement]) { self.bars = bars }
    var attributeArgument: String { bars.map { "." + $0.name }.joined(separator: ", ") }
}

/// Whether a window's toolbar shows in full screen.
public struct WindowToolbarFullScreenVisibility: Sendable, Hashable, RecordedOption {
    let name: String
    /// The platform's behaviour.
    public static let automatic = WindowToolbarFullScreenVisibility(name: "automatic")
    /// Shown only while the pointer is at the top of the screen.
    public static let onHover = WindowToolbarFullScreenVisibility(name: "onHover")
    /// Always shown.
    public static let visible = WindowToolbarFullScreenVisibility(name: "visible")
}

/// The content whose bars a `contentToolbar` adds to.
public struct ContentToolbarPlacement: Sendable, Hashable, RecordedOption {
    let name: String
    /// A document's.
    public static let document = ContentToolbarPlacement(name: "document")
    /// A web view's.
    public static let webView = ContentToolbarPlacement(name: "webView")
}
