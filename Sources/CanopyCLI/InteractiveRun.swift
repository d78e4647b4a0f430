import Canopy

extension CanopyCLI {
    /// `canopy run APP --interactive`: launches the catalog's app, prints its windows, applies the
    /// request's `--steps`, then reads steps a line at a time from `readLine` (the same syntax,
    /// `;` between several) and prints the windows after each. `help` lists the steps; `exit`
    /// or the end of input stops. A line that is not a step, or a step that names what is not
    /// there, is reported on `writeError` and the session goes on. Returns the exit status (0,
    /// or 2 for an unknown app).
    @MainActor
    public static func runInteractive(
        _ request: RunRequest, catalog: CanopyCatalog, colour: Bool = false,
        readLine: () -> String?, write: (String) -> Void, writeError: (String) -> Void
    ) -> Int32 {
        guard let app = catalog.app(named: request.app) else {
            writeError(
                "\(catalog.displayName): error: \(KnownNames(catalog).unknownApp(request.app))\n")
            return usageErrorStatus
        }
        let host = app.makeHost(platform: request.platform)
        let options = request.renderOptions
        func render() -> String {
            colour ? highlighted(host.render(options)) : host.render(options)
        }
        write("== launch \(app.name) on \(host.platform) ==\n" + render() + "\n")
        var reported = Set<Diagnostic>()
        /// Applies steps, printing the windows after each; stops at the first that fails.
        func apply(_ steps: [AppStep]) {
            for step in steps {
                write("\n== \(step) ==\n")
                do {
                    try step.apply(to: host)
                } catch {
                    writeError("\(catalog.displayName): error: \(step): \(error)\n")
                    break
                }
                write(render() + "\n")
            }
            for diagnostic in host.diagnostics where reported.insert(diagnostic).inserted {
                writeError("\(catalog.displayName): warning: \(diagnostic)\n")
            }
        }
        apply(request.steps)
        write("Type a step (help lists them; exit stops).\n")
        while let line = readLine() {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.isEmpty { continue }
            if trimmed == "exit" { break }
            if trimmed == "help" {
                write("Steps: " + AppStep.grammar + "\n")
                continue
            }
            switch AppStep.parse(trimmed) {
            case .failure(let error):
                writeError("\(catalog.displayName): error: \(error.message)\n")
            case .success(let steps): apply(steps)
            }
        }
        return 0
    }
}
