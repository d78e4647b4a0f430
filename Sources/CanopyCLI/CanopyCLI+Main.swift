import Canopy
import Foundation

extension CanopyCLI {
    /// The whole command line of an executable: reads the program's arguments, runs them over
    /// `catalog` with ``run(_:catalog:colour:)`` (for `run APP --interactive`, with
    /// ``runInteractive(_:catalog:colour:readLine:write:writeError:)`` reading steps from
    /// standard input), prints the output and exits with its status. Colour is on for a
    /// terminal without `NO_COLOR`. A catalog without a ``CanopyCatalog/toolName`` takes the
    /// executable's name.
    ///
    ///     @main
    ///     struct NotesTool {
    ///         static func main() async {
    ///             let catalog = CanopyCatalog(apps: [.app("notes", NotesApp.self)])
    ///             await CanopyCLI.main(catalog: catalog)
    ///         }
    ///     }
    @MainActor
    public static func main(catalog: CanopyCatalog) async -> Never {
        var catalog = catalog
        if catalog.toolName == nil, let path = CommandLine.arguments.first {
            catalog.toolName = path.split(separator: "/").last.map(String.init)
        }
        // Colour only for a person at a terminal who has not asked for none.
        let colour =
            isatty(STDOUT_FILENO) == 1 && ProcessInfo.processInfo.environment["NO_COLOR"] == nil
        let arguments = Array(CommandLine.arguments.dropFirst())
        if case .success(.run(let request)) = CanopyCommand.parse(arguments, catalog: catalog),
            request.interactive
        {
            // Steps come from standard input as a person types them; each answer is written at
            // once.
            let status = runInteractive(
                request, catalog: catalog, colour: colour, readLine: { Swift.readLine() },
                write: { text in
                    // What the app printed (stdio's buffer) came first.
                    fflush(nil)
                    FileHandle.standardOutput.write(Data(text.utf8))
                },
                writeError: { text in
                    fflush(nil)
                    FileHandle.standardError.write(Data(text.utf8))
                })
            exit(status)
        }
        let output = await run(arguments, catalog: catalog, colour: colour)
        // What the app itself printed (a delegate's `print`) is still in stdio's buffers and
        // happened first.
        fflush(nil)
        FileHandle.standardOutput.write(Data(output.standardOutput.utf8))
        FileHandle.standardError.write(Data(output.standardError.utf8))
        exit(output.exitStatus)
    }
}
