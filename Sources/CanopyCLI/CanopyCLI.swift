import Canopy

/// The `canopy` CLI as a function from arguments to output, so tests can run it without
/// spawning a process, over any ``CanopyCatalog`` of views and apps. An executable calls
/// ``main(catalog:)``, which prints the result and exits with its status.
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

    /// Runs the CLI on the arguments after the program name, over the views and apps of
    /// `catalog`. With `colour`, window frames and the menu bar of `canopy run` are highlighted
    /// with ANSI escapes (``main(catalog:)`` passes it only for a terminal without `NO_COLOR`).
    @MainActor
    public static func run(_ arguments: [String], catalog: CanopyCatalog, colour: Bool = false)
        async -> Output
    {
        // `render` and `explain` take previews' names too, and `run` knows them to point a
        // preview's name to `render`; everything else (the default view, `list`, the usage
        // text) keeps to the catalog, and `previews` lists the previews.
        let knowsPreviews = ["render", "explain", "run", "audit"].contains(arguments.first ?? "")
        let named = knowsPreviews ? catalog.addingPreviews(PreviewCatalog.all()) : catalog
        switch CanopyCommand.parse(arguments, catalog: named) {
        case .failure(let error):
            return Output(
                standardError:
                    "\(catalog.displayName): error: \(error.message)\nRun '\(catalog.displayName) --help' for usage.\n",
                exitStatus: usageErrorStatus)
        case .success(.help):
            return Output(standardOutput: CanopyCommand.usage(for: catalog) + "\n")
        case .success(.list):
            return Output(standardOutput: catalog.listing)
        case .success(.render(let request)):
            return await render(request, catalog: named)
        case .success(.run(let request)):
            return run(request, catalog: catalog, colour: colour)
        case .success(.previews(let request)):
            return previews(request, catalog: catalog)
        case .success(.explain(let request)):
            return await explain(request, catalog: named)
        case .success(.audit(let request)):
            return await audit(request, catalog: named)
        }
    }

    /// Lists the view's accessibility findings (D47), one a line; exit status 1 when there are
    /// some.
    @MainActor
    public static func audit(_ request: RenderRequest, catalog: CanopyCatalog) async -> Output {
        guard let entry = catalog.view(named: request.playground) else {
            return Output(
                standardError:
                    "\(catalog.displayName): error: \(KnownNames(catalog).unknownView(request.playground))\n",
                exitStatus: usageErrorStatus)
        }
        let host = await entry.makeHost(platform: request.platform, windowSize: request.windowSize)
        let findings = host.accessibilityAudit()
        guard !findings.isEmpty else {
            return Output(standardOutput: "No accessibility findings.\n")
        }
        return Output(
            standardOutput: findings.map { $0.description + "\n" }.joined(), exitStatus: 1)
    }

    /// Lists the program's previews (`name  source`), or renders the one the request names;
    /// messages name the program `toolName`.
    @MainActor
    public static func previews(_ request: PreviewsRequest, toolName: String = "canopy") -> Output {
        previews(request, catalog: CanopyCatalog(toolName: toolName))
    }

    /// Lists the program's previews (`name  source`), or renders the one the request names;
    /// messages name the program as `catalog` does, and a name that is none of the previews
    /// gets a "did you mean" among them and the catalog's views and apps.
    @MainActor
    public static func previews(_ request: PreviewsRequest, catalog: CanopyCatalog) -> Output {
        previews(request, catalog: catalog, all: PreviewCatalog.all())
    }

    /// ``previews(_:catalog:)`` over the previews `all`, so tests can give a program none.
    @MainActor
    package static func previews(
        _ request: PreviewsRequest, catalog: CanopyCatalog, all: [PreviewEntry]
    ) -> Output {
        let toolName = catalog.displayName
        guard let name = request.name else {
            guard !all.isEmpty else {
                // Silence would look like a failure to find them.
                return Output(
                    standardOutput:
                        "There are no previews. Declare one with #Preview { … } (or a PreviewProvider) in a file the program links.\n"
                )
            }
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
            let known = KnownNames(
                toolName: toolName, viewKind: catalog.viewKind, views: catalog.viewNames,
                apps: catalog.appNames, previews: all.map(\.name))
            return Output(
                standardError: "\(toolName): error: \(known.unknownPreview(name))\n",
                exitStatus: usageErrorStatus)
        }
        let host = preview.makeHost(platform: request.platform ?? .macOS)
        let text =
            request.screen
            ? host.renderScreen(ascii: request.ascii)
            : host.render(RenderOptions(ascii: request.ascii))
        let warnings = host.diagnostics.map { "\(toolName): warning: \($0)\n" }.joined()
        return Output(standardOutput: text + "\n", standardError: warnings)
    }

    /// Mounts the catalog's view the request names, settles it and renders it; diagnostics go
    /// to standard error as warnings.
    @MainActor
    public static func render(_ request: RenderRequest, catalog: CanopyCatalog) async -> Output {
        guard let entry = catalog.view(named: request.playground) else {
            return Output(
                standardError:
                    "\(catalog.displayName): error: \(KnownNames(catalog).unknownView(request.playground))\n",
                exitStatus: usageErrorStatus)
        }
        let host = await entry.makeHost(
            platform: request.platform, windowSize: request.windowSize)
        if let time = request.time { host.advanceTime(by: time) }
        let text =
            request.grid
            ? host.renderGrid(request.options)
            : host.render(request.format, options: request.options)
        let warnings = host.diagnostics.map { "\(catalog.displayName): warning: \($0)\n" }.joined()
        // The structured formats end with their own newline.
        return Output(
            standardOutput: request.format == .text
                || (request.format == .accessibility && !text.isEmpty) ? text + "\n" : text,
            standardError: warnings)
    }

    /// Launches the catalog's app, prints its windows, then each step and the windows after
    /// it. A step that names what is not there stops the run with status 1.
    @MainActor
    public static func run(_ request: RunRequest, catalog: CanopyCatalog, colour: Bool = false)
        -> Output
    {
        guard let app = catalog.app(named: request.app) else {
            return Output(
                standardError:
                    "\(catalog.displayName): error: \(KnownNames(catalog).unknownApp(request.app))\n",
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
                errors += "\(catalog.displayName): error: \(step): \(error)\n"
                status = 1
                break
            }
            text += render() + "\n"
        }
        let warnings = host.diagnostics.map { "\(catalog.displayName): warning: \($0)\n" }.joined()
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
