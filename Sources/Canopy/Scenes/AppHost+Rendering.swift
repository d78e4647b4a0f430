/// The window renderer: every window framed as a person sees it, then the menu bar.
extension AppHost {
    /// What a person sees: a frame per window, in opening order, with its number, title,
    /// platform, colour scheme, key status and phase around its content (as a person sees it,
    /// its tree with `windowContent: .tree`, or its grid with `.grid`); then the menu bar (macOS) or the key-command
    /// HUD (iPadOS).
    public func render(_ options: RenderOptions = RenderOptions()) -> String {
        guard isRunning else { return "(not running)" }
        flush()
        let frame = options.ascii ? ("+", "|", "+") : ("┌", "│", "└")
        var blocks: [String] = openWindows.map { window in
            var header = "\(frame.0) Window \(window.number)"
            if let title = window.title { header += " " + quoted(title) }
            if window.isSettings { header += " (Settings)" }
            header += " · \(platform) · \(window.host.effectiveColorScheme)"
            if keyWindow === window { header += " · key" }
            header += " · \(window.host.scenePhase)"
            let content =
                switch options.windowContent {
                case .tree: window.host.render(options)
                case .screen: window.host.renderScreen(ascii: options.ascii)
                case .grid: window.host.renderGrid(options)
                }
            let body = content.split(
                separator: "\n", omittingEmptySubsequences: false
            )
            .map { frame.1 + " " + $0 }
            return ([header] + body + [frame.2]).joined(separator: "\n")
        }
        if openWindows.isEmpty { blocks.append("(no windows)") }
        let menus = menuBar
        if !menus.isEmpty {
            let label = platform == .macOS ? "Menu bar" : "Key commands"
            blocks.append(label + ": " + menus.map(\.description).joined(separator: " | "))
        }
        return blocks.joined(separator: "\n")
    }

    /// Renders every window with `options`, as ``render(_:)`` does, for the `options:` label
    /// a SwiftUI developer reaches for.
    ///
    ///     app.render(options: RenderOptions(windowContent: .tree))
    public func render(options: RenderOptions) -> String { render(options) }
}
