import Canopy

/// `canopy run APP --format html`: one self-contained page (no scripts, no fonts, no links)
/// showing the app on macOS, iPadOS and iOS side by side, each after the same steps: its
/// windows as pictures drawn from their layout (each view's box at its frame, text in it;
/// D20), all at one scale, each beside its accessibility tree in reading order (what VoiceOver
/// meets, D48), and below, each platform's view trees with the environment values every view
/// read and the preference values every subtree produced.
enum AppPage {
    /// Windows are drawn at this many pixels per point, the same on every platform, so a Mac
    /// window is as much larger than an iPhone's as it is on a desk.
    static let pictureScale = 0.6
    /// The width of the accessibility column beside each window, in pixels.
    static let accessibilityColumnWidth = 280

    @MainActor
    static func render(_ app: CanopyCatalog.AppEntry, steps: [AppStep]) -> String {
        var groups: [String] = []
        var columns: [String] = []
        for platform in Platform.allCases {
            let host = app.makeHost(platform: platform)
            var notes: [String] = []
            for step in steps {
                do {
                    try step.apply(to: host)
                } catch {
                    notes.append("\(step): \(error)")
                    break
                }
            }
            let widest = host.windows.map { $0.host.windowSize.width }.max() ?? 400
            var group =
                "<div class=\"platform\" style=\"width: \(Int((widest * pictureScale).rounded()) + accessibilityColumnWidth + 16)px\">\n"
                + "<h2>\(escape(platform.rawValue))</h2>\n"
            for note in notes { group += "<p class=\"error\">\(escape(note))</p>\n" }
            for window in host.windows {
                var caption = "Window \(window.number)"
                if let title = window.title { caption += " “" + title + "”" }
                if window.isSettings { caption += " (Settings)" }
                let size = window.host.windowSize
                let accessibility = window.host.renderAccessibility()
                group +=
                    "<div class=\"window\">\n"
                    + "<figure style=\"width: \(Int((size.width * pictureScale).rounded()))px\">\n"
                    + window.host.renderPicture()
                    + "\n<figcaption>\(escape(caption))</figcaption>\n</figure>\n"
                    + "<aside class=\"accessibility\" aria-label=\"Accessibility tree of \(escape(caption))\">\n"
                    + "<h3>Accessibility</h3>\n"
                    + "<pre>\(accessibility.isEmpty ? "(no elements)" : escape(accessibility))</pre>\n"
                    + "</aside>\n</div>\n"
            }
            if host.windows.isEmpty { group += "<p>(no windows)</p>\n" }
            groups.append(group + "</div>")
            let tree = host.render(
                RenderOptions(
                    showsEnvironment: true, showsPreferences: true, windowContent: .tree))
            columns.append(
                "<section>\n<h2>\(escape(platform.rawValue))</h2>\n"
                    + "<pre class=\"tree\">\(highlight(escape(tree)))</pre>\n</section>")
        }
        let stepList =
            steps.isEmpty
            ? "after launch"
            : "after " + steps.map { escape($0.description) }.joined(separator: "; ")
        return """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <title>\(escape(app.name)) on Canopy</title>
            <style>
            body { font-family: system-ui, sans-serif; margin: 1.5em; color: #222; }
            .pictures { display: flex; gap: 2em; align-items: flex-start; overflow-x: auto; padding-bottom: 1em; }
            .platform { flex: none; }
            .window { display: flex; gap: 16px; align-items: flex-start; }
            figure { margin: 0 0 1em; flex: none; }
            aside.accessibility { flex: none; width: \(accessibilityColumnWidth)px; border-left: 3px solid #7b4fbf; padding-left: 0.6em; }
            aside.accessibility h3 { font-size: 13px; margin: 0 0 0.3em; color: #7b4fbf; }
            aside.accessibility pre { white-space: pre-wrap; margin: 0; }
            svg.window { display: block; width: 100%; height: auto; }
            figcaption { font-size: 12px; color: #555; margin-top: 0.3em; }
            main { display: grid; grid-template-columns: repeat(\(columns.count), minmax(0, 1fr)); gap: 1.5em; }
            section { border: 1px solid #ccc; border-radius: 6px; padding: 0 1em 1em; overflow-x: auto; }
            pre { font-family: ui-monospace, monospace; font-size: 12px; line-height: 1.35; }
            .env { color: #1f5fbf; }
            .pref { color: #217a3c; }
            .error { color: #b00020; }
            </style>
            </head>
            <body>
            <h1>\(escape(app.name))</h1>
            \(app.summary.isEmpty ? "" : "<p>\(escape(app.summary))</p>\n")<p>The same app on each simulated platform, \(stepList). Each window is drawn from its layout, at \(Int(pictureScale * 100))% of its size in points: every view's box at its frame (dashed), text in the D11 metric, controls and sheets outlined, the bars and the areas outside the safe area (shaded) where they are. Beside each window, its accessibility tree in reading order: one element a line, as VoiceOver visits them (traits, label, value, hint, actions).</p>
            <div class="pictures">
            \(groups.joined(separator: "\n"))
            </div>
            <h2>View trees</h2>
            <p>In the trees, <span class="env">env</span> marks the environment values a view read (they flow down) and <span class="pref">pref</span> the preference values a subtree produced (they flow up).</p>
            <main>
            \(columns.joined(separator: "\n"))
            </main>
            </body>
            </html>

            """
    }

    /// Text made safe for HTML.
    static func escape(_ text: String) -> String { markupEscaped(text) }

    /// Colours the annotations of an escaped tree: `env …` and `pref …` up to the next one.
    static func highlight(_ escaped: String) -> String {
        escaped.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            var out = ""
            var rest = Substring(line)
            while let range = rest.range(of: "  env ") ?? rest.range(of: "  pref ") {
                out += rest[..<range.lowerBound]
                let isEnv = rest[range].hasSuffix("env ")
                let after = rest[range.upperBound...]
                let end =
                    [after.range(of: "  env "), after.range(of: "  pref ")].compactMap {
                        $0?.lowerBound
                    }.min() ?? after.endIndex
                out +=
                    "  <span class=\"\(isEnv ? "env" : "pref")\">"
                    + rest[rest.index(range.lowerBound, offsetBy: 2)..<end] + "</span>"
                rest = after[end...]
            }
            return out + rest
        }.joined(separator: "\n")
    }
}
