import CanopyBuiltInCatalog
import CanopyCLI

// The CLI takes its catalog on every call; these suites test Canopy's own `canopy`, which
// runs the built-in one, so they call it through these.

extension CanopyCommand {
    /// Parses `arguments` as `canopy` does: over the built-in catalog.
    static func parse(_ arguments: [String]) -> Result<CanopyCommand, UsageError> {
        parse(arguments, catalog: .builtIn)
    }
}

extension CanopyCLI {
    /// Runs `canopy` with `arguments`: over the built-in catalog.
    @MainActor
    static func run(_ arguments: [String], colour: Bool = false) async -> Output {
        await run(arguments, catalog: .builtIn, colour: colour)
    }

    /// `canopy explain`, over the built-in catalog.
    @MainActor
    static func explain(_ request: ExplainRequest) async -> Output {
        await explain(request, catalog: .builtIn)
    }

    /// `canopy run APP --interactive`, over the built-in catalog.
    @MainActor
    static func runInteractive(
        _ request: RunRequest, colour: Bool = false, readLine: () -> String?,
        write: (String) -> Void, writeError: (String) -> Void
    ) -> Int32 {
        runInteractive(
            request, catalog: .builtIn, colour: colour, readLine: readLine, write: write,
            writeError: writeError)
    }
}
