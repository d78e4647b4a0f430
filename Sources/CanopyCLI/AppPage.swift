import Canopy
import CanopyPlaygrounds

/// `canopy run APP --format html`: one self-contained page (no scripts, no fonts, no links)
/// showing the app on macOS, iPadOS and iOS side by side, each after the same steps: its
/// windows as a person sees them, and below, each window's view tree with the environment
/// values every view read and the preference values every subtree produced.
enum AppPage {
    @MainActor
    static func render(_ app: AppPlayground, steps: [AppStep]) -> String {
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
            let screen = host.render(RenderOptions(windowContent: .screen))
            let tree = host.render(
                RenderOptions(
                    showsEnvironment: true, showsPreferences: true, windowContent: .tree))
            var column = "<section>\n<h2>\(escape(platform.rawValue))</h2>\n"
            for note in notes { column += "<p class=\"error\">\(escape(note))</p>\n" }
            column += "<h3>Windows</h3>\n<pre class=\"screen\">\(escape(screen))</pre>\n"
            column += "<h3>View trees, environment down and preferences up</h3>\n"
            column += "<pre class=\"tree\">\(highlight(escape(tree)))</pre>\n</section>"
            columns.append(column)
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
            main { display: grid; grid-template-columns: repeat(\(columns.count), minmax(0, 1fr)); gap: 1.5em; }
            section { border: 1px solid #ccc; border-radius: 6px; padding: 0 1em 1em; overflow-x: auto; }
            pre { font-family: ui-monospace, monospace; font-size: 12px; line-height: 1.35; }
            pre.screen { background: #f6f6f6; padding: 0.5em; }
            .env { color: #1f5fbf; }
            .pref { color: #217a3c; }
            .error { color: #b00020; }
            </style>
            </head>
            <body>
            <h1>\(escape(app.name))</h1>
            <p>\(escape(app.summary))</p>
            <p>The same app on each simulated platform, \(stepList). In the trees, <span class="env">env</span> marks the environment values a view read (they flow down) and <span class="pref">pref</span> the preference values a subtree produced (they flow up).</p>
            <main>
            \(columns.joined(separator: "\n"))
            </main>
            </body>
            </html>

            """
    }

    /// Text made safe for HTML.
    static func escape(_ text: String) -> String {
        var result = ""
        for character in text {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            default: result.append(character)
            }
        }
        return result
    }

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
