import Canopy
import CanopyPlaygrounds

/// The `canopy` CLI as a function from arguments to output, so tests can run it without
/// spawning a process. The executable prints the result and exits with its status.
public enum CanopyCLI {
    /// What one run printed and how it ended.
    public struct Output: Equatable, Sendable {
        /// Text for standard output.
        public var standardOutput: String
        /// Text for standard error: usage errors and the runtime's diagnostics.
        public var standardError: String
        /// 0 on success, 2 for a usage error.
        public var exitStatus: Int32

        /// An output with the given texts and status.
        public init(standardOutput: String = "", standardError: String = "", exitStatus: Int32 = 0)
        {
            self.standardOutput = standardOutput
            self.standardError = standardError
            self.exitStatus = exitStatus
        }
    }

    /// The exit status of a usage error.
    public static let usageErrorStatus: Int32 = 2

    /// Runs the CLI on the arguments after the program name.
    /// With `colour`, window frames and the menu bar of `canopy run` are highlighted with ANSI
    /// escapes (the executable passes it only for a terminal without `NO_COLOR`).
    @MainActor
    public static func run(_ arguments: [String], colour: Bool = false) async -> Output {
        switch CanopyCommand.parse(arguments) {
        case .failure(let error):
            return Output(
                standardError: "canopy: error: \(error.message)\nRun 'canopy --help' for usage.\n",
                exitStatus: usageErrorStatus)
        case .success(.help):
            return Output(standardOutput: CanopyCommand.usage + "\n")
        case .success(.list):
            return Output(standardOutput: listing())
        case .success(.render(let request)):
            return await render(request)
        case .success(.run(let request)):
            return run(request, colour: colour)
        case .success(.previews(let request)):
            return previews(request)
        case .success(.explain(let request)):
            return await explain(request)
        }
    }

    /// Lists the program's previews (`name  source`), or renders the one the request names.
    @MainActor
    public static func previews(_ request: PreviewsRequest) -> Output {
        let all = PreviewCatalog.all()
        guard let name = request.name else {
            let width = all.map(\.name.count).max() ?? 0
            return Output(
                standardOutput: all.map {
                    $0.name.padding(toLength: width, withPad: " ", startingAt: 0) + "  " + $0.source
                        + ($0.traits.isEmpty ? "" : "  " + $0.traits.joined(separator: ", ")) + "\n"
                }.joined())
        }
        guard
            let preview = all.first(where: {
                $0.name == name || $0.source == name || $0.source.hasSuffix("/" + name)
            })
        else {
            return Output(
                standardError:
                    "canopy: error: no preview named '\(name)'; the previews are: \(all.map(\.name).joined(separator: ", "))\n",
                exitStatus: usageErrorStatus)
        }
        let host = preview.makeHost(platform: request.platform ?? .macOS)
        let text =
            request.screen
            ? host.renderScreen(ascii: request.ascii)
            : host.render(RenderOptions(ascii: request.ascii))
        let warnings = host.diagnostics.map { "canopy: warning: \($0)\n" }.joined()
        return Output(standardOutput: text + "\n", standardError: warnings)
    }

    /// `name  summary`, one playground per line, names padded to one column; then the apps
    /// `canopy run` launches, the same way.
    public static func listing() -> String {
        let names = PlaygroundCatalog.names + PlaygroundCatalog.apps.map(\.name)
        let width = names.map(\.count).max() ?? 0
        func line(_ name: String, _ summary: String) -> String {
            name.padding(toLength: width, withPad: " ", startingAt: 0) + "  " + summary + "\n"
        }
        return PlaygroundCatalog.all.map { line($0.name, $0.summary) }.joined()
            + "\nApps (canopy run APP):\n"
            + PlaygroundCatalog.apps.map { line($0.name, $0.summary) }.joined()
    }

    /// Mounts the requested playground, settles it and renders it; diagnostics go to standard
    /// error as warnings.
    @MainActor
    public static func render(_ request: RenderRequest) async -> Output {
        guard let playground = PlaygroundCatalog.named(request.playground) else {
            return Output(
                standardError:
                    "canopy: error: unknown playground '\(request.playground)'; the playgrounds are: \(PlaygroundCatalog.names.joined(separator: ", "))\n",
                exitStatus: usageErrorStatus)
        }
        let host = await playground.makeHost(
            platform: request.platform, windowSize: request.windowSize)
        let text =
            request.grid
            ? host.renderGrid(request.options)
            : host.render(request.format, options: request.options)
        let warnings = host.diagnostics.map { "canopy: warning: \($0)\n" }.joined()
        // The structured formats end with their own newline.
        return Output(
            standardOutput: request.format == .text ? text + "\n" : text, standardError: warnings)
    }

    /// Launches the app, prints its windows, then each step and the windows after it. A step
    /// that names what is not there stops the run with status 1.
    @MainActor
    public static func run(_ request: RunRequest, colour: Bool = false) -> Output {
        guard let app = PlaygroundCatalog.app(named: request.app) else {
            return Output(
                standardError: "canopy: error: unknown app '\(request.app)'\n",
                exitStatus: usageErrorStatus)
        }
        if request.html {
            return Output(standardOutput: AppPage.render(app, steps: request.steps))
        }
        let host = app.makeHost(platform: request.platform)
        let options = request.renderOptions
        func render() -> String {
            colour ? highlighted(host.render(options)) : host.render(options)
        }
        var text = "== launch \(app.name) on \(host.platform) ==\n" + render() + "\n"
        var status: Int32 = 0
        var errors = ""
        for step in request.steps {
            text += "\n== \(step) ==\n"
            do {
                try step.apply(to: host)
            } catch {
                errors += "canopy: error: \(step): \(error)\n"
                status = 1
                break
            }
            text += render() + "\n"
        }
        let warnings = host.diagnostics.map { "canopy: warning: \($0)\n" }.joined()
        return Output(standardOutput: text, standardError: errors + warnings, exitStatus: status)
    }

    /// Window headers in bold cyan and the menu bar in bold: what `canopy run` prints on a
    /// terminal.
    static func highlighted(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            if line.hasPrefix("┌ ") || line.hasPrefix("+ Window") {
                return "\u{1B}[1;36m" + line + "\u{1B}[0m"
            }
            if line.hasPrefix("Menu bar:") || line.hasPrefix("Key commands:") {
                return "\u{1B}[1m" + line + "\u{1B}[0m"
            }
            return String(line)
        }.joined(separator: "\n")
    }
}
