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
    @MainActor
    public static func run(_ arguments: [String]) async -> Output {
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
            return run(request)
        }
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
        let text = host.render(request.options)
        let warnings = host.diagnostics.map { "canopy: warning: \($0)\n" }.joined()
        return Output(standardOutput: text + "\n", standardError: warnings)
    }

    /// Launches the app, prints its windows, then each step and the windows after it. A step
    /// that names what is not there stops the run with status 1.
    @MainActor
    public static func run(_ request: RunRequest) -> Output {
        guard let app = PlaygroundCatalog.app(named: request.app) else {
            return Output(
                standardError: "canopy: error: unknown app '\(request.app)'\n",
                exitStatus: usageErrorStatus)
        }
        let host = app.makeHost(platform: request.platform)
        let options = RenderOptions(ascii: request.ascii)
        var text = "== launch \(app.name) on \(host.platform) ==\n" + host.render(options) + "\n"
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
            text += host.render(options) + "\n"
        }
        let warnings = host.diagnostics.map { "canopy: warning: \($0)\n" }.joined()
        return Output(standardOutput: text, standardError: errors + warnings, exitStatus: status)
    }
}
